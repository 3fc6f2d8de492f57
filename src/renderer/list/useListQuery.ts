import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isAbortError } from '../../core/http/HttpError';
import type { DataProvider } from '../data/dataProvider';
import type { DataRecord } from '../data/resolveResponse';
import { resolveFilterQuery, type ResolvedFilter } from './resolveFilters';
import { resolveListState, writeListState, type ListState } from './listState';
import type { SortConfig } from '../../schema/pageConfig';

export interface ListQueryOptions {
  /** Superseded list calls of this page are aborted under this key. */
  abortKey: string;
  provider: DataProvider;
  filters: readonly ResolvedFilter[];
  sortableKeys: readonly string[];
  defaultSort?: SortConfig;
  defaultPageSize?: number;
  /** Rows per call regardless of the URL size (virtual mode scrolls through one large page). */
  fetchSize?: number;
}

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface ListQuery {
  state: ListState;
  records: DataRecord[];
  total: number;
  status: LoadStatus;
  /** True while a newer query runs over rows still shown from the last one. */
  refreshing: boolean;
  error: string | null;
  /** Writes a new state to the URL (which triggers the load). */
  setState: (next: ListState) => void;
  reload: () => void;
  /** Reset: a bare address (page 1, no filters, default sort and size). */
  reset: () => void;
}

/**
 * Where a list keeps its state: the address (a page of its own) or React state (a list embedded
 * in another page, e.g. a detail page's related sub-list — the host page owns the address).
 */
export type ListStateHome = 'url' | 'memory';
export const ListStateHomeContext = createContext<ListStateHome>('url');

/** The list's query string and its setter, from the address or from memory. */
function useListSearch(): [string, (next: URLSearchParams) => void] {
  const home = useContext(ListStateHomeContext);
  const [params, setParams] = useSearchParams();
  const [memory, setMemory] = useState('');
  const setMemoryParams = useCallback((next: URLSearchParams) => setMemory(next.toString()), []);
  return home === 'memory' ? [memory, setMemoryParams] : [params.toString(), setParams];
}

/** One empty array: a new [] per render would rebuild the table's row model each time. */
const NO_RECORDS: DataRecord[] = [];

interface Loaded {
  key: string;
  records: DataRecord[];
  total: number;
  error: string | null;
}

/**
 * The list's server state: reads the URL (or memory, see ListStateHomeContext), loads the page through the data provider, and
 * ignores any answer that is not for the latest query (stale responses) while the client aborts
 * the superseded call (abortKey). Rows of the previous query stay visible while the next loads.
 */
export function useListQuery(options: ListQueryOptions): ListQuery {
  const { abortKey, provider, filters, sortableKeys, defaultSort, defaultPageSize, fetchSize } = options;
  const [search, setParams] = useListSearch();
  const filterKeys = useMemo(() => filters.map((f) => f.key), [filters]);
  const state = useMemo(
    () => resolveListState(new URLSearchParams(search), { filterKeys, sortableKeys, defaultSort, defaultPageSize }),
    [search, filterKeys, sortableKeys, defaultSort, defaultPageSize],
  );
  const [attempt, setAttempt] = useState(0);
  const key = `${JSON.stringify(state)}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let live = true;
    provider
      .getList(
        { page: fetchSize ? 1 : state.page, pageSize: fetchSize ?? state.pageSize, sort: state.sort, filters: resolveFilterQuery(filters, state.filters) },
        // Silent: the error panel inside the page shows the message; no global overlay, the table has its own spinner.
        { abortKey, loading: false, silent: true },
      )
      .then((result) => {
        if (live) setLoaded({ key, records: result.records, total: result.total, error: null });
      })
      .catch((error: unknown) => {
        if (!live || isAbortError(error)) return;
        setLoaded({ key, records: [], total: 0, error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
    // `key` encodes state and attempt; provider and filters are stable per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const setState = useCallback(
    (next: ListState) => setParams(writeListState(next, { defaultSort, defaultPageSize })),
    [setParams, defaultSort, defaultPageSize],
  );

  // A page past the end (after deleting the last row of the last page) moves to the last page.
  const current = loaded?.key === key ? loaded : null;
  useEffect(() => {
    if (!current || current.error || current.records.length > 0 || current.total === 0 || state.page === 1) return;
    setState({ ...state, page: Math.max(1, Math.ceil(current.total / state.pageSize)) });
  }, [current, state, setState]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  const status: LoadStatus = current ? (current.error ? 'error' : 'ready') : loaded && !loaded.error ? 'ready' : 'loading';
  const shown = current ?? (loaded && !loaded.error ? loaded : null);
  return {
    state,
    records: shown?.records ?? NO_RECORDS,
    total: shown?.total ?? 0,
    status,
    refreshing: current === null,
    error: current?.error ?? null,
    setState,
    reload,
    reset,
  };
}
