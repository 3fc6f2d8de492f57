import { Select } from 'antd';
// The bare input: antd's `Input` export also carries TextArea, Password, Search and OTP (~8 KiB gzip).
import Input from 'antd/es/input/Input';
import { lazy, Suspense } from 'react';
import type { ResolvedFilter } from './resolveFilters';

export interface FilterControlProps {
  filter: ResolvedFilter;
  value: string;
  onChange: (value: string | undefined) => void;
}

// Date pickers and number inputs (rc-picker, dayjs plugins, decimal maths) come in their own
// chunk, loaded only by pages that filter on them: most lists filter on text and choices.
const PickerFilterControl = lazy(() => import('./PickerFilterControl'));

/** One filter's control: text and choices here; dates and numbers in the lazy picker chunk. */
export function FilterControl({ filter, value, onChange }: FilterControlProps) {
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
    case 'date':
    case 'dateRange':
      return (
        // Same width while the chunk loads, so the bar does not jump.
        <Suspense fallback={<Input aria-label={filter.label} style={style} disabled />}>
          <PickerFilterControl filter={filter} value={value} onChange={onChange} />
        </Suspense>
      );
    default:
      return <Input aria-label={filter.label} style={style} allowClear placeholder={filter.placeholder} value={value} onChange={(e) => onChange(e.target.value)} />;
  }
}
