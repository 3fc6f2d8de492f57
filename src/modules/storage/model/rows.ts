import type { FileEntry } from '../../../contract/storageTypes';

/**
 * Table rows: the service's entries marked folder or file. The entries are fresh objects from
 * the response, so they are marked in place: copying 100,000 objects doubles the garbage of a
 * big listing for nothing. Display formats (size, time) are applied to the 20 rows shown only.
 */
export interface FileRow extends FileEntry {
  isDir: boolean;
}

export type SortKey = 'name' | 'owner' | 'perm' | 'type' | 'size' | 'time';
export interface SortState {
  key: SortKey;
  order: 'ascend' | 'descend';
}

export function toRows(entries: FileEntry[]): FileRow[] {
  for (const entry of entries) (entry as FileRow).isDir = entry.type !== 0;
  return entries as FileRow[];
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
  // "YYYY-MM-DD HH:mm:ss …" sorts as text; no parsing of 100,000 dates.
  time: (a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0),
};

/** Rows in the requested order; without a sort, the service's order (newest first). */
export function sortRows(rows: readonly FileRow[], sort: SortState | null): readonly FileRow[] {
  if (!sort) return rows;
  const compare = COMPARE[sort.key];
  // Ties fall back to the name (by code unit: cheap, and ties are many when 100,000 sizes repeat).
  const sorted = [...rows].sort((a, b) => compare(a, b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return sort.order === 'descend' ? sorted.reverse() : sorted;
}

/** Case-insensitive name filter of the current directory. */
export function filterRows(rows: readonly FileRow[], text: string): readonly FileRow[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return rows;
  return rows.filter((row) => row.name.toLowerCase().includes(needle));
}
