/**
 * The CRUD mock families, read from the contract: every endpoint family of schemas/families
 * whose entity is a CRUD entity is served — its verbs, its custom actions with their effects,
 * its status field, order field and tree — exactly as declared, for every page that names it.
 */
import { familyDeclarations } from '../../src/contract/catalog';
import type { CustomAction } from '../../src/pageLanguage/actions';
import type { EndpointFamily } from '../../src/pageLanguage/endpoint';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import type { FamilyDeclaration } from '../../src/pageLanguage/family';
import type { TreeConfig } from '../../src/pageLanguage/pageConfig';
import { familyEndpoint } from '../../src/pageLanguage/resolvePage';
import { crudCollectionName, crudEntities, type CrudCollectionName } from './crudCollections';

export interface CrudFamily {
  /** The family's name (its file in schemas/families). */
  name: string;
  /** The family's title, e.g. 应用工单. */
  title: string;
  collection: CrudCollectionName;
  entity: EntitySchema;
  endpoint: EndpointFamily;
  /** Field the status route writes (the family's `statusField`, default "status"). */
  statusField: string;
  /** Custom actions of the family, each served from its `effect`. */
  actions: CustomAction[];
  /** Field the reorder route writes (the family's `orderKey`, default "orderIndex"). */
  orderKey: string;
  /** The family's tree: nodes nest by its parent key (tree / children verbs, delete and reorder rules). */
  tree?: TreeConfig;
}

/** The served family of one declaration; refuses an entity that does not exist. */
export function crudFamilyOf(name: string, family: FamilyDeclaration, entities: ReadonlyMap<string, EntitySchema>): CrudFamily {
  const entity = entities.get(family.entity);
  if (!entity) throw new Error(`接口族 ${name} 引用的实体 ${family.entity} 不存在（schemas/entities/${family.entity}.json）`);
  return {
    name,
    title: family.title,
    collection: crudCollectionName(entity.$id),
    entity,
    endpoint: familyEndpoint(family),
    statusField: family.statusField ?? 'status',
    actions: (family.actions ?? []).map((action) => ({ type: 'custom', ...action })),
    orderKey: family.orderKey ?? 'orderIndex',
    tree: family.tree,
  };
}

/** The served families of the given declarations (exported for tests). */
export function crudFamiliesOf(families: ReadonlyMap<string, FamilyDeclaration>, entities: ReadonlyMap<string, EntitySchema>): CrudFamily[] {
  return [...families].map(([name, family]) => crudFamilyOf(name, family, entities));
}

export const crudFamilies: CrudFamily[] = crudFamiliesOf(familyDeclarations, crudEntities);
