/**
 * One mock collection per entity (`crud.<entity $id>`), seeded by mocks/crud/seeds/<entity>.ts
 * when that file exists (its default export) and by the entity's generic seeder otherwise.
 * Both lists are globbed, so adding an entity (by hand or with `npm run new:page`) adds its
 * collection with no registry to edit.
 */
import type { EntitySchema } from '../../src/pageLanguage/entity';
import type { CollectionDefinition } from '../store/definition';
import type { CrudRecord } from './crudRecord';
import { entitySeed } from './entitySeed';

/** Name of the collection holding an entity's records. */
export type CrudCollectionName = `crud.${string}`;

export const crudCollectionName = (entityId: string): CrudCollectionName => `crud.${entityId}`;

const entityFiles = import.meta.glob<EntitySchema>('../../schemas/entities/*.json', { eager: true, import: 'default' });
const seedFiles = import.meta.glob<CollectionDefinition<CrudRecord>>('./seeds/*.ts', { eager: true, import: 'default' });

const baseName = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.(json|ts)$/, '');

/** Entities by $id. */
export const crudEntities: ReadonlyMap<string, EntitySchema> = new Map(
  // An entity seeding a store collection (x-seed-store, storeSeeds.ts) has no crud.<$id> one.
  Object.values(entityFiles).filter((entity) => !entity['x-seed-store']).map((entity) => [entity.$id, entity]),
);

const seeds = new Map(Object.entries(seedFiles).map(([file, definition]) => [baseName(file), definition]));

for (const name of seeds.keys()) {
  if (!crudEntities.has(name)) throw new Error(`mocks/crud/seeds/${name}.ts 没有对应的实体 schemas/entities/${name}.json`);
}

export const crudCollectionDefinitions: Record<CrudCollectionName, CollectionDefinition<CrudRecord>> = Object.fromEntries(
  [...crudEntities.values()].map((entity) => [crudCollectionName(entity.$id), seeds.get(entity.$id) ?? entitySeed(entity)]),
);
