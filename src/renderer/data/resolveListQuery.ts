import type { PagingParams } from '../../pageLanguage/endpoint';
import { pagingOf } from '../../contract/backendDialect';

export type FilterValues = Record<string, string | number | boolean | undefined>;

export interface ListParams {
  /** 1-based page number as the UI shows it. */
  page: number;
  pageSize: number;
  sort?: { key: string; order: 'asc' | 'desc' };
  /** Server parameters of the filters (already mapped by resolveFilters). */
  filters: FilterValues;
}

export type ServerQuery = Record<string, string | number | boolean>;

/** A list page's fixed filter (ListPageConfig.scope): field → value. */
export type ListScope = Readonly<Record<string, string | number | boolean>>;

/** Filter parameters plus the scope; the scope is written last, so no filter can widen it. */
function filterParams(filters: FilterValues, scope: ListScope | undefined): ServerQuery {
  const query: ServerQuery = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') query[name] = value;
  }
  return { ...query, ...scope };
}

/** The query string of a list call in the family's own parameter names. */
export function resolveListQuery(params: ListParams, paging?: PagingParams, scope?: ListScope): ServerQuery {
  const names = pagingOf({ paging });
  const query = filterParams(params.filters, scope);
  query[names.page] = params.page - 1 + names.firstPage;
  query[names.size] = params.pageSize;
  if (params.sort) {
    query[names.sort] = params.sort.key;
    query[names.order] = params.sort.order;
  }
  return query;
}

/** Export sends the filters, scope and sort but no paging: the file holds all matching rows. */
export function resolveExportQuery(params: Omit<ListParams, 'page' | 'pageSize'>, paging?: PagingParams, scope?: ListScope): ServerQuery {
  const names = pagingOf({ paging });
  const query = filterParams(params.filters, scope);
  if (params.sort) {
    query[names.sort] = params.sort.key;
    query[names.order] = params.sort.order;
  }
  return query;
}
