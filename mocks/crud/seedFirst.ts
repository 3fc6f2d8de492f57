/**
 * The `first` condition of a seed hint's `when` (src/pageLanguage/entity.ts SeedCondition): a
 * record is among the first n made with its value of a field — the first three orders of each
 * category wait for review, the first two sub-centre requests do. A plan by position that a
 * weighted pick cannot promise, told as data. Making order is the order the rows are filled
 * (seedPlan.ts), before they are sorted by time, so the chosen records spread over the list.
 */
import type { Row } from './seedTemplates';

/** The rows of one seeding in making order, and which of them come first for a field's value. */
export class FirstRecords {
  private readonly rows: Row[] = [];

  /** Notes the row being filled at `index` (called for every hinted value, so every row is noted). */
  seen(row: Row, index: number): void {
    this.rows[index] = row;
  }

  /** Whether fewer than `n` rows made before this one have its value of `field` (read: a field of the row or of its referenced record). */
  among(field: string, n: number, row: Row, index: number, read: (row: Row, field: string) => unknown): boolean {
    const value = String(read(row, field));
    let before = 0;
    for (let i = 0; i < index && before < n; i += 1) {
      const other = this.rows[i];
      if (other && String(read(other, field)) === value) before += 1;
    }
    return before < n;
  }
}
