import { describe, expect, it } from 'vitest';
import { pageRows } from '../../../mocks/handlers/pageRows';

const rows = [
  { id: 1, name: '乙', amount: 30 },
  { id: 2, name: '甲', amount: 5 },
  { id: 3, name: '丙' },
  { id: 4, name: '丁', amount: 12 },
];

describe('pageRows (the computed lists of 费用管理)', () => {
  it('filters, then counts the total before paging', () => {
    const page = pageRows(rows, { filter: (r) => r.id !== 2, pageIndex: 1, pageSize: 2 });
    expect(page.total).toBe(3);
    expect(page.records.map((r) => r.id)).toEqual([1, 3]);
  });

  it('sorts numbers as numbers both ways, rows without the value last', () => {
    expect(pageRows(rows, { sort: { key: 'amount', order: 'asc' } }).records.map((r) => r.id)).toEqual([2, 4, 1, 3]);
    expect(pageRows(rows, { sort: { key: 'amount', order: 'desc' } }).records.map((r) => r.id)).toEqual([1, 4, 2, 3]);
  });

  it('pages past the end answer no records but the full total; size 0 answers all', () => {
    expect(pageRows(rows, { pageIndex: 3, pageSize: 2 })).toEqual({ records: [], total: 4 });
    expect(pageRows(rows, { pageSize: 0 }).records).toHaveLength(4);
  });
});
