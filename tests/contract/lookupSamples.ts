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
import type { LookupDisabled } from '../../src/pageLanguage/entity';

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
  const values = options.length > 0 || !target ? options : computedValues(target.config.family, target.value, lookup?.source?.disabledWhen);
  return values.length > 0 ? values[n % values.length] : undefined;
};
