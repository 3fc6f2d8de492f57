/**
 * The answer of a records read (src/pageLanguage/recordsRead.ts), pure over the records it is
 * given so it is unit-tested alone: the `where` keeps, the query's filters narrow, the named
 * order sorts (ties by id), a page / the first n / one record is taken, and each record answers
 * its declared fields with their defaults and derived values — nested as a tree with `nest`.
 */
import type { AggregateCondition } from '../../src/pageLanguage/aggregate';
import type { EnumOption } from '../../src/pageLanguage/entity';
import type { RecordsCondition, RecordsDerived, RecordsRead } from '../../src/pageLanguage/recordsRead';
import { pagingOf } from '../../src/contract/backendDialect';
import type { CrudRecord } from './crudRecord';
import { optionsAnswer } from './recordOptions';
import { nestTree, type TreeShape } from './treeRules';

/** The related data a read may need, looked up by the caller (recordReads.ts) or a test. */
export interface RecordsContext {
  /** The records of an entity. */
  records(entity: string): readonly CrudRecord[];
  /** The tree of the family holding an entity's records, if it is one. */
  tree(entity: string): TreeShape | undefined;
  /** Where an entity field's `x-lookup` points: the entity, the value and label fields. */
  lookup(entity: string, field: string): { entity: string; value: string; label: string } | undefined;
  /** The options of an entity's enum field (a read's `options`, recordOptions.ts). */
  options?(entity: string, field: string): readonly EnumOption[];
}

export type RecordsAnswer = { answer: unknown } | { status: 400 | 404; refusal: string };

type Row = Readonly<Record<string, unknown>>;

function holdsOne(row: Row, c: AggregateCondition): boolean {
  const value = row[c.field];
  if (c.in && !c.in.some((v) => v === value)) return false;
  if (c.notIn?.some((v) => v === value)) return false;
  return c.prefix === undefined || String(value ?? '').startsWith(c.prefix);
}

export function holds(row: Row, conditions: readonly RecordsCondition[] | undefined): boolean {
  return (conditions ?? []).every((c) => ('anyOf' in c ? c.anyOf.some((one) => holdsOne(row, one)) : holdsOne(row, c)));
}

/** The ids of the node and of every node below it, by the tree's parent key. */
export function subtreeIds(nodes: readonly CrudRecord[], parentKey: string, id: string): Set<string> {
  const within = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const node of nodes) {
      if (!within.has(String(node.id)) && within.has(String(node[parentKey] ?? ''))) {
        within.add(String(node.id));
        grew = true;
      }
    }
  }
  return within;
}

/** Whether a value, or an item of a list value, contains the needle (case-insensitive). */
function contains(value: unknown, needle: string): boolean {
  if (Array.isArray(value)) return value.some((item) => contains(item, needle));
  return value !== undefined && value !== null && String(value).toLowerCase().includes(needle);
}

/** The filters that apply to this query (a filter `when` another parameter has a value). */
function applying(read: RecordsRead, query: URLSearchParams) {
  return (read.filters ?? []).filter((f) => !f.when || (query.get(f.when.param) ?? f.when.default ?? '') === f.when.is);
}

function filterTest(read: RecordsRead, ctx: RecordsContext, query: URLSearchParams): (row: Row) => boolean {
  const tests: ((row: Row) => boolean)[] = [];
  for (const filter of applying(read, query)) {
    const raw = query.get(filter.param)?.trim() ?? '';
    if (filter.match === 'ids') {
      const ids = new Set(raw.split(',').map((id) => id.trim()).filter(Boolean));
      tests.push((row) => filter.fields.some((field) => ids.has(String(row[field]))));
      continue;
    }
    if (raw === '') continue;
    if (filter.match === 'contains') {
      const needle = raw.toLowerCase();
      tests.push((row) => filter.fields.some((field) => contains(row[field], needle)));
    } else if (filter.match === 'equals') {
      tests.push((row) => filter.fields.some((field) => String(row[field]) === raw));
    } else {
      const within = new Map(filter.fields.map((field) => {
        const target = ctx.lookup(read.entity, field);
        const shape = target ? ctx.tree(target.entity) : undefined;
        return [field, target && shape ? subtreeIds(ctx.records(target.entity), shape.tree.parentKey, raw) : new Set([raw])] as const;
      }));
      tests.push((row) => filter.fields.some((field) => within.get(field)!.has(String(row[field]))));
    }
  }
  return (row) => tests.every((test) => test(row));
}

/** Rows in the order an applying `ids` filter lists them (unchanged without one). */
function inListedOrder(read: RecordsRead, rows: CrudRecord[], query: URLSearchParams): CrudRecord[] {
  const listed = applying(read, query).find((f) => f.match === 'ids');
  if (!listed) return rows;
  const order = (query.get(listed.param) ?? '').split(',').map((id) => id.trim());
  const at = (row: CrudRecord) => Math.min(...listed.fields.map((field) => order.indexOf(String(row[field]))).filter((i) => i >= 0));
  return [...rows].sort((a, b) => at(a) - at(b));
}

