import { flushSync } from 'react-dom';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { DataProvider } from '../data/dataProvider';
import type { DataRecord } from '../data/resolveResponse';
import type { ResolvedFilter } from './resolveFilters';
import { resolveListState, writeListState, type ListState } from './listState';
import type { SortConfig } from '../../pageLanguage/pageConfig';
import { listQueryKey, loadListPage, peekListPrefetch, takeListPrefetch, type ListOutcome } from './listCall';
import { awaitAhead, forgetAhead, peekAhead, readAhead, sameOutcome, type AheadList } from './readAhead';
import { useStableCallback } from './useStableCallback';
import { afterPaint, runAfterPaint } from '../../core/async/afterPaint';

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
  /** Shows a new state at once, starts its load and writes it to the URL. Stable. */
  setState: (next: ListState) => void;
  reload: () => void;
  /** Reset: a bare address (page 1, no filters, default sort and size). Stable. */
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

/** How long rows shown from a read-ahead window stay on screen before the server is asked for them. */
const REVALIDATE_AFTER_MS = 250;

/** Numbers the mounted lists (their read-ahead windows are their own). */
let mounts = 0;

/** One empty array: a new [] per render would rebuild the table's row model each time. */
const NO_RECORDS: DataRecord[] = [];

interface Loaded extends ListOutcome {
  key: string;
}

/**
 * The list's server state: reads the URL (or memory, see ListStateHomeContext), loads the page through the data provider, and
 * ignores any answer that is not for the latest query (stale responses) while the client aborts
 * the superseded call (abortKey). Rows of the previous query stay visible while the next loads.
 * A state change starts its call right away (before the address and the page have re-rendered);
 * the load effect then takes that call over instead of asking again.
 */
