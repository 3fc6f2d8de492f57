import { describe, expect, it } from 'vitest';
import { clickSelect, EMPTY_SELECTION, moveCursor, pruneSelection } from '../../../src/modules/storage/model/selection';
import { filterRows, sortRows, toRows } from '../../../src/modules/storage/model/rows';

const ordered = ['a', 'b', 'c', 'd', 'e'];
const keys = (s: { keys: ReadonlySet<string> }) => [...s.keys].sort();
const none = { ctrl: false, shift: false };

describe('selection with ctrl, shift and keys (docs/behaviour §2.8)', () => {
  it('plain click selects one, ctrl toggles, shift selects a range from the anchor', () => {
    let s = clickSelect(EMPTY_SELECTION, ordered, 'b', none);
    expect(keys(s)).toEqual(['b']);
    s = clickSelect(s, ordered, 'd', { ctrl: true, shift: false });
    expect(keys(s)).toEqual(['b', 'd']);
    s = clickSelect(s, ordered, 'b', { ctrl: true, shift: false });
    expect(keys(s)).toEqual(['d']);
    s = clickSelect(s, ordered, 'a', { ctrl: false, shift: true }); // the anchor is the last clicked row, b
    expect(keys(s)).toEqual(['a', 'b']);
    s = clickSelect(clickSelect(EMPTY_SELECTION, ordered, 'e', none), ordered, 'a', { ctrl: true, shift: true });
    expect(keys(s)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('arrows move the cursor, shift+arrows extend from the anchor', () => {
    let s = moveCursor(EMPTY_SELECTION, ordered, 1, false);
    expect(s.cursor).toBe('a');
    s = moveCursor(s, ordered, 1, true);
    s = moveCursor(s, ordered, 1, true);
    expect(keys(s)).toEqual(['a', 'b', 'c']);
    s = moveCursor(s, ordered, -1, false);
    expect(keys(s)).toEqual(['b']);
    expect(moveCursor(s, ordered, 100, false).cursor).toBe('e');
    expect(moveCursor(s, ordered, -100, false).cursor).toBe('a');
  });

  it('drops keys that are no longer listed', () => {
    const s = clickSelect(clickSelect(EMPTY_SELECTION, ordered, 'a', none), ordered, 'c', { ctrl: false, shift: true });
    expect(keys(pruneSelection(s, new Set(['a', 'c'])))).toEqual(['a', 'c']);
  });
});

describe('rows: sorting and filtering', () => {
  const rows = toRows([
    { name: 'step10.out', path: '/d/step10.out', type: 0, uid: 1, gid: 1, perm: '-rw-r--r--', size: 30, time: '2026-10-01 10:00:00 +0800 CST' },
    { name: 'step2.out', path: '/d/step2.out', type: 0, uid: 1, gid: 1, perm: '-rw-r--r--', size: 10, time: '2026-10-03 10:00:00 +0800 CST' },
    { name: '结果', path: '/d/结果', type: 1, uid: 0, gid: 0, perm: 'drwxr-xr-x', size: 4096, time: '2026-10-02 10:00:00 +0800 CST' },
  ]);
  it('sorts names naturally and reverses on descend', () => {
    const byName = sortRows(rows, { key: 'name', order: 'ascend' }).map((r) => r.name);
    expect(byName.indexOf('step2.out')).toBeLessThan(byName.indexOf('step10.out'));
    expect(sortRows(rows, { key: 'name', order: 'descend' }).map((r) => r.name)).toEqual([...byName].reverse());
    expect(sortRows(rows, { key: 'time', order: 'descend' }).map((r) => r.name)).toEqual(['step2.out', '结果', 'step10.out']);
    expect(sortRows(rows, { key: 'type', order: 'ascend' })[0]?.name).toBe('结果');
    expect(sortRows(rows, null)).toBe(rows);
    expect(rows[0]?.isDir).toBe(false);
  });

  it('filters by name, case-insensitively', () => {
    expect(filterRows(rows, 'STEP').map((r) => r.name)).toEqual(['step10.out', 'step2.out']);
    expect(filterRows(rows, ' ')).toBe(rows);
  });
});
