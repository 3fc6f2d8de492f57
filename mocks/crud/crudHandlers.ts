/**
 * CRUD mock handlers generated from an entity and its endpoint family (docs/design.md §6): server-side
 * paging, filters and sort, validation of create/update against the entity schema (400 with
 * field errors; a lookup field must name a record its family holds, lookupRefs.ts), status switch, batch delete and CSV export; stateful through mocks/store, so
 * changes persist (IndexedDB in the browser) and reset with the demo data. Every call first
 * needs a grant of the family's pages for its verb (mocks/permissions): 403 otherwise, before
 * anything is read or changed. An entity declaring `x-org-field` is read and changed within the
 * caller's organisation scope (orgScope.ts): another organisation's record answers 404.
 */
import { http, type HttpHandler } from 'msw';
import type { EndpointVerb } from '../../src/pageLanguage/endpoint';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import { DEFAULT_ROUTES, recordIdPlace } from '../../src/contract/routes';
import { durable, fail, readJsonObject } from '../handlers/respond';
import { admits, anyAdmits, familyGrants, fieldsOf, forbidden, requireGrant } from '../permissions';
import { db } from '../store/db';
import { createCustomActionHandlers } from './customActions';
import { mockPath } from './mockPath';
import type { CrudFamily } from './families';
import { answerFieldErrors, answerItem, answerList } from './envelope';
import { resolveServerQuery } from './listQuery';
import { toCsv } from './toCsv';
import { validateRecord } from './validateRecord';
import { lookupRefusals, withLookupLabels } from './lookupRefs';
import { regionRefusals } from './regionRefs';
import { createReadVerbHandlers } from './readVerbs';
import { orgStamp, recordScope, withinScope } from './orgScope';
import { crudCollectionName } from './crudCollections';
import { createRefusal, deleteRefusal, reorderRefusal } from './treeRules';
import { formatBeijingTime } from '../store/time';
import { sameValue, trimStrings } from '../../src/contract/inputPolicy';
import { sameUniqueGroup, uniqueKeys as uniqueKeysOf, withNormalizedNames } from './uniqueNames';
import { ownerKeys, referenceRefusals, releaseReferences, withCounts } from './relatedRecords';
import { exclusiveDeleteRefusal, exclusiveHandovers, exclusiveRefusals } from './exclusiveFields';
import { listQueryUrl } from './listBody';
import { serverNumbers } from './serverNumbers';
import type { CrudRecord } from './crudRecord';
import { filterRefusal } from './filterRefusal';
import { callerStamp } from './callerFields';
import { editRefusal } from './editableWhen';
import { checkRefusals } from './recordChecks';

/**
 * Read-only fields and the id come from the server; unknown fields are dropped; text is trimmed
 * (the form's input policy, src/contract/inputPolicy.ts) and unique names normalised
 * (uniqueNames.ts), so what is stored and compared for uniqueness is what the user meant.
 */
export function editable(entity: EntitySchema, body: Record<string, unknown>): Record<string, unknown> {
  return withNormalizedNames(entity, trimStrings(Object.fromEntries(Object.entries(body).filter(([k]) => entity.properties[k] && !entity.properties[k]!.readOnly))));
}

