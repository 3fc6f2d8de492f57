import type { QueryOptions } from '../store/collection';

export type Row = Record<string, unknown>;

/** Filter, sort and page computed rows like the collection does (QueryOptions of the CRUD list). */
export function pageRows(rows: Row[], options: QueryOptions<Row>): { records: Row[]; total: number } {
  let matched = options.filter ? rows.filter(options.filter) : rows;
  const sort = options.sort;
  if (sort) {
    const direction = sort.order === 'desc' ? -1 : 1;
    matched = [...matched].sort((a, b) => {
      const [x, y] = [a[sort.key], b[sort.key]];
      if (x === y) return 0;
      if (x === undefined || x === null) return 1;
      if (y === undefined || y === null) return -1;
      return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * direction;
    });
  }
  const total = matched.length;
  const size = options.pageSize && options.pageSize > 0 ? Math.floor(options.pageSize) : 0;
  if (size > 0) {
    const index = Math.max(1, Math.floor(options.pageIndex ?? 1));
    matched = matched.slice((index - 1) * size, index * size);
  }
  return { records: matched, total };
}
