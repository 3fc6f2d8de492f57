import type { EndpointFamily, EndpointRoute, EndpointVerb } from '../pageLanguage/endpoint';

/** The calls of a family when its config names no route of its own (README: endpoint families). */
export const DEFAULT_ROUTES: Record<EndpointVerb, EndpointRoute> = {
  list: { method: 'GET', path: 'page' },
  get: { method: 'GET', path: '{id}' },
  create: { method: 'POST', path: '' },
  update: { method: 'PUT', path: '{id}' },
  delete: { method: 'DELETE', path: '{id}' },
  deleteMany: { method: 'POST', path: 'batch-delete' },
  export: { method: 'GET', path: 'export' },
  status: { method: 'PUT', path: 'status/{id}/{value}' },
  reorder: { method: 'PUT', path: 'order-index' },
  tree: { method: 'GET', path: 'tree' },
  children: { method: 'GET', path: 'child' },
  summary: { method: 'GET', path: 'summary' },
};

/**
 * Values of a path's placeholders: {id} (the record), {value} (a switch value) and, in custom
 * actions, entity fields ("bind/{id}/{groupId}").
 */
export interface RouteParams {
  id?: string | number;
  value?: string | number | boolean;
  [field: string]: string | number | boolean | undefined;
}

/** The placeholder names of a route path, in order ("bind/{id}/{groupId}" → id, groupId). */
export function pathPlaceholders(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1]!);
}

/** Joins a route path to the base and fills its placeholders (URL-encoded). */
export function resolvePath(base: string, path: string, params: RouteParams = {}): string {
  const filled = path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`路径 ${path} 需要参数 ${name}`);
    return encodeURIComponent(String(value));
  });
  if (filled.startsWith('/api/')) return filled;
  const trimmedBase = base.replace(/\/+$/, '');
  return filled === '' ? trimmedBase : `${trimmedBase}/${filled}`;
}

export function serves(family: EndpointFamily, verb: EndpointVerb): boolean {
  return family.verbs.includes(verb);
}

/** Method and full path of a verb of the family; refuses verbs the family does not serve. */
export function resolveRoute(family: EndpointFamily, verb: EndpointVerb, params?: RouteParams): { method: EndpointRoute['method']; path: string } {
  if (!serves(family, verb)) throw new Error(`接口族 ${family.base} 未提供 ${verb}`);
  const route = routeOf(family, verb);
  return { method: route.method, path: resolvePath(family.base, route.path, params) };
}

/** The verbs that name one record. */
const RECORD_VERBS = new Set<EndpointVerb>(['get', 'update', 'delete']);

/** Where a record call carries the record's id: in its path ({id}), its query or its body. */
export type RecordIdPlace = { in: 'path' } | { in: 'query' | 'body'; field: string };

/**
 * Where a verb's route names the record: {id} in the path, else `idField` (default "id") in the
 * query of a GET or DELETE, in the body of a PUT or POST. The data provider sends it there and
 * the mocks read it from there.
 */
export function recordIdPlace(route: EndpointRoute, verb: EndpointVerb): RecordIdPlace {
  if (!RECORD_VERBS.has(verb) || pathPlaceholders(route.path).includes('id')) return { in: 'path' };
  return { in: route.method === 'GET' || route.method === 'DELETE' ? 'query' : 'body', field: route.idField ?? 'id' };
}

/** The route a family gives a verb (its own, else the default). */
export function routeOf(family: EndpointFamily, verb: EndpointVerb): EndpointRoute {
  return family.routes?.[verb] ?? DEFAULT_ROUTES[verb];
}
