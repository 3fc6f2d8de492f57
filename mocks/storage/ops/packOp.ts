import { tarParts, TAR_MAX_FILE_SIZE, type TarEntry } from '../archive/tarWriter';
import { putBlob } from '../content/blobStore';
import { fileBlob } from '../content/read';
import type { StorageContext } from '../context';
import { StorageError } from '../errors';
import { writeFile } from '../fs/mutations';
import { requireAccess } from '../fs/permissions';
import { resolve, resolveExisting } from '../fs/resolve';
import { walk } from '../fs/walk';
import { formatBytes } from './formatBytes';
import type { Prepared } from './runTask';

/** What the in-browser service packs at most: a tab is not a file server. */
export const PACK_MAX_ENTRIES = 20_000;
export const PACK_MAX_BYTES = 2 * 1024 ** 3;

/**
 * Type 7: pack the `from` paths into the tar file `target[0]`. The archive is a real tar
 * (tarWriter.ts) built from Blob parts, so file contents are referenced, not copied.
 */
export async function preparePack(ctx: StorageContext, sources: readonly string[], targets: readonly string[]): Promise<Prepared> {
  if (sources.length === 0) throw new StorageError(400, '请选择要打包的文件');
  const target = resolve(ctx.fs, targets[0]);
  if (!/\.tar$/i.test(target.name)) throw new StorageError(400, '打包文件名必须以 .tar 结尾');
  if (target.node) throw new StorageError(409, `文件或目录已存在：${target.path}`);
  if (!target.parent) throw new StorageError(400, `目标路径无效：${target.path}`);
  requireAccess(target.parent, ctx.fs, 'w', target.path);

  const entries: TarEntry[] = [];
  const contents: Promise<Blob>[] = [];
  let bytes = 0;
  for (const raw of sources) {
    const found = resolveExisting(ctx.fs, raw, false);
    for (const { node, rel } of walk(found.node)) {
      const path = rel === '' ? found.path : `${found.path}/${rel}`;
      const name = rel === '' ? found.name : `${found.name}/${rel}`;
      if (entries.length >= PACK_MAX_ENTRIES) throw new StorageError(413, `打包内容超过 ${PACK_MAX_ENTRIES} 项，请分批打包`);
      if (node.kind !== 'link') requireAccess(node, ctx.fs, 'r', path);
      const base = { mode: node.mode, uid: node.uid, gid: node.gid, mtime: node.mtime };
      if (node.kind === 'dir') entries.push({ ...base, name: `${name}/`, kind: 'dir', size: 0 });
      else if (node.kind === 'link') entries.push({ ...base, name, kind: 'link', size: 0, linkTarget: node.target });
      else {
        if (node.size > TAR_MAX_FILE_SIZE) throw new StorageError(413, `文件过大，无法打包：${path}`);
        bytes += node.size;
        if (bytes > PACK_MAX_BYTES) throw new StorageError(413, '打包内容超过 2 GB，请分批打包');
        entries.push({ ...base, name, kind: 'file', size: node.size });
        contents[entries.length - 1] = fileBlob(node, path);
      }
    }
  }
  const blobs = await Promise.all(entries.map((_, i) => contents[i] ?? Promise.resolve(new Blob([]))));
  const archive = new Blob(tarParts(entries, (i) => blobs[i] ?? new Blob([])), { type: 'application/x-tar' });
  const id = await putBlob(archive);
  const lines = [`打包 ${sources.length} 项到 ${target.path}`, ...entries.map((e) => `添加 ${e.name}`), `已生成 ${target.name}（${formatBytes(archive.size)}）`];
  return {
    lines,
    commit: () => `打包完成：${writeFile(ctx.fs, target.path, { size: archive.size, content: { blob: id } }, false, Date.now())}`,
  };
}