export function useListQuery(options: ListQueryOptions): ListQuery {
  const { abortKey, provider, filters, sortableKeys, defaultSort, defaultPageSize, fetchSize } = options;
  const [search, setSearch] = useListSearch();
  const filterKeys = useMemo(() => filters.map((f) => f.key), [filters]);
  const resolveOptions = useMemo(() => ({ filterKeys, sortableKeys, defaultSort, defaultPageSize }), [filterKeys, sortableKeys, defaultSort, defaultPageSize]);
  const state = useMemo(() => resolveListState(new URLSearchParams(search), resolveOptions), [search, resolveOptions]);
  const [attempt, setAttempt] = useState(0);
  const key = listQueryKey(state, attempt);
  // Rows fetched ahead for this very query (at boot) and already there are shown by the first render.
  const prefetched = (): Loaded | null => {
    const ready = peekListPrefetch(abortKey, key);
    return ready ? { key, ...ready } : null;
  };
  const [loaded, setLoaded] = useState<Loaded | null>(prefetched);
  // Rows of the boot call that arrived while the page was still rendering: a layout effect's update
  // is drawn before the browser paints, so shell and rows show in one frame rather than the shell,
  // then the rows a frame later once the load effect has taken the call over.
  useLayoutEffect(() => {
    const ready = loaded ? null : prefetched();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the point: one more render, before the first paint
    if (ready) setLoaded(ready);
    // At mount only: later queries are the load effect's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const inflight = useRef<{ key: string; outcome: Promise<ListOutcome | null> } | null>(null);
  // This mount's read-ahead windows (a list opened anew asks for its own rows), dropped on unmount.
  const [ahead] = useState<AheadList>(() => ({ listKey: `${abortKey}#${(mounts += 1)}`, abortKey }));
  useEffect(() => () => forgetAhead(ahead.listKey), [ahead]);

  /**
   * The call for a state: the one already under way for this key, if any — started by a state
   * change, or at boot for the page in the address (listPrefetch.ts) — else a new one.
   */
  const fetchFor = (target: ListState, targetKey: string): Promise<ListOutcome | null> => {
    if (inflight.current?.key === targetKey) return inflight.current.outcome;
    const outcome = takeListPrefetch(abortKey, targetKey) ?? loadListPage(provider, filters, target, { abortKey, fetchSize });
    inflight.current = { key: targetKey, outcome };
    return outcome;
  };

  /**
   * The exact call for rows shown from a read-ahead window: sent once they are drawn and the user
   * has stayed on them a moment (paging on through the window asks the server only for where they stop).
   */
  const revalidate = (target: ListState, targetKey: string): Promise<ListOutcome | null> => {
    const settled = afterPaint().then(() => new Promise((resolve) => setTimeout(resolve, REVALIDATE_AFTER_MS)));
    const outcome = settled.then(() => (inflight.current?.key === targetKey ? loadListPage(provider, filters, target, { abortKey, fetchSize }) : null));
    inflight.current = { key: targetKey, outcome };
    return outcome;
  };

  useEffect(() => {
    let live = true;
    const show = (outcome: ListOutcome | null) => {
      if (live && outcome) setLoaded((shown) => (shown?.key === key && sameOutcome(shown, outcome) ? shown : { key, ...outcome }));
    };
    void fetchFor(state, key).then((outcome) => {
      show(outcome);
      // Rows a page change waited for from a window on its way: checked with the server once drawn.
      if (live && outcome?.fromWindow) void revalidate(state, key).then(show);
    });
    return () => {
      live = false;
    };
    // `key` encodes state and attempt; provider and filters are stable per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const go = useStableCallback((params: URLSearchParams) => {
    const next = resolveListState(params, resolveOptions);
    const nextKey = listQueryKey(next, attempt);
    const known = fetchSize || inflight.current?.key === nextKey;
    const rows = known ? undefined : peekAhead(ahead.listKey, next, attempt);
    const coming = known || rows ? undefined : awaitAhead(ahead.listKey, next, attempt);
    if (rows) void revalidate(next, nextKey);
    else if (coming) inflight.current = { key: nextKey, outcome: coming.then((arrived) => arrived ?? loadListPage(provider, filters, next, { abortKey, fetchSize })) };
    else void fetchFor(next, nextKey);
    // The client sends the call one microtask later (ky), and a render the control has already
    // queued (antd's pagination sets its own state first) would run before that: the list's new
    // state and the address follow once the call is out — with the read-ahead rows, in the same render.
    // Drawn at once (flushSync), not in a later scheduler task: nothing else waits for this event.
    queueMicrotask(() =>
      flushSync(() => {
        if (rows) setLoaded({ key: nextKey, ...rows });
        setSearch(params);
      }),
    );
  });
  const setState = useCallback((next: ListState) => go(writeListState(next, { defaultSort, defaultPageSize })), [go, defaultSort, defaultPageSize]);

  // A page past the end (after deleting the last row of the last page) moves to the last page.
  const current = loaded?.key === key ? loaded : null;
  useEffect(() => {
    if (!current || current.error || current.records.length > 0 || current.total === 0 || state.page === 1) return;
    setState({ ...state, page: Math.max(1, Math.ceil(current.total / state.pageSize)) });
  }, [current, state, setState]);

  // Once a page is on screen, the rows after it are read ahead (not for a virtual list: one call holds them all).
  const settled = current !== null && current.error === null && current.records.length > 0;
  const hasNext = settled && state.page * state.pageSize < current.total;
  useEffect(() => {
    if (!hasNext || fetchSize) return undefined;
    // After the frame that shows this page: the call (and, in the demo, msw handling it on this
    // thread) must not delay that frame. A page left before then is not read ahead from.
    return runAfterPaint(() => readAhead(ahead, { ...state, page: state.page + 1 }, attempt, provider, filters));
    // Once per shown query (key); provider and filters are stable per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasNext, key]);

  const reload = useCallback(() => {
    forgetAhead(ahead.listKey);
    setAttempt((n) => n + 1);
  }, [ahead]);
  const reset = useCallback(() => go(new URLSearchParams()), [go]);

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
