import type { FileEntry } from '../../../src/contract/storageTypes';
import type { AccountFs } from './accountFs';
import { generatedFile } from './generated';
import type { DirNode, FsNode } from './nodes';
import { permString } from './permissions';
import { resolve } from './resolve';
import { formatServiceTime } from './serviceTime';

/**
 * A directory listing in the storage service's shape (docs/behaviour §3 File entry), newest first
 * (sort_key=time). Times carry the "+0800 CST" suffix a Go back end prints, which the console
 * strips. A generated (100,000-entry) directory is listed from its formula, already in time
 * order, merged with its stored entries, and its JSON text is cached per directory revision:
 * the formula is cheap, formatting and serialising 100,000 rows on every refresh is not.
 */
// The wire shape is the spec's File entry (§3), shared with the console's own type.
export type { FileEntry };

type Row = FileEntry & { mtime: number };

function typeOf(fs: AccountFs, node: FsNode, path: string): number {
  if (node.kind === 'dir') return 1;
  if (node.kind === 'file') return 0;
  try {
    return resolve(fs, path).node?.kind === 'dir' ? 1 : 0; // a link shows as what it points at
  } catch {
    return 0; // dangling or escaping link: listed, refused when opened
  }
}

function rowOf(fs: AccountFs, node: FsNode, dirPath: string): Row {
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

const newestFirst = (a: Row, b: Row) => b.mtime - a.mtime || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const strip = ({ mtime: _mtime, ...entry }: Row): FileEntry => entry;

/** Stored entries (the few that differ from the formula), newest first. */
function storedRows(fs: AccountFs, dir: DirNode, dirPath: string, showHidden: boolean): Row[] {
  return [...dir.children.values()].filter((n) => showHidden || !n.name.startsWith('.')).map((n) => rowOf(fs, n, dirPath)).sort(newestFirst);
}

/**
 * Generated entries come out newest first; the stored ones are merged into that order. Entries
 * are built directly (one object each, no intermediate nodes): this loop is most of the cost of
 * a cold listing of 100,000 entries.
 */
function generatedEntries(fs: AccountFs, dir: DirNode, dirPath: string, showHidden: boolean): FileEntry[] {
  const stored = storedRows(fs, dir, dirPath, showHidden);
  const spec = dir.generated;
  if (!spec) return stored.map(strip);
  const out: FileEntry[] = [];
  const prefix = dirPath === '/' ? '/' : `${dirPath}/`;
  let s = 0;
  let perm = '';
  for (let i = 0; i < spec.count; i += 1) {
    const node = generatedFile(spec, i, dir);
    if (dir.children.has(node.name) || dir.removed?.has(node.name)) continue;
    while (s < stored.length && ((stored[s] as Row).mtime > node.mtime || ((stored[s] as Row).mtime === node.mtime && (stored[s] as Row).name < node.name))) {
      out.push(strip(stored[s++] as Row));
    }
    perm ||= permString(node); // every generated entry has the same mode
    out.push({ name: node.name, path: prefix + node.name, type: 0, uid: node.uid, gid: node.gid, perm, size: node.size, time: formatServiceTime(node.mtime) });
  }
  while (s < stored.length) out.push(strip(stored[s++] as Row));
  return out;
}

const cache = new WeakMap<DirNode, { key: string; entries: FileEntry[]; json?: string }>();
const cacheKey = (dir: DirNode, dirPath: string, showHidden: boolean) => `${dir.rev}|${dir.uid}|${dir.gid}|${dirPath}|${showHidden ? 1 : 0}`;

export function listDirectory(fs: AccountFs, dir: DirNode, dirPath: string, showHidden: boolean): FileEntry[] {
  const key = cacheKey(dir, dirPath, showHidden);
  const hit = cache.get(dir);
  if (hit?.key === key) return hit.entries;
  const entries = dir.generated ? generatedEntries(fs, dir, dirPath, showHidden) : storedRows(fs, dir, dirPath, showHidden).map(strip);
  if (dir.generated) cache.set(dir, { key, entries });
  return entries;
}

/** The listing as JSON text (cached alongside the entries for generated directories). */
export function listDirectoryJson(fs: AccountFs, dir: DirNode, dirPath: string, showHidden: boolean): { json: string; total: number } {
  const entries = listDirectory(fs, dir, dirPath, showHidden);
  const hit = cache.get(dir);
  if (hit && hit.entries === entries) {
    hit.json ??= JSON.stringify(entries);
    return { json: hit.json, total: entries.length };
  }
  return { json: JSON.stringify(entries), total: entries.length };
}
