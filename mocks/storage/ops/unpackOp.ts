import { MAX_ARCHIVE_BYTES, type ArchiveEntry } from '../archive/archiveEntry';
import { safeEntryParts } from '../archive/entryPath';
import { readTar } from '../archive/tarReader';
import { readZip } from '../archive/zipReader';
import { putBlob } from '../content/blobStore';
import { fileBlob } from '../content/read';
import type { StorageContext } from '../context';
import { StorageError } from '../errors';
import { requireAccess } from '../fs/permissions';
import { resolveDir, resolveExisting } from '../fs/resolve';
import type { FileNode } from '../fs/nodes';
import { applyExtraction, planExtraction, type Extracted } from './extract';
import type { Prepared } from './runTask';

export const UNPACK_FORMAT_INFO = '仅支持 zip 和 tar 格式的文件解压';

/**
 * Type 8: unpack the zip or tar `from[0]` into the directory `target[0]`. Every entry name is
 * checked against Zip Slip before anything is written; one bad entry refuses the archive.
 * Problems found in the archive's content fail the task (and leave a record) rather than the
 * request, as on the real service where unpacking runs after the call returns.
 */
export async function prepareUnpack(ctx: StorageContext, sources: readonly string[], targets: readonly string[]): Promise<Prepared> {
  const archive = resolveExisting(ctx.fs, sources[0]);
  const format = /\.zip$/i.test(archive.name) ? 'zip' : /\.tar$/i.test(archive.name) ? 'tar' : null;
  if (archive.node.kind !== 'file' || format === null) throw new StorageError(400, UNPACK_FORMAT_INFO);
  const dest = resolveDir(ctx.fs, targets[0]);
  requireAccess(archive.node, ctx.fs, 'r', archive.path);
  requireAccess(dest.node, ctx.fs, 'w', dest.path);
  if (archive.node.size > MAX_ARCHIVE_BYTES) throw new StorageError(413, '压缩包超过 512 MB，演示环境无法解压');

  const lines = [`解压 ${archive.path} 到 ${dest.path}`, `读取${format === 'zip' ? ' zip' : ' tar'} 压缩包（${archive.node.size} 字节）`];
  const fail = (info: string): Prepared => ({ lines: [...lines, `解压失败：${info}`], failure: info });
  let entries: ArchiveEntry[];
  try {
    const blob = await fileBlob(archive.node as FileNode, archive.path);
    entries = format === 'zip' ? await readZip(blob, Date.now()) : await readTar(blob);
  } catch (error) {
    if (error instanceof StorageError) return fail(error.info);
    throw error;
  }

  const planned: Extracted[] = [];
  for (const entry of entries) {
    let parts: string[];
    try {
      parts = safeEntryParts(entry.name);
    } catch (error) {
      if (error instanceof StorageError) return fail(error.info);
      throw error;
    }
    if (parts.length === 0) continue;
    if (entry.kind === 'link' || entry.kind === 'other') {
      lines.push(`跳过 ${entry.name}（出于安全考虑，不解出链接和特殊文件）`);
      continue;
    }
    const blobId = entry.kind === 'file' ? await putBlob(entry.data()) : undefined;
    planned.push({ parts, kind: entry.kind, mode: entry.mode, mtime: entry.mtime, size: entry.size, blobId });
    lines.push(`解出 ${parts.join('/')}${entry.kind === 'dir' ? '/' : ''}`);
  }
  try {
    planExtraction(ctx.fs, dest.path, planned);
  } catch (error) {
    if (error instanceof StorageError) return fail(error.info);
    throw error;
  }
  const files = planned.filter((p) => p.kind === 'file').length;
  return {
    lines: [...lines, `共 ${files} 个文件、${planned.length - files} 个目录`],
    commit: () => {
      applyExtraction(ctx.fs, dest.path, planned, Date.now());
      return `解压完成：${dest.path}`;
    },
  };
}