function sorted(read: RecordsRead, rows: readonly CrudRecord[], query: URLSearchParams, ctx: RecordsContext): CrudRecord[] {
  if (!read.sort) return [...rows];
  const options = read.sort.options;
  const asked = read.sort.param ? query.get(read.sort.param) ?? '' : '';
  const { field, order, collation } = options[Object.hasOwn(options, asked) ? asked : Object.keys(options)[0]!]!;
  const derived = read.derived?.[field];
  const keyOf = (row: CrudRecord) => (derived ? derive(read, derived, row, ctx) : row[field]) as string | number;
  const sign = order === 'asc' ? 1 : -1;
  return rows.map((row) => ({ row, key: keyOf(row) })).sort((a, b) => {
    const [x, y] = [a.key, b.key];
    const diff = collation === 'zh' ? String(x ?? '').localeCompare(String(y ?? ''), 'zh-CN') : x < y ? -1 : x > y ? 1 : 0;
    return (diff || a.row.id - b.row.id) * sign;
  }).map(({ row }) => row);
}

function positive(value: string | null, fallback: number, max: number): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? Math.min(n, max) : Math.min(fallback, max);
}

/** A derived value of one record. */
function derive(read: RecordsRead, derived: RecordsDerived, row: CrudRecord, ctx: RecordsContext): unknown {
  if ('label' in derived) {
    const target = ctx.lookup(read.entity, derived.label);
    const found = target ? ctx.records(target.entity).find((r) => String(r[target.value]) === String(row[derived.label])) : undefined;
    return found ? String(found[target!.label] ?? '') : '';
  }
  if ('some' in derived) {
    const items = Array.isArray(row[derived.some]) ? (row[derived.some] as Row[]) : [];
    return items.some((item) => Number(item[derived.field] ?? 0) > derived.above) ? derived.then : derived.else;
  }
  if ('count' in derived) {
    const { entity, field, where } = derived.count;
    const ids = within(read, row, ctx);
    return ctx.records(entity).filter((r) => ids.has(String(r[field])) && holds(r, where)).length;
  }
  const ancestry = lineage(read, row, ctx);
  return 'depth' in derived ? ancestry.length : ancestry.map((node) => String(node[derived.path] ?? '')).join(derived.separator);
}

/** The record's id, and of a tree node the ids of every node below it. */
function within(read: RecordsRead, row: CrudRecord, ctx: RecordsContext): Set<string> {
  const shape = ctx.tree(read.entity);
  return shape ? subtreeIds(ctx.records(read.entity), shape.tree.parentKey, String(row.id)) : new Set([String(row.id)]);
}

/** A tree node and the nodes above it, from the top down (the record alone outside a tree). */
function lineage(read: RecordsRead, row: CrudRecord, ctx: RecordsContext): CrudRecord[] {
  const shape = ctx.tree(read.entity);
  if (!shape) return [row];
  const byId = new Map(ctx.records(read.entity).map((r) => [String(r.id), r]));
  const nodes: CrudRecord[] = [];
  for (let at: CrudRecord | undefined = row; at && !nodes.includes(at); at = byId.get(String(at[shape.tree.parentKey] ?? ''))) nodes.unshift(at);
  return nodes;
}

function project(read: RecordsRead, row: CrudRecord, ctx: RecordsContext): Record<string, unknown> {
  const fields = read.fields ?? Object.keys(row);
  const out: Record<string, unknown> = {};
  for (const field of fields) out[field] = row[field] ?? read.defaults?.[field] ?? null;
  for (const [name, derived] of Object.entries(read.derived ?? {})) out[name] = derive(read, derived, row, ctx);
  return out;
}

export function recordsAnswer(read: RecordsRead, ctx: RecordsContext, query: URLSearchParams): RecordsAnswer {
  const missing = applying(read, query).find((f) => f.required && (query.get(f.param)?.trim() ?? '') === '');
  if (missing) return { status: 400, refusal: missing.required! };
  const narrow = filterTest(read, ctx, query);
  const kept = ctx.records(read.entity).filter((row) => holds(row, read.where) && narrow(row));
  if (read.options) return { answer: optionsAnswer(read, read.options, kept, ctx.options?.(read.entity, read.options.field) ?? []) };
  const take = read.take;
  if (take && 'one' in take) {
    const id = query.get(take.one.param)?.trim() ?? '';
    const key = take.one.field ?? 'id';
    const found = kept.find((row) => String(row[key]) === id);
    return found ? { answer: project(read, found, ctx) } : { status: 404, refusal: take.one.missing };
  }
  if (read.nest) {
    const shape = ctx.tree(read.entity);
    if (!shape) return { status: 400, refusal: '该数据不是树形数据' };
    const childrenKey = shape.tree.childrenKey ?? 'children';
    const shaped = (node: CrudRecord): Record<string, unknown> => ({
      ...project(read, node, ctx),
      [childrenKey]: (node[childrenKey] as CrudRecord[]).map(shaped),
    });
    return { answer: nestTree(kept, shape).map(shaped) };
  }
  const ordered = inListedOrder(read, sorted(read, kept, query, ctx), query);
  if (take && 'page' in take) {
    const names = pagingOf(undefined);
    const index = positive(query.get(names.page), 1, Number.MAX_SAFE_INTEGER);
    const size = positive(query.get(names.size), take.page.size, take.page.max);
    return { answer: { records: ordered.slice((index - 1) * size, index * size).map((row) => project(read, row, ctx)), total: ordered.length } };
  }
  const limit = take && 'limit' in take ? positive(query.get(take.limit.param), take.limit.default, take.limit.max) : ordered.length;
  return { answer: ordered.slice(0, limit).map((row) => project(read, row, ctx)) };
}
