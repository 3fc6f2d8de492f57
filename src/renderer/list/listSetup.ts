/**
 * What a list page's config resolves to before any row is fetched — filters, the sortable keys,
 * how the address reads into a list state, the data provider — built once per page config and
 * shared: the boot's first call (listPrefetch.ts) and the page itself (useListQuery.ts) use the
 * same setup, so neither builds it again. The columns (listPageSetup.ts) are not needed for the
 * call: their code (cell formats, dayjs) stays off the boot call's path.
 */
import type { EntitySchema } from '../../pageLanguage/entity';
import type { ListPageConfig } from '../../pageLanguage/pageConfig';
import { createDataProvider, type DataProvider } from '../data/dataProvider';
import type { ListParams } from '../data/resolveListQuery';
import { shownView } from './listViews';
import { resolveListState, type ListState, type ListStateOptions } from './listState';
import { resolveFilterQuery, resolveFilters, treeFilterOf, type ResolvedFilter } from './resolveFilters';

/** Virtual mode loads this many rows at once (the mock and most backends cap a page here). */
export const VIRTUAL_FETCH_SIZE = 1000;

export interface ListQuerySetup {
  filters: ResolvedFilter[];
  sortableKeys: string[];
  provider: DataProvider;
  stateOptions: ListStateOptions;
  /** Rows per call regardless of the address's size (virtual mode scrolls through one large page). */
  fetchSize?: number;
}

const setups = new WeakMap<ListPageConfig, WeakMap<EntitySchema, ListQuerySetup>>();

export function resolveListQuerySetup(config: ListPageConfig, entity: EntitySchema): ListQuerySetup {
  let byEntity = setups.get(config);
  if (!byEntity) setups.set(config, (byEntity = new WeakMap()));
  let setup = byEntity.get(entity);
  if (!setup) {
    // A tree beside the list sets one more filter: in the address and the calls like the bar's.
    const filters = [...resolveFilters(config.filters, entity, config.scope), ...treeFilterOf(config.treeFilter, entity)];
    // The keys resolveColumns marks sortable, read from the config (a column is sortable when it says so).
    const sortableKeys = config.columns.filter((c) => c.sortable === true).map((c) => c.key);
    setup = {
      filters,
      sortableKeys,
      provider: createDataProvider(config.endpoint, config.scope),
      stateOptions: { filterKeys: filters.map((f) => f.key), sortableKeys, defaultSort: config.defaultSort, defaultPageSize: config.pageSize, view: shownView(config) },
      fetchSize: config.virtual ? VIRTUAL_FETCH_SIZE : undefined,
    };
    byEntity.set(entity, setup);
  }
  return setup;
}

/** The list state an address's query string means for this page. */
export function listStateOf(setup: ListQuerySetup, search: string): ListState {
  return resolveListState(new URLSearchParams(search), setup.stateOptions);
}

/** The call a list state makes: its page (or the one large page of a virtual list), sort and filters. */
export function listParamsOf(setup: ListQuerySetup, state: ListState): ListParams {
  return {
    page: setup.fetchSize ? 1 : state.page,
    pageSize: setup.fetchSize ?? state.pageSize,
    sort: state.sort,
    filters: resolveFilterQuery(setup.filters, state.filters),
  };
}
