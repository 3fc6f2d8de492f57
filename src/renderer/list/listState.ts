/**
 * List state in the URL query (docs/design.md §5): page, size, sort and filters are read from and
 * written to the address, so Back restores a list, Reset clears it and a menu re-click (a bare
 * address) starts over. Filter values are kept as the strings the URL holds.
 */
import type { SortConfig } from '../../pageLanguage/pageConfig';

/** docs/behaviour §9: table default page size 20 with choices 10, 20, 50, 100. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** Query names the list itself uses; filters must not take them (lint checks). `view`: the named view shown (listViews.ts). */
export const RESERVED_QUERY_NAMES = ['page', 'size', 'sort', 'order', 'view'] as const;

export interface ListState {
  page: number;
  pageSize: number;
  sort: SortConfig | undefined;
  /** Filter key → raw value ("" or absent: not filtered). */
  filters: Record<string, string>;
  /** The named view shown (a page with `views`); absent for a page without. */
  view?: string;
}

/** How an address reads into a list state. */
export interface ListStateOptions {
  filterKeys: readonly string[];
  sortableKeys: readonly string[];
  defaultSort?: SortConfig;
  defaultPageSize?: number;
  /** The view the state is of, and the one a bare address shows (left out of the address). */
  view?: { key: string; defaultKey: string };
}

function positiveInt(raw: string | null, fallback: number): number {
  if (raw === null) return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function resolveListState(params: URLSearchParams, options: ListStateOptions): ListState {
  const size = positiveInt(params.get('size'), options.defaultPageSize ?? DEFAULT_PAGE_SIZE);
  const sortKey = params.get('sort');
  const order: SortConfig['order'] = params.get('order') === 'asc' ? 'asc' : 'desc';
  // A hand-edited address naming an unknown column falls back to the default instead of a 400.
  const sort = sortKey && options.sortableKeys.includes(sortKey) ? { key: sortKey, order } : options.defaultSort;
  const filters: Record<string, string> = {};
  for (const key of options.filterKeys) {
    const value = params.get(key);
    if (value !== null && value !== '') filters[key] = value;
  }
  const state: ListState = {
    page: positiveInt(params.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort,
    filters,
  };
  if (options.view) state.view = options.view.key;
  return state;
}

/** The query string of a state; defaults are left out so a fresh list has a bare address. */
export function writeListState(state: ListState, defaults: Pick<ListStateOptions, 'defaultSort' | 'defaultPageSize' | 'view'>): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view !== undefined && state.view !== defaults.view?.defaultKey) params.set('view', state.view);
  for (const [key, value] of Object.entries(state.filters)) if (value !== '') params.set(key, value);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== (defaults.defaultPageSize ?? DEFAULT_PAGE_SIZE)) params.set('size', String(state.pageSize));
  const isDefaultSort = state.sort?.key === defaults.defaultSort?.key && state.sort?.order === defaults.defaultSort?.order;
  if (state.sort && !isDefaultSort) {
    params.set('sort', state.sort.key);
    params.set('order', state.sort.order);
  }
  return params;
}
