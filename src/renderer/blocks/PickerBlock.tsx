import { useQuery } from '@tanstack/react-query';
import { Card, Select, Space, Tag } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { fillTemplate } from '../../contract/textTemplate';
import { queryClient } from '../../core/query/queryClient';
import type { BlockPickerLookup, PickerBlock as PickerDeclaration } from '../../pageLanguage/blocks';
import { conditionHolds } from './blockCondition';
import type { BlockProps } from './blockProps';
import { blockCall, blockReadQuery } from './blockQueries';
import { itemsOf, type BlockItem } from './blockValues';

/** The names another read gives a field's values (the task types): its own cache entry, shared with any block on it. */
function useLookup(page: BlockProps<PickerDeclaration>['page'], lookup: BlockPickerLookup | undefined): Map<string, string> {
  const source = lookup ? page.sources[lookup.source] : undefined;
  const call = source ? blockCall(source, source.query, new URLSearchParams(), '') : null;
  const read = useQuery({ ...blockReadQuery(page, source ?? { path: '', query: {}, ranged: false, grants: null }, call ?? { path: '', params: {} }), enabled: call !== null }, queryClient);
  if (!lookup) return new Map();
  return new Map(itemsOf(read.data, lookup.items).map((item) => [String(item[lookup.value]), String(item[lookup.label] ?? '')]));
}

/**
 * A chooser of one item (a task) whose value goes into the address (`param`): the reads taking it
 * from the address follow. Options read as `text` with the fields' names (`labels`, `lookups`);
 * typing filters them.
 */
export function PickerBlock({ block, answer, loading, page }: BlockProps<PickerDeclaration>) {
  const [address, setAddress] = useSearchParams();
  // One lookup per page keeps the hooks fixed; a second would be a second picker field.
  const [lookupField, lookup] = Object.entries(block.lookups ?? {})[0] ?? [undefined, undefined];
  const names = useLookup(page, lookup);
  const items = itemsOf(answer, block.items);
  const shown = (item: BlockItem): BlockItem => {
    const named: Record<string, unknown> = { ...item };
    for (const [field, labels] of Object.entries(block.labels ?? {})) named[field] = labels[String(item[field])] ?? item[field];
    if (lookupField) named[lookupField] = names.get(String(item[lookupField])) ?? item[lookupField];
    return named;
  };
  const chosen = address.get(block.param) ?? undefined;
  const item = items.find((candidate) => String(candidate[block.value]) === chosen);
  const notice = block.notice && item && conditionHolds(item, block.notice.when) ? block.notice.text : null;
  return (
    <Card>
      <Space wrap>
        <Select aria-label={block.label} showSearch optionFilterProp="label" placeholder={block.placeholder ?? '请选择'} style={{ width: 420, maxWidth: '100%' }}
          loading={loading} value={item ? chosen : undefined}
          options={items.map((option) => ({ value: String(option[block.value]), label: fillTemplate(block.text, shown(option)) }))}
          onChange={(value: string) => setAddress((current) => {
            const next = new URLSearchParams(current);
            next.set(block.param, value);
            return next;
          })} />
        {notice && <Tag>{notice}</Tag>}
      </Space>
    </Card>
  );
}
