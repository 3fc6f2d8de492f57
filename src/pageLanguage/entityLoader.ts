import { developerFault, PAGE_CONFIG_BROKEN } from '../core/feedback/developerFault';
import type { EntitySchema } from './entity';

/** Entities load on demand, like page configs: a route fetches only the entity it shows. */
const loaders = import.meta.glob<{ default: EntitySchema }>('../../schemas/entities/*.json');
const PREFIX = '../../schemas/entities/';

export function hasEntity(name: string): boolean {
  return Object.hasOwn(loaders, `${PREFIX}${name}.json`);
}

/** Entities loaded so far, for peekEntity. */
const loaded = new Map<string, EntitySchema>();

export async function loadEntity(name: string): Promise<EntitySchema> {
  const load = loaders[`${PREFIX}${name}.json`];
  if (!load) throw developerFault(PAGE_CONFIG_BROKEN, `实体 schemas/entities/${name}.json 不存在`);
  const entity = (await load()).default;
  loaded.set(name, entity);
  return entity;
}

/** An entity that has already been loaded, at once; undefined when it has not been (yet). */
export function peekEntity(name: string): EntitySchema | undefined {
  return loaded.get(name);
}
