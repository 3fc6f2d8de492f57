import { useMemo } from 'react';
import { useAsyncData } from '../../core/async/useAsyncData';
import { HttpError } from '../../core/http/HttpError';
import type { EndpointFamily } from '../../pageLanguage/endpoint';
import { createDataProvider, type RecordId } from '../data/dataProvider';
import type { DataRecord } from '../data/resolveResponse';

export type DetailRecordState =
  | { status: 'loading' }
  | { status: 'ready'; record: DataRecord }
  /** 404, or an answer without a record: the record is gone (or never was). */
  | { status: 'missing' }
  | { status: 'error'; message: string };

/**
 * One record through the family's get. Silent and without the global overlay: the page shows
 * its own spinner, error panel (with retry) and not-found panel.
 */
export function useDetailRecord(
  key: string,
  /** null while the page config is still loading. */
  endpoint: EndpointFamily | null,
  /** null: no record to load (yet); the state stays "loading". */
  id: RecordId | null,
): { state: DetailRecordState; reload: () => void } {
  const provider = useMemo(() => (endpoint ? createDataProvider(endpoint) : null), [endpoint]);
  const { state, reload } = useAsyncData<DataRecord | null>(provider && id !== null ? `${key}:${String(id)}` : null, async () => {
    if (!provider || id === null) return null; // not called: the key is null then
    try {
      return (await provider.getOne(id, { silent: true, loading: false })) ?? null;
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  });
  if (state.status === 'ready') return { state: state.data ? { status: 'ready', record: state.data } : { status: 'missing' }, reload };
  return { state, reload };
}
