/**
 * The demo's storage holds what a real user's home would: no file whose name is markup, no
 * archive with an entry that climbs out of its unpack directory, no operation record about one.
 * The hostile fixtures the storage tests need (tests/support/storageFixtures.ts) are planted by
 * those tests themselves.
 */
import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { mockControl } from '../../../mocks/control';
import { rawTarNames } from '../../../mocks/storage/archive/tarReader';
import type { SerialNode } from '../../../mocks/storage/fs/serialize';
import { HOSTILE_ZIP_ESCAPE, HOSTILE_ZIP_NAME, HTML_FILE_NAME } from '../../support/storageFixtures';

/** Every node under a root with its path. */
function* walk(node: SerialNode, path: string): Generator<[string, SerialNode]> {
  yield [path, node];
  if (node.k === 'd') for (const child of node.c) yield* walk(child, `${path}/${child.n}`);
}

const bytesOf = (b64: string) => Uint8Array.from(atob(b64), (char) => char.charCodeAt(0));

/** The entry names of a seeded archive (zip or tar), or undefined for any other file. */
function archiveEntries(name: string, node: SerialNode): string[] | undefined {
  if (node.k !== 'f' || !('b64' in node.c)) return undefined;
  if (name.endsWith('.zip')) return Object.keys(unzipSync(bytesOf(node.c.b64)));
  if (name.endsWith('.tar')) return rawTarNames(bytesOf(node.c.b64));
  return undefined;
}

/** An entry name that leaves the directory it is unpacked into. */
const escapes = (entry: string) => entry.startsWith('/') || entry.split(/[\\/]/).includes('..');

describe('the demo storage', () => {
  it('holds no file named as markup and no archive escaping its target, in any account', () => {
    const accounts = mockControl.db.collection('storageFs').list();
    expect(accounts.length).toBeGreaterThan(1);
    const paths: string[] = [];
    const problems: string[] = [];
    let archives = 0;
    for (const account of accounts) {
      for (const root of account.roots) {
        for (const [path, node] of walk(root.tree, root.path)) {
          paths.push(path);
          if (/[<>"']/.test(node.n)) problems.push(`${path}: 文件名含有标签或引号`);
          const entries = archiveEntries(node.n, node);
          if (!entries) continue;
          archives += 1;
          for (const entry of entries.filter(escapes)) problems.push(`${path}: 条目 ${entry} 指向解压目录之外`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The walk reached the real archives (examples.zip, dataset.tar) of every account.
    expect(archives).toBe(accounts.length * 2);
    expect(paths.some((path) => path.endsWith(`/${HTML_FILE_NAME}`) || path.endsWith(`/${HOSTILE_ZIP_NAME}`))).toBe(false);
  });

  it('records no operation on a hostile fixture', () => {
    const records = mockControl.db.collection('storageRecords').list();
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      for (const text of [record.from, record.target, record.message]) {
        expect(text).not.toContain(HOSTILE_ZIP_NAME);
        expect(text).not.toContain(HOSTILE_ZIP_ESCAPE);
        expect(text).not.toContain(HTML_FILE_NAME);
      }
    }
  });

  it('tells a hostile fixture when one is there (the checks can fail)', () => {
    const planted: SerialNode = { k: 'd', n: 'home', m: 0o755, u: 1, g: 1, t: 0, c: [{ k: 'f', n: HTML_FILE_NAME, m: 0o644, u: 1, g: 1, t: 0, s: 1, c: { text: 'x' } }] };
    expect([...walk(planted, '/h')].filter(([, node]) => /[<>"']/.test(node.n)).map(([path]) => path)).toEqual([`/h/${HTML_FILE_NAME}`]);
    expect(['readme.txt', HOSTILE_ZIP_ESCAPE].filter(escapes)).toEqual([HOSTILE_ZIP_ESCAPE]);
  });
});
