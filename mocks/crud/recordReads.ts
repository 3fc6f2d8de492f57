/**
 * Records reads served from their declarations (a family operation's `records`,
 * src/pageLanguage/recordsRead.ts): routed and guarded by the declaration like any operation
 * (mocks/routing/declaredOperation.ts) — a public one for every visitor — over the generated CRUD
 * collections, answered by recordsEngine.ts.
 */
import type { HttpHandler } from 'msw';
import { declaredOperations, type DeclaredOperation } from '../../src/contract/operations';
import { fail, ok } from '../handlers/respond';
import { operation, publicOperation } from '../routing/declaredOperation';
import { db } from '../store/db';
import { crudCollectionName, crudEntities } from './crudCollections';
import { crudFamilies } from './families';
import { lookupTarget } from './lookupRefs';
import { recordsAnswer, type RecordsContext } from './recordsEngine';

/** The live collections, trees and lookups the engine reads. */
export const liveRecords: RecordsContext = {
  records: (entity) => db.collection(crudCollectionName(entity)).list(),
  tree: (entity) => {
    const family = crudFamilies.find((f) => f.entity.$id === entity && f.tree);
    return family?.tree ? { tree: family.tree, orderKey: family.orderKey } : undefined;
  },
  lookup: (entity, field) => {
    const lookup = crudEntities.get(entity)?.properties[field]?.['x-lookup'];
    const target = lookup ? lookupTarget(lookup) : undefined;
    return target ? { entity: target.config.entity, value: target.value, label: target.label } : undefined;
  },
  options: (entity, field) => crudEntities.get(entity)?.properties[field]?.oneOf ?? [],
};

/** The declarations' problems: an entity, field or lookup that does not exist (tests, and at start). */
export function recordsProblems(operations: Iterable<DeclaredOperation>): string[] {
  const problems: string[] = [];
  for (const op of operations) {
    const read = op.records;
    if (!read) continue;
    const where = `schemas/families/${op.family}.json ${op.name}`;
    const entity = crudEntities.get(read.entity);
    if (!entity) {
      problems.push(`${where}: 没有实体 ${read.entity}`);
      continue;
    }
    if (!op.response) problems.push(`${where}: 记录读取须声明 response`);
    const needsLookup = [
      ...(read.filters ?? []).filter((f) => f.match === 'subtree').flatMap((f) => f.fields),
      ...Object.values(read.derived ?? {}).flatMap((d) => ('label' in d ? [d.label] : [])),
    ];
    for (const field of needsLookup) if (!liveRecords.lookup(read.entity, field)) problems.push(`${where}: ${field} 不是 x-lookup 字段`);
    for (const d of Object.values(read.derived ?? {})) if ('count' in d && !crudEntities.has(d.count.entity)) problems.push(`${where}: 没有实体 ${d.count.entity}`);
    if (read.nest && !liveRecords.tree(read.entity)) problems.push(`${where}: ${read.entity} 不是树形数据`);
    if (read.options && !entity.properties[read.options.field]?.oneOf) problems.push(`${where}: ${read.options.field} 不是有选项（oneOf）的字段`);
  }
  return problems;
}

/** One handler per declared records read. */
export function createRecordsHandlers(operations: Iterable<DeclaredOperation> = declaredOperations.values()): HttpHandler[] {
  const declared = [...operations].filter((op) => op.records);
  const problems = recordsProblems(declared);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return declared.map((op) => {
    // Path parameters are read like query parameters (subcenter/group/{groupId}).
    const answer = (request: Request, params: Readonly<Record<string, unknown>>) => {
      const query = new URL(request.url).searchParams;
      for (const [name, value] of Object.entries(params)) if (typeof value === 'string') query.set(name, value);
      const result = recordsAnswer(op.records!, liveRecords, query);
      return 'refusal' in result ? fail(result.status, result.refusal) : ok(result.answer);
    };
    return 'public' in op.access
      ? publicOperation(op.family, op.name, ({ request, params }) => answer(request, params))
      : operation(op.family, op.name, ({ request, params }) => answer(request, params));
  });
}

/** Every declared records read (registered in mocks/handlers/index.ts). */
export const recordsHandlers = createRecordsHandlers();
