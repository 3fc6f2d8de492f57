import type { CollectionDefinition } from '../definition';

/**
 * Hand-written: counters of failed sign-ins, SMS sends and anonymous applications start empty each day; there is nothing to generate.
 *
 * Counters of the abuse limits (mocks/handlers/abuseLimits.ts): failed sign-ins per sign-in name
 * and anonymous resource applications per client. Kept with the rest of the data, so a limit
 * holds across reloads (and restarts of a mock server with a state file) and a reset clears it.
 */
export interface AbuseCounterRecord {
  /** `<kind>:<key>`, e.g. `signIn:hpc:admin` or `resourceApply:127.0.0.1`. */
  id: string;
  /** Epoch ms of the events still inside the counter's window. */
  hits: number[];
  /** Epoch ms until which the key is refused; 0 when it is not locked. */
  lockedUntil: number;
}

export const abuseCountersDefinition: CollectionDefinition<AbuseCounterRecord> = {
  idKind: 'string',
  version: 1,
  // Nobody has failed or applied yet after a seed or a reset.
  seed: () => [],
};
