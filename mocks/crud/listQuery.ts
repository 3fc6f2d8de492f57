import type { EntitySchema } from '../../src/pageLanguage/entity';
import type { PagingParams } from '../../src/pageLanguage/endpoint';
import { pagingOf } from '../../src/contract/backendDialect';
import type { QueryOptions } from '../store/collection';
import type { CrudRecord } from './crudRecord';

/**
 * The server side of a generated list: every query parameter naming an entity field filters
 * (text: contains, case-insensitive; enums, numbers, booleans: equals), `<field>Start` /
 * `<field>End` bound a range, unknown parameters are ignored; sort by any entity field.
 */
export function resolveServerQuery(entity: EntitySchema, url: URL, paging?: PagingParams): QueryOptions<CrudRecord> {
  const names = pagingOf({ paging });
  const tests: ((record: CrudRecord) => boolean)[] = [];
  for (const [param, raw] of url.searchParams) {
    if (raw === '' || [names.page, names.size, names.sort, names.order].includes(param)) continue;
    const range = /^(.+)(Start|End)$/.exec(param);
    if (range && entity.properties[range[1]!] && !entity.properties[param]) {
      const key = range[1]!;
      tests.push(range[2] === 'Start'
        ? (r) => typeof r[key] === 'string' && (r[key] as string) >= raw
        : (r) => typeof r[key] === 'string' && (r[key] as string) <= raw);
      continue;
    }
    const field = entity.properties[param];
    if (!field) continue;
    if (field.type === 'string' && !field.oneOf) {
      const needle = raw.toLowerCase();
      tests.push((r) => String(r[param] ?? '').toLowerCase().includes(needle));
    } else {
      tests.push((r) => String(r[param]) === raw);
    }
  }
  const sortKey = url.searchParams.get(names.sort);
  const page = Number(url.searchParams.get(names.page) ?? names.firstPage);
  const size = Number(url.searchParams.get(names.size) ?? 20);
  return {
    filter: (record) => tests.every((test) => test(record)),
    sort: sortKey && entity.properties[sortKey] ? { key: sortKey, order: url.searchParams.get(names.order) === 'asc' ? 'asc' : 'desc' } : { key: 'id', order: 'desc' },
    pageIndex: Number.isInteger(page) ? page - names.firstPage + 1 : 1,
    pageSize: Number.isInteger(size) && size > 0 ? Math.min(size, 1000) : 20,
  };
}
