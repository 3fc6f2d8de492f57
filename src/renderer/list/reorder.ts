/**
 * 上移 / 下移 on a list with an `orderKey` (pure): the record and its neighbour on the page, in
 * their new order — the body `{ ids }` of the family's `reorder` call.
 */
import type { DataRecord } from '../data/resolveResponse';

export type RecordId = string | number;

/** Ids of `record` and its neighbour `delta` rows away, swapped; null at the edge of the page. */
export function swappedIds(records: readonly DataRecord[], rowKey: string, record: DataRecord, delta: -1 | 1): RecordId[] | null {
  const index = records.findIndex((row) => row[rowKey] === record[rowKey]);
  const neighbour = records[index + delta];
  if (index < 0 || !neighbour) return null;
  const self = record[rowKey] as RecordId;
  const other = neighbour[rowKey] as RecordId;
  return delta < 0 ? [self, other] : [other, self];
}

/** Whether the row can move up / down on this page. */
export function movable(records: readonly DataRecord[], rowKey: string, record: DataRecord): { up: boolean; down: boolean } {
  const index = records.findIndex((row) => row[rowKey] === record[rowKey]);
  return { up: index > 0, down: index >= 0 && index < records.length - 1 };
}
