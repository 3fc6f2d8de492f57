import { skipToken, useQuery, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { queryClient } from '../../core/query/queryClient';
import type { EndpointFamily } from '../../pageLanguage/endpoint';
import { createDataProvider, type RecordId } from '../data/dataProvider';
import { recordQuery } from '../data/familyQueries';
import type { DataRecord } from '../data/resolveResponse';

export type DetailRecordState =
  | { status: 'loading' }
  | { status: 'ready'; record: DataRecord }
  /** 404, or an answer without a record: the record is gone (or never was). */
  | { status: 'missing' }
  | { status: 'error'; message: string };

const IDLE_KEY = ['family', null, 'record', null, null] as const;

/**
 * One record through the family's get, from the query cache (its key under the family's, so a
 * write on the family's list makes it out of date). Silent and without the global overlay: the
 * page shows its own spinner, error panel (with retry) and not-found panel.
 */
export function useDetailRecord(
  /** null while the page config is still loading. */
  endpoint: EndpointFamily | null,
  /** null: no record to load (yet); the state stays "loading". */
  id: RecordId | null,
): { state: DetailRecordState; reload: () => void } {
  const provider = useMemo(() => (endpoint ? createDataProvider(endpoint) : null), [endpoint]);
  const options = provider && id !== null ? recordQuery(provider, id) : null;
  // Nothing to ask for yet: skipToken keeps the query idle (status loading, no call).
  const queryFn = (options?.queryFn as QueryFunction<DataRecord | null> | undefined) ?? skipToken;
  const query = useQuery<DataRecord | null, Error, DataRecord | null, QueryKey>({ queryKey: options?.queryKey ?? IDLE_KEY, queryFn }, queryClient);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  // Asked again after a failure (重试): loading until it answers, not the old error.
  if (query.isError && !query.isFetching) return { state: { status: 'error', message: query.error.message }, reload };
  if (query.data === undefined) return { state: { status: 'loading' }, reload };
  return { state: query.data ? { status: 'ready', record: query.data } : { status: 'missing' }, reload };
}
