/**
 * `x-seed-per` `distinct`: the records of one set each draw a different record of the listed
 * entities through their `ref` hints — a user's subscriptions name each application once, so
 * "already subscribed" and the 我的应用 cards hold. The set's earlier records are reached through
 * the "$prev" slot each later record of a set holds (seedPlan.ts).
 */
import type { CrudRecord } from './crudRecord';
import type { Row } from './seedTemplates';

/** `records` less those the set's earlier rows drew into `slot`; `prevSlot` links a row to the one made before it in its set. */
export function undrawnInSet(records: CrudRecord[], row: Row, slot: string, prevSlot: string): CrudRecord[] {
  const drawn = new Set<unknown>();
  for (let earlier = row[prevSlot] as Row | undefined; earlier; earlier = earlier[prevSlot] as Row | undefined) drawn.add(earlier[slot]);
  return records.filter((record) => !drawn.has(record));
}
