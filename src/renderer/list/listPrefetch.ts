import type { EntitySchema } from '../../pageLanguage/entity';
import type { ListPageConfig } from '../../pageLanguage/pageConfig';
import { createDataProvider } from '../data/dataProvider';
import { listAbortKey, listHasAsked, listQueryKey, loadListPage, rememberListPrefetch } from './listCall';
import { resolveListState } from './listState';
import { resolveColumns } from './resolveColumns';
import { resolveFilters } from './resolveFilters';
import { VIRTUAL_FETCH_SIZE } from './useListController';

/**
 * The first call of a list page, started before the page renders — at boot, for the page in the
 * address (src/app/preloadRoute.ts), as soon as the backend and the session are there. The page
 * takes it over when its first query is the same (same state read from the same query string,
 * same call), so the rows arrive while the shell is still rendering. Nothing happens if the page
 * has already asked for its rows itself.
 */
export function prefetchListPage(pageId: string, config: ListPageConfig, entity: EntitySchema, search: string): void {
  const abortKey = listAbortKey(pageId);
  if (listHasAsked(abortKey)) return;
  const columns = resolveColumns(config.columns, entity, config.permissionPrefix);
  const filters = resolveFilters(config.filters, entity, config.scope);
  const state = resolveListState(new URLSearchParams(search), {
    filterKeys: filters.map((f) => f.key),
    sortableKeys: columns.filter((c) => c.sortable).map((c) => c.key),
    defaultSort: config.defaultSort,
    defaultPageSize: config.pageSize,
  });
  const provider = createDataProvider(config.endpoint, config.scope);
  rememberListPrefetch(abortKey, listQueryKey(state, 0), loadListPage(provider, filters, state, { abortKey, fetchSize: config.virtual ? VIRTUAL_FETCH_SIZE : undefined }));
}
