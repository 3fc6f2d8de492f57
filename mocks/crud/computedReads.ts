/**
 * Computed families served from their declarations (a family's `rows`, an operation's `rows`;
 * src/pageLanguage/computedRecords.ts): the records are the rows of a registered row source,
 * computed for the caller on each read, restricted as an aggregate read restricts them
 * (aggregateReads.ts), then filtered, sorted, paged and exported by the entity's fields as the
 * generated list is (listQuery.ts), guarded by the family's declared grants. Registered before
 * the generated CRUD, whose handlers of these families are never reached (their collections
 * stay empty).
 */
import { http, type HttpHandler } from 'msw';
import type { ComputedRecords, ComputedView } from '../../src/pageLanguage/computedRecords';
import type { EndpointFamily, EndpointVerb } from '../../src/pageLanguage/endpoint';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import type { FamilyDeclaration } from '../../src/pageLanguage/family';
import { familyDeclarations } from '../../src/contract/catalog';
import { recordIdPlace, routeOf } from '../../src/contract/routes';
import { pageRows, type Row } from '../handlers/pageRows';
import { fail } from '../handlers/respond';
import { familyGrants, forbidden, requireGrant, type Access } from '../permissions';
import { operation } from '../routing/declaredOperation';
import { measures } from './aggregateEngine';
import { restriction, type AggregateRegistry } from './aggregateReads';
import type { CrudRecord } from './crudRecord';
import { answerItem, answerList } from './envelope';
import { crudFamilies, type CrudFamily } from './families';
import { resolveServerQuery } from './listQuery';
import { mockPath } from './mockPath';
import { summarise } from './readVerbs';
import { toCsv } from './toCsv';

/** The verbs a computed family answers: reads only, get last (its {id} would take stats or export). */
const READ_VERBS = ['list', 'export', 'summary', 'get'] as const satisfies readonly EndpointVerb[];

/**
 * The declarations' problems against the registry: a source or scope nobody registered, a view
 * in a family without rows (tests, and at start). Writes of a computed family's verbs stay
 * hand-written (they change what the rows are computed from: the ledger, an operator's setting).
 */
export function computedProblems(families: ReadonlyMap<string, FamilyDeclaration>, registry: AggregateRegistry): string[] {
  const problems: string[] = [];
  for (const [name, family] of families) {
    const views = (family.operations ?? []).filter((op) => op.rows);
    if (!family.rows) {
      if (views.length > 0) problems.push(`schemas/families/${name}.json: 操作声明了 rows，但族没有声明 rows`);
      continue;
    }
    const where = `schemas/families/${name}.json rows`;
    if (!registry.sources[family.rows.source]) problems.push(`${where}: 没有数据源 ${family.rows.source}`);
    for (const restrict of [family.rows.restrict, ...views.map((op) => op.rows!.restrict)]) {
      if (restrict && 'scope' in restrict && !registry.scopes[restrict.scope]) problems.push(`${where}: 没有调用者范围 ${restrict.scope}`);
    }
  }
  return problems;
}

/** Reading the rows of one computed family for a caller and a query. */
export class ComputedRows {
  constructor(
    readonly entity: EntitySchema, private readonly declared: ComputedRecords, private readonly registry: AggregateRegistry,
    /** The family's paging parameters and answer layout where they differ from the dialect's. */
    private readonly endpoint: Pick<EndpointFamily, 'paging' | 'response'> = {},
  ) {}

  /** Every row of the source. */
  all(caller: Access): Row[] {
    const rows = this.registry.sources[this.declared.source]!(caller, Date.now()) as Row[];
    return this.declared.newestFirst ? [...rows].sort((a, b) => Number(b.id) - Number(a.id)) : rows;
  }

  /** Whether the caller reads as an owner: `owner` declared and every grant it holds for the call an `own` one. */
  asOwner(caller: Access): boolean {
    return this.declared.owner !== undefined && caller.held.every((grant) => grant.own);
  }

  /** Every row the caller may read (the family's restriction, or a view's; an owner's own rows). */
  visible(caller: Access, restrict = this.declared.restrict): Row[] {
    const owner = this.declared.owner;
    const keep = owner !== undefined && this.asOwner(caller) ? (row: Row) => row[owner] === caller.user.id : restriction(restrict, this.registry, caller);
    return this.all(caller).filter(keep);
  }

