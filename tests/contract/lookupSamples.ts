/**
 * Lookup values for generated records in the node contract tests: a record the referenced
 * family holds in the mock store now (mocks/crud/lookupRefs.ts), chosen by the sample's number.
 * Node only — the browser contract reads the records through the API.
 */
import { crudCollectionName } from '../../mocks/crud/crudCollections';
import { lookupOptionsNow, lookupTarget } from '../../mocks/crud/lookupRefs';
import { db } from '../../mocks/store/db';
import { REGION_LEAVES } from '../../mocks/crud/regionRefs';
import type { LookupSampler } from './recordSamples';
import { familyDeclarations } from '../../src/contract/catalog';
import { aggregateRegistry } from '../../mocks/handlers/rowSources';
import type { Access } from '../../mocks/permissions';
import type { EntityLookup, EntitySchema, LookupDisabled } from '../../src/pageLanguage/entity';
import type { Api } from './apiClient';
import { operationAnswer } from './lookupChoices';

/**
 * Values of lookups whose choices an operation answers (`source`, 用户配置's 所属组织 from
 * mgmt/user options): read through the API as the administrator by primeSourceSamples, since a
 * hand-written operation's answer has no store collection to read here.
 */
const sourced = new Map<string, (string | number)[]>();
const sourceKey = (lookup: EntityLookup) => JSON.stringify([lookup.source?.family, lookup.source?.operation, lookup.source?.records ?? null, lookup.value ?? null]);

/** Reads the choices of every source lookup of `entities` that no store collection holds (call before sampling). */
export async function primeSourceSamples(api: Api, entities: Iterable<EntitySchema>): Promise<void> {
  for (const entity of entities) {
    for (const field of Object.values(entity.properties)) {
      const lookup = field['x-lookup'];
      if (!lookup?.source || sourced.has(sourceKey(lookup))) continue;
      const answer = await operationAnswer(api, lookup.source.family, lookup.source.operation);
      const records = lookup.source.records === undefined ? answer : (answer as Record<string, unknown> | undefined)?.[lookup.source.records];
      const valueKey = lookup.value ?? 'id';
      const { disabledWhen } = lookup.source;
      sourced.set(sourceKey(lookup), (Array.isArray(records) ? records : []).flatMap((record) => {
        // A record the form greys out (disabledWhen) is not a value a user could send.
        if (disabledWhen && disabledWhen.in.some((held) => String(held) === String((record as Record<string, unknown>)[disabledWhen.field]))) return [];
        const value = (record as Record<string, unknown>)[valueKey];
        return typeof value === 'string' || typeof value === 'number' ? [value] : [];
      }));
    }
  }
}

/**
 * The records of a computed family (its `rows`: 虚拟币账户 over the ledger) have no collection: they
 * are the rows its source computes for a caller, here the administrator, who reads them all.
 */
function computedValues(family: string | undefined, valueKey: string, disabledWhen?: LookupDisabled): (string | number)[] {
  const source = family ? familyDeclarations.get(family)?.rows?.source : undefined;
  const admin = db.collection('users').find((user) => user.userName === 'admin');
  if (!source || !admin) return [];
  const caller = { user: admin, session: undefined, held: [] } as unknown as Access;
  // A record the form greys out (a stopped account) is not a value a user could send.
  const offered = (row: Record<string, unknown>) => !disabledWhen || !disabledWhen.in.some((held) => String(held) === String(row[disabledWhen.field]));
  return (aggregateRegistry.sources[source]?.(caller, Date.now()) ?? []).flatMap((row) => {
    const record = row as Record<string, unknown>;
    if (!offered(record)) return [];
    const value = record[valueKey];
    return typeof value === 'string' || typeof value === 'number' ? [value] : [];
  });
}

export const lookupSample: LookupSampler = (field, n) => {
  // A region: a division with nothing below it, as the server requires (mocks/crud/regionRefs.ts).
  if (field['x-region']) return REGION_LEAVES[n % REGION_LEAVES.length];
  const reference = field['x-refers-to'];
  if (reference) {
    const ids = db.collection(crudCollectionName(reference.entity)).list().map((record) => record.id);
    return ids.length > 0 ? ids[n % ids.length] : undefined;
  }
  const lookup = field['x-lookup'];
  const target = lookup ? lookupTarget(lookup) : undefined;
  const options = target ? lookupOptionsNow(target).flat.map((option) => option.value) : [];
  const computed = options.length > 0 || !target ? options : computedValues(target.config.family, target.value, lookup?.source?.disabledWhen);
  const values = computed.length > 0 || !lookup ? computed : sourced.get(sourceKey(lookup)) ?? [];
  return values.length > 0 ? values[n % values.length] : undefined;
};