export function createCrudHandlers(family: CrudFamily): HttpHandler[] {
  const { entity, endpoint } = family;
  const table = () => db.collection(family.collection);
  const uniqueKeys = uniqueKeysOf(entity);
  // Server-set fields start at their default (a new customer's balance is 0).
  const defaults = Object.fromEntries(
    Object.entries(entity.properties).filter(([, f]) => f.readOnly && f.default !== undefined).map(([k, f]) => [k, f.default]),
  );
  const { tree } = family;
  // Records of other entities pointing at a tree node (usedBy), counted when it is deleted.
  const usages = (id: number) => (tree?.usedBy ?? []).map((usage) => ({
    label: usage.label,
    count: db.collection(crudCollectionName(usage.entity)).list().filter((r) => String(r[usage.foreignKey]) === String(id)).length,
  }));
  const grants = familyGrants(endpoint.base);
  const access = (request: Request, verb: EndpointVerb) => requireGrant(request, grants.verbs[verb] ?? []);
  const route = (verb: EndpointVerb) => endpoint.routes?.[verb] ?? DEFAULT_ROUTES[verb];
  const on = (verb: EndpointVerb) => {
    const r = route(verb);
    const method = r.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    return (resolver: Parameters<typeof http.get>[1]) => http[method](mockPath(endpoint, r), resolver);
  };
  /** The record a get/update/delete names: {id} in its path, or its `idField` in the query or the body. */
  const recordId = (verb: 'get' | 'update' | 'delete', request: Request, params: Record<string, unknown>, body?: Record<string, unknown>): string => {
    const place = recordIdPlace(route(verb), verb);
    if (place.in === 'path') return String(params.id);
    const value = place.in === 'query' ? new URL(request.url).searchParams.get(place.field) : body?.[place.field];
    return value === undefined || value === null ? '' : String(value);
  };
  // `whole` is the record as it would be stored: x-unique-within compares within its group.
  const duplicates = (data: Record<string, unknown>, selfId?: number, whole = data): Record<string, string> => {
    const errors: Record<string, string> = {};
    for (const key of uniqueKeys) {
      if (data[key] === undefined || data[key] === null || data[key] === '') continue;
      if (table().find((r) => sameValue(r[key], data[key]) && r.id !== selfId && sameUniqueGroup(entity, key, r, whole))) errors[key] = `${entity.properties[key]?.title ?? key}已存在`;
    }
    return errors;
  };
  // x-count fields are counted on each answer; an x-exclusive value is handed over on save.
  const shown = <T extends CrudRecord | undefined>(record: T) => withCounts(entity, record);
  const saved = <T extends CrudRecord | undefined>(record: T): T => {
    if (record) for (const { id, patch } of exclusiveHandovers(entity, table().list(), record)) table().update(id, patch);
    return shown(record);
  };
  const handlers: Partial<Record<EndpointVerb, HttpHandler>> = {
    ...createReadVerbHandlers({ family, table, access, on }),
    list: on('list')(async ({ request }) => {
      const auth = access(request, 'list');
      if (auth instanceof Response) return auth;
      const url = await listQueryUrl(request);
      // A scoped page's grant covers its own records only: the query must name its scope.
      if (!anyAdmits(auth.held, (key) => url.searchParams.get(key))) return forbidden();
      const unknownOption = filterRefusal(entity, url);
      if (unknownOption) return fail(400, unknownOption);
      const page = table().query(withinScope(resolveServerQuery(entity, url, endpoint.paging), recordScope(entity, auth)));
      return answerList(endpoint.response, page.records.map(shown), page.total);
    }),
    export: on('export')(({ request }) => {
      const auth = access(request, 'export');
      if (auth instanceof Response) return auth;
      const url = new URL(request.url);
      if (!anyAdmits(auth.held, (key) => url.searchParams.get(key))) return forbidden();
      const unknownOption = filterRefusal(entity, url);
      if (unknownOption) return fail(400, unknownOption);
      const query = withinScope({ ...resolveServerQuery(entity, new URL(request.url), endpoint.paging), pageSize: 0 }, recordScope(entity, auth));
      return new Response(toCsv(withLookupLabels(entity), table().query(query).records), {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${entity.$id}.csv"` },
      });
    }),
    deleteMany: on('deleteMany')(durable(async ({ request }) => {
      const auth = access(request, 'deleteMany');
      if (auth instanceof Response) return auth;
      const ids = (await readJsonObject(request))?.ids;
      if (!Array.isArray(ids) || ids.length === 0) return fail(400, '请选择需要删除的数据');
      const wanted = new Set(ids.map(String));
      // A record of another organisation is as good as absent: the whole batch is refused.
      const inScope = recordScope(entity, auth);
      if (table().list().some((r) => wanted.has(String(r.id)) && !inScope(r))) return fail(404, `${entity.title}不存在`);
      // All or nothing: one record outside the caller's scope refuses the whole batch.
      if (table().list().some((r) => wanted.has(String(r.id)) && !anyAdmits(auth.held, fieldsOf(r)))) return forbidden();
      const locked = table().list().filter((r) => wanted.has(String(r.id))).map((r) => editRefusal(family.name, r)).find(Boolean);
      if (locked) return fail(400, locked);
      const kept = table().list().filter((r) => wanted.has(String(r.id))).map((r) => exclusiveDeleteRefusal(entity, r)).find(Boolean);
      if (kept) return fail(400, kept);
      table().removeWhere((r) => wanted.has(String(r.id)));
      for (const id of wanted) releaseReferences(entity.$id, id);
      return answerItem(endpoint.response, null);
    })),
    create: on('create')(durable(async ({ request }) => {
      const auth = access(request, 'create');
      if (auth instanceof Response) return auth;
      const fields = editable(entity, (await readJsonObject(request)) ?? {});
      const data = { ...fields, ...callerStamp(entity, auth, fields) };
      // As it would be stored: a scope on a server-set field (a new order's status) reads its default.
      if (!anyAdmits(auth.held, fieldsOf({ ...defaults, ...data }))) return forbidden();
      // x-unique-within compares the record as stored: with its owner and organisation stamped.
      const errors = { ...lookupRefusals(entity, data), ...regionRefusals(entity, data), ...referenceRefusals(entity, data), ...validateRecord(entity, data), ...duplicates(data, undefined, { ...data, ...orgStamp(entity, auth) }) };
      if (Object.keys(errors).length > 0) return answerFieldErrors(endpoint.response, errors);
      const refused = checkRefusals(entity, data);
      if (Object.keys(refused).length > 0) return answerFieldErrors(endpoint.response, refused);
      const misplaced = tree ? createRefusal(table().list(), tree, entity.title, data[tree.parentKey]) : null;
      if (misplaced) return fail(400, misplaced);
      const createTime = formatBeijingTime(Date.now());
      // Server-set codes (a work order's number) continue the seeded series.
      const extra = { ...(entity.properties.createTime ? { createTime } : {}), ...(entity.properties.updateTime?.readOnly ? { updateTime: createTime } : {}), ...serverNumbers(entity, table().list(), createTime) };
      // The record belongs to its creator's organisation (x-org-field).
      return answerItem(endpoint.response, saved(table().insert({ ...defaults, ...data, ...extra, ...orgStamp(entity, auth) })));
    })),
    status: on('status')(durable(({ request, params }) => {
      const auth = access(request, 'status');
      if (auth instanceof Response) return auth;
      const current = table().get(String(params.id));
      if (!current || !recordScope(entity, auth)(current)) return fail(404, `${entity.title}不存在`);
      if (!anyAdmits(auth.held, fieldsOf(current))) return forbidden();
      const key = family.statusField;
      const field = entity.properties[key];
      const raw = String(params.value);
      const option = field?.oneOf?.find((o) => String(o.const) === raw);
      if (!option) return fail(400, `${field?.title ?? '状态'}的取值无效`);
      return answerItem(endpoint.response, table().update(current.id, { [key]: option.const }));
    })),
    reorder: on('reorder')(durable(async ({ request }) => {
      const auth = access(request, 'reorder');
      if (auth instanceof Response) return auth;
      const ids = (await readJsonObject(request))?.ids;
      if (!Array.isArray(ids) || ids.length < 2) return fail(400, '请指定需要调整顺序的数据');
      const inScope = recordScope(entity, auth);
      const records = ids.map((id) => table().get(String(id)));
      if (records.some((r) => r === undefined || !inScope(r))) return fail(404, `${entity.title}不存在`);
      const moved = records as NonNullable<(typeof records)[number]>[];
      if (new Set(moved.map((r) => r.id)).size !== moved.length) return fail(400, '请指定需要调整顺序的数据');
      if (moved.some((r) => !anyAdmits(auth.held, fieldsOf(r)))) return forbidden();
      const across = tree ? reorderRefusal(moved, tree) : null;
      if (across) return fail(400, across);
      // The records keep the order values they held between them, handed out in the new order.
      const key = family.orderKey;
      const values = moved.map((r) => Number(r[key] ?? 0)).sort((a, b) => a - b);
      moved.forEach((record, index) => table().update(record.id, { [key]: values[index] }));
      return answerItem(endpoint.response, null);
    })),
    get: on('get')(({ request, params }) => {
      const auth = access(request, 'get');
      if (auth instanceof Response) return auth;
      const record = table().get(recordId('get', request, params));
      if (!record || !recordScope(entity, auth)(record)) return fail(404, `${entity.title}不存在`);
      return anyAdmits(auth.held, fieldsOf(record)) ? answerItem(endpoint.response, shown(record)) : forbidden();
    }),
    update: on('update')(durable(async ({ request, params }) => {
      const auth = access(request, 'update');
      if (auth instanceof Response) return auth;
      const body = (await readJsonObject(request)) ?? {};
      const current = table().get(recordId('update', request, params, body));
      if (!current || !recordScope(entity, auth)(current)) return fail(404, `${entity.title}不存在`);
      const locked = editRefusal(family.name, current);
      if (locked) return fail(400, locked);
      const data = editable(entity, body);
      // A node stays under its parent: an edit does not move it.
      if (tree) delete data[tree.parentKey];
      for (const key of ownerKeys(entity)) delete data[key];
      // The record must be in the caller's scope before and after (an edit cannot move it out).
      if (!auth.held.some((grant) => admits(grant, fieldsOf(current)) && admits(grant, fieldsOf({ ...current, ...data })))) return forbidden();
      const next = { ...current, ...data };
      const errors = { ...lookupRefusals(entity, data), ...regionRefusals(entity, data), ...validateRecord(entity, next), ...duplicates(data, current.id, next), ...exclusiveRefusals(entity, current, next) };
      if (Object.keys(errors).length > 0) return answerFieldErrors(endpoint.response, errors);
      const refused = checkRefusals(entity, next);
      if (Object.keys(refused).length > 0) return answerFieldErrors(endpoint.response, refused);
      // A record declaring a read-only updateTime shows when it was last changed.
      const stamp = entity.properties.updateTime?.readOnly ? { updateTime: formatBeijingTime(Date.now()) } : {};
      return answerItem(endpoint.response, saved(table().update(current.id, { ...data, ...stamp })));
    })),
    delete: on('delete')(durable(({ request, params }) => {
      const auth = access(request, 'delete');
      if (auth instanceof Response) return auth;
      const current = table().get(recordId('delete', request, params));
      if (!current || !recordScope(entity, auth)(current)) return fail(404, `${entity.title}不存在`);
      if (!anyAdmits(auth.held, fieldsOf(current))) return forbidden();
      const locked = editRefusal(family.name, current);
      if (locked) return fail(400, locked);
      const inUse = tree ? deleteRefusal(table().list(), tree, entity.title, current.id, usages(current.id)) : null;
      if (inUse) return fail(400, inUse);
      const kept = exclusiveDeleteRefusal(entity, current);
      if (kept) return fail(400, kept);
      table().remove(current.id);
      releaseReferences(entity.$id, current.id);
      return answerItem(endpoint.response, null);
    })),
  };
  // Fixed paths before `{id}` paths, or "page" would be read as an id.
  const order: EndpointVerb[] = ['list', 'tree', 'children', 'summary', 'export', 'deleteMany', 'reorder', 'create', 'status', 'get', 'update', 'delete'];
  // Custom actions are fixed paths too (e.g. "cancel/{id}"), so they go first.
  return [...createCustomActionHandlers(family, grants), ...order.filter((verb) => endpoint.verbs.includes(verb)).map((verb) => handlers[verb]!)];
}
