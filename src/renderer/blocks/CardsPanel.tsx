import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Segmented, Table, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CardsBlock as CardsDeclaration } from '../../pageLanguage/blocks';
import { fillTemplate } from '../../contract/textTemplate';
import { BlockActionButtons } from './BlockActionButtons';
import { blockColumns } from './blockColumns';
import { iconUrl, useFamilyDeclaration } from './blockIcon';
import type { BlockProps } from './blockProps';
import { itemsOf, type BlockItem } from './blockValues';

function tagText(item: BlockItem, block: CardsDeclaration): string | null {
  if (!block.tag) return null;
  const raw = item[block.tag.field];
  if (raw === null || raw === undefined || raw === '') return null;
  return block.tag.labels?.[String(raw)] ?? String(raw);
}

/**
 * The console's look of a cards block (`look: "panel"`): a grid of framed cards, one per item: a
 * picture, a title (and a tag), two lines of text, a muted line under it and the item's buttons at
 * its foot; with `list`, a 卡片/列表 switch shows the items as a table of those columns instead
 * (the same buttons in its last column).
 */
export default function CardsPanel({ block, answer, loading, page, searched }: BlockProps<CardsDeclaration>) {
  const navigate = useNavigate();
  const [view, setView] = useState<'cards' | 'list'>('cards');
  const iconFamily = useFamilyDeclaration(block.icon?.family ?? page.family, block.icon !== undefined);
  const items = itemsOf(answer, block.items);
  const picture = (item: BlockItem): ReactNode => {
    const src = block.icon && iconFamily ? iconUrl(iconFamily, block.icon, item) : null;
    return src ? <img className="hpc-block-card-icon" src={src} alt="" width={24} height={24} /> : null;
  };
  const actions = (item: BlockItem) => (block.actions ? [<BlockActionButtons key="actions" actions={block.actions} item={item} page={page} look="link" />] : undefined);
  const search = page.sources[block.source]?.search;
  const empty = searched ? (search?.empty ?? '没有匹配的结果') : (block.empty ?? '暂无数据');
  const extra = (
    <div className="hpc-block-cards-tools">
      {block.link && !loading && <Button type="link" onClick={() => navigate(fillTemplate(block.link!.to, answer))}>{block.link.label}</Button>}
      {block.list && (
        <Segmented aria-label="显示方式" value={view} onChange={(value) => setView(value as 'cards' | 'list')}
          options={[{ value: 'cards', icon: <AppstoreOutlined />, title: '卡片' }, { value: 'list', icon: <UnorderedListOutlined />, title: '列表' }]} />
      )}
    </div>
  );
  let body: ReactNode;
  if (!loading && items.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  else if (view === 'list' && block.list) {
    const columns = blockColumns(block.list.columns, block.icon ? picture : undefined);
    if (block.actions) columns.push({ key: 'actions', title: '操作', render: (_: unknown, item: BlockItem) => actions(item) });
    body = <Table<BlockItem> rowKey={(item) => String(item[block.list!.rowKey] ?? '')} size="middle" loading={loading} dataSource={items} columns={columns} pagination={false} scroll={{ x: 'max-content' }} />;
  } else {
    body = (
      <div className="hpc-block-cards" style={{ ['--hpc-block-columns' as string]: block.columns ?? 2 }}>
        {items.map((item, index) => {
          const tag = tagText(item, block);
          return (
            <Card key={index} size="small" actions={actions(item)}
              title={<span className="hpc-block-card-title"><span>{picture(item)}{fillTemplate(block.cardTitle, item)}</span>{tag && <Tag>{tag}</Tag>}</span>}>
              {block.cardText && <Typography.Paragraph ellipsis={{ rows: 2, tooltip: true }}>{fillTemplate(block.cardText, item)}</Typography.Paragraph>}
              {block.cardMeta && <div className="hpc-block-muted">{fillTemplate(block.cardMeta, item)}</div>}
            </Card>
          );
        })}
      </div>
    );
  }
  return <Card title={block.title} extra={extra} loading={loading && view === 'cards'}>{body}</Card>;
}
