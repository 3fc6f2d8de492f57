import { parseTar, type ParsedTarFileItem } from 'nanotar';
import { StorageError } from '../errors';
import type { ArchiveEntry } from './archiveEntry';

/**
 * Reads a tar archive with nanotar. nanotar quietly "sanitises" names (drops "..", strips a
 * leading "/") and ignores the ustar prefix field, which would turn a Zip-Slip attempt into a
 * silent write somewhere else; so the raw names are taken from the headers here (pax path,
 * GNU long name, ustar prefix + name), checked by the caller, and matched to nanotar's
 * entries by position.
 */
const BLOCK = 512;
const decoder = new TextDecoder();
const NOT_TAR = '不是有效的 tar 文件，无法解压';

function text(bytes: Uint8Array, offset: number, length: number): string {
  const view = bytes.subarray(offset, offset + length);
  const end = view.indexOf(0);
  return decoder.decode(end < 0 ? view : view.subarray(0, end));
}

function octal(bytes: Uint8Array, offset: number, length: number): number {
  const value = Number.parseInt(text(bytes, offset, length).trim() || '0', 8);
  return Number.isFinite(value) ? value : Number.NaN;
}

function checksumOk(bytes: Uint8Array, offset: number): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : (bytes[offset + i] ?? 0);
  return sum === octal(bytes, offset + 148, 8);
}

function paxPath(data: string): string | undefined {
  // Records are "LEN key=value\n"; values may hold spaces and "=".
  let path: string | undefined;
  for (const record of data.split('\n')) {
    const match = /^\d+ (path|linkpath)=(.*)$/s.exec(record);
    if (match?.[1] === 'path') path = match[2];
  }
  return path;
}

/** Raw names of the real entries, in archive order. */
export function rawTarNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  let offset = 0;
  let longName: string | undefined;
  while (offset + BLOCK <= bytes.length) {
    if (bytes[offset] === 0) break; // end-of-archive zero block
    if (!checksumOk(bytes, offset)) throw new StorageError(400, NOT_TAR);
    const size = octal(bytes, offset + 124, 12);
    if (!Number.isFinite(size) || size < 0) throw new StorageError(400, NOT_TAR);
    const type = text(bytes, offset + 156, 1) || '0';
    const dataStart = offset + BLOCK;
    offset = dataStart + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'x') {
      longName = paxPath(text(bytes, dataStart, size)) ?? longName;
      continue;
    }
    if (type === 'L') {
      longName = text(bytes, dataStart, size);
      continue;
    }
    if (type === 'g' || type === 'K' || type === 'N') continue;
    const prefix = text(bytes, dataStart - BLOCK + 345, 155);
    const short = text(bytes, dataStart - BLOCK, 100);
    const ustar = text(bytes, dataStart - BLOCK + 257, 5) === 'ustar';
    names.push(longName ?? (ustar && prefix ? `${prefix}/${short}` : short));
    longName = undefined;
  }
  return names;
}

const KIND: Readonly<Record<string, ArchiveEntry['kind']>> = { file: 'file', contiguousFile: 'file', directory: 'dir', symbolicLink: 'link', hardLink: 'link' };

export async function readTar(archive: Blob): Promise<ArchiveEntry[]> {
  const bytes = new Uint8Array(await archive.arrayBuffer());
  const names = rawTarNames(bytes);
  let items: ParsedTarFileItem[];
  try {
    items = parseTar(bytes);
  } catch {
    throw new StorageError(400, NOT_TAR);
  }
  if (items.length !== names.length) throw new StorageError(400, NOT_TAR);
  return items.map((item, i) => {
    const data = item.data;
    const start = data ? data.byteOffset : 0;
    return {
      name: names[i] ?? item.name,
      kind: KIND[item.type ?? 'file'] ?? 'other',
      mode: Number.parseInt(item.attrs?.mode ?? '644', 8) & 0o7777 || 0o644,
      mtime: (item.attrs?.mtime ?? 0) * 1000,
      size: item.size,
      data: () => archive.slice(start, start + (data ? item.size : 0)),
    };
  });
}
