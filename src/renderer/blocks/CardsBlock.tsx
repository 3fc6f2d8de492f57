import { Button, Card, Empty, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { CardsBlock as CardsDeclaration } from '../../pageLanguage/blocks';
import { fillTemplate } from '../../contract/textTemplate';
import type { BlockProps } from './blockProps';
import { itemsOf, type BlockItem } from './blockValues';

function tagText(item: BlockItem, block: CardsDeclaration): string | null {
  if (!block.tag) return null;
  const raw = item[block.tag.field];
  if (raw === null || raw === undefined || raw === '') return null;
  return block.tag.labels?.[String(raw)] ?? String(raw);
}

/** A grid of cards, one per item: a title (and a tag), two lines of text, a muted line under it. */
export function CardsBlock({ block, answer, loading }: BlockProps<CardsDeclaration>) {
  const navigate = useNavigate();
  const items = itemsOf(answer, block.items);
  const extra = block.link && !loading ? <Button type="link" onClick={() => navigate(fillTemplate(block.link!.to, answer))}>{block.link.label}</Button> : undefined;
  return (
    <Card title={block.title} extra={extra} loading={loading}>
      {items.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={block.empty ?? '暂无数据'} /> : (
        <div className="hpc-block-cards" style={{ ['--hpc-block-columns' as string]: block.columns ?? 2 }}>
          {items.map((item, index) => {
            const tag = tagText(item, block);
            return (
              <Card key={index} size="small" title={<span className="hpc-block-card-title"><span>{fillTemplate(block.cardTitle, item)}</span>{tag && <Tag>{tag}</Tag>}</span>}>
                {block.cardText && <Typography.Paragraph ellipsis={{ rows: 2, tooltip: true }}>{fillTemplate(block.cardText, item)}</Typography.Paragraph>}
                {block.cardMeta && <div className="hpc-block-muted">{fillTemplate(block.cardMeta, item)}</div>}
              </Card>
            );
          })}
        </div>
      )}
    </Card>
  );
}
