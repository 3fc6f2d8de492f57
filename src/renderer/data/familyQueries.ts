/**
 * Query options of a family's calls (src/core/query/queryClient.ts). The key is the request
 * itself — the family's base, then the list call's scope and parameters (page, size, sort,
 * filters) or the record's id — so the boot's first call, a page's own call and the read-ahead
 * of the next page are one entry when they ask the same thing. `familyKey` covers every call of a
 * family: a save, delete or status switch invalidates it, lists and open detail records alike.
 */
import { queryOptions } from '@tanstack/react-query';
import { HttpError } from '../../core/http/HttpError';
import { routeOf } from '../../contract/routes';
import type { DataProvider, RecordId } from './dataProvider';
import type { ListParams } from './resolveListQuery';
import type { DataRecord, ListResult } from './resolveResponse';

export const familyKey = (base: string) => ['family', base] as const;

/** A list call's key: the family's base, its list route (a page's named views read other operations), scope and parameters. */
export const listKey = (provider: DataProvider, params: ListParams) =>
  [...familyKey(provider.family.base), 'list', provider.family.routes?.list?.path ?? null, provider.scope ?? null, params] as const;

export interface ListQueryExtras {
  /**
   * A read-ahead of rows the user has not asked for yet: the call carries `Purpose: prefetch`
   * (the header browsers send on prefetches), so a backend or the mocks can tell it from calls the
   * user made. The boot's first call is the page's own call and is not marked.
   */
  prefetch?: boolean;
  /** The boot's first call, made before the page that shows it mounts. */
  boot?: boolean;
}

/**
 * How long an answer nobody shows stays in the cache. A list page's own answer goes with the
 * page (a page kept under its tag keeps its rows; a list opened anew asks for its own), while
 * a read-ahead or the boot's first call waits for the page that will show it.
 */
export const LIST_GC = { page: 0, ahead: 30_000 } as const;

export function listQuery(provider: DataProvider, params: ListParams, extras: ListQueryExtras = {}) {
  return queryOptions({
    queryKey: listKey(provider, params),
    gcTime: extras.prefetch || extras.boot ? LIST_GC.ahead : LIST_GC.page,
    // Silent and without the global overlay: the page shows its error panel and its own spinner.
    queryFn: ({ signal }): Promise<ListResult> =>
      provider.getList(params, { signal, loading: false, silent: true, headers: extras.prefetch ? { Purpose: 'prefetch' } : undefined }),
  });
}

/**
 * One record through the family's get; null when the server has none (404 or an empty answer).
 * The key names the get's path: a detail page that reads through another operation (`read`)
 * keeps its fuller answer apart from the family's plain record.
 */
export function recordQuery(provider: DataProvider, id: RecordId) {
  return queryOptions({
    queryKey: [...familyKey(provider.family.base), 'record', routeOf(provider.family, 'get').path, id] as const,
    queryFn: async ({ signal }): Promise<DataRecord | null> => {
      try {
        return (await provider.getOne(id, { signal, silent: true, loading: false })) ?? null;
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/**
 * The family's counts above a list (`summary`) for the list's filters. Under the family's key: a
 * save, delete or switch, and the list's 重试, ask for them again with the rows.
 */
export function summaryQuery(provider: DataProvider, filters: ListParams['filters']) {
  return queryOptions({
    queryKey: [...familyKey(provider.family.base), 'summary', provider.scope ?? null, filters ?? {}] as const,
    gcTime: LIST_GC.page,
    queryFn: async ({ signal }): Promise<DataRecord | null> => (await provider.getSummary(filters, { signal, loading: false, silent: true })) ?? null,
  });
}
