/**
 * The data provider of generated pages (after react-admin's and refine's): one object per
 * endpoint family that turns page intents into calls of the one HTTP client
 * (src/core/http/client.ts) and answers into records through the family's response mapping.
 * Pages never build URLs or read envelopes themselves.
 */
import { http, request } from '../../core/http/client';
import { developerFault, PAGE_DATA_MALFORMED } from '../../core/feedback/developerFault';
import { notify } from '../../core/feedback/notify';
import { HttpError } from '../../core/http/HttpError';
import { writeFailureMessage, writeWithReason } from '../../core/http/writeWithReason';
import type { EndpointFamily, EndpointRoute } from '../../pageLanguage/endpoint';
import { resolveExportQuery, resolveListQuery, type ListParams, type ListScope } from './resolveListQuery';
import { resolveFieldErrors, resolveItemResponse, resolveListResponse, type DataRecord, type ListResult } from './resolveResponse';
import { recordIdPlace, resolvePath, resolveRoute, routeOf, serves, type RouteParams } from '../../contract/routes';
import { responseOf } from '../../contract/backendDialect';
import { readPath } from '../../contract/readPath';

export type RecordId = string | number;

/** A create/update the server refused with messages per field (400 with the mapped field errors). */
export class FieldValidationError extends Error {
  override name = 'FieldValidationError';
  constructor(message: string, readonly fieldErrors: Record<string, string>) {
    super(message);
  }
}

export interface CallOptions {
  /** Cancels the previous in-flight call with the same key (superseded list queries). */
  abortKey?: string;
  /** Global loading overlay (lists show their own spinner, so they pass false). */
  loading?: boolean;
  /** No toast: the caller shows the error itself (error panel, form fields). */
  silent?: boolean;
  /** Extra request headers (a read-ahead call marks itself `Purpose: prefetch`). */
  headers?: Record<string, string>;
  /** Aborts the call (the query cache's signal: nobody shows its answer any more). */
  signal?: AbortSignal;
}

export interface DataProvider {
  /** The endpoint family the provider calls. */
  readonly family: EndpointFamily;
  /** The page's fixed filter: sent with every list and export call and written into created records. */
  readonly scope?: ListScope;
  /** One page of records matching filters and sort: GET <base>/page?pageIndex&pageSize&sortField&sortOrder&<filters>. */
  getList(params: ListParams, options?: CallOptions): Promise<ListResult>;
  /** One record by id: GET <base>/{id}. */
  getOne(id: RecordId, options?: CallOptions): Promise<DataRecord | undefined>;
  /** Creates a record: POST <base>, with the scope's values. A 400 with field errors rejects with FieldValidationError (no toast). */
  create(data: DataRecord, options?: CallOptions): Promise<DataRecord | undefined>;
  /** Replaces a record's editable fields: PUT <base>/{id}. Same error contract as create. */
  update(id: RecordId, data: DataRecord, options?: CallOptions): Promise<DataRecord | undefined>;
  /** Deletes one record: DELETE <base>/{id}. */
  delete(id: RecordId, options?: CallOptions): Promise<void>;
  /** Deletes several: POST <base>/batch-delete with { ids }. */
  deleteMany(ids: RecordId[], options?: CallOptions): Promise<void>;
  /** All rows matching filters and sort as a file (blob): GET <base>/export?<filters>. */
  export(params: Omit<ListParams, 'page' | 'pageSize'>, options?: CallOptions): Promise<Blob>;
  /** Status switch: PUT <base>/status/{id}/{value}. */
  setStatus(id: RecordId, value: string | number | boolean, options?: CallOptions): Promise<void>;
  /** Records in their new order (上移 / 下移): the family's `reorder` with `{ ids }`. */
  reorder(ids: RecordId[], options?: CallOptions): Promise<void>;
  /** Tree nodes (children nested): the family's `tree`, else its `children` of the root; `parent` narrows to one node's children. */
  getTree(parent?: { key: string; value: RecordId }, options?: CallOptions): Promise<DataRecord[]>;
  /** Counts of the records matching the filters: the family's `summary` (GET <base>/summary?<filters>). */
  getSummary(filters: ListParams['filters'], options?: CallOptions): Promise<DataRecord | undefined>;
  /** A custom endpoint action (reject, settle…): the route's method on its path with {id} filled. */
  action(route: EndpointRoute, params: RouteParams, body?: Record<string, unknown>, options?: CallOptions): Promise<unknown>;
  /** A custom action's `current` read: GET its path with the record named, answered as one record (the dialog starts from it). */
  readActionValues(route: EndpointRoute, params: RouteParams, query: Record<string, string | number>, options?: CallOptions): Promise<DataRecord | undefined>;
}

/** A 400 carrying field errors becomes a FieldValidationError; other failures pass through. */
export function toFieldError(error: unknown, family: Pick<EndpointFamily, 'response'>): unknown {
  if (error instanceof HttpError && error.status === 400) {
    const fieldErrors = resolveFieldErrors(error.body, family.response);
    if (Object.keys(fieldErrors).length > 0) return new FieldValidationError(error.message, fieldErrors);
  }
  return error;
}

