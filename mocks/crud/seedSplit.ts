/**
 * The `split` seed hint (src/pageLanguage/entity.ts SeedHint): the records of one `x-seed-per`
 * set divide a field of their parent ("customer-resource.used": a resource's 已用量 over its
 * jobs) into shares that add up to it exactly — weights drawn once per set within `spread`, the
 * remainder of the rounding on the first share. A story of amounts that add up to another
 * record's, told as data instead of a hand-written seed.
 */
import type { Faker } from '@faker-js/faker';
import type { Row } from './seedTemplates';

/** The place of a row in its `x-seed-per` set (from 1) and the set's size: seedPlan.ts sets them. */
export const PLACE = '$n';
export const SIZE = '$size';

export function setPlace(row: Row, place: number, size: number): void {
  Object.defineProperty(row, PLACE, { value: place, enumerable: false });
  Object.defineProperty(row, SIZE, { value: size, enumerable: false });
}

/** Shares of each set's total, made when the set's first record asks. */
export class SetSplits {
  private readonly shares = new WeakMap<object, Map<string, number[]>>();

  constructor(private readonly faker: Faker) {}

  /** This row's share of `total` (the parent record `parent`'s field `name`), in units of `unit` (0.01: cents). */
  share(row: Row, parent: object, name: string, total: number, unit: number, spread: [number, number] = [0.2, 1]): number | undefined {
    const place = row[PLACE];
    const size = row[SIZE];
    if (typeof place !== 'number' || typeof size !== 'number' || !Number.isFinite(total)) return undefined;
    const byName = this.shares.get(parent) ?? new Map<string, number[]>();
    this.shares.set(parent, byName);
    let list = byName.get(name);
    if (!list) {
      const weights = Array.from({ length: size }, () => this.faker.number.float({ min: spread[0], max: spread[1] }));
      const sum = weights.reduce((a, b) => a + b, 0);
      const units = Math.round(total / unit);
      const parts = weights.map((weight) => Math.floor((units * weight) / sum));
      parts[0]! += units - parts.reduce((a, b) => a + b, 0);
      const digits = Math.max(0, -Math.floor(Math.log10(unit)));
      list = parts.map((part) => Number((part * unit).toFixed(digits)));
      byName.set(name, list);
    }
    return list[place - 1];
  }
}
