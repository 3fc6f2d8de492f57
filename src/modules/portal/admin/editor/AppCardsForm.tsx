import { InputNumber, Select } from 'antd';
import { useOperationQuery } from '../../../../renderer/data/operationQueries';
import { usePortalCategories } from '../../model/usePortalCategories';
import { BLOCK_LIMITS, type AppCardsBlock } from '../../../../contract/portalBlocks';
import { TextInput } from './fields';
import { FieldItem } from '../../../../ui/form/FieldItem';
import { RadioGroup } from '../../../../ui/form/RadioGroup';

/** Which applications an app-cards block shows: the most used, one category's, or a chosen list. */
export function AppCardsForm({ block, onChange }: { block: AppCardsBlock; onChange: (block: AppCardsBlock) => void }) {
  const categories = usePortalCategories();
  const apps = useOperationQuery('application-manage', 'get-store-display', { query: { pageSize: 100 } }, { loading: false, silent: true, enabled: block.source === 'manual' });
  return (
    <>
      <TextInput label="标题" value={block.title} max={BLOCK_LIMITS.title} onChange={(title) => onChange({ ...block, title })} />
      <FieldItem label="应用来源" className="pt-field">
        <RadioGroup
          optionType="button"
          value={block.source}
          onChange={(event) => onChange({ ...block, source: event.target.value as AppCardsBlock['source'] })}
          options={[{ value: 'hot', label: '热门应用' }, { value: 'category', label: '按分类' }, { value: 'manual', label: '手动选择' }]}
        />
      </FieldItem>
      {block.source === 'category' && (
        <FieldItem label="应用分类" className="pt-field" asterisk>
          <Select
            value={block.categoryId ?? undefined}
            placeholder="请选择应用分类"
            loading={categories.state.status === 'loading'}
            options={categories.state.status === 'ready' ? categories.state.data.map((c) => ({ value: c.id, label: `${c.name}（${c.appCount}）` })) : []}
            onChange={(categoryId: number) => onChange({ ...block, categoryId })}
          />
        </FieldItem>
      )}
      {block.source === 'manual' && (
        <FieldItem label="选择应用（按选择顺序显示）" className="pt-field" asterisk>
          <Select
            mode="multiple"
            value={block.appIds}
            placeholder="请选择应用"
            optionFilterProp="label"
            maxCount={BLOCK_LIMITS.apps}
            loading={apps.state.status === 'loading'}
            options={apps.state.status === 'ready' ? apps.state.data.records.map((a) => ({ value: a.id, label: a.appName })) : []}
            onChange={(appIds: number[]) => onChange({ ...block, appIds })}
          />
        </FieldItem>
      )}
      <FieldItem label="最多显示" className="pt-field">
        <InputNumber min={1} max={BLOCK_LIMITS.apps} precision={0} value={block.limit} addonAfter="个" onChange={(limit) => onChange({ ...block, limit: limit ?? 8 })} />
      </FieldItem>
    </>
  );
}
