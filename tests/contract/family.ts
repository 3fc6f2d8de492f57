/**
 * What a page config promises about its endpoint family, spelled out for the contract tests:
 * the calls of each verb, the paging names, where records and totals sit in an answer, the
 * parameters a filter sends. The defaults are the page language's own (src/pageLanguage/endpoint.ts
 * documents them; the constants are imported so the tests and the renderer share one definition).
 */
import type { RecordCondition } from '../../src/pageLanguage/actions';
import type { FilterConfig, FilterWidget } from '../../src/pageLanguage/columns';
import type { DialectPaging, DialectResponse, EndpointFamily, EndpointVerb } from '../../src/pageLanguage/endpoint';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import type { ListPageConfig } from '../../src/pageLanguage/pageConfig';
import { readPath } from '../../src/contract/readPath';
import { pagingOf as dialectPaging, responseOf as dialectResponse } from '../../src/contract/backendDialect';
import { DEFAULT_ROUTES, recordIdPlace, resolvePath } from '../../src/contract/routes';
import { meetsCondition } from '../../src/contract/actionRules';

export { readPath };

export type ApiRecord = Record<string, unknown>;

export function pagingOf(family: EndpointFamily): DialectPaging {
  return dialectPaging(family);
}

export function responseOf(family: EndpointFamily): DialectResponse {
  return dialectResponse(family);
}

export function serves(family: EndpointFamily, verb: EndpointVerb): boolean {
  return family.verbs.includes(verb);
}

/**
 * Method and path of a verb, with {id} / {value} filled. A record route without {id} names the
 * record as the data provider does: in the query (`?id=7`, in `path`) or in the body (`idBody`,
 * to spread into the JSON sent).
 */
export function routeOf(family: EndpointFamily, verb: EndpointVerb, params: { id?: string | number; value?: string | number | boolean } = {}) {
  const route = family.routes?.[verb] ?? DEFAULT_ROUTES[verb];
  const path = resolvePath(family.base, route.path, params);
  const place = recordIdPlace(route, verb);
  if (place.in === 'path' || params.id === undefined) return { method: route.method, path, idBody: {} };
  if (place.in === 'query') return { method: route.method, path: `${path}?${place.field}=${encodeURIComponent(String(params.id))}`, idBody: {} };
  return { method: route.method, path, idBody: { [place.field]: params.id } };
}

/** Path of a custom action's route. */
export function actionPath(family: EndpointFamily, path: string, id?: string | number): string {
  return resolvePath(family.base, path, id === undefined ? {} : { id });
}

/** Page-size default of docs/behaviour §9. */
export function pageSizeOf(config: ListPageConfig): number {
  return config.pageSize ?? 20;
}

export function rowKeyOf(config: { rowKey?: string }): string {
  return config.rowKey ?? 'id';
}

/** The widget a filter shows: its own, or by the entity field (enum, number, date, else text). */
export function filterWidget(filter: FilterConfig, entity: EntitySchema): FilterWidget {
  if (filter.widget) return filter.widget;
  const field = entity.properties[filter.key];
  // A lookup (x-lookup) offers the referenced family's records as a select.
  if (field?.oneOf || field?.['x-lookup']) return 'select';
  if (field?.type === 'integer' || field?.type === 'number') return 'number';
  if (field?.format === 'date' || field?.format === 'datetime') return 'dateRange';
  return 'input';
}

export function filterLabel(filter: FilterConfig, entity: EntitySchema): string {
  return filter.label ?? entity.properties[filter.key]?.title ?? filter.key;
}

/** Server parameter names of a filter: one, or [from, to] for a date range. */
export function filterParams(filter: FilterConfig, entity: EntitySchema): string[] {
  if (Array.isArray(filter.param)) return filter.param;
  if (filterWidget(filter, entity) === 'dateRange') return [`${filter.key}Start`, `${filter.key}End`];
  return [filter.param ?? filter.key];
}

/** Select options of a filter: its own, or the entity's enum labels. */
export function filterOptions(filter: FilterConfig, entity: EntitySchema): { label: string; value: string | number | boolean }[] {
  return filter.options ?? (entity.properties[filter.key]?.oneOf ?? []).map((o) => ({ label: o.title, value: o.const }));
}

export function columnTitle(column: { key: string; title?: string }, entity: EntitySchema): string {
  return column.title ?? entity.properties[column.key.split('.')[0] ?? column.key]?.title ?? column.key;
}

export function matchesCondition(record: ApiRecord, condition: RecordCondition | undefined): boolean {
  return meetsCondition(record, condition);
}

export function matchesScope(record: ApiRecord, scope: Record<string, unknown> | undefined): boolean {
  return Object.entries(scope ?? {}).every(([key, value]) => String(record[key]) === String(value));
}

/** Records and total of a list answer, where the mapping says; throws naming the path when absent. */
/** Records and total of a list answer in the family's dialect (a total header's name in lower case). */
export function listAnswer(body: unknown, family: EndpointFamily, headers: Record<string, string> = {}): { records: ApiRecord[]; total: unknown } {
  const mapping = responseOf(family);
  const records = readPath(body, mapping.records);
  if (!Array.isArray(records)) throw new Error(`列表响应中 "${mapping.records}" 不是数组`);
  return { records: records as ApiRecord[], total: mapping.totalHeader ? headers[mapping.totalHeader.toLowerCase()] : readPath(body, mapping.total) };
}

/** The query of a list call, in the family's parameter names (page is 1-based here). */
export function listQuery(
  config: { endpoint: EndpointFamily; scope?: Record<string, unknown> },
  options: { page: number; size: number; sort?: { key: string; order: 'asc' | 'desc' }; filters?: Record<string, string | number | boolean> },
): Record<string, string> {
  const names = pagingOf(config.endpoint);
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...options.filters, ...config.scope })) query[key] = String(value);
  query[names.page] = String(options.page - 1 + names.firstPage);
  query[names.size] = String(options.size);
  if (options.sort) {
    query[names.sort] = options.sort.key;
    query[names.order] = options.sort.order;
  }
  return query;
}
