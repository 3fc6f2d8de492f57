import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { afterPaint, runAfterPaint } from '../../core/async/afterPaint';
import { queryClient } from '../../core/query/queryClient';
import { familyKey, listQuery } from '../data/familyQueries';
import type { DataRecord } from '../data/resolveResponse';
import { listParamsOf, listStateOf, type ListQuerySetup } from './listSetup';
import { DEFAULT_PAGE_SIZE, writeListState, type ListState } from './listState';
import { requestedView } from './listViews';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface ListQuery<S extends ListQuerySetup = ListQuerySetup> {
  state: ListState;
  /** The setup the state is of: the page's, or its shown view's (see useListQuery's `setupOfView`). */
  setup: S;
  records: DataRecord[];
  total: number;
  /** What the answer sends beside the records (totals), see ListResult. */
  aside: DataRecord | undefined;
  status: LoadStatus;
  /** True while a newer query runs over rows still shown from the last one. */
  refreshing: boolean;
  error: string | null;
  /** Shows a new state at once, starts its load and writes it to the URL. Stable. */
  setState: (next: ListState) => void;
  /** Asks again for every list call of the family (after a write, or 重试). Stable. */
  reload: () => void;
  /** Reset: page 1, no filters, default sort and size, in the view shown (a bare address without one). Stable. */
  reset: () => void;
}

/**
 * Where a list keeps its state: the address (a page of its own) or React state (a list embedded
 * in another page, e.g. a detail page's related sub-list — the host page owns the address).
 */
export type ListStateHome = 'url' | 'memory';
export const ListStateHomeContext = createContext<ListStateHome>('url');

/** The pathname of the hash address now (the router's copy in a hidden pane is frozen); null outside a hash router (tests' memory router). */
const hashPathname = (): string | null => (window.location.hash.startsWith('#/') ? decodeURI(window.location.hash.slice(1).split('?')[0]!) : null);

/** A write of the list's own still on its way to the address (written after the list has drawn it, see useListSearch). */
interface PendingSearch {
  search: string;
  /** Every search written since the address last caught up, oldest first. */
  written: string[];
}

/**
 * The list's query string and its setter, from the address or from memory. A write shows at once:
 * the list renders its new state in the same event, and the address follows once that is drawn
 * (the router's navigation re-renders the route; the history entry costs a few ms too) — only the
 * newest of quick writes, and only while the address is still this page's. The address stays the
 * truth: once it moves anywhere but to one of these writes (Back, a menu re-click), the list follows it.
 */
function useListSearch(): [string, (next: URLSearchParams) => void] {
  const home = useContext(ListStateHomeContext);
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const latestWrite = useRef<URLSearchParams | null>(null);
  const [memory, setMemory] = useState('');
  const [pending, setPending] = useState<PendingSearch | null>(null);
  const urlSearch = params.toString();
  const [seen, setSeen] = useState(urlSearch);
  const moved = seen !== urlSearch;
  if (moved) setSeen(urlSearch);
  if (pending && (pending.search === urlSearch || (moved && !pending.written.includes(urlSearch)))) setPending(null);

  const writeUrl = useCallback(
    (next: URLSearchParams) => {
      const search = next.toString();
      setPending((p) => ({ search, written: [...(p?.written ?? []), search] }));
      latestWrite.current = next;
      void afterPaint().then(() => {
        if (latestWrite.current !== next) return;
        latestWrite.current = null;
        // The user went to another page meanwhile: this list's state is not that page's address.
        const current = hashPathname();
        if (current === null || current === pathname) setParams(next);
        else setPending(null);
      });
    },
    [setParams, pathname],
  );
  const writeMemory = useCallback((next: URLSearchParams) => setMemory(next.toString()), []);
  return home === 'memory' ? [memory, writeMemory] : [pending?.search ?? urlSearch, writeUrl];
}

/** One empty array: a new [] per render would rebuild the table's row model each time. */
const NO_RECORDS: DataRecord[] = [];

/**
 * The list's server state, over the query cache (src/core/query/queryClient.ts): reads the
 * address (or memory, see ListStateHomeContext) into a list state, and shows the cache's entry
 * for that state's call — fetched if it is not there, kept from the boot's first call or the
 * read-ahead if it is (then drawn in the same render as the new state). Rows of the previous
 * state stay on screen while the next loads. Once a page is on screen the next one is read
 * ahead (after the frame that shows it). An answer for a state the list has left lands in that
 * state's entry and is never drawn over the current one.
 */
export function useListQuery<S extends ListQuerySetup>(pageSetup: S, setupOfView?: (requested: string | null) => S): ListQuery<S> {
  const [search, setSearch] = useListSearch();
  // A page with views: the address's `?view=` picks the setup (calls, filters) the state is read with.
  const requested = useMemo(() => (setupOfView ? requestedView(search) : null), [setupOfView, search]);
  const setup = useMemo(() => (setupOfView ? setupOfView(requested) : pageSetup), [setupOfView, requested, pageSetup]);
  const state = useMemo(() => listStateOf(setup, search), [setup, search]);
  const params = useMemo(() => listParamsOf(setup, state), [setup, state]);
  const query = useQuery({ ...listQuery(setup.provider, params), placeholderData: keepPreviousData }, queryClient);
  const { defaultSort, defaultPageSize, view } = setup.stateOptions;

  const setState = useCallback((next: ListState) => setSearch(writeListState(next, { defaultSort, defaultPageSize, view })), [setSearch, defaultSort, defaultPageSize, view]);
  const reset = useCallback(
    () => setSearch(writeListState({ page: 1, pageSize: defaultPageSize ?? DEFAULT_PAGE_SIZE, sort: defaultSort, filters: {}, view: view?.key }, { defaultSort, defaultPageSize, view })),
    [setSearch, defaultSort, defaultPageSize, view],
  );
  // A save, delete, switch or 重试: every call of the family is out of date, this one is asked again.
  const base = setup.provider.family.base;
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: familyKey(base) }), [base]);

  const current = query.isPlaceholderData ? undefined : query.data;
  // A page past the end (after deleting the last row of the last page) moves to the last page.
  useEffect(() => {
    if (!current || current.records.length > 0 || current.total === 0 || state.page === 1) return;
    setState({ ...state, page: Math.max(1, Math.ceil(current.total / state.pageSize)) });
  }, [current, state, setState]);

  // Once a page is on screen, the next is read ahead — after the frame that shows this one (in the
  // demo msw answers on this thread). Not for a virtual list: one call holds all its rows.
  const hasNext = current !== undefined && current.records.length > 0 && !setup.fetchSize && state.page * state.pageSize < current.total;
  useEffect(() => {
    if (!hasNext) return undefined;
    const next = { ...params, page: params.page + 1 };
    return runAfterPaint(() => void queryClient.prefetchQuery(listQuery(setup.provider, next, { prefetch: true })));
  }, [hasNext, params, setup]);

  // A failed call asked again (重试) is loading, not failed: the error panel gives way to the
  // loading table at once, as useAsyncData's reload does — the click shows it is working, and no
  // second click restarts the call it just made.
  const failed = query.isError && !query.isFetching;
  const status: LoadStatus = failed ? 'error' : query.data ? 'ready' : 'loading';
  return {
    state,
    setup,
    records: query.data?.records ?? NO_RECORDS,
    total: query.data?.total ?? 0,
    aside: query.data?.aside,
    status,
    refreshing: query.isPlaceholderData || (query.isFetching && !query.isPending),
    error: failed ? query.error.message : null,
    setState,
    reload,
    reset,
  };
}
