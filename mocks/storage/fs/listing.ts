import { formatBeijingTime } from '../../store/time';
import type { AccountFs } from './accountFs';
import { children } from './dir';
import type { DirNode, FsNode } from './nodes';
import { permString } from './permissions';
import { resolve } from './resolve';

/**
 * A directory listing in the storage service's shape (spec §3 File entry). Times carry the
 * "+0800 CST" suffix a Go back end prints, which the console strips. Listings of big
 * (generated) directories are cached per directory revision: the formula is cheap, but
 * formatting 100,000 rows on every refresh is not.
 */
export interface FileEntry {
  name: string;
  path: string;
  /** 0 file, otherwise folder (1). */
  type: number;
  uid: number;
  gid: number;
  perm: string;
  size: number;
  time: string;
}

export const formatServiceTime = (ms: number): string => `${formatBeijingTime(ms)} +0800 CST`;

function typeOf(fs: AccountFs, node: FsNode, path: string): number {
  if (node.kind === 'dir') return 1;
  if (node.kind === 'file') return 0;
  try {
    return resolve(fs, path).node?.kind === 'dir' ? 1 : 0; // a link shows as what it points at
  } catch {
    return 0; // dangling or escaping link: listed, refused when opened
  }
}

function entryOf(fs: AccountFs, node: FsNode, dirPath: string): FileEntry & { mtime: number } {
  const path = dirPath === '/' ? `/${node.name}` : `${dirPath}/${node.name}`;
  return {
    name: node.name,
    path,
    type: typeOf(fs, node, path),
    uid: node.uid,
    gid: node.gid,
    perm: permString(node),
    size: node.kind === 'file' ? node.size : node.kind === 'link' ? new TextEncoder().encode(node.target).length : 4096,
    time: formatServiceTime(node.mtime),
    mtime: node.mtime,
  };
}

const cache = new WeakMap<DirNode, { key: string; entries: FileEntry[] }>();

/** All entries, newest first (sort_key=time), hidden ones only with `showHidden`. */
export function listDirectory(fs: AccountFs, dir: DirNode, dirPath: string, showHidden: boolean): FileEntry[] {
  const key = `${dir.rev}|${dir.uid}|${dir.gid}|${dirPath}|${showHidden ? 1 : 0}`;
  const hit = cache.get(dir);
  if (hit?.key === key) return hit.entries;
  const rows: (FileEntry & { mtime: number })[] = [];
  for (const node of children(dir)) {
    if (!showHidden && node.name.startsWith('.')) continue;
    rows.push(entryOf(fs, node, dirPath));
  }
  rows.sort((a, b) => b.mtime - a.mtime || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const entries = rows.map(({ mtime: _mtime, ...entry }) => entry);
  if (dir.generated) cache.set(dir, { key, entries });
  return entries;
}
