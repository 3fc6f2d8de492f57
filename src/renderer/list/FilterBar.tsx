import { Button } from 'antd';
import { memo, useState } from 'react';
import { FilterControl } from './FilterControl';
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
      <div className="hpc-list-filter-buttons">
        <Button type="primary" htmlType="submit">查询</Button>
        <Button onClick={() => { setDraft({}); onReset(); }}>重置</Button>
      </div>
    </form>
  );
}, (before, after) =>
  before.filters === after.filters && before.onSearch === after.onSearch && before.onReset === after.onReset
  && JSON.stringify(before.values) === JSON.stringify(after.values));