/** A provider for one endpoint family, optionally narrowed to a page's scope (fixed filter). */
export function createDataProvider(family: EndpointFamily, scope?: ListScope): DataProvider {
  /** The query naming a record when its route carries the id there (`GET detail?id=7`). */
  const idQuery = (verb: 'get' | 'delete', id: string | number) => {
    const place = recordIdPlace(routeOf(family, verb), verb);
    return place.in === 'query' ? { query: { [place.field]: id } } : {};
  };

  /** A write's call: for a family whose refusals carry a reason, the 403's reason is what the user reads (writeWithReason.ts). */
  const write = (path: string, init: Parameters<typeof request>[1]) =>
    (family.refusalReasons && !init?.silent ? writeWithReason(() => request(path, { ...init, silent: true })) : request(path, init));

  const mutate = async (verb: 'create' | 'update', data: DataRecord, params: RouteParams, options: CallOptions = {}) => {
    const route = resolveRoute(family, verb, params);
    const place = recordIdPlace(routeOf(family, verb), verb);
    const json = place.in === 'body' && params.id !== undefined ? { ...data, [place.field]: params.id } : data;
    try {
      // Silent first: field errors belong on the fields, not in a toast; other errors are shown below.
      const body = await request(route.path, { method: route.method, json, ...options, silent: true });
      return resolveItemResponse(body, family.response);
    } catch (error) {
      const mapped = toFieldError(error, family);
      if (!(mapped instanceof FieldValidationError) && !options.silent && mapped instanceof HttpError && mapped.kind !== 'aborted') {
        notify.error(family.refusalReasons ? writeFailureMessage(mapped) : mapped.message);
      }
      throw mapped;
    }
  };

  return {
    family,
    scope,
    async getList(params, options) {
      const route = resolveRoute(family, 'list');
      const query = resolveListQuery(params, family.paging, scope);
      let headers: Headers | undefined;
      const onHeaders = (received: Headers) => {
        headers = received;
      };
      // POST list calls (e.g. workorder page) take the query as their body.
      const body = route.method === 'GET'
        ? await http.get(route.path, { ...options, query, onHeaders })
        : await request(route.path, { ...options, method: route.method, json: query, onHeaders });
      return resolveListResponse(body, family.response, headers);
    },
    async getOne(id, options) {
      const route = resolveRoute(family, 'get', { id });
      return resolveItemResponse(await request(route.path, { ...options, ...idQuery('get', id), method: route.method }), family.response);
    },
    create: (data, options) => mutate('create', { ...data, ...scope }, {}, options),
    update: (id, data, options) => mutate('update', data, { id }, options),
    async delete(id, options) {
      const route = resolveRoute(family, 'delete', { id });
      await write(route.path, { ...options, ...idQuery('delete', id), method: route.method });
    },
    async deleteMany(ids, options) {
      const route = resolveRoute(family, 'deleteMany');
      await write(route.path, { ...options, method: route.method, json: { ids } });
    },
    async export(params, options) {
      const route = resolveRoute(family, 'export');
      return http.download(route.path, { ...options, query: resolveExportQuery(params, family.paging, scope) });
    },
    async setStatus(id, value, options) {
      const route = resolveRoute(family, 'status', { id, value: typeof value === 'boolean' ? Number(value) : value });
      await write(route.path, { ...options, method: route.method });
    },
    async reorder(ids, options) {
      const route = resolveRoute(family, 'reorder');
      await write(route.path, { ...options, method: route.method, json: { ids } });
    },
    async getTree(parent, options) {
      const verb = !parent && serves(family, 'tree') ? 'tree' : 'children';
      const route = resolveRoute(family, verb);
      const query = { ...scope, ...(verb === 'children' ? { [parent?.key ?? 'parentId']: parent?.value ?? 0 } : {}) };
      const body = await request(route.path, { ...options, method: route.method, query });
      const nodes = readPath(body, responseOf(family).item);
      if (!Array.isArray(nodes)) throw developerFault(PAGE_DATA_MALFORMED, `树形响应中 "${responseOf(family).item}" 不是数组：请检查页面配置的 endpoint.response`);
      return nodes.filter((n): n is DataRecord => typeof n === 'object' && n !== null);
    },
    async getSummary(filters, options) {
      const route = resolveRoute(family, 'summary');
      const body = await request(route.path, { ...options, method: route.method, query: resolveExportQuery({ filters }, family.paging, scope) });
      return resolveItemResponse(body, family.response);
    },
    async action(route, params, body, options) {
      const path = resolvePath(family.base, route.path, params);
      return route.method === 'GET' ? request(path, { ...options, method: route.method }) : write(path, { ...options, method: route.method, json: body ?? {} });
    },
    async readActionValues(route, params, query, options) {
      const path = resolvePath(family.base, route.path, params);
      return resolveItemResponse(await request(path, { ...options, method: route.method, query }), family.response);
    },
  };
}
