/**
 * Writes POSIX tar (ustar + pax extended headers for long or non-ASCII names), as `tar -cf`
 * would. Output is a list of Blob parts: file contents are referenced, not copied, so packing
 * a large upload does not load it into memory. nanotar's createTar cannot do this (it builds
 * one ArrayBuffer and truncates names at 100 bytes), so headers are written here; nanotar
 * reads the result back in the tests and in "unpack".
 */
export interface TarEntry {
  /** Relative path inside the archive; directories end with "/". */
  name: string;
  kind: 'file' | 'dir' | 'link';
  mode: number;
  uid: number;
  gid: number;
  /** Epoch milliseconds. */
  mtime: number;
  size: number;
  linkTarget?: string;
}

const BLOCK = 512;
const RECORD = 10_240;
/** ustar's 11 octal digits. */
export const TAR_MAX_FILE_SIZE = 0o77777777777;
const encoder = new TextEncoder();

function writeString(block: Uint8Array, offset: number, length: number, value: string): void {
  block.set(encoder.encode(value).subarray(0, length), offset);
}

function writeOctal(block: Uint8Array, offset: number, length: number, value: number): void {
  writeString(block, offset, length - 1, Math.floor(value).toString(8).padStart(length - 1, '0'));
}

function header(name: string, entry: Omit<TarEntry, 'name'>, type: string, linkName = ''): Uint8Array<ArrayBuffer> {
  const block = new Uint8Array(BLOCK);
  writeString(block, 0, 100, name);
  writeOctal(block, 100, 8, entry.mode & 0o7777);
  writeOctal(block, 108, 8, entry.uid);
  writeOctal(block, 116, 8, entry.gid);
  writeOctal(block, 124, 12, entry.size);
  writeOctal(block, 136, 12, entry.mtime / 1000);
  block.fill(0x20, 148, 156); // checksum is computed with its own field as spaces
  writeString(block, 156, 1, type);
  writeString(block, 157, 100, linkName);
  writeString(block, 257, 6, 'ustar');
  writeString(block, 263, 2, '00');
  let sum = 0;
  for (const byte of block) sum += byte;
  writeString(block, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

/** A pax record "LEN key=value\n", where LEN counts itself. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  const bodyLength = encoder.encode(body).length;
  let length = bodyLength;
  for (;;) {
    const next = bodyLength + String(length).length;
    if (next === length) break;
    length = next;
  }
  return `${length}${body}`;
}

const fitsUstar = (text: string, limit: number) => /^[\x20-\x7e]*$/.test(text) && text.length <= limit;

function padding(size: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array((BLOCK - (size % BLOCK)) % BLOCK);
}

/** Header block(s) of one entry: a pax header first when the name or link does not fit ustar. */
export function entryHeader(entry: TarEntry): Uint8Array<ArrayBuffer>[] {
  const type = entry.kind === 'dir' ? '5' : entry.kind === 'link' ? '2' : '0';
  const size = entry.kind === 'file' ? entry.size : 0;
  const link = entry.linkTarget ?? '';
  const blocks: Uint8Array<ArrayBuffer>[] = [];
  let records = '';
  if (!fitsUstar(entry.name, 100)) records += paxRecord('path', entry.name);
  if (!fitsUstar(link, 100)) records += paxRecord('linkpath', link);
  if (records !== '') {
    const data = encoder.encode(records);
    const paxName = `PaxHeader/${entry.name.replace(/[^\x20-\x7e]/g, '_')}`.slice(0, 99);
    blocks.push(header(paxName, { ...entry, size: data.length, mode: 0o644 }, 'x'), data, padding(data.length));
  }
  const shortName = fitsUstar(entry.name, 100) ? entry.name : entry.name.replace(/[^\x20-\x7e]/g, '_').slice(0, 99);
  const shortLink = fitsUstar(link, 100) ? link : '';
  blocks.push(header(shortName, { ...entry, size }, type, shortLink));
  return blocks;
}

/** Blob parts of a whole archive; `content(i)` gives entry i's data (files only). */
export function tarParts(entries: readonly TarEntry[], content: (index: number) => Blob | Uint8Array<ArrayBuffer>): BlobPart[] {
  const parts: BlobPart[] = [];
  let total = 0;
  entries.forEach((entry, index) => {
    for (const block of entryHeader(entry)) {
      parts.push(block);
      total += block.length;
    }
    if (entry.kind !== 'file') return;
    const data = content(index);
    const size = data instanceof Blob ? data.size : data.length;
    if (size !== entry.size) throw new Error(`打包时文件大小不一致：${entry.name}`);
    parts.push(data, padding(size));
    total += size + padding(size).length;
  });
  // Two zero blocks end the archive; pad to a whole 10 KiB record like GNU tar.
  total += 2 * BLOCK;
  parts.push(new Uint8Array(2 * BLOCK + ((RECORD - (total % RECORD)) % RECORD)));
  return parts;
}

/** Whole archive in memory, for small archives built synchronously (seed data, tests). */
export function tarBytes(entries: readonly TarEntry[], content: (index: number) => Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const parts = tarParts(entries, content) as Uint8Array<ArrayBuffer>[];
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
