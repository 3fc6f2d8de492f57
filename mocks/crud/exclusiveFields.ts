/**
 * `x-exclusive` fields (src/pageLanguage/entity.ts EntityExclusive): at most one record of a
 * group (records sharing the `within` fields) holds the value — saving one with it hands it over
 * from the others; with `keep` exactly one holds it, so its holder may neither drop it nor be
 * deleted. Pure over the records given, so they are unit-tested alone.
 */
import type { EntityExclusive, EntitySchema } from '../../src/pageLanguage/entity';
import type { CrudRecord } from './crudRecord';

function exclusiveFields(entity: EntitySchema): [string, EntityExclusive][] {
  return Object.entries(entity.properties).flatMap(([key, field]) => (field['x-exclusive'] ? [[key, field['x-exclusive']] as [string, EntityExclusive]] : []));
}

const holds = (record: Record<string, unknown>, key: string, rule: EntityExclusive) => String(record[key]) === String(rule.value);

/** Field → the `keep.unset` message when an update would take the value off its holder. */
export function exclusiveRefusals(entity: EntitySchema, current: CrudRecord, next: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, rule] of exclusiveFields(entity)) {
    if (rule.keep && holds(current, key, rule) && !holds(next, key, rule)) errors[key] = rule.keep.unset;
  }
  return errors;
}

/** Why the record may not be deleted (it holds a value that must stay on one record), or null. */
export function exclusiveDeleteRefusal(entity: EntitySchema, record: CrudRecord): string | null {
  const kept = exclusiveFields(entity).find(([key, rule]) => rule.keep && holds(record, key, rule));
  return kept?.[1].keep?.delete ?? null;
}

/** The other records of the saved one's group that must give the value up, with what they get. */
export function exclusiveHandovers(entity: EntitySchema, records: readonly CrudRecord[], saved: CrudRecord): { id: number; patch: Record<string, unknown> }[] {
  const handovers: { id: number; patch: Record<string, unknown> }[] = [];
  for (const [key, rule] of exclusiveFields(entity)) {
    if (!holds(saved, key, rule)) continue;
    const sameGroup = (r: CrudRecord) => (rule.within ?? []).every((field) => String(r[field]) === String(saved[field]));
    for (const other of records) {
      if (other.id !== saved.id && holds(other, key, rule) && sameGroup(other)) handovers.push({ id: other.id, patch: { [key]: rule.off } });
    }
  }
  return handovers;
}
