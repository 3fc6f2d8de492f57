/**
 * CRUD mock handlers generated from an entity and its endpoint family (DESIGN.md §6): server-side
 * paging, filters and sort, validation of create/update against the entity schema (400 with
 * field errors), status switch, batch delete and CSV export; stateful through mocks/store, so
 * changes persist (IndexedDB in the browser) and reset with the demo data.
 */
import { http, type HttpHandler } from 'msw';
import type { EndpointVerb } from '../../src/pageLanguage/endpoint';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import { DEFAULT_ROUTES } from '../../src/renderer/data/resolveRoute';
import { durable, fail, readJsonObject } from '../handlers/respond';
import { requireAuth } from '../handlers/session';
import { db } from '../store/db';
import { createCustomActionHandlers } from './customActions';
import { mockPath } from './mockPath';
import type { CrudFamily } from './families';
import { answerFieldErrors, answerItem, answerList } from './envelope';
import { resolveServerQuery } from './listQuery';
import { toCsv } from './toCsv';
import { validateRecord } from './validateRecord';
import { formatBeijingTime } from '../store/time';

/** Read-only fields and the id come from the server; unknown fields are dropped. */
export function editable(entity: EntitySchema, body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([k]) => entity.properties[k] && !entity.properties[k]!.readOnly));
}

export function createCrudHandlers(family: CrudFamily): HttpHandler[] {
  const { entity, endpoint } = family;
  const table = () => db.collection(family.collection);
  const uniqueKeys = Object.keys(entity.properties).filter((key) => entity.properties[key]!['x-unique']);
  // Server-set fields start at their default (a new customer's balance is 0).
  const defaults = Object.fromEntries(
    Object.entries(entity.properties).filter(([, f]) => f.readOnly && f.default !== undefined).map(([k, f]) => [k, f.default]),
  );
  const route = (verb: EndpointVerb) => endpoint.routes?.[verb] ?? DEFAULT_ROUTES[verb];
  const on = (verb: EndpointVerb) => {
    const r = route(verb);
    const method = r.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    return (resolver: Parameters<typeof http.get>[1]) => http[method](mockPath(endpoint, r), resolver);
  };
  const duplicates = (data: Record<string, unknown>, selfId?: number): Record<string, string> => {
    const errors: Record<string, string> = {};
    for (const key of uniqueKeys) {
      if (data[key] === undefined) continue;
      if (table().find((r) => r[key] === data[key] && r.id !== selfId)) errors[key] = `${entity.properties[key]?.title ?? key}已存在`;
    }
    return errors;
  };
  const handlers: Partial<Record<EndpointVerb, HttpHandler>> = {
    list: on('list')(({ request }) => {
      const auth = requireAuth(request);
      if (auth instanceof Response) return auth;
      const page = table().query(resolveServerQuery(entity, new URL(request.url), endpoint.paging));
      return answerList(endpoint.response, page.records, page.total);
    }),
    export: on('export')(({ request }) => {
      const auth = requireAuth(request);
      if (auth instanceof Response) return auth;
      const query = { ...resolveServerQuery(entity, new URL(request.url), endpoint.paging), pageSize: 0 };
      return new Response(toCsv(entity, table().query(query).records), {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${entity.$id}.csv"` },
      });
    }),
    deleteMany: on('deleteMany')(durable(async ({ request }) => {
      const auth = requireAuth(request);
      if (auth instanceof Response) return auth;
      const ids = (await readJsonObject(request))?.ids;
      if (!Array.isArray(ids) || ids.length === 0) return fail(400, '请选择需要删除的数据');
      const wanted = new Set(ids.map(String));
      table().removeWhere((r) => wanted.has(String(r.id)));
      return answerItem(endpoint.response, null);
    })),
    create: on('create')(durable(async ({ request }) => {
      const auth = requireAuth(request);
      if (auth instanceof Response) return auth;
      const data = editable(entity, (await readJsonObject(request)) ?? {});
      const errors = { ...validateRecord(entity, data), ...duplicates(data) };
      if (Object.keys(errors).length > 0) return answerFieldErrors(endpoint.response, errors);
      const extra = entity.properties.createTime ? { createTime: formatBeijingTime(Date.now()) } : {};
      return answerItem(endpoint.response, table().insert({ ...defaults, ...data, ...extra }));
    })),
    status: on('status')(durable(({ request, params }) => {
      const auth = requireAuth(request);
      if (auth instanceof Response) return auth;
      const key = family.statusField;
      const field = entity.properties[key];
      const raw = String(params.value);
      const option = field?.oneOf?.find((o) => String(o.const) === raw);
      if (!option) return fail(400, `${field?.title ?? '状态'}的取值无效`);
      const updated = table().update(String(params.id), { [key]: option.const });
      return updated ? answerItem(endpoint.response, updated) : fail(404, `${entity.title}不存在`);
    })),
    get: on('get')(({ request, params }) => {
      const auth = requireAuth(request);
      if (auth instanceof Response) return auth;
      const record = table().get(String(params.id));
      return record ? answerItem(endpoint.response, record) : fail(404, `${entity.title}不存在`);
    }),
    update: on('update')(durable(async ({ request, params }) => {
      const auth = requireAuth(request);
      if (auth instanceof Response) return auth;
      const current = table().get(String(params.id));
      if (!current) return fail(404, `${entity.title}不存在`);
      const data = editable(entity, (await readJsonObject(request)) ?? {});
      const errors = { ...validateRecord(entity, { ...current, ...data }), ...duplicates(data, current.id) };
      if (Object.keys(errors).length > 0) return answerFieldErrors(endpoint.response, errors);
      return answerItem(endpoint.response, table().update(current.id, data));
    })),
    delete: on('delete')(durable(({ request, params }) => {
      const auth = requireAuth(request);
      if (auth instanceof Response) return auth;
      return table().remove(String(params.id)) ? answerItem(endpoint.response, null) : fail(404, `${entity.title}不存在`);
    })),
  };
  // Fixed paths before `{id}` paths, or "page" would be read as an id.
  const order: EndpointVerb[] = ['list', 'export', 'deleteMany', 'create', 'status', 'get', 'update', 'delete'];
  // Custom actions are fixed paths too (e.g. "cancel/{id}"), so they go first.
  return [...createCustomActionHandlers(family), ...order.filter((verb) => endpoint.verbs.includes(verb)).map((verb) => handlers[verb]!)];
}
