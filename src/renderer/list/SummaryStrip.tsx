import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { memo } from 'react';
import { queryClient } from '../../core/query/queryClient';
import type { EntitySchema } from '../../pageLanguage/entity';
import type { SummaryConfig } from '../../pageLanguage/pageConfig';
import type { DataProvider } from '../data/dataProvider';
import { summaryQuery } from '../data/familyQueries';
import type { ListParams } from '../data/resolveListQuery';
import { summaryCount, summaryLabel } from './summaryItems';

export interface SummaryStripProps {
  summary: SummaryConfig;
  entity: EntitySchema;
  provider: DataProvider;
  /** The list's filters as sent (the counts follow them). */
  filters: ListParams['filters'];
}

/**
 * Counts above a list (ListPageConfig `summary`): one figure per item from the family's
 * `summary`, with the list's filters, in the family's query cache (a write or the list's 重试 asks
 * again). A failed call leaves the figures as "-" and says so, with its own 重试; it never blocks
 * the list.
 */
export const SummaryStrip = memo(function SummaryStrip({ summary, entity, provider, filters }: SummaryStripProps) {
  const query = useQuery(summaryQuery(provider, filters), queryClient);
  const answer = query.data;
  const failed = query.isError && !query.isFetching;
  return (
    <ul className="hpc-list-summary" aria-label={`${entity.title}统计`} aria-busy={query.isFetching && !answer}>
      {summary.items.map((item, index) => {
        const label = summaryLabel(item, entity);
        return (
          <li key={`${item.field ?? ''}:${String(item.value ?? index)}`} className="hpc-list-summary-item" data-summary={item.field === undefined ? 'total' : `${item.field}.${String(item.value)}`}>
            <span className="hpc-list-summary-value">{answer && !failed ? summaryCount(item, answer) : '-'}</span>
            <span className="hpc-list-summary-label">{label}</span>
          </li>
        );
      })}
      {failed && (
        <li className="hpc-list-summary-failed hpc-failed-inline" role="alert">
          <span>统计加载失败：{query.error.message}</span>
          <Button type="link" size="small" onClick={() => void query.refetch()}>重试</Button>
        </li>
      )}
    </ul>
  );
});
