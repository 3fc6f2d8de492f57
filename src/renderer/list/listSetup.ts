/**
 * What a list page's config resolves to before any row is fetched — columns, filters, the
 * sortable keys, how the address reads into a list state, the data provider — built once per
 * page config and shared: the boot's first call (listPrefetch.ts) and the page itself
 * (useListController.ts) use the same setup, so neither builds it again.
 */
import type { EntitySchema } from '../../pageLanguage/entity';
import type { ListPageConfig } from '../../pageLanguage/pageConfig';
import { createDataProvider, type DataProvider } from '../data/dataProvider';
import type { ListParams } from '../data/resolveListQuery';
import { resolveListState, type ListState } from './listState';
import { resolveColumns, type ResolvedColumn } from './resolveColumns';
import { resolveFilterQuery, resolveFilters, type ResolvedFilter } from './resolveFilters';

/** Virtual mode loads this many rows at once (the mock and most backends cap a page here). */
export const VIRTUAL_FETCH_SIZE = 1000;

export interface ListSetup {
  columns: ResolvedColumn[];
  filters: ResolvedFilter[];
  sortableKeys: string[];
  provider: DataProvider;
  stateOptions: Parameters<typeof resolveListState>[1];
  /** Rows per call regardless of the address's size (virtual mode scrolls through one large page). */
  fetchSize?: number;
}

const setups = new WeakMap<ListPageConfig, WeakMap<EntitySchema, ListSetup>>();

export function resolveListSetup(config: ListPageConfig, entity: EntitySchema): ListSetup {
  let byEntity = setups.get(config);
  if (!byEntity) setups.set(config, (byEntity = new WeakMap()));
  let setup = byEntity.get(entity);
  if (!setup) {
    const columns = resolveColumns(config.columns, entity, config.permissionPrefix);
    const filters = resolveFilters(config.filters, entity, config.scope);
    const sortableKeys = columns.filter((c) => c.sortable).map((c) => c.key);
    setup = {
      columns,
      filters,
      sortableKeys,
      provider: createDataProvider(config.endpoint, config.scope),
      stateOptions: { filterKeys: filters.map((f) => f.key), sortableKeys, defaultSort: config.defaultSort, defaultPageSize: config.pageSize },
      fetchSize: config.virtual ? VIRTUAL_FETCH_SIZE : undefined,
    };
    byEntity.set(entity, setup);
  }
  return setup;
}

/** The list state an address's query string means for this page. */
export function listStateOf(setup: ListSetup, search: string): ListState {
  return resolveListState(new URLSearchParams(search), setup.stateOptions);
}

/** The call a list state makes: its page (or the one large page of a virtual list), sort and filters. */
export function listParamsOf(setup: ListSetup, state: ListState): ListParams {
  return {
    page: setup.fetchSize ? 1 : state.page,
    pageSize: setup.fetchSize ?? state.pageSize,
    sort: state.sort,
    filters: resolveFilterQuery(setup.filters, state.filters),
  };
}
