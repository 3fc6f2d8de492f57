import type { EntitySchema } from './entity';

/** Entities load on demand, like page configs: a route fetches only the entity it shows. */
const loaders = import.meta.glob<{ default: EntitySchema }>('../../schemas/entities/*.json');
const PREFIX = '../../schemas/entities/';

export function hasEntity(name: string): boolean {
  return Object.hasOwn(loaders, `${PREFIX}${name}.json`);
}

export async function loadEntity(name: string): Promise<EntitySchema> {
  const load = loaders[`${PREFIX}${name}.json`];
  if (!load) throw new Error(`实体 schemas/entities/${name}.json 不存在`);
  return (await load()).default;
}
