import { Card, Progress, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import type { TableBlock as TableDeclaration } from '../../pageLanguage/blocks';
import type { BlockProps } from './blockProps';
import { numberOf } from '../../contract/numberFormat';
import { formatBlockValue, itemsOf, type BlockItem } from './blockValues';

/** A table over an array of the answer: numbers right-aligned and formatted like every list's, 共 N 条 and the lists' pager. */
export function TableBlock({ block, answer, loading }: BlockProps<TableDeclaration>) {
  const rows = useMemo(() => {
    const items = itemsOf(answer, block.items);
    return block.order === 'reverse' ? [...items].reverse() : items;
  }, [answer, block.items, block.order]);
  const columns: TableColumnsType<BlockItem> = block.columns.map((column) => {
    const numeric = (column.format !== undefined || column.toFixed !== undefined) && column.progress === undefined;
    return {
      key: column.key,
      title: column.title,
      dataIndex: column.key,
      align: numeric ? 'right' : 'left',
      width: column.progress ? 240 : undefined,
      ellipsis: numeric || column.progress || column.labels ? false : { showTitle: true },
      render: (value: unknown, row: BlockItem) => {
        const text = formatBlockValue(value, column.format, column.toFixed);
        if (column.labels) return <Tag>{column.labels[String(value)] ?? text}</Tag>;
        if (!column.progress) return text;
        const whole = numberOf(row[column.progress.of]);
        const part = numberOf(value) ?? 0;
        const percent = whole ? Math.min(100, Math.round((part / whole) * 100)) : 0;
        const label = `${text}${column.progress.unit ? ` ${column.progress.unit}` : ''}`;
        return <Progress size="small" status="normal" percent={percent} aria-label={`${column.title} ${label}`} format={() => label} />;
      },
    };
  });
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
