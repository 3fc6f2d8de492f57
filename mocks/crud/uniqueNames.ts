/**
 * Names a uniqueness check compares (an entity's `x-unique` text fields) are kept in one form:
 * normalised as src/core/text/normalizeName.ts says (NFKC, zero-width and control characters
 * removed, trimmed), before the check and before they are stored. `客户` + U+200B or a
 * full-width `ＡＢＣ` is then the same name as the one already there, and is refused as 已存在.
 */
import type { EntitySchema } from '../../src/pageLanguage/entity';
import { normalizeName } from '../../src/core/text/normalizeName';

/** The entity's fields whose values must be unique among its records. */
export function uniqueKeys(entity: EntitySchema): string[] {
  return Object.keys(entity.properties).filter((key) => entity.properties[key]!['x-unique']);
}

/** The body with every unique text field normalised; other fields as they are. */
export function withNormalizedNames(entity: EntitySchema, data: Record<string, unknown>): Record<string, unknown> {
  const keys = uniqueKeys(entity);
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, keys.includes(key) && typeof value === 'string' ? normalizeName(value) : value]));
}

/** Whether two records are in the same group for a unique field's check (its `x-unique-within` fields agree). */
export function sameUniqueGroup(entity: EntitySchema, key: string, a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return (entity.properties[key]?.['x-unique-within'] ?? []).every((field) => String(a[field]) === String(b[field]));
}
