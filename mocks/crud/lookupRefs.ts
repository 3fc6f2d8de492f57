/**
 * `x-lookup` fields on the server side (src/pageLanguage/entity.ts EntityLookup): a create or
 * update naming a record the referenced family does not hold (or holds outside that page's
 * scope) is refused with a field error `<title>不存在`, and the export writes the referenced
 * records' labels (a tree's as 一级 › 二级) as the console shows them.
 */
import type { EntityField, EntityLookup, EntitySchema } from '../../src/pageLanguage/entity';
import { lookupTarget as contractTarget, type LookupTarget as ContractTarget } from '../../src/contract/lookupTargets';
import { flatLookupOptions, treeLookupOptions, withLookupOptions, type LookupOptions } from '../../src/contract/lookupOptions';
import { db } from '../store/db';
import { crudCollectionName } from './crudCollections';
import type { CrudRecord } from './crudRecord';
import { nestTree } from './treeRules';


export interface LookupTarget extends ContractTarget {
  /** The referenced records: those of the page's entity within its scope. */
  records: () => CrudRecord[];
}

/** Where a lookup's records are (src/contract/lookupTargets.ts), with the records themselves. */
export function lookupTarget(lookup: EntityLookup): LookupTarget | undefined {
  const target = contractTarget(lookup);
  if (!target) return undefined;
  const { config } = target;
  const scope = Object.entries(config.scope ?? {});
  const records = () => db.collection(crudCollectionName(config.entity)).list().filter((r) => scope.every(([k, v]) => String(r[k]) === String(v)));
  return { ...target, records };
}

/** The lookup fields of an entity with their targets. */
function lookupFields(entity: EntitySchema): [string, EntityField, LookupTarget][] {
  return Object.entries(entity.properties).flatMap(([key, field]) => {
    const lookup = field['x-lookup'];
    const target = lookup ? lookupTarget(lookup) : undefined;
    return target ? [[key, field, target] as [string, EntityField, LookupTarget]] : [];
  });
}

/** Field → `<title>不存在` for each lookup value in `data` that no referenced record holds. */
export function lookupRefusals(entity: EntitySchema, data: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, field, target] of lookupFields(entity)) {
    const value = data[key];
    if (value === undefined || value === null || value === '') continue;
    if (!target.records().some((r) => String(r[target.value]) === String(value))) errors[key] = `${field.title}不存在`;
  }
  return errors;
}

/** A lookup's options now, as the console builds them (a tree family's nested by its parent key). */
export function lookupOptionsNow(target: LookupTarget): LookupOptions {
  const keys = { value: target.value, label: target.label, childrenKey: target.config.tree?.childrenKey };
  const records = target.records();
  if (target.config.tree) return treeLookupOptions(nestTree(records, { tree: target.config.tree, orderKey: target.config.orderKey ?? 'orderIndex' }), keys);
  return flatLookupOptions(records, records.length, keys);
}

/** The entity with its lookup fields labelled by the referenced records (for the export). */
export function withLookupLabels(entity: EntitySchema): EntitySchema {
  const fields = lookupFields(entity);
  if (fields.length === 0) return entity;
  return withLookupOptions(entity, Object.fromEntries(fields.map(([key, , target]) => [key, lookupOptionsNow(target)])));
}
