import { StorageError } from '../errors';

/**
 * Zip-Slip guard: an archive entry's name must stay inside the directory it is unpacked into.
 * Absolute names, drive letters, backslash separators and ".." climbing above the target are
 * refused, and the whole archive with them (nothing is extracted), because an archive that
 * tries it is hostile or broken either way.
 */
export function zipSlipInfo(name: string): string {
  return `压缩包中的条目“${name}”指向解压目录之外（Zip Slip），已拒绝解压`;
}

/** The entry's path components under the target; [] for entries like "./". */
export function safeEntryParts(name: string): string[] {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(name)) throw new StorageError(400, zipSlipInfo(name));
  const unified = name.replace(/\\/g, '/');
  if (unified.startsWith('/') || /^[A-Za-z]:/.test(unified)) throw new StorageError(400, zipSlipInfo(name));
  const parts: string[] = [];
  for (const part of unified.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) throw new StorageError(400, zipSlipInfo(name));
      parts.pop();
      continue;
    }
    parts.push(part);
  }
  return parts;
}
