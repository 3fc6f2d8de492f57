import { memo } from 'react';
import { formatYuan } from '../../../contract/money';
import { formatDecimal, formatNumber } from '../../../contract/numberFormat';
import type { ListTotalItem, ListTotalsConfig } from '../../../pageLanguage/pageConfig';
import type { DataRecord } from '../../data/resolveResponse';
import './listTotals.css';

/** One figure as the strip shows it: "-" until the answer has it (or when it sends none). */
export function totalText(item: ListTotalItem, aside: DataRecord | undefined): string {
  const value = aside?.[item.field];
  if (typeof value !== 'number' || !Number.isFinite(value)) return '-';
  if (item.slot === 'money') return `¥${formatYuan(value)}`;
  const text = item.toFixed === undefined ? formatNumber(value) : formatDecimal(value, item.toFixed);
  return item.unit ? `${text} ${item.unit}` : text;
}

export interface ListTotalsProps {
  totals: ListTotalsConfig;
  /** What the list answer sent beside its records (ListResult `aside`). */
  aside: DataRecord | undefined;
}

/**
 * Totals over everything the list's filters match (ListPageConfig `totals`), as the list answer
 * sends them: they follow the filters and every reload of the list, with no call of their own.
 */
export const ListTotals = memo(function ListTotals({ totals, aside }: ListTotalsProps) {
  return (
    <dl className="hpc-list-totals" aria-busy={aside === undefined}>
      {totals.items.map((item) => (
        <div key={item.field} className="hpc-list-totals-item" data-total={item.field}>
          <dt>{item.label}</dt>
          <dd>{totalText(item, aside)}</dd>
        </div>
      ))}
    </dl>
  );
});
