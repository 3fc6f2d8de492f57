import { memo, useEffect, useState } from 'react';
import type { EntitySchema } from '../../pageLanguage/entity';
import type { SummaryConfig } from '../../pageLanguage/pageConfig';
import type { DataProvider } from '../data/dataProvider';
import type { ListParams } from '../data/resolveListQuery';
import type { DataRecord } from '../data/resolveResponse';
import { summaryCount, summaryLabel } from './summaryItems';

export interface SummaryStripProps {
  summary: SummaryConfig;
  entity: EntitySchema;
  provider: DataProvider;
  /** The list's filters as sent (the counts follow them). */
  filters: ListParams['filters'];
  /** The rows on screen: a new page of rows (after a change, a reload) reads the counts again. */
  records: readonly DataRecord[];
}

/**
 * Counts above a list (ListPageConfig `summary`): one figure per item from the family's
 * `summary`, with the list's filters. A failed call leaves the figures as "-" (the list below
 * shows its own error); it never blocks the list.
 */
export const SummaryStrip = memo(function SummaryStrip({ summary, entity, provider, filters, records }: SummaryStripProps) {
  const [answer, setAnswer] = useState<DataRecord | null | undefined>(undefined);
  const filterKey = JSON.stringify(filters ?? {});
  useEffect(() => {
    let live = true;
    provider.getSummary(JSON.parse(filterKey) as ListParams['filters'], { loading: false, silent: true }).then(
      (data) => live && setAnswer(data ?? null),
      () => live && setAnswer(null),
    );
    return () => {
      live = false;
    };
  }, [provider, filterKey, records]);
  return (
    <ul className="hpc-list-summary" aria-label={`${entity.title}统计`} aria-busy={answer === undefined}>
      {summary.items.map((item, index) => {
        const label = summaryLabel(item, entity);
        return (
          <li key={`${item.field ?? ''}:${String(item.value ?? index)}`} className="hpc-list-summary-item" data-summary={item.field === undefined ? 'total' : `${item.field}.${String(item.value)}`}>
            <span className="hpc-list-summary-value">{answer ? summaryCount(item, answer) : '-'}</span>
            <span className="hpc-list-summary-label">{label}</span>
          </li>
        );
      })}
    </ul>
  );
});
