import { queryClient } from '../../core/query/queryClient';
import type { EntitySchema } from '../../pageLanguage/entity';
import type { ListPageConfig } from '../../pageLanguage/pageConfig';
import { listQuery } from '../data/familyQueries';
import type { PermissionCodes } from '../../core/menu';
import { listParamsOf, listStateOf, resolveListQuerySetup } from './listSetup';
import { configForAddress } from './listViews';

/**
 * The first call of a list page, started before the page renders — at boot, for the page in the
 * address (src/app/preloadRoute.ts), as soon as the backend and the session are there. It goes
 * into the query cache under the page's own key, so the page finds the rows there (or the call
 * on its way) instead of asking again; nothing happens if the cache already holds them.
 */
export function prefetchListPage(config: ListPageConfig, entity: EntitySchema, search: string, codes: PermissionCodes): Promise<void> {
  // A page with views: the call of the view the address shows this caller (listViews.ts).
  const setup = resolveListQuerySetup(configForAddress(config, codes, search), entity);
  return queryClient.prefetchQuery(listQuery(setup.provider, listParamsOf(setup, listStateOf(setup, search)), { boot: true }));
}
