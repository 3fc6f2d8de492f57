import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseTar } from 'nanotar';
import { describe, expect, it } from 'vitest';
import { safeEntryParts } from '../../../mocks/storage/archive/entryPath';
import { rawTarNames } from '../../../mocks/storage/archive/tarReader';
import { tarBytes, type TarEntry } from '../../../mocks/storage/archive/tarWriter';
import { StorageError } from '../../../mocks/storage/errors';
import { parseContentRange } from '../../../mocks/storage/upload/sessions';

const encoder = new TextEncoder();
const base = { mode: 0o644, uid: 20001, gid: 20001, mtime: Date.UTC(2026, 9, 1) };

function refused(name: string): boolean {
  try {
    safeEntryParts(name);
    return false;
  } catch (error) {
    return error instanceof StorageError && error.info.includes('Zip Slip');
  }
}

describe('Zip-Slip refusal (mock)', () => {
  it.each(['../evil', 'a/../../evil', '/etc/passwd', 'C:/Windows/evil', 'c:evil', '..\\..\\evil', 'a\\..\\..\\evil', 'a/\u0000b'])('refuses %s', (name) => {
    expect(refused(name)).toBe(true);
  });

  it.each([['a/b.txt', ['a', 'b.txt']], ['./a/./b', ['a', 'b']], ['a/../b', ['b']], ['dir/', ['dir']], ['./', []]])('accepts %s', (name, parts) => {
    expect(safeEntryParts(name)).toEqual(parts);
  });

  it('reads the raw names nanotar would rewrite (.., leading /, ustar prefix)', () => {
    const entries: TarEntry[] = [
      { ...base, name: '../../escape.txt', kind: 'file', size: 1 },
      { ...base, name: '/abs.txt', kind: 'file', size: 1 },
    ];
    const bytes = tarBytes(entries, () => encoder.encode('x'));
    expect(rawTarNames(bytes)).toEqual(['../../escape.txt', '/abs.txt']);
    expect(parseTar(bytes).map((i) => i.name)).toEqual(['escape.txt', 'abs.txt']); // why nanotar alone is not enough
    // A GNU/ustar header that splits the name into prefix + name.
    const prefixed = new Uint8Array(bytes);
    prefixed.set(encoder.encode('../..'), 345);
    prefixed.fill(0, 0, 100);
    prefixed.set(encoder.encode('x.txt'), 0);
    let sum = 0;
    prefixed.fill(0x20, 148, 156);
    for (let i = 0; i < 512; i += 1) sum += prefixed[i] ?? 0;
    prefixed.set(encoder.encode(`${sum.toString(8).padStart(6, '0')}\0 `), 148);
    expect(rawTarNames(prefixed)[0]).toBe('../../x.txt');
  });
});

describe('tar writer (mock)', () => {
  const long = `结果/${'很长的中文目录名'.repeat(6)}/能量曲线 v2 (final)=ok.dat`;
  const entries: TarEntry[] = [
    { ...base, name: '结果/', kind: 'dir', mode: 0o755, size: 0 },
    { ...base, name: long, kind: 'file', size: 11 },
    { ...base, name: 'link', kind: 'link', size: 0, linkTarget: '结果' },
    { ...base, name: 'empty.txt', kind: 'file', size: 0 },
  ];
  const bytes = tarBytes(entries, (i) => (i === 1 ? encoder.encode('hello world') : new Uint8Array(0)));

  it('writes whole 10 KiB records ending in zero blocks', () => {
    expect(bytes.length % 10_240).toBe(0);
    expect(bytes.slice(-1024).every((b) => b === 0)).toBe(true);
  });

  it('keeps long and non-ASCII names through pax headers', () => {
    expect(rawTarNames(bytes)).toEqual(['结果/', long, 'link', 'empty.txt']);
    const items = parseTar(bytes);
    expect(items[1]?.text).toBe('hello world');
    expect(items[1]?.attrs?.mode).toBe('0000644');
  });

  it('is read by GNU tar with names, sizes and the link intact', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tarw-'));
    try {
      writeFileSync(join(dir, 'a.tar'), bytes);
      const listing = execFileSync('tar', ['-tvf', join(dir, 'a.tar')], { encoding: 'utf8' });
      expect(listing).toContain(long);
      expect(listing).toContain('link -> 结果');
      execFileSync('tar', ['-xf', join(dir, 'a.tar'), '-C', dir]);
      expect(readFileSync(join(dir, long), 'utf8')).toBe('hello world');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Content-Range parsing (mock upload)', () => {
  it('reads ranges and the empty-file form', () => {
    expect(parseContentRange('bytes 0-5242879/12582912')).toEqual({ start: 0, end: 5_242_879, total: 12_582_912 });
    expect(parseContentRange('bytes */0')).toEqual({ start: 0, end: -1, total: 0 });
  });

  it.each([null, '', 'bytes 0-1', 'items 0-1/2', 'bytes a-b/c'])('refuses %s', (header) => {
    expect(() => parseContentRange(header)).toThrow(StorageError);
  });
});
