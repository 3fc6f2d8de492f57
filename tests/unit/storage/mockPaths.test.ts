import { describe, expect, it } from 'vitest';
import { StorageError } from '../../../mocks/storage/errors';
import type { AccountFs } from '../../../mocks/storage/fs/accountFs';
import { setChild } from '../../../mocks/storage/fs/dir';
import { newDir, type FsNode } from '../../../mocks/storage/fs/nodes';
import { resolve, resolveExisting } from '../../../mocks/storage/fs/resolve';
import { checkName, normalise } from '../../../mocks/storage/paths';

const owner = { uid: 20001, gid: 20001 };

function fixture(): AccountFs {
  const home = newDir('u', owner, 0);
  const scratch = newDir('u', owner, 0);
  const data = newDir('data', owner, 0);
  setChild(home, data);
  const link = (name: string, target: string): FsNode => ({ kind: 'link', name, target, mode: 0o777, ...owner, mtime: 0 });
  setChild(home, link('to-scratch', '/public/scratch/u'));
  setChild(home, link('relative', '../u/data'));
  setChild(home, link('to-etc', '/etc'));
  setChild(home, link('to-other', '/public/home/other'));
  setChild(home, link('climb', '../../../../etc'));
  setChild(home, link('loop-a', 'loop-b'));
  setChild(home, link('loop-b', 'loop-a'));
  setChild(scratch, newDir('tmp', owner, 0));
  return {
    acc: 'u', ...owner, defaultPath: null,
    roots: [
      { path: '/public/home/u', parts: ['public', 'home', 'u'], node: home },
      { path: '/public/scratch/u', parts: ['public', 'scratch', 'u'], node: scratch },
    ],
  };
}

const code = (fn: () => unknown): number => {
  try {
    fn();
  } catch (error) {
    if (error instanceof StorageError) return error.code;
    throw error;
  }
  return 200;
};

describe('path canonicalisation (mock)', () => {
  it('resolves . and .. lexically and refuses climbing above /', () => {
    expect(normalise('/a/./b/../c//d/')).toEqual(['a', 'c', 'd']);
    expect(code(() => normalise('/../etc'))).toBe(403);
    expect(code(() => normalise('/a/../../etc'))).toBe(403);
  });

  it('refuses relative paths, control characters and backslashes', () => {
    expect(code(() => normalise('a/b'))).toBe(400);
    expect(code(() => normalise(''))).toBe(400);
    expect(code(() => normalise(42))).toBe(400);
    expect(code(() => normalise('/a\u0000b'))).toBe(400);
    expect(code(() => normalise('/a\\..\\b'))).toBe(400);
    expect(code(() => normalise(`/${'a'.repeat(5000)}`))).toBe(400);
  });

  it('checks single names', () => {
    expect(checkName('结果 (1).txt')).toBe('结果 (1).txt');
    expect(code(() => checkName('..'))).toBe(400);
    expect(code(() => checkName('a/b'))).toBe(400);
    expect(code(() => checkName('名'.repeat(100)))).toBe(400);
  });
});

describe('confinement to the account roots (mock)', () => {
  it('allows paths inside the roots, including through links that stay inside', () => {
    const fs = fixture();
    expect(resolveExisting(fs, '/public/home/u/data').path).toBe('/public/home/u/data');
    expect(resolveExisting(fs, '/public/home/u/data/../data').path).toBe('/public/home/u/data');
    expect(resolveExisting(fs, '/public/home/u/to-scratch/tmp').path).toBe('/public/scratch/u/tmp');
    expect(resolveExisting(fs, '/public/home/u/relative').path).toBe('/public/home/u/data');
    expect(resolve(fs, '/public/home/u/new.txt').node).toBeUndefined();
  });

  it('refuses absolute escapes, .. escapes and other accounts', () => {
    const fs = fixture();
    expect(code(() => resolve(fs, '/etc/passwd'))).toBe(403);
    expect(code(() => resolve(fs, '/public/home/u/../other'))).toBe(403);
    expect(code(() => resolve(fs, '/public/home/other/x'))).toBe(403);
    expect(code(() => resolve(fs, '/public/home'))).toBe(403);
    expect(code(() => resolve(fs, '/public/home/u2'))).toBe(403); // a prefix of a root is not inside it
  });

  it('refuses links that point outside, however they are written', () => {
    const fs = fixture();
    expect(code(() => resolve(fs, '/public/home/u/to-etc'))).toBe(403);
    expect(code(() => resolve(fs, '/public/home/u/to-etc/passwd'))).toBe(403);
    expect(code(() => resolve(fs, '/public/home/u/to-other/secret'))).toBe(403);
    expect(code(() => resolve(fs, '/public/home/u/climb'))).toBe(403);
    // Not following the last link (delete, rename) works on the link itself.
    expect(resolveExisting(fs, '/public/home/u/to-etc', false).node.kind).toBe('link');
  });

  it('stops link loops', () => {
    expect(code(() => resolve(fixture(), '/public/home/u/loop-a'))).toBe(400);
  });

  it('reports missing intermediate folders as not found', () => {
    expect(code(() => resolve(fixture(), '/public/home/u/nope/x'))).toBe(404);
  });
});

describe('service time text (mock)', () => {
  it('matches the Beijing-time formatter with the Go suffix', async () => {
    const { formatServiceTime } = await import('../../../mocks/storage/fs/serviceTime');
    const { formatBeijingTime } = await import('../../../mocks/store/time');
    for (const ms of [0, 1_790_000_000_000, 1_790_000_000_000 - 47_000 * 99_999, Date.UTC(2026, 11, 31, 15, 59, 59), Date.UTC(2026, 11, 31, 16, 0, 0)]) {
      expect(formatServiceTime(ms)).toBe(`${formatBeijingTime(ms)} +0800 CST`);
    }
  });
});
