// The bare input: antd's `Input` export also carries TextArea, Password, Search and OTP (~8 KiB gzip).
import { PlainInput as Input } from '../../adapters/antd/plainInput';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../ui/lazyPart';
import { LazySelect } from './LazySelect';
import { PickerStub } from './PickerStub';
import type { ResolvedFilter } from './resolveFilters';

export interface FilterControlProps {
  filter: ResolvedFilter;
  value: string;
  onChange: (value: string | undefined) => void;
  /** Mount focused with its panel open (it replaces a stub the user has just reached for). */
  opened?: boolean;
}

// Date pickers and number inputs (rc-picker, dayjs plugins, decimal maths) come in their own
// chunk, loaded only by pages that filter on them: most lists filter on text and choices. A date
// filter loads it when first used (PickerStub until then); a number filter at once.
const picker = lazyPart(() => import('./PickerFilterControl'));
const PickerFilterControl = picker.Component;

/** One filter's control: text and choices here; dates and numbers in the lazy picker chunk. */
export function FilterControl({ filter, value, onChange }: FilterControlProps) {
  const style = { width: filter.width };
  // A stub shown first means the picker appears because the user reached for it.
  const [stubFirst] = useState(!picker.isLoaded());
  const [used, setUsed] = useState(!stubFirst);
  switch (filter.widget) {
    case 'select':
      return (
        <LazySelect
          aria-label={filter.label}
          style={style}
          allowClear
          placeholder={filter.placeholder}
          value={value === '' ? undefined : value}
          onChange={(v?: string | number) => onChange(v === undefined ? undefined : String(v))}
          options={filter.options.map((o) => ({ label: o.label, value: String(o.value), disabled: o.disabled, title: o.tip }))}
          // Another family's records can be many (a tree's 一级 › 二级): typed to narrow them.
          {...(filter.field?.['x-lookup'] ? { showSearch: true, optionFilterProp: 'label' } : {})}
        />
      );
    case 'number':
      return (
        // Same width while the chunk loads, so the bar does not jump.
        <Suspense fallback={<Input aria-label={filter.label} style={style} disabled />}>
          <PickerFilterControl filter={filter} value={value} onChange={onChange} />
        </Suspense>
      );
    case 'date':
    case 'dateRange': {
      // The stub stays until the picker's code is there (as LazySelect's does, so a Tab onto it keeps
      // the focus); reached for by Tab, it becomes the picker only while it still has the focus.
      const reach = (focused?: HTMLElement) => void picker.load().then(() => {
        if (!focused || focused === document.activeElement) setUsed(true);
      });
      const stub = <PickerStub filter={filter} value={value} onActivate={reach} onHover={() => void picker.load()} />;
      if (!used) return stub;
      return (
        <Suspense fallback={stub}>
          {/* Reached for on the stub: it opens focused, as a click on it would have. */}
          <PickerFilterControl filter={filter} value={value} onChange={onChange} opened={stubFirst} />
        </Suspense>
      );
    }
    default:
      return <Input aria-label={filter.label} style={style} allowClear placeholder={filter.placeholder} value={value} onChange={(e) => onChange(e.target.value)} />;
  }
}
