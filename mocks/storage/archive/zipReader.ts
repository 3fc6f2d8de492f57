import { unzipSync } from 'fflate';
import { StorageError } from '../errors';
import type { ArchiveEntry } from './archiveEntry';

/**
 * Reads a zip archive with fflate. Names come straight from the central directory (fflate
 * does not rewrite them), so the caller's Zip-Slip check sees what an attacker wrote.
 * Zip has no portable modes in fflate's view: files get 644, folders 755, like `unzip` with a
 * default umask.
 */
const NOT_ZIP = '不是有效的 zip 文件，无法解压';

export async function readZip(archive: Blob, now: number): Promise<ArchiveEntry[]> {
  const bytes = new Uint8Array(await archive.arrayBuffer());
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new StorageError(400, NOT_ZIP);
  }
  return Object.entries(files).map(([name, data]) => {
    const dir = name.endsWith('/') || name.endsWith('\\');
    // fflate hands out views into fresh buffers; copy into a Blob so the archive can be freed.
    const blob = new Blob([data.slice()]);
    return {
      name,
      kind: dir ? 'dir' : 'file',
      mode: dir ? 0o755 : 0o644,
      mtime: now,
      size: dir ? 0 : data.length,
      data: () => blob,
    };
  });
}
