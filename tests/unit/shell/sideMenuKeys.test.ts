import { describe, expect, it } from 'vitest';
import { resolveMenuKey, type MenuKeyEntry } from '../../../src/shell/layout/sideMenuKeys';

// 工作台 (open) › 概览, 我的应用; 运营中心 (closed); 单页
const entries: MenuKeyEntry[] = [
  { path: '/a', open: true, parent: null },
  { path: '/a/1', parent: '/a' },
  { path: '/a/2', parent: '/a' },
  { path: '/b', open: false, parent: null },
  { path: '/c', parent: null },
];

describe('resolveMenuKey', () => {
  it('arrows move through the entries shown and wrap; Home and End jump', () => {
    expect(resolveMenuKey(entries, 0, 'ArrowDown')).toEqual({ type: 'focus', path: '/a/1' });
    expect(resolveMenuKey(entries, 4, 'ArrowDown')).toEqual({ type: 'focus', path: '/a' });
    expect(resolveMenuKey(entries, 0, 'ArrowUp')).toEqual({ type: 'focus', path: '/c' });
    expect(resolveMenuKey(entries, 2, 'Home')).toEqual({ type: 'focus', path: '/a' });
    expect(resolveMenuKey(entries, 1, 'End')).toEqual({ type: 'focus', path: '/c' });
  });

  it('ArrowRight opens a closed group and enters an open one; ArrowLeft closes it or goes up to it', () => {
    expect(resolveMenuKey(entries, 3, 'ArrowRight')).toEqual({ type: 'toggle', path: '/b' });
    expect(resolveMenuKey(entries, 0, 'ArrowRight')).toEqual({ type: 'focus', path: '/a/1' });
    expect(resolveMenuKey(entries, 0, 'ArrowLeft')).toEqual({ type: 'toggle', path: '/a' });
    expect(resolveMenuKey(entries, 2, 'ArrowLeft')).toEqual({ type: 'focus', path: '/a' });
    // At the top level of a list ArrowLeft closes it (a flyout), as Escape does.
    expect(resolveMenuKey(entries, 4, 'ArrowLeft')).toEqual({ type: 'close' });
    expect(resolveMenuKey(entries, 1, 'Escape')).toEqual({ type: 'close' });
  });

  it('Enter and Space activate a page and toggle a group; other keys are not the menu’s', () => {
    expect(resolveMenuKey(entries, 1, 'Enter')).toEqual({ type: 'activate', path: '/a/1' });
    expect(resolveMenuKey(entries, 3, ' ')).toEqual({ type: 'toggle', path: '/b' });
    expect(resolveMenuKey(entries, 1, 'a')).toBeNull();
    expect(resolveMenuKey(entries, 9, 'ArrowDown')).toBeNull();
  });
});
