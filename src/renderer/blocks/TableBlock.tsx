import { Card, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import type { TableBlock as TableDeclaration } from '../../pageLanguage/blocks';
import { BlockActionButtons } from './BlockActionButtons';
import { blockColumns } from './blockColumns';
import type { BlockProps } from './blockProps';
import { itemsOf, type BlockItem } from './blockValues';

/** A table over an array of the answer: numbers right-aligned and formatted like every list's, 共 N 条 and the lists' pager, each row's buttons last. */
export function TableBlock({ block, answer, loading, page }: BlockProps<TableDeclaration>) {
  const rows = useMemo(() => {
    const items = itemsOf(answer, block.items);
    return block.order === 'reverse' ? [...items].reverse() : items;
  }, [answer, block.items, block.order]);
  const columns: TableColumnsType<BlockItem> = blockColumns(block.columns);
  if (block.actions) columns.push({ key: 'actions', title: '操作', fixed: 'right', render: (_: unknown, row: BlockItem) => <BlockActionButtons actions={block.actions} item={row} page={page} look="link" /> });
  const unit = block.unit ?? '条';
  return (
    <Card title={block.title} className="hpc-block-table">
      <Table<BlockItem>
        rowKey={(row) => String(row[block.rowKey] ?? '')}
        size="middle"
        loading={loading}
        dataSource={rows}
        columns={columns}
        locale={{ emptyText: block.empty ?? '暂无数据' }}
        scroll={{ x: 'max-content' }}
        pagination={block.pageSize === undefined
          ? false
          : { defaultPageSize: block.pageSize, showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100], showTotal: (total) => `共 ${total} ${unit}` }}
      />
    </Card>
  );
}
