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
  const options = target ? lookupOptionsNow(target).flat : [];
  return options.length > 0 ? options[n % options.length]!.value : undefined;
};
