/**
 * Read-ahead of a list's next pages (after TanStack Query's "prefetch the next page"): once a
 * page is on screen, the rows after it are asked for in one call — a window of READ_AHEAD_ROWS
 * rows aligned to the page size (100 rows = 5 pages of 20) — so 下一页 shows its rows at once.
 * The page still asks for its exact rows right after and shows that answer when it differs
 * (stale-while-revalidate), so the server stays the truth. A window belongs to one query
 * (filters, sort, page size, reload attempt) and is kept AHEAD_TTL_MS; each mounted list keeps
 * one, used only when the user moves from page to page (a list opened anew asks for its rows).
 * Read-ahead calls carry `Purpose: prefetch` (the header browsers send on prefetches), so a
 * backend or the mocks can tell them from calls the user made.
 */
import type { DataProvider } from '../data/dataProvider';
import type { DataRecord } from '../data/resolveResponse';
import { loadListPage, type ListOutcome } from './listCall';
import type { ListState } from './listState';
import type { ResolvedFilter } from './resolveFilters';

/** Rows fetched per read-ahead call; every page size the lists offer (10/20/50/100) divides it. */
export const READ_AHEAD_ROWS = 100;
/** How long a window may stand in for the server's answer before the exact call returns. */
export const AHEAD_TTL_MS = 60_000;

/** Where a page sits in the read-ahead windows: window number (1-based), window size and the page's offset in it. */
export interface AheadWindow {
  index: number;
  size: number;
  offset: number;
}

export function resolveAheadWindow(page: number, pageSize: number): AheadWindow {
  const size = READ_AHEAD_ROWS % pageSize === 0 ? READ_AHEAD_ROWS : pageSize;
  const start = (page - 1) * pageSize;
  return { index: Math.floor(start / size) + 1, size, offset: start % size };
}

/** The query a window answers for: everything of the state but its page, plus the reload attempt. */
const queryOf = (state: ListState, attempt: number) => `${JSON.stringify({ ...state, page: 0 })}#${attempt}`;

interface Entry {
  query: string;
  window: AheadWindow;
  at: number;
  /** Settles when the call has ended (rows or not). */
  done: Promise<void>;
  rows?: { records: DataRecord[]; total: number };
}

const entries = new Map<string, Entry>();

const covers = (entry: Entry | undefined, query: string, window: AheadWindow): entry is Entry =>
  entry !== undefined && entry.query === query && entry.window.index === window.index && entry.window.size === window.size && Date.now() - entry.at < AHEAD_TTL_MS;

/** This list's fresh window holding `state`'s page (arrived or on its way), if any. */
function coveringEntry(listKey: string, state: ListState, attempt: number): Entry | undefined {
  const entry = entries.get(listKey);
  return covers(entry, queryOf(state, attempt), resolveAheadWindow(state.page, state.pageSize)) ? entry : undefined;
}

/** A page's slice of a window, or undefined when the window ends before it. */
function slice(entry: Entry, state: ListState): ListOutcome | undefined {
  if (!entry.rows) return undefined;
  const { offset } = resolveAheadWindow(state.page, state.pageSize);
  const records = entry.rows.records.slice(offset, offset + state.pageSize);
  return records.length > 0 ? { records, total: entry.rows.total, error: null, fromWindow: true } : undefined;
}

/** The rows of this state from an arrived, fresh window of this list, if any. */
export function peekAhead(listKey: string, state: ListState, attempt: number): ListOutcome | undefined {
  const entry = coveringEntry(listKey, state, attempt);
  return entry ? slice(entry, state) : undefined;
}

/**
 * The rows of this state once a window of this list still on its way arrives (undefined if it
 * ends without them); undefined when no such window covers the state. A page change then waits
 * for that call instead of sending another one behind it.
 */
export function awaitAhead(listKey: string, state: ListState, attempt: number): Promise<ListOutcome | undefined> | undefined {
  const entry = coveringEntry(listKey, state, attempt);
  if (!entry || entry.rows) return undefined;
  return entry.done.then(() => slice(entry, state));
}

/** One mounted list: its windows' key (`listKey`, one per mount) and the abort key of its calls. */
export interface AheadList {
  listKey: string;
  abortKey: string;
}

/**
 * Asks for the window holding `state`'s page unless this list already has it (or is asking).
 * A newer read-ahead of the same list aborts an older one; failures are dropped (the page's own
 * call will show them).
 */
export function readAhead(list: AheadList, state: ListState, attempt: number, provider: DataProvider, filters: readonly ResolvedFilter[]): void {
  const { listKey, abortKey } = list;
  const window = resolveAheadWindow(state.page, state.pageSize);
  const query = queryOf(state, attempt);
  if (covers(entries.get(listKey), query, window)) return;
  const entry: Entry = { query, window, at: Date.now(), done: Promise.resolve() };
  const windowState = { ...state, page: window.index, pageSize: window.size };
  entry.done = loadListPage(provider, filters, windowState, { abortKey: `${abortKey}>ahead`, headers: { Purpose: 'prefetch' } }).then((outcome) => {
    if (outcome && !outcome.error) entry.rows = { records: outcome.records, total: outcome.total };
    // Failed or aborted: the next page is asked for itself.
    else if (entries.get(listKey) === entry) entries.delete(listKey);
  });
  entries.set(listKey, entry);
}

/** Drops a list's window (its rows changed here: a save, delete or status switch; or the list is gone). */
export function forgetAhead(listKey: string): void {
  entries.delete(listKey);
}

/** Whether two answers show the same rows (a revalidation that changed nothing keeps the rows drawn). */
export function sameOutcome(a: ListOutcome, b: ListOutcome): boolean {
  return a.total === b.total && a.error === b.error && (a.records === b.records || JSON.stringify(a.records) === JSON.stringify(b.records));
}
