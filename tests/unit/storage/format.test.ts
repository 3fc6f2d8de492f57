import { describe, expect, it } from 'vitest';
import { formatOwner, formatSize, stripTimeSuffix } from '../../../src/contract/storageFormat';
import { recordPaths, recordStatusLabel, recordTypeLabel } from '../../../src/modules/storage/model/labels';
import { checkName } from '../../../mocks/storage/paths';
import { crumbs, isPreviewableImage, isUnpackable, nameProblem, parentPath, rootOf } from '../../../src/modules/storage/model/paths';

describe('size units (docs/behaviour §9: B, KB, MB, GB at 1024 steps)', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [1024 * 1024 - 1, '1024.00 KB'],
    [5 * 1024 * 1024, '5.00 MB'],
    [1024 ** 3, '1.00 GB'],
    [5 * 1024 ** 4, '5120.00 GB'],
  ])('%d bytes → %s', (bytes, text) => expect(formatSize(bytes)).toBe(text));

  it('shows a dash for nonsense', () => {
    expect(formatSize(-1)).toBe('-');
    expect(formatSize(Number.NaN)).toBe('-');
  });
});

describe('time suffix (docs/behaviour §2.8: "+0800 CST" is stripped)', () => {
  it('strips the suffix and nothing else', () => {
    expect(stripTimeSuffix('2026-10-30 14:22:05 +0800 CST')).toBe('2026-10-30 14:22:05');
    expect(stripTimeSuffix('2026-10-30 14:22:05')).toBe('2026-10-30 14:22:05');
    expect(stripTimeSuffix('2026-10-30 14:22:05 +0000 UTC')).toBe('2026-10-30 14:22:05 +0000 UTC');
  });

  it('prints the owner as uid:gid', () => expect(formatOwner(20001, 20002)).toBe('20001:20002'));
});

describe('operation record labels (docs/behaviour §4)', () => {
  it('labels statuses 3 and 4, others unknown', () => {
    expect(recordStatusLabel(3)).toBe('失败');
    expect(recordStatusLabel(4)).toBe('已取消');
    expect(recordStatusLabel(1)).toBe('未知');
    expect(recordStatusLabel(0)).toBe('未知');
  });

  it('labels types 1, 2, 7, 8, others unknown', () => {
    expect([1, 2, 7, 8, 3, 9].map(recordTypeLabel)).toEqual(['删除文件', '复制文件', '打包', '解压', '未知', '未知']);
  });

  it('reads from/target JSON lists of paths', () => {
    expect(recordPaths('[{"path":"/a"},{"path":"/b c"}]')).toEqual(['/a', '/b c']);
    expect(recordPaths('not json')).toEqual(['not json']);
    expect(recordPaths('')).toEqual([]);
  });
});

describe('client path helpers', () => {
  const roots = ['/public/home/u', '/public/scratch/u'];
  it('finds the root and breadcrumbs', () => {
    expect(rootOf('/public/home/u/a/b', roots)).toBe('/public/home/u');
    expect(rootOf('/public/home/uu', roots)).toBeUndefined();
    expect(crumbs('/public/home/u/a/b', '/public/home/u').map((c) => c.label)).toEqual(['/public/home/u', 'a', 'b']);
    expect(parentPath('/public/home/u/a')).toBe('/public/home/u');
    expect(parentPath('/a')).toBe('/');
  });

  it('knows which files preview and unpack (docs/behaviour §5)', () => {
    expect(['a.jpg', 'a.PNG', 'a.jpeg', 'a.gif', 'png'].map(isPreviewableImage)).toEqual([true, true, true, false, false]);
    expect(['a.zip', 'a.TAR', 'a.tar.gz', 'a.rar'].map(isUnpackable)).toEqual([true, true, false, false]);
  });

  it('checks new names', () => {
    expect(nameProblem('')).toBe('名称不能为空');
    expect(nameProblem('a/b')).toBe('名称不能包含 /');
    expect(nameProblem('..')).toBe('名称不能是 . 或 ..');
    expect(nameProblem('结果 (1).txt')).toBeNull();
    expect(nameProblem('名'.repeat(86))).toBe('名称过长：最多 255 字节，当前 258 字节');
  });

  it('refuses exactly the names the storage service refuses, each with its reason (issue 17)', () => {
    expect(nameProblem('a\\b')).toBe('名称不能包含 \\');
    expect(nameProblem('a\u0000b')).toBe('名称不能包含控制字符');
    expect(nameProblem('x'.repeat(300))).toBe('名称过长：最多 255 字节，当前 300 字节');
    expect(nameProblem('a', `/${'d'.repeat(4094)}`)).toBe('路径过长：最多 4096 字节');
    const candidates = ['', ' ', '.', '..', '...', 'a/b', 'a\\b', '..\\x', 'a\u0000b', 'tab\there', 'del\u007f', 'x'.repeat(255), 'x'.repeat(256), '名'.repeat(85), '名'.repeat(86),
      '<img src=x onerror=alert(1)>.txt', '%2e%2e', '结果 (1).txt', '.bashrc', 'ok-name_1.tar.gz'];
    for (const name of candidates) {
      let serverRefuses = false;
      try {
        checkName(name);
      } catch {
        serverRefuses = true;
      }
      expect(nameProblem(name) !== null, JSON.stringify(name)).toBe(serverRefuses || name.trim() === '');
    }
  });
});
