import { Card, Empty, Timeline } from 'antd';
import { fillTemplate } from '../../contract/textTemplate';
import type { TimelineBlock as TimelineDeclaration } from '../../pageLanguage/blocks';
import type { BlockProps } from './blockProps';
import { itemsOf } from './blockValues';

/** One line per item of the answer's array, in order, its dot coloured by a field of the item. */
export function TimelineBlock({ block, answer, loading }: BlockProps<TimelineDeclaration>) {
  const items = itemsOf(answer, block.items).map((item, index) => ({
    key: index,
    color: block.color ? block.color.colors[String(item[block.color.field])] : undefined,
    children: fillTemplate(block.text, item),
  }));
  return (
    <Card title={block.title} loading={loading}>
      {items.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={block.empty ?? '暂无记录'} /> : <Timeline items={items} />}
    </Card>
  );
}
