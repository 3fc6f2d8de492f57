/**
 * The owner scope of the generated CRUD: an entity whose `x-owner-field` names a field holds
 * records of one user each (a message, the work orders one submitted). Every caller — a platform
 * administrator too — reads and changes only its own: another user's record answers 404, as if
 * absent, and a new record is stamped with its creator's id (the body cannot choose another).
 */
import type { EntitySchema } from '../../src/pageLanguage/entity';
import type { Access } from '../permissions';

export type OwnerTest = (record: Readonly<Record<string, unknown>>) => boolean;

/** The field naming a record's owner, or null. */
export function ownerFieldOf(entity: EntitySchema): string | null {
  return entity['x-owner-field'] ?? null;
}

/** The caller's own records (everything for an entity without an owner field). */
export function ownerScope(entity: EntitySchema, access: Access): OwnerTest {
  const field = ownerFieldOf(entity);
  if (!field) return () => true;
  return (record) => String(record[field] ?? '') === access.user.id;
}

/** The owner a new record is stamped with: its creator. */
export function ownerStamp(entity: EntitySchema, access: Access): Record<string, string> {
  const field = ownerFieldOf(entity);
  return field ? { [field]: access.user.id } : {};
}
