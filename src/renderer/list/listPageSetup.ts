/**
 * A list page's setup with its columns: the query setup (listSetup.ts) plus the resolved table
 * columns, once per page config and entity.
 */
import type { EntitySchema } from '../../pageLanguage/entity';
import type { ListPageConfig } from '../../pageLanguage/pageConfig';
import { resolveListQuerySetup, type ListQuerySetup } from './listSetup';
import { resolveColumns, type ResolvedColumn } from './resolveColumns';

export interface ListSetup extends ListQuerySetup {
  columns: ResolvedColumn[];
}

const setups = new WeakMap<ListQuerySetup, ListSetup>();

export function resolveListSetup(config: ListPageConfig, entity: EntitySchema): ListSetup {
  const query = resolveListQuerySetup(config, entity);
  let setup = setups.get(query);
  if (!setup) setups.set(query, (setup = { ...query, columns: resolveColumns(config.columns, entity, config.permissionPrefix) }));
  return setup;
}
