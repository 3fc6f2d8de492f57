import { StorageError } from '../errors';
import { checkName, isWithin, normalise, splitExtension } from '../paths';
import type { AccountFs } from './accountFs';
import { cloneNode, deleteChild, getChild, hasChild, setChild } from './dir';
import { newDir, type ContentRef, type DirNode, type FileNode, type FsNode } from './nodes';
import { requireAccess, requireOwner } from './permissions';
import { resolve, resolveDir, resolveExisting, type Resolved } from './resolve';
import { walk } from './walk';

/**
 * Changes to an account's tree, each checked like the kernel would (existence, permissions,
 * roots) before anything moves. They change the live tree only; callers save with saveFs().
 */
const exists = (path: string) => new StorageError(409, `文件或目录已存在：${path}`);

function touch(dir: DirNode, now: number): void {
  dir.mtime = now;
  dir.rev += 1;
}

export function makeDir(fs: AccountFs, raw: unknown, now: number): string {
  const target = resolve(fs, raw, false);
  if (target.node) throw exists(target.path);
  if (!target.parent) throw new StorageError(400, '不能在存储根目录之外创建目录');
  requireAccess(target.parent, fs, 'w', target.path.slice(0, target.path.lastIndexOf('/')) || '/');
  setChild(target.parent, newDir(checkName(target.name), fs, now));
  touch(target.parent, now);
  return target.path;
}

/** Delete needs write on every directory it empties, as `rm -r` does. */
export function checkRemovable(fs: AccountFs, found: Resolved & { node: FsNode }): void {
  if (!found.parent) throw new StorageError(403, `不能删除存储根目录：${found.path}`);
  requireAccess(found.parent, fs, 'w', found.path);
  for (const { node, rel } of walk(found.node)) {
    if (node.kind === 'dir' && (node.children.size > 0 || node.generated)) {
      requireAccess(node, fs, 'w', rel === '' ? found.path : `${found.path}/${rel}`);
    }
  }
}

export function removeExisting(fs: AccountFs, found: Resolved & { node: FsNode }, now: number): void {
  checkRemovable(fs, found);
  if (found.parent) {
    deleteChild(found.parent, found.name);
    touch(found.parent, now);
  }
}

export function renamePath(fs: AccountFs, fromRaw: unknown, toRaw: unknown, now: number): string {
  const from = resolveExisting(fs, fromRaw, false);
  const to = resolve(fs, toRaw, false);
  if (!from.parent) throw new StorageError(403, `不能重命名存储根目录：${from.path}`);
  if (to.node) throw exists(to.path);
  if (!to.parent) throw new StorageError(400, `目标路径无效：${to.path}`);
  checkName(to.name);
  if (from.node.kind === 'dir' && isWithin(normalise(to.path), normalise(from.path))) {
    throw new StorageError(400, '不能将目录移动到其自身的子目录中');
  }
  requireAccess(from.parent, fs, 'w', from.path);
  requireAccess(to.parent, fs, 'w', to.path);
  const node = getChild(from.parent, from.name, true) ?? from.node;
  deleteChild(from.parent, from.name);
  node.name = to.name;
  setChild(to.parent, node);
  touch(from.parent, now);
  touch(to.parent, now);
  return to.path;
}

export function chmodPath(fs: AccountFs, raw: unknown, mode: number): string {
  const found = resolveExisting(fs, raw);
  requireOwner(found.node, fs, found.path);
  const node = found.parent ? getChild(found.parent, found.name, true) ?? found.node : found.node;
  node.mode = mode;
  if (found.parent) found.parent.rev += 1; // its listing shows the new mode
  return found.path;
}

/** Gives a subtree back to the account (uid and gid), as the service does with root rights. */
export function chownTree(found: Resolved & { node: FsNode }, owner: { uid: number; gid: number }): number {
  const start = found.parent ? getChild(found.parent, found.name, true) ?? found.node : found.node;
  let n = 0;
  const visit = (node: FsNode) => {
    node.uid = owner.uid;
    node.gid = owner.gid;
    n += 1;
    if (node.kind === 'dir') node.rev += 1;
    // Generated entries take their owner from the directory, so they follow without copies.
    if (node.kind === 'dir') for (const child of node.children.values()) visit(child);
  };
  visit(start);
  if (found.parent) found.parent.rev += 1;
  return n;
}

/** "a.txt" taken → "a (1).txt", "a (2).txt"…, as file managers name copies. */
export function freeName(dir: DirNode, name: string): string {
  if (!hasChild(dir, name)) return name;
  const [stem, ext] = splitExtension(name);
  for (let i = 1; ; i += 1) {
    const candidate = `${stem} (${i})${ext}`;
    if (!hasChild(dir, candidate)) return candidate;
  }
}

/** Copies `source` into directory `destRaw`; returns the new path. */
export function copyInto(fs: AccountFs, source: Resolved & { node: FsNode }, destRaw: unknown, now: number): string {
  const dest = resolveDir(fs, destRaw);
  if (source.node.kind === 'dir' && isWithin(normalise(dest.path), normalise(source.path))) {
    throw new StorageError(400, `不能将目录复制到其自身或子目录中：${source.path}`);
  }
  requireAccess(dest.node, fs, 'w', dest.path);
  const copy = cloneNode(source.node);
  copy.name = freeName(dest.node, source.name);
  for (const { node } of walk(copy)) {
    node.mtime = now;
    node.uid = fs.uid; // cp without -p: the copy belongs to whoever copies
    node.gid = fs.gid;
  }
  setChild(dest.node, copy);
  touch(dest.node, now);
  return `${dest.path}/${copy.name}`;
}

export interface NewFile {
  size: number;
  content: ContentRef;
  mode?: number;
}

/** Creates or replaces a regular file; replacing needs `overwrite`. */
export function writeFile(fs: AccountFs, raw: unknown, file: NewFile, overwrite: boolean, now: number): string {
  const target = resolve(fs, raw);
  if (!target.parent) throw new StorageError(400, `目标路径无效：${target.path}`);
  if (target.node && target.node.kind !== 'file') throw new StorageError(409, `同名目录已存在：${target.path}`);
  if (target.node && !overwrite) throw new StorageError(409, '文件已存在');
  if (target.node) requireAccess(target.node, fs, 'w', target.path);
  else requireAccess(target.parent, fs, 'w', target.path);
  const node: FileNode = {
    kind: 'file',
    name: checkName(target.name),
    mode: file.mode ?? (target.node?.mode ?? 0o644),
    uid: fs.uid,
    gid: fs.gid,
    mtime: now,
    size: file.size,
    content: file.content,
  };
  setChild(target.parent, node);
  touch(target.parent, now);
  return target.path;
}
