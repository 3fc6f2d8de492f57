/**
 * The CRUD mock families, read from the contract (src/contract/families.ts): every endpoint
 * family of schemas/families whose entity is a CRUD entity is served — its verbs, its custom
 * actions with their effects, its status field, order field and tree — exactly as declared, for
 * every page that names it; the mock backend adds the collection holding its records.
 */
import { familyDeclarations } from '../../src/contract/catalog';
import { crudFamiliesOf as servedFamiliesOf, crudFamilyOf as servedFamilyOf, type CrudFamily as ServedFamily } from '../../src/contract/families';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import type { FamilyDeclaration } from '../../src/pageLanguage/family';
import { crudCollectionName, crudEntities, type CrudCollectionName } from './crudCollections';

export interface CrudFamily extends ServedFamily {
  collection: CrudCollectionName;
}

/** The served family of one declaration; refuses an entity that does not exist. */
export function crudFamilyOf(name: string, family: FamilyDeclaration, entities: ReadonlyMap<string, EntitySchema>): CrudFamily {
  return withCollection(servedFamilyOf(name, family, entities));
}

/** The served families of the given declarations, as the contract picks them (exported for tests). */
export function crudFamiliesOf(families: ReadonlyMap<string, FamilyDeclaration>, entities: ReadonlyMap<string, EntitySchema>): CrudFamily[] {
  return servedFamiliesOf(families, entities).map(withCollection);
}

function withCollection(served: ServedFamily): CrudFamily {
  return { ...served, collection: crudCollectionName(served.entity.$id) };
}

export const crudFamilies: CrudFamily[] = crudFamiliesOf(familyDeclarations, crudEntities);
