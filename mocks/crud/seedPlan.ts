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
import { evaluate } from './seedExpressions';
import { holds, refSlot } from './seedHints';
import { setPlace } from './seedSplit';
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
  const begin = (parent?: Record<string, unknown>, place = 1, size = 1): Row => {
    const row: Row = {};
    if (per && parent) {
      Object.defineProperty(row, refSlot(per.of), { value: parent, enumerable: false });
      setPlace(row, place, size);
      // "$prev.returnTime": the set's record made just before (loans of one device, one after another).
      if (place > 1 && rows.length > 0) Object.defineProperty(row, refSlot('$prev'), { value: rows[rows.length - 1], enumerable: false });
      // Fields made once per set: the later records take the first one's.
      const first = rows[rows.length - place + 1];
      if (place > 1 && first) for (const name of per.same ?? []) if (first[name] !== undefined) row[name] = first[name];
    }
    return row;
  };
  const make = (parent?: Record<string, unknown>, made = 0, target = 1) => {
    if (!batch) {
      const row = begin(parent, made + 1, target);
      fill(row, rows.length);
      rows.push(row);
      return 1;
    }
    const size = ctx.faker.number.int({ min: batch.size[0], max: batch.size[1] });
    const first = begin(parent, made + 1, target);
    fill(first, rows.length);
    rows.push(first);
    for (let i = 1; i < size; i += 1) {
      const row = begin(parent, made + 1 + i, target);
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
      // A set's size may follow its parent ("onDuty": a post's staff).
      const [min = 0, max = 0] = per.count.map((end) => Math.round(evaluate(end, (name) => (parent as Record<string, unknown>)[name])));
      const target = ctx.faker.number.int({ min, max: Math.max(min, max) });
      for (let made = 0; made < target; ) made += make(parent as Record<string, unknown>, made, target);
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
