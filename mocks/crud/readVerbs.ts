/**
 * The generated read verbs beside the paged list: `tree` (the whole tree of a tree family),
 * `children` (the nodes under `?<parentKey>=`, each with its subtree) and `summary` (counts of the
 * records matching the list's filters: `{ total, counts: { <enum field>: { <value>: n } } }`).
 * Each needs what the list needs (the page's look code) and honours the caller's scope, the
 * organisation scope included (orgScope.ts).
 */
import type { HttpHandler } from 'msw';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import type { EndpointFamily, EndpointVerb } from '../../src/pageLanguage/endpoint';
import { fail } from '../handlers/respond';
import { anyAdmits, forbidden } from '../permissions';
import type { CrudRecord } from './crudRecord';
import { answerItem } from './envelope';
import type { CrudFamily } from './families';
import { resolveServerQuery } from './listQuery';
import { nestTree, TREE_ROOT } from './treeRules';
import { recordScope } from './orgScope';

type Access = (request: Request, verb: EndpointVerb) => ReturnType<typeof import('../permissions').requireGrant>;
type On = (verb: EndpointVerb) => (resolver: Parameters<typeof import('msw').http.get>[1]) => HttpHandler;

export interface ReadVerbContext {
  family: CrudFamily;
  table: () => { list(): CrudRecord[] };
  access: Access;
  on: On;
}

/** Records passing the URL's entity-field filters (scope included), `skip` parameters left out. */
function matching(entity: EntitySchema, endpoint: EndpointFamily, records: CrudRecord[], url: URL, skip: string[] = []): CrudRecord[] {
  const trimmed = new URL(url);
  for (const key of skip) trimmed.searchParams.delete(key);
  const { filter } = resolveServerQuery(entity, trimmed, endpoint.paging);
  return records.filter((r) => !filter || filter(r));
}

/** Counts per value of every enum field of the entity, over the records given. */
export function summarise(entity: EntitySchema, records: readonly CrudRecord[]): { total: number; counts: Record<string, Record<string, number>> } {
  const counts: Record<string, Record<string, number>> = {};
  for (const [key, field] of Object.entries(entity.properties)) {
    if (!field.oneOf) continue;
    const byValue: Record<string, number> = Object.fromEntries(field.oneOf.map((o) => [String(o.const), 0]));
    for (const record of records) {
      const value = String(record[key]);
      if (value in byValue) byValue[value] = (byValue[value] ?? 0) + 1;
    }
    counts[key] = byValue;
  }
  return { total: records.length, counts };
}

export function createReadVerbHandlers({ family, table, access, on }: ReadVerbContext): Partial<Record<EndpointVerb, HttpHandler>> {
  const { entity, endpoint, tree } = family;
  const guard = (request: Request, verb: EndpointVerb) => {
    const auth = access(request, verb);
    if (auth instanceof Response) return auth;
    const url = new URL(request.url);
    // A scoped page's grant covers its own records only: the query must name its scope.
    if (!anyAdmits(auth.held, (key) => url.searchParams.get(key))) return forbidden();
    const inScope = recordScope(entity, auth);
    return { url, records: table().list().filter(inScope) };
  };
  const shape = tree ? { tree, orderKey: family.orderKey } : null;
  return {
    tree: on('tree')(({ request }) => {
      const read = guard(request, 'tree');
      if (read instanceof Response) return read;
      if (!shape) return fail(400, `${entity.title}不是树形数据`);
      return answerItem(endpoint.response, nestTree(matching(entity, endpoint, read.records, read.url), shape));
    }),
    children: on('children')(({ request }) => {
      const read = guard(request, 'children');
      if (read instanceof Response) return read;
      if (!shape) return fail(400, `${entity.title}不是树形数据`);
      const parent = read.url.searchParams.get(shape.tree.parentKey) ?? TREE_ROOT;
      return answerItem(endpoint.response, nestTree(matching(entity, endpoint, read.records, read.url, [shape.tree.parentKey]), shape, parent));
    }),
    summary: on('summary')(({ request }) => {
      const read = guard(request, 'summary');
      if (read instanceof Response) return read;
      return answerItem(endpoint.response, summarise(entity, matching(entity, endpoint, read.records, read.url)));
    }),
  };
}
