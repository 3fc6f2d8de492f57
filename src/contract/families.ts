/**
 * The served endpoint families: every family of schemas/families with its entity resolved — its
 * verbs, custom actions, status field, order field and tree — as the mock backend serves them and
 * the OpenAPI generator documents them. Pure over the catalogue and schemas/entities; the mock
 * backend adds where each family's records are kept (mocks/crud/families.ts).
 */
import type { CustomAction } from '../pageLanguage/actions';
import type { EndpointFamily } from '../pageLanguage/endpoint';
import type { EntitySchema } from '../pageLanguage/entity';
import type { FamilyDeclaration } from '../pageLanguage/family';
import type { TreeConfig } from '../pageLanguage/pageConfig';
import { familyEndpoint } from '../pageLanguage/resolvePage';
import { resolveFamilyActions } from '../pageLanguage/familyActions';
import { familyDeclarations } from './catalog';

const entityFiles = import.meta.glob<EntitySchema>('../../schemas/entities/*.json', { eager: true, import: 'default' });

/** Every entity of schemas/entities, by $id. */
export const entitySchemas: ReadonlyMap<string, EntitySchema> = new Map(Object.values(entityFiles).map((entity) => [entity.$id, entity]));

export interface CrudFamily {
  /** The family's name (its file in schemas/families). */
  name: string;
  /** The family's title, e.g. 应用工单. */
  title: string;
  entity: EntitySchema;
  endpoint: EndpointFamily;
  /** Field the status route writes (the family's `statusField`, default "status"). */
  statusField: string;
  /** Custom actions of the family: each served from its `effect`, or (`operation`) by the operation it reads. */
  actions: CustomAction[];
  /** Field the reorder route writes (the family's `orderKey`, default "orderIndex"). */
  orderKey: string;
  /** The family's tree: nodes nest by its parent key (tree / children verbs, delete and reorder rules). */
  tree?: TreeConfig;
}

/** Whether a family serves records (an entity and its verbs), not only hand-written operations. */
export function servesRecords(family: FamilyDeclaration): family is FamilyDeclaration & { entity: string; verbs: NonNullable<FamilyDeclaration['verbs']> } {
  return family.entity !== undefined && family.verbs !== undefined;
}

/** The served family of one declaration; refuses an entity that does not exist. */
export function crudFamilyOf(name: string, family: FamilyDeclaration, entities: ReadonlyMap<string, EntitySchema>): CrudFamily {
  const entity = family.entity === undefined ? undefined : entities.get(family.entity);
  if (!entity) throw new Error(`接口族 ${name} 引用的实体 ${family.entity} 不存在（schemas/entities/${family.entity}.json）`);
  return {
    name,
    title: family.title,
    entity,
    endpoint: familyEndpoint(family),
    statusField: family.statusField ?? 'status',
    actions: resolveFamilyActions(family, name).map((action) => ({ type: 'custom', ...action })),
    orderKey: family.orderKey ?? 'orderIndex',
    tree: family.tree,
  };
}

/** The served record families of the given declarations (exported for tests). */
export function crudFamiliesOf(families: ReadonlyMap<string, FamilyDeclaration>, entities: ReadonlyMap<string, EntitySchema>): CrudFamily[] {
  return [...families].filter(([, family]) => servesRecords(family)).map(([name, family]) => crudFamilyOf(name, family, entities));
}

/** Every record family of schemas/families, served. */
export const crudFamilies: CrudFamily[] = crudFamiliesOf(familyDeclarations, entitySchemas);
