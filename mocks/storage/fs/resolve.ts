import { StorageError } from '../errors';
import { isWithin, normalise, toPath } from '../paths';
import { getChild } from './dir';
import type { AccountFs } from './accountFs';
import type { DirNode, FsNode } from './nodes';

/**
 * Turns a client path into a place in the account's tree, with the account's roots as a jail:
 * the path is normalised (refusing ".." above "/"), must lie under one of the roots, and every
 * symbolic link met on the way is followed by resolving its target the same way, so a link
 * pointing at /etc or at another account is refused exactly like the path itself would be.
 */
export interface Resolved {
  /** Canonical physical path (links followed). */
  path: string;
  /** The node there, or undefined when only the parent exists (a name about to be created). */
  node: FsNode | undefined;
  /** The containing directory; undefined for a root. */
  parent: DirNode | undefined;
  name: string;
  /** The storage root the path lies in. */
  root: string;
}

export const MAX_LINK_DEPTH = 40; // Linux's ELOOP limit
export const ESCAPE_INFO = '路径越界：只能访问当前账号的存储目录';

function findRoot(fs: AccountFs, parts: readonly string[]) {
  let best: AccountFs['roots'][number] | undefined;
  for (const root of fs.roots) {
    if (isWithin(parts, root.parts) && (!best || root.parts.length > best.parts.length)) best = root;
  }
  return best;
}

function walk(fs: AccountFs, parts: string[], followLast: boolean, depth: number): Resolved {
  const root = findRoot(fs, parts);
  if (!root) throw new StorageError(403, ESCAPE_INFO);
  const rest = parts.slice(root.parts.length);
  const physical = [...root.parts];
  if (rest.length === 0) return { path: root.path, node: root.node, parent: undefined, name: root.node.name, root: root.path };
  let dir: FsNode = root.node;
  for (let i = 0; i < rest.length; i += 1) {
    const name = rest[i] ?? '';
    const last = i === rest.length - 1;
    if (dir.kind !== 'dir') throw new StorageError(400, `不是目录：${toPath(physical)}`);
    const child = getChild(dir, name);
    if (!child) {
      if (last) return { path: toPath([...physical, name]), node: undefined, parent: dir, name, root: root.path };
      throw new StorageError(404, `文件或目录不存在：${toPath([...physical, name])}`);
    }
    if (child.kind === 'link' && (!last || followLast)) {
      if (depth >= MAX_LINK_DEPTH) throw new StorageError(400, `符号链接层级过多：${toPath([...physical, name])}`);
      const target = child.target.startsWith('/') ? child.target : `${toPath(physical)}/${child.target}`;
      return walk(fs, [...normalise(target), ...rest.slice(i + 1)], followLast, depth + 1);
    }
    if (last) return { path: toPath([...physical, name]), node: child, parent: dir, name, root: root.path };
    dir = child;
    physical.push(name);
  }
  throw new StorageError(500, '路径解析失败'); // unreachable: the loop returns on its last step
}

/** Resolves `raw`; `follow` decides whether a link as the last component is followed. */
export function resolve(fs: AccountFs, raw: unknown, follow = true): Resolved {
  return walk(fs, normalise(raw), follow, 0);
}

/** Resolves and insists on an existing node. */
export function resolveExisting(fs: AccountFs, raw: unknown, follow = true): Resolved & { node: FsNode } {
  const found = resolve(fs, raw, follow);
  if (!found.node) throw new StorageError(404, `文件或目录不存在：${found.path}`);
  return found as Resolved & { node: FsNode };
}

export function resolveDir(fs: AccountFs, raw: unknown): Resolved & { node: DirNode } {
  const found = resolveExisting(fs, raw);
  if (found.node.kind !== 'dir') throw new StorageError(400, `不是目录：${found.path}`);
  return found as Resolved & { node: DirNode };
}
