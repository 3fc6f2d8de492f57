import { describe, expect, it } from 'vitest';
import { movable, swappedIds } from '../../../src/renderer/list/reorder';

const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('上移 / 下移', () => {
  it('names the row and its neighbour in their new order', () => {
    expect(swappedIds(rows, 'id', rows[1]!, -1)).toEqual([2, 1]);
    expect(swappedIds(rows, 'id', rows[1]!, 1)).toEqual([3, 2]);
  });

  it('does nothing at the edges of the page, where the buttons are disabled', () => {
    expect(swappedIds(rows, 'id', rows[0]!, -1)).toBeNull();
    expect(swappedIds(rows, 'id', rows[2]!, 1)).toBeNull();
    expect(movable(rows, 'id', rows[0]!)).toEqual({ up: false, down: true });
    expect(movable(rows, 'id', rows[2]!)).toEqual({ up: true, down: false });
    expect(movable(rows, 'id', { id: 9 })).toEqual({ up: false, down: false });
  });
});
