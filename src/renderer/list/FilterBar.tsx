import { Button, DatePicker, Input, InputNumber, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { memo, useState } from 'react';
import type { ResolvedFilter } from './resolveFilters';

export interface FilterBarProps {
  filters: readonly ResolvedFilter[];
  /** Applied values (from the URL). */
  values: Record<string, string>;
  onSearch: (values: Record<string, string>) => void;
  onReset: () => void;
}

/**
 * 查询 applies the typed values (written to the URL by the caller); 重置 clears the URL. The
 * draft is local until 查询, and follows the URL when it changes (Back, menu re-click).
 * Memoised on the applied values' content: paging or sorting does not redraw the controls.
 */
export const FilterBar = memo(function FilterBar({ filters, values, onSearch, onReset }: FilterBarProps) {
  const applied = JSON.stringify(values);
  const [draft, setDraft] = useState(values);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(values);
  }
  if (filters.length === 0) return null;
  const set = (key: string, value: string | undefined) => setDraft((d) => ({ ...d, [key]: value ?? '' }));
  const submit = () => onSearch(Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== '')));

  return (
    <form className="hpc-list-filters" role="search" onSubmit={(e) => { e.preventDefault(); submit(); }}>
      {filters.map((filter) => (
        <label key={filter.key} className="hpc-list-filter">
          <span className="hpc-list-filter-label">{filter.label}</span>
          <FilterControl filter={filter} value={draft[filter.key] ?? ''} onChange={(v) => set(filter.key, v)} />
        </label>
      ))}
      <Space>
        <Button type="primary" htmlType="submit">查询</Button>
        <Button onClick={() => { setDraft({}); onReset(); }}>重置</Button>
      </Space>
    </form>
  );
}, (before, after) =>
  before.filters === after.filters && before.onSearch === after.onSearch && before.onReset === after.onReset
  && JSON.stringify(before.values) === JSON.stringify(after.values));

function FilterControl({ filter, value, onChange }: { filter: ResolvedFilter; value: string; onChange: (v: string | undefined) => void }) {
  const style = { width: filter.width };
  switch (filter.widget) {
    case 'select':
      return (
        <Select
          aria-label={filter.label}
          style={style}
          allowClear
          placeholder={filter.placeholder}
          value={value === '' ? undefined : value}
          onChange={(v?: string) => onChange(v)}
          options={filter.options.map((o) => ({ label: o.label, value: String(o.value), disabled: o.disabled, title: o.tip }))}
        />
      );
    case 'number':
      return <InputNumber aria-label={filter.label} style={style} placeholder={filter.placeholder} value={value === '' ? null : Number(value)} onChange={(v) => onChange(v === null ? undefined : String(v))} />;
    case 'date':
      return <DatePicker aria-label={filter.label} style={style} value={value ? dayjs(value) : null} onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : undefined)} />;
    case 'dateRange': {
      const [from, to] = value ? value.split(',') : [];
      return (
        <DatePicker.RangePicker
          aria-label={filter.label}
          style={style}
          value={from && to ? [dayjs(from), dayjs(to)] : null}
          onChange={(range) => onChange(range?.[0] && range[1] ? `${range[0].format('YYYY-MM-DD')},${range[1].format('YYYY-MM-DD')}` : undefined)}
        />
      );
    }
    default:
      return <Input aria-label={filter.label} style={style} allowClear placeholder={filter.placeholder} value={value} onChange={(e) => onChange(e.target.value)} />;
  }
}
