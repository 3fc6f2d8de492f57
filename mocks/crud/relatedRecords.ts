/**
 * Records of one entity related to another's (src/pageLanguage/entity.ts): `x-count` fields are
 * worked out on every answer of the generated CRUD (how many records of the other entity point
 * here), and `x-refers-to` fields must name an existing record of their entity; deleting that
 * record deletes the records belonging to it (`onDelete: delete`: a portal's menus and pages go
 * with the portal) or empties the field (`clear`: a menu whose page is deleted links nothing).
 */
import type { EntitySchema } from '../../src/pageLanguage/entity';
import { db } from '../store/db';
import { crudCollectionName, crudEntities } from './crudCollections';
import type { CrudRecord } from './crudRecord';

/** The record with its `x-count` fields counted now. */
export function withCounts<T extends CrudRecord | null | undefined>(entity: EntitySchema, record: T): T {
  if (!record) return record;
  const counts = Object.entries(entity.properties).flatMap(([key, field]) => {
    const count = field['x-count'];
    if (!count) return [];
    const n = db.collection(crudCollectionName(count.entity)).count((r) => String(r[count.field]) === String(record.id));
    return [[key, n] as const];
  });
  return counts.length === 0 ? record : { ...record, ...Object.fromEntries(counts) };
}

/** Field → `<entity title>不存在` for each `x-refers-to` value of `data` naming no record. */
export function referenceRefusals(entity: EntitySchema, data: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, field] of Object.entries(entity.properties)) {
    const reference = field['x-refers-to'];
    const value = data[key];
    if (!reference || value === undefined || value === null || value === '') continue;
    if (!db.collection(crudCollectionName(reference.entity)).get(String(value))) errors[key] = `${crudEntities.get(reference.entity)?.title ?? field.title}不存在`;
  }
  return errors;
}

/** The fields naming the record a record belongs to (`onDelete: delete`): an update keeps them. */
export function ownerKeys(entity: EntitySchema): string[] {
  return Object.keys(entity.properties).filter((key) => entity.properties[key]!['x-refers-to']?.onDelete === 'delete');
}

/** After a record is deleted: deletes the records belonging to it (down the chain), empties the others' references. */
export function releaseReferences(entityId: string, id: unknown): void {
  for (const other of crudEntities.values()) {
    for (const [key, field] of Object.entries(other.properties)) {
      const reference = field['x-refers-to'];
      if (reference?.entity !== entityId) continue;
      const table = db.collection(crudCollectionName(other.$id));
      for (const record of table.list().filter((r) => String(r[key]) === String(id))) {
        if (reference.onDelete === 'clear') {
          table.update(record.id, { [key]: null });
        } else {
          table.remove(record.id);
          releaseReferences(other.$id, record.id);
        }
      }
    }
  }
}
