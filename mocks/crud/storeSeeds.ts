/**
 * Entities whose hinted records fill a collection of the mock store (`x-seed-store`) rather than
 * a `crud.<$id>` one: records that hand-written handlers read and write under a store name (a
 * user's balance, the operator's settings of a coin account) are still made by the generic
 * seeder from the entity's `x-seed` hints, so no seed file is written for them. A string `id`
 * field (a hint `{ "ref": "users", "field": "id" }` with `x-seed-per` users) keys each record by
 * another record's id.
 */
import { entitySchemas } from '../../src/contract/families';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import type { Entity } from '../store/collection';
import type { CollectionDefinition } from '../store/definition';
import { entitySeed } from './entitySeed';

/** The entities seeding store collections, by store collection name. */
export const storeSeededEntities: ReadonlyMap<string, EntitySchema> = new Map(
  [...entitySchemas.values()].flatMap((entity) => (entity['x-seed-store'] ? [[entity['x-seed-store'], entity] as const] : [])),
);

/** The seeder of store collection `name` from the entity that declares it; a name no entity declares is a mistake. */
export function storeSeed<T extends Entity>(name: string): CollectionDefinition<T> {
  const entity = storeSeededEntities.get(name);
  if (!entity) throw new Error(`没有实体以 x-seed-store 声明集合 ${name}（schemas/entities）`);
  const definition = entitySeed(entity);
  return {
    idKind: entity.properties.id?.type === 'string' ? 'string' : 'number',
    version: definition.version,
    // The entity's fields are the record's; the store's type of the collection says so to the handlers.
    seed: (ctx) => definition.seed(ctx) as unknown as ReturnType<CollectionDefinition<T>['seed']>,
  };
}
