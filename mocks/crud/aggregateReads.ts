/**
 * Aggregate reads served from their declarations (a family operation's `aggregate`,
 * src/pageLanguage/aggregate.ts): routed and guarded by the declaration like any operation
 * (mocks/routing/declaredOperation.ts), the rows read from an entity's collection or a row source
 * the mocks register once, restricted to what the caller may see, summed by aggregateEngine.ts.
 */
import type { HttpHandler } from 'msw';
import type { AggregateDeclaration, AggregateRestriction } from '../../src/pageLanguage/aggregate';
import { declaredOperations, type DeclaredOperation } from '../../src/contract/operations';
import { fail, ok } from '../handlers/respond';
import { callerCodes, type Access } from '../permissions';
import { inOrgScope, orgScopeOf } from '../permissions/orgScope';
import { operation } from '../routing/declaredOperation';
import { db } from '../store/db';
import { formatBeijingDate } from '../store/time';
import { aggregateAnswer, aggregateCsv, type AggregateAnswer, type AggregateRow } from './aggregateEngine';
import { crudCollectionName, crudEntities } from './crudCollections';

/** Rows of a derived source (one per job that used core-hours…), computed for the caller at `now`. */
export type RowSource = (caller: Access, now: number) => readonly object[];
/** A named caller scope: whether the value of a row's field is the caller's to see. */
export type CallerScope = (caller: Access) => (value: unknown) => boolean;

export interface AggregateRegistry {
  sources: Readonly<Record<string, RowSource>>;
  scopes: Readonly<Record<string, CallerScope>>;
}

const ENTITY = 'entity:';

/** The declarations' problems against the registry: a source or scope nobody registered (tests, and at start). */
export function aggregateProblems(operations: Iterable<DeclaredOperation>, registry: AggregateRegistry): string[] {
  const problems: string[] = [];
  for (const op of operations) {
    const aggregate = op.aggregate;
    if (!aggregate) continue;
    const where = `schemas/families/${op.family}.json ${op.name}`;
    const { restrict } = aggregate;
    const sources = [aggregate.source, ...Object.values(aggregate.parts).flatMap((part) => (part.source ? [part.source] : []))];
    for (const source of sources) {
      if (source.startsWith(ENTITY) ? !crudEntities.has(source.slice(ENTITY.length)) : !registry.sources[source]) problems.push(`${where}: 没有数据源 ${source}`);
    }
    if (restrict && 'scope' in restrict && !registry.scopes[restrict.scope]) problems.push(`${where}: 没有调用者范围 ${restrict.scope}`);
    if (!op.response) problems.push(`${where}: 汇总读取须声明 response`);
    const refuses = aggregate.range !== undefined || (aggregate.filters ?? []).some((f) => f.required) || Object.values(aggregate.parts).some((part) => part.groupBy && 'param' in part.groupBy);
    if (refuses && !op.refusals?.includes('BadRequest')) problems.push(`${where}: 区间、必填参数或统计维度会被拒绝（400），须声明 refusals BadRequest`);
    if (aggregate.missing && !op.refusals?.includes('NotFound')) problems.push(`${where}: missing 会被拒绝（404），须声明 refusals NotFound`);
    const read = [
      ...(aggregate.range ? [aggregate.range.start, aggregate.range.end] : []), ...(aggregate.filters ?? []).map((f) => f.param),
      ...Object.values(aggregate.parts).flatMap((part) => [
        ...(part.groupBy && 'param' in part.groupBy ? [part.groupBy.param] : []), ...(part.rows?.page ? [part.rows.page.index, part.rows.page.size] : []),
      ]),
    ];
    for (const param of read) if (!op.query?.[param]) problems.push(`${where}: 查询参数 ${param} 未在 query 中声明`);
    if (aggregate.csv && !(aggregate.answer && aggregate.parts[aggregate.answer]?.rows)) problems.push(`${where}: csv 须以 answer 指明一个 rows 部分`);
  }
  return problems;
}

function rowsOf(source: string, registry: AggregateRegistry, caller: Access, now: number): readonly AggregateRow[] {
  if (source.startsWith(ENTITY)) return db.collection(crudCollectionName(source.slice(ENTITY.length))).list();
  return registry.sources[source]!(caller, now) as readonly AggregateRow[];
}

/** Whether a row is the caller's to see under a declared restriction (computedReads.ts restricts computed families' rows by it too). */
export function restriction(restrict: AggregateRestriction | undefined, registry: AggregateRegistry, caller: Access): (row: AggregateRow) => boolean {
  if (!restrict) return () => true;
  if ('own' in restrict) return (row) => row[restrict.own] === caller.user.id;
  if ('org' in restrict) {
    const scope = orgScopeOf(caller.user, callerCodes(caller));
    return (row) => inOrgScope(scope, typeof row[restrict.org] === 'string' ? (row[restrict.org] as string) : undefined);
  }
  const admits = registry.scopes[restrict.scope]!(caller);
  return (row) => admits(row[restrict.field]);
}

/** One handler per declared aggregate read. */
export function createAggregateHandlers(registry: AggregateRegistry, operations: Iterable<DeclaredOperation> = declaredOperations.values()): HttpHandler[] {
  const declared = [...operations].filter((op) => op.aggregate);
  const problems = aggregateProblems(declared, registry);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return declared.map((op) => operation(op.family, op.name, ({ request }, caller) => {
    const aggregate = op.aggregate!;
    const result = aggregateRead(aggregate, registry, caller, new URL(request.url).searchParams);
    if ('refusal' in result) return fail(result.status ?? 400, result.refusal);
    if (!aggregate.csv) return ok(result.answer);
    return new Response(aggregateCsv(aggregate.csv, result.answer as AggregateRow[]), {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${aggregate.csv.fileName}"` },
    });
  }));
}

/** The answer of an aggregate read for this caller and query (also for a file made of the same rows). */
export function aggregateRead(aggregate: AggregateDeclaration, registry: AggregateRegistry, caller: Access, query: URLSearchParams): AggregateAnswer {
  const now = Date.now();
  const keep = restriction(aggregate.restrict, registry, caller);
  const rows = (source: string) => rowsOf(source, registry, caller, now).filter(keep);
  return aggregateAnswer(aggregate, rows(aggregate.source), query, formatBeijingDate(now), rows);
}
