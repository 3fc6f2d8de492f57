import { developerFault, PAGE_CONFIG_BROKEN } from '../core/feedback/developerFault';
import { entityFiles } from './configFiles';
import type { EntitySchema } from './entity';

/** Entities loaded so far, for peekEntity. */
const loaded = new Map<string, EntitySchema>();

/** An entity, loaded on demand like page configs: a route fetches only the entity it shows (configFiles.ts). */
export async function loadEntity(name: string): Promise<EntitySchema> {
  const entity = await entityFiles.load(name);
  if (!entity) throw developerFault(PAGE_CONFIG_BROKEN, `实体 schemas/entities/${name}.json 不存在`);
  loaded.set(name, entity);
  return entity;
}

/** An entity that has already been loaded, at once; undefined when it has not been (yet). */
export function peekEntity(name: string): EntitySchema | undefined {
  return loaded.get(name);
}
