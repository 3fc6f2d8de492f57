/**
 * `x-check` (src/pageLanguage/entity.ts): server rules beyond an entity's schema that a create or
 * update of the generated CRUD must pass, registered by name where the data they read lives (the
 * partitions' per-job limits: mocks/handlers/externalProxy.ts). A check sees the record as it
 * would be stored and answers field → message, empty when it passes; it runs once the schema's
 * own checks pass, so it reads well-formed values.
 */
import type { EntitySchema } from '../../src/pageLanguage/entity';

export type RecordCheck = (record: Readonly<Record<string, unknown>>) => Record<string, string>;

const checks = new Map<string, RecordCheck>();

export function registerRecordCheck(name: string, check: RecordCheck): void {
  checks.set(name, check);
}

/** The entity's check on the record (none: nothing to say); an unregistered name is a configuration error. */
export function checkRefusals(entity: EntitySchema, record: Readonly<Record<string, unknown>>): Record<string, string> {
  const name = entity['x-check'];
  if (!name) return {};
  const check = checks.get(name);
  if (!check) throw new Error(`实体 ${entity.$id} 的 x-check ${name} 没有登记（registerRecordCheck）`);
  return check(record);
}
