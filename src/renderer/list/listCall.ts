/**
 * A list page's call for one state, shared by the page (useListQuery) and by the boot preload of
 * the page in the address (listPrefetch.ts), whose call the page then takes over.
 */
import { isAbortError } from '../../core/http/HttpError';
import type { DataProvider } from '../data/dataProvider';
import type { DataRecord } from '../data/resolveResponse';
import type { ListState } from './listState';
import { resolveFilterQuery, type ResolvedFilter } from './resolveFilters';

/** What a list call ended with: rows, or the error text the page shows. */
export interface ListOutcome {
  records: DataRecord[];
  total: number;
  error: string | null;
  /** Rows sliced from a read-ahead window (readAhead.ts), not the exact call's answer. */
  fromWindow?: true;
}

/** How a list call is made: its superseded-call key, a fixed row count (virtual mode), extra headers. */
export interface ListCallOptions {
  abortKey: string;
  fetchSize?: number;
  headers?: Record<string, string>;
}

/** Identifies a list call: the state asked for and the reload attempt. */
export const listQueryKey = (state: ListState, attempt: number) => `${JSON.stringify(state)}#${attempt}`;

/** One list call for a state; resolves null when a newer call with the same abort key superseded it. */
export function loadListPage(provider: DataProvider, filters: readonly ResolvedFilter[], state: ListState, call: ListCallOptions): Promise<ListOutcome | null> {
  const { abortKey, fetchSize, headers } = call;
  return provider
    .getList(
      { page: fetchSize ? 1 : state.page, pageSize: fetchSize ?? state.pageSize, sort: state.sort, filters: resolveFilterQuery(filters, state.filters) },
      // Silent: the error panel inside the page shows the message; no global overlay, the table has its own spinner.
      { abortKey, loading: false, silent: true, headers },
    )
    .then(
      (result): ListOutcome => ({ records: result.records, total: result.total, error: null }),
      (error: unknown): ListOutcome | null => (isAbortError(error) ? null : { records: [], total: 0, error: error instanceof Error ? error.message : String(error) }),
    );
}
/** Superseded-call key of a list page's calls (the page id, or "<host>><list>" for an embedded list). */
export const listAbortKey = (listId: string) => `list:${listId}`;

/** How long a call started at boot waits to be taken over by its page. */
const PREFETCH_TTL_MS = 15_000;
interface Prefetched {
  key: string;
  at: number;
  outcome: Promise<ListOutcome | null>;
  /** The outcome once it has arrived. */
  value?: ListOutcome | null;
}

const prefetched = new Map<string, Prefetched>();
/** Lists that have made their first call: a call started ahead of them now would only abort theirs. */
const asked = new Set<string>();

/** Whether the list with this abort key has already asked for its rows (so a prefetch is too late). */
export function listHasAsked(abortKey: string): boolean {
  return asked.has(abortKey);
}

/** Keeps a call started ahead of the page (at boot) for the page to take over. */
export function rememberListPrefetch(abortKey: string, key: string, outcome: Promise<ListOutcome | null>): void {
  const entry: Prefetched = { key, at: Date.now(), outcome };
  prefetched.set(abortKey, entry);
  void outcome.then((value) => {
    entry.value = value;
  });
}

const fresh = (entry: Prefetched | undefined, key: string): entry is Prefetched => entry !== undefined && entry.key === key && Date.now() - entry.at < PREFETCH_TTL_MS;

/** The rows of a call started ahead for exactly this query, if they have arrived (the page's first render can show them). */
export function peekListPrefetch(abortKey: string, key: string): ListOutcome | undefined {
  const entry = prefetched.get(abortKey);
  return fresh(entry, key) ? entry.value ?? undefined : undefined;
}

/** The call started ahead for exactly this query, once; undefined when there is none (or it is stale). */
export function takeListPrefetch(abortKey: string, key: string): Promise<ListOutcome | null> | undefined {
  asked.add(abortKey);
  const entry = prefetched.get(abortKey);
  if (!entry) return undefined;
  prefetched.delete(abortKey);
  return fresh(entry, key) ? entry.outcome : undefined;
}
