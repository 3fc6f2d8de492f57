import { StorageError } from '../errors';
import { checkName } from '../paths';
import type { AccountFs } from '../fs/accountFs';
import { cloneNode, getChild, setChild } from '../fs/dir';
import { newDir, type DirNode, type Owner } from '../fs/nodes';
import { requireAccess } from '../fs/permissions';
import { resolveDir } from '../fs/resolve';

/**
 * Writing checked archive entries into a directory. A dry run on a copy of the target comes
 * first, so conflicts (a file where a folder is needed…) refuse the whole archive instead of
 * leaving half of it behind. Existing links on the way are refused: following one is how a
 * second-stage Zip Slip writes outside the target even with clean entry names.
 */
export interface Extracted {
  parts: string[];
  kind: 'file' | 'dir';
  mode: number;
  mtime: number;
  size: number;
  blobId: string | undefined;
}

function extractInto(dest: DirNode, destPath: string, planned: readonly Extracted[], who: Owner, now: number): void {
  for (const entry of planned) {
    let dir = dest;
    let path = destPath;
    const shown = entry.parts.join('/');
    for (const name of entry.parts.slice(0, -1)) {
      let child = getChild(dir, name, true);
      if (!child) {
        requireAccess(dir, who, 'w', path);
        child = newDir(checkName(name), who, now);
        setChild(dir, child);
      } else if (child.kind === 'link') {
        throw new StorageError(400, `压缩包条目“${shown}”经过符号链接 ${path}/${name}，已拒绝解压`);
      } else if (child.kind !== 'dir') {
        throw new StorageError(409, `无法解压：${path}/${name} 已存在且不是目录`);
      }
      dir = child;
      path = `${path}/${name}`;
    }
    const name = checkName(entry.parts[entry.parts.length - 1]);
    const existing = getChild(dir, name, true);
    if (entry.kind === 'dir') {
      if (!existing) {
        requireAccess(dir, who, 'w', path);
        // Owner keeps rwx so the entries that follow can be written (tar applies dir modes last).
        setChild(dir, newDir(name, who, entry.mtime || now, entry.mode | 0o700));
      } else if (existing.kind !== 'dir') {
        throw new StorageError(409, `无法解压：${path}/${name} 已存在且不是目录`);
      }
      continue;
    }
    if (existing && existing.kind !== 'file') throw new StorageError(409, `无法解压：${path}/${name} 已存在且不是普通文件`);
    requireAccess(existing ?? dir, who, 'w', `${path}/${name}`);
    setChild(dir, {
      kind: 'file', name, mode: entry.mode, uid: who.uid, gid: who.gid, mtime: entry.mtime || now, size: entry.size,
      content: { blob: entry.blobId ?? '' },
    });
    dir.mtime = now;
  }
}

/** Throws what applying would throw, without changing anything. */
export function planExtraction(fs: AccountFs, destPath: string, planned: readonly Extracted[]): void {
  const dest = resolveDir(fs, destPath);
  extractInto(cloneNode(dest.node), dest.path, planned, fs, Date.now());
}

export function applyExtraction(fs: AccountFs, destPath: string, planned: readonly Extracted[], now: number): void {
  planExtraction(fs, destPath, planned); // the tree may have changed while the task ran
  const dest = resolveDir(fs, destPath);
  extractInto(dest.node, dest.path, planned, fs, now);
}
