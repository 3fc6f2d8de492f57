/**
 * How many records an entity seeds and in what sets, before and after the hints fill them
 * (entitySeed.ts): `x-seed-per` (a set per record of another collection, whose `ref` hints read
 * that record), `x-seed-batch` (runs sharing some fields), `x-seed-id-start` (ids from N in
 * creation order) and the `countOf` hints, counted once every record has its id.
 */
import type { EntitySchema, EntityValue } from '../../src/pageLanguage/entity';
import type { SeedContext } from '../store/definition';
import type { MockCollections } from '../store/schema';
import type { CrudRecord } from './crudRecord';
import { holds, refSlot } from './seedHints';
import type { Row } from './seedTemplates';

const matches = (record: Record<string, unknown>, where: Record<string, EntityValue> | undefined, id?: unknown) =>
  Object.entries(where ?? {}).every(([name, value]) => String(record[name]) === String(value === '$id' ? id : value));

/**
 * The rows to fill, each possibly begun: a set's rows hold their parent record (for `ref`), a
 * batch's later rows the `same` fields of its first. `fill` completes a row in place.
 */
export function plannedRows(entity: EntitySchema, ctx: SeedContext, count: number, fill: (row: Row, index: number) => void): Row[] {
  const per = entity['x-seed-per'];
  const batch = entity['x-seed-batch'];
  const rows: Row[] = [];
  const begin = (parent?: Record<string, unknown>): Row => {
    const row: Row = {};
    if (per && parent) Object.defineProperty(row, refSlot(per.of), { value: parent, enumerable: false });
    return row;
  };
  const make = (parent?: Record<string, unknown>) => {
    if (!batch) {
      const row = begin(parent);
      fill(row, rows.length);
      rows.push(row);
      return 1;
    }
    const size = ctx.faker.number.int({ min: batch.size[0], max: batch.size[1] });
    const first = begin(parent);
    fill(first, rows.length);
    rows.push(first);
    for (let i = 1; i < size; i += 1) {
      const row = begin(parent);
      for (const name of batch.same) if (first[name] !== undefined) row[name] = first[name];
      fill(row, rows.length);
      rows.push(row);
    }
    return size;
  };
  if (per) {
    const now = ctx.refDate.getTime();
    const pool = ctx.get(collectionOf(per.of)).filter((record) => matches(record as Record<string, unknown>, per.where)) as Row[];
    // `first` among the parents: the first n of them with that value (one enterprise per customer name).
    const among = (record: Row) => (field: string, n: number) => pool.slice(0, pool.indexOf(record)).filter((other) => String(other[field]) === String(record[field])).length < n;
    const parents = pool.filter((record) => [per.when ?? []].flat().every((condition) => holds(condition, record, now, among(record)))).slice(0, per.limit);
    for (const parent of parents) {
      const target = ctx.faker.number.int({ min: per.count[0], max: per.count[1] });
      for (let made = 0; made < target; ) made += make(parent as Record<string, unknown>);
    }
  } else {
    while (rows.length < count) make();
    rows.length = count;
  }
  return rows;
}

/** Collections of the mock store (not entities) that sets may follow: the users, the organisations. */
const STORE_COLLECTIONS = new Set(['users', 'organizations']);

/** An entity $id names its CRUD collection `crud.<id>`; "users" and "organizations" the store's own. */
function collectionOf(of: string): keyof MockCollections {
  return (STORE_COLLECTIONS.has(of) ? of : `crud.${of}`) as keyof MockCollections;
}

/** Ids from `x-seed-id-start` in row order; `countOf` fields counted against them. */
export function finishRows(entity: EntitySchema, ctx: SeedContext, rows: Row[]): void {
  const start = entity['x-seed-id-start'];
  const counts = Object.entries(entity.properties).flatMap(([key, field]) => {
    const hint = field['x-seed'];
    return hint && 'countOf' in hint ? [{ key, of: hint.countOf, where: hint.where }] : [];
  });
  if (start === undefined && counts.length === 0) return;
  rows.forEach((row, index) => {
    if (row.id === undefined) row.id = (start ?? 1) + index;
  });
  for (const { key, of, where } of counts) {
    const others = ctx.get(`crud.${of}`) as readonly CrudRecord[];
    for (const row of rows) row[key] = others.filter((other) => matches(other, where, row.id)).length;
  }
}
