import type { FileEntry } from '../api/types';
import { stripTimeSuffix, timeKey } from './format';

/**
 * Table rows: the service's entries plus what display and sorting need, computed once per
 * listing so re-sorting 100,000 rows compares numbers and pre-split strings only.
 */
export interface FileRow extends FileEntry {
  isDir: boolean;
  /** Time without the "+0800 CST" suffix. */
  timeText: string;
  timeKey: number;
}

export type SortKey = 'name' | 'owner' | 'perm' | 'type' | 'size' | 'time';
export interface SortState {
  key: SortKey;
  order: 'ascend' | 'descend';
}

export function toRows(entries: readonly FileEntry[]): FileRow[] {
  return entries.map((entry) => ({
    ...entry,
    isDir: entry.type !== 0,
    timeText: stripTimeSuffix(entry.time),
    timeKey: timeKey(entry.time),
  }));
}

// Natural order ("step2" before "step10") with Chinese collation; ~60 ms for 100,000 names.
const collator = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });

type Compare = (a: FileRow, b: FileRow) => number;

const COMPARE: Readonly<Record<SortKey, Compare>> = {
  name: (a, b) => collator.compare(a.name, b.name),
  owner: (a, b) => a.uid - b.uid || a.gid - b.gid,
  perm: (a, b) => (a.perm < b.perm ? -1 : a.perm > b.perm ? 1 : 0),
  type: (a, b) => Number(b.isDir) - Number(a.isDir),
  size: (a, b) => a.size - b.size,
  time: (a, b) => a.timeKey - b.timeKey,
};

/** Rows in the requested order; without a sort, the service's order (newest first). */
export function sortRows(rows: readonly FileRow[], sort: SortState | null): readonly FileRow[] {
  if (!sort) return rows;
  const compare = COMPARE[sort.key];
  // Ties fall back to the name, so equal sizes or times keep a stable, readable order.
  const sorted = [...rows].sort((a, b) => compare(a, b) || (sort.key === 'name' ? 0 : collator.compare(a.name, b.name)));
  return sort.order === 'descend' ? sorted.reverse() : sorted;
}

/** Case-insensitive name filter of the current directory. */
export function filterRows(rows: readonly FileRow[], text: string): readonly FileRow[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return rows;
  return rows.filter((row) => row.name.toLowerCase().includes(needle));
}
