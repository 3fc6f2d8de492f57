import { Button, Card, Descriptions, Empty, Space, Tag } from 'antd';
import { readPath } from '../../contract/readPath';
import type { BlockField, FieldsBlock as FieldsDeclaration } from '../../pageLanguage/blocks';
import { BlockActionButtons } from './BlockActionButtons';
import { conditionHolds } from './blockCondition';
import { CountdownText } from './CountdownText';
import type { BlockProps } from './blockProps';
import { formatBlockValue, itemsOf, withUnit } from './blockValues';

function fieldValue(answer: unknown, field: BlockField) {
  const raw = readPath(answer, field.value);
  if (field.format === 'countdown') return <CountdownText raw={raw} />;
  const value = formatBlockValue(raw, field.format, field.toFixed);
  const text = withUnit(value, field.unit);
  if (!field.tag) return text;
  const key = String(readPath(answer, field.tag.field ?? field.value) ?? '');
  return <Tag color={field.tag.colors[key]}>{text}</Tag>;
}

/** Labelled values of the answer (named, each shown while its `when` holds, or label/value pairs of an array), with the block's buttons and 刷新 at the heading. */
export function FieldsBlock({ block, answer, loading, reload, page }: BlockProps<FieldsDeclaration>) {
  const items = block.items
    ? block.items.filter((field) => !field.when || conditionHolds(answer, field.when)).map((field) => ({ key: field.label, label: field.label, children: fieldValue(answer, field) }))
    : itemsOf(answer, block.pairs!.items).map((pair, index) => ({ key: `${index}`, label: formatBlockValue(pair[block.pairs!.label]), children: formatBlockValue(pair[block.pairs!.value]) }));
  const extra = loading ? undefined : (
    <Space>
      <BlockActionButtons actions={block.actions} item={answer} page={page} look="button" />
      {block.refresh && <Button onClick={() => void reload()}>刷新</Button>}
    </Space>
  );
  return (
    <Card title={block.title} extra={extra} loading={loading} className="hpc-block-fields">
      {items.length === 0
        ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={block.empty ?? '暂无数据'} />
        : <Descriptions bordered={block.items !== undefined} column={block.columns ?? 2} items={items} />}
    </Card>
  );
}