  /** The rows matching the URL's entity-field filters and keyword, sorted; one page of them, or all (`pageSize: 0`). */
  query(rows: Row[], url: URL, paged: boolean): { records: Row[]; total: number } {
    const base = resolveServerQuery(this.entity, url, this.endpoint.paging) as Parameters<typeof pageRows>[1];
    const search = this.declared.search;
    const needle = search ? (url.searchParams.get(search.param)?.trim().toLowerCase() ?? '') : '';
    const found = (row: Row) => needle === '' || search!.fields.some((field) => String(row[field] ?? '').toLowerCase().includes(needle));
    return pageRows(rows, { ...base, filter: (row) => (base.filter ? base.filter(row) : true) && found(row), ...(paged ? {} : { pageSize: 0 }) });
  }

  /** The declared totals over the rows. */
  totals(rows: Row[]): Record<string, unknown> {
    return this.declared.totals ? measures(this.declared.totals, rows) : {};
  }

  page(rows: Row[], url: URL): Response {
    const page = this.query(rows, url, true);
    return answerList(this.endpoint.response, page.records, page.total, this.declared.totals ? this.totals(this.query(rows, url, false).records) : undefined);
  }

  csv(rows: Row[], url: URL, fileName = `${this.entity.$id}.csv`): Response {
    return new Response(toCsv(this.entity, this.query(rows, url, false).records), {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` },
    });
  }
}

function familyHandlers(family: CrudFamily, declared: FamilyDeclaration, registry: AggregateRegistry): HttpHandler[] {
  const { entity, endpoint } = family;
  const reader = new ComputedRows(entity, declared.rows!, registry, endpoint);
  const grants = familyGrants(endpoint.base);
  const on = (verb: EndpointVerb, answer: (request: Request, params: Record<string, unknown>, caller: Access) => Response) =>
    http.get(mockPath(endpoint, routeOf(endpoint, verb)), ({ request, params }) => {
      const caller = requireGrant(request, grants.verbs[verb] ?? []);
      return caller instanceof Response ? caller : answer(request, params, caller);
    });
  const answers: Record<(typeof READ_VERBS)[number], Parameters<typeof on>[1]> = {
    list: (request, _, caller) => reader.page(reader.visible(caller), new URL(request.url)),
    export: (request, _, caller) => reader.csv(reader.visible(caller), new URL(request.url)),
    get: (request, params, caller) => {
      const place = recordIdPlace(routeOf(endpoint, 'get'), 'get');
      const id = place.in === 'path' ? String(params.id) : (new URL(request.url).searchParams.get(place.field ?? 'id') ?? '');
      const row = reader.visible(caller).find((r) => String(r.id) === id);
      if (row) return answerItem(endpoint.response, row);
      // Another's record is forbidden to an owner; outside an operator's scope it is as good as absent.
      return reader.asOwner(caller) && reader.all(caller).some((r) => String(r.id) === id) ? forbidden() : fail(404, `${entity.title}不存在`);
    },
    summary: (request, _, caller) => {
      const matched = reader.query(reader.visible(caller), new URL(request.url), false).records;
      return answerItem(endpoint.response, { ...summarise(entity, matched as CrudRecord[]), ...reader.totals(matched) });
    },
  };
  const verbs = READ_VERBS.filter((verb) => (declared.verbs ?? []).includes(verb));
  const views = (declared.operations ?? []).filter((op) => op.rows).map((op) => {
    const view: ComputedView = op.rows!;
    return operation(family.name, op.name, ({ request }, caller) => {
      const rows = reader.visible(caller, view.restrict);
      return view.answer === 'page' ? reader.page(rows, new URL(request.url)) : reader.csv(rows, new URL(request.url), view.fileName);
    });
  });
  return [...views, ...verbs.map((verb) => on(verb, answers[verb]))];
}

/** The handlers of every family declaring `rows` (and of its operations declaring `rows`). */
export function createComputedHandlers(registry: AggregateRegistry, families: ReadonlyMap<string, FamilyDeclaration> = familyDeclarations): HttpHandler[] {
  const problems = computedProblems(families, registry);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return crudFamilies.flatMap((family) => {
    const declared = families.get(family.name);
    return declared?.rows ? familyHandlers(family, declared, registry) : [];
  });
}
