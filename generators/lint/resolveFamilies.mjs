/**
 * Page files name their endpoint family (schemas/families/<name>.json). lint:schemas runs on plain
 * Node, so it resolves pages here the way src/pageLanguage/resolvePage.ts does for the app, the
 * mocks and the tests; tests/unit/lint/resolveFamilies.test.ts checks the two agree on every
 * shipped page. A reference that does not resolve is left for familyChecks.mjs to report.
 */
import { isObject } from './shape.mjs';

const list = (value) => (Array.isArray(value) ? value : []);

/** The calls of a family as a resolved page carries them (`endpoint`). */
export function familyEndpoint(family) {
  const endpoint = { base: family.base, verbs: [...list(family.verbs)] };
  for (const key of ['routes', 'paging', 'response']) if (family[key] !== undefined) endpoint[key] = family[key];
  if (family.refusalReasons !== undefined) endpoint.refusalReasons = true;
  return endpoint;
}

/**
 * A family action in full, as src/pageLanguage/familyActions.ts resolves it: an action reading a GET
 * `operation` (or uploading to a POST/PUT one) gets its route, an empty effect and its answer's
 * labels. As written when the operation does not resolve (actionShapeChecks.mjs reports it).
 */
function resolveFamilyAction(declared, family) {
  if (typeof declared.operation !== 'string') return declared;
  const operation = list(family.operations).find((candidate) => candidate?.name === declared.operation);
  // An upload sends its file to a POST or PUT operation, and an action with no answer to open, show
  // or save calls one; every other operation action reads a GET.
  const calls = ['opens', 'shows', 'download'].every((key) => declared[key] === undefined);
  const methods = isObject(declared.upload) || calls ? ['POST', 'PUT'] : ['GET'];
  if (!isObject(operation) || !methods.includes(operation.method) || typeof operation.path !== 'string') return declared;
  // The operation gives the call and there is no change: a declared endpoint or effect does not carry over.
  const rest = Object.fromEntries(Object.entries(declared).filter(([key]) => key !== 'endpoint' && key !== 'effect'));
  const resolved = { ...rest, endpoint: { method: operation.method, path: operation.path }, effect: {} };
  if (isObject(declared.shows)) {
    const properties = isObject(operation.response?.schema?.properties) ? operation.response.schema.properties : {};
    const wanted = Array.isArray(declared.shows.fields) ? declared.shows.fields : Object.keys(properties);
    const fields = wanted.map((entry) => {
      const { field, label } = typeof entry === 'string' ? { field: entry, label: undefined } : entry;
      const described = properties[field]?.description;
      return { field, label: label ?? (typeof described === 'string' ? described : field) };
    });
    resolved.shows = { ...declared.shows, fields };
  }
  return resolved;
}

function resolveActions(uses, family) {
  return list(uses).map((use) => {
    if (use?.type !== 'custom' || typeof use.action !== 'string') return use;
    const declared = list(family.actions).find((action) => action?.name === use.action);
    if (!declared) return use;
    // The page's wording (label, confirm, permission, showWhen, danger) over the family's action.
    const wording = Object.fromEntries(Object.entries(use).filter(([key]) => key !== 'type' && key !== 'action'));
    return { type: use.type, ...resolveFamilyAction(declared, family), ...wording };
  });
}

/** The GET operation `source` names in `family` (a dashboard's source, a list view's operation), or undefined. */
function statsOperation(family, source) {
  const operation = list(family?.operations).find((candidate) => candidate?.name === source?.operation);
  return isObject(operation) && operation.method === 'GET' && typeof operation.path === 'string' ? operation : undefined;
}

function operationPath(family, operation) {
  return operation.path.startsWith('/api/') ? operation.path : operation.path === '' ? family.base : `${family.base}/${operation.path}`;
}

/**
 * A dashboard part as resolvePage.ts resolves it: its path and the codes its operation's access
 * asks for (null when one grant has no code: any signed-in caller). Written as is when unresolved.
 */
function resolveDashboardPart(part, family, familyName) {
  if (!isObject(part) || !isObject(part.source) || part.source.family !== familyName) return part;
  const operation = statsOperation(family, part.source);
  if (!operation) return part;
  return { ...part, source: operationPath(family, operation), grants: operationCodes(operation) };
}

/** The codes an operation's access asks for (null when one grant has no code: any signed-in caller). */
function operationCodes(operation) {
  const access = isObject(operation.access) ? operation.access : {};
  const codes = 'grants' in access ? list(access.grants).map((grant) => (typeof grant === 'string' ? grant : grant?.code ?? null)) : [null];
  return codes.every((code) => typeof code === 'string') ? codes : null;
}

/**
 * A list view as resolvePage.ts resolves it: its operations as GET routes with their paths, and
 * the codes that show it and its export. Written as is when an operation does not resolve.
 */
function resolveListView(view, family) {
  if (!isObject(view)) return view;
  const { list: listName, export: exportName, ...rest } = view;
  const resolved = { ...rest, grants: null, exportGrants: null };
  for (const [role, name, grantsKey] of [['list', listName, 'grants'], ['export', exportName, 'exportGrants']]) {
    if (name === undefined) continue;
    const operation = statsOperation(family, { operation: name });
    if (!operation) return view;
    resolved[role] = { method: 'GET', path: operationPath(family, operation) };
    resolved[grantsKey] = operationCodes(operation);
  }
  return resolved;
}

/** A list notice as resolvePage.ts resolves it (its GET path and grants); unchanged when its operation is not a GET of the family (noticeChecks.mjs reports it). */
function resolveListNotice(notice, family) {
  if (!isObject(notice)) return notice;
  const operation = statsOperation(family, { operation: notice.source });
  if (!operation) return notice;
  return { ...notice, source: operationPath(family, operation), grants: operationCodes(operation) };
}

/** A list's tree filter as resolvePage.ts resolves it (its tree's GET path and grants); unchanged when its operation is not a GET of the family (treeFilterChecks.mjs reports it). */
function resolveListTreeFilter(treeFilter, family) {
  if (!isObject(treeFilter)) return treeFilter;
  const operation = statsOperation(family, { operation: treeFilter.source });
  if (!operation) return treeFilter;
  return { ...treeFilter, source: operationPath(family, operation), grants: operationCodes(operation) };
}

/** A path with its {name} parameters filled, as resolvePage.ts fills them; undefined when one has no value. */
function fillPathParams(path, values) {
  let complete = true;
  const filled = path.replace(/\{([^{}]+)\}/g, (_, name) => {
    const value = isObject(values) && typeof values[name] === 'string' ? values[name] : undefined;
    if (value === undefined) complete = false;
    return encodeURIComponent(value ?? '');
  });
  return complete ? filled : undefined;
}

/** A tree page's tree as resolvePage.ts resolves it (its GET route, filled, and grants); as written when it does not resolve (treeViewChecks.mjs reports it). */
function resolveTreeView(view, family) {
  if (!isObject(view)) return view;
  const operation = statsOperation(family, { operation: view.operation });
  const path = operation ? fillPathParams(operationPath(family, operation), view.path) : undefined;
  if (path === undefined) return view;
  // The operation and its parameters become the tree's route: the resolved view carries neither.
  const rest = Object.fromEntries(Object.entries(view).filter(([key]) => key !== 'operation' && key !== 'path'));
  return { ...rest, tree: { method: 'GET', path }, grants: operationCodes(operation) };
}

const WRITE_METHODS = { create: 'POST', update: 'PUT', delete: 'DELETE', status: 'PUT' };
/** The path parameters a write's operation must name the record (and a switch's value) by. */
const WRITE_PARAMS = { create: [], update: [], delete: ['{id}'], status: ['{id}', '{value}'] };

/** A page's `writes` as its create/update/delete routes, as resolvePage.ts does; unchanged when one does not resolve (treeViewChecks.mjs reports it). */
function listWritesEndpoint(endpoint, family, writes) {
  if (!isObject(writes)) return endpoint;
  const verbs = new Set(endpoint.verbs);
  const routes = { ...endpoint.routes };
  for (const verb of ['create', 'update', 'delete', 'status']) {
    if (writes[verb] === undefined) continue;
    const operation = list(family.operations).find((candidate) => candidate?.name === writes[verb]);
    if (!isObject(operation) || operation.method !== WRITE_METHODS[verb] || typeof operation.path !== 'string' || WRITE_PARAMS[verb].some((param) => !operation.path.includes(param))) return endpoint;
    routes[verb] = { method: operation.method, path: operationPath(family, operation) };
    verbs.add(verb);
  }
  return { ...endpoint, verbs: [...verbs], routes };
}

/** A dashboard's stats path: its source operation's, when the family declares it as a GET; its parts' likewise. */
function resolveDashboard(data, families) {
  const source = isObject(data.source) ? data.source : undefined;
  const family = typeof source?.family === 'string' ? families.get(source.family)?.data : undefined;
  const operation = statsOperation(family, source);
  if (!isObject(family) || !operation) return data;
  const resolved = { ...data, source: operationPath(family, operation) };
  if (Array.isArray(data.parts)) resolved.parts = data.parts.map((part) => resolveDashboardPart(part, family, source.family));
  return resolved;
}

/** A detail page's `read` operation as its `get` route, as resolvePage.ts does; unchanged when it does not resolve (familyChecks.mjs reports it). */
function readEndpoint(endpoint, family, read) {
  if (typeof read !== 'string') return endpoint;
  const operation = list(family.operations).find((candidate) => candidate?.name === read);
  if (!isObject(operation) || operation.method !== 'GET' || typeof operation.path !== 'string' || !operation.path.includes('{id}')) return endpoint;
  const verbs = endpoint.verbs.includes('get') ? endpoint.verbs : [...endpoint.verbs, 'get'];
  return { ...endpoint, verbs, routes: { ...endpoint.routes, get: { method: 'GET', path: operationPath(family, operation) } } };
}

/** A list page's `read` operations as its list and export routes, as resolvePage.ts does; unchanged when one does not resolve (listReadChecks.mjs reports it). */
function listReadEndpoint(endpoint, family, read) {
  if (!isObject(read)) return endpoint;
  const verbs = new Set(endpoint.verbs);
  const routes = { ...endpoint.routes };
  for (const role of ['list', 'export']) {
    if (read[role] === undefined) continue;
    const operation = statsOperation(family, { operation: read[role] });
    if (!operation) return endpoint;
    routes[role] = { method: 'GET', path: operationPath(family, operation) };
    verbs.add(role);
  }
  const resolved = { ...endpoint, verbs: [...verbs], routes };
  if (isObject(read.response)) resolved.response = { ...endpoint.response, records: read.response.records, total: read.response.total };
  return resolved;
}

/** A block page's reads as resolveBlocks.ts resolves them (path, fixed query, ranged, grants); a read whose operation is not a GET of the family stays as written (blockChecks.mjs reports it). */
function resolveBlocks(data, families) {
  const family = typeof data.family === 'string' ? families.get(data.family)?.data : undefined;
  if (!isObject(family) || !isObject(data.sources)) return data;
  const sources = {};
  for (const [name, source] of Object.entries(data.sources)) {
    const operation = isObject(source) ? statsOperation(family, source) : undefined;
    if (!operation) {
      sources[name] = source;
      continue;
    }
    sources[name] = { path: operationPath(family, operation), query: { ...source.query }, ranged: isObject(data.range) && source.ranged !== false, grants: operationCodes(operation) };
    // Taken from the address, polled, searched: as written (resolveBlocks.ts).
    for (const key of ['address', 'poll', 'search']) if (source[key] !== undefined) sources[name][key] = source[key];
  }
  const writes = {};
  for (const block of list(data.blocks)) {
    const operation = block?.type === 'form' ? list(family.operations).find((candidate) => candidate?.name === block.operation) : undefined;
    if (isObject(operation) && (operation.method === 'PUT' || operation.method === 'POST') && typeof operation.path === 'string') writes[block.operation] = { method: operation.method, path: operationPath(family, operation) };
  }
  const resolved = { ...data, base: family.base, sources, writes };
  if (isObject(family.response)) resolved.response = family.response;
  return resolved;
}

/** A page's data with its family resolved; the page as written when its family is unknown. */
export function resolvePageData(data, families) {
  if (isObject(data) && data.kind === 'dashboard') return resolveDashboard(data, families);
  if (isObject(data) && data.kind === 'blocks') return resolveBlocks(data, families);
  if (!isObject(data) || !['list', 'detail', 'form'].includes(data.kind) || typeof data.family !== 'string') return data;
  const family = families.get(data.family)?.data;
  if (!isObject(family)) return data;
  const resolved = { ...data, endpoint: familyEndpoint(family) };
  if (data.kind === 'detail') resolved.endpoint = readEndpoint(resolved.endpoint, family, data.read);
  if (data.kind === 'detail' && data.actions !== undefined) resolved.actions = resolveActions(data.actions, family);
  if (data.kind !== 'list') return resolved;
  resolved.endpoint = listReadEndpoint(resolved.endpoint, family, data.read);
  delete resolved.read;
  if (data.toolbar !== undefined) resolved.toolbar = resolveActions(data.toolbar, family);
  if (data.rowActions !== undefined) resolved.rowActions = resolveActions(data.rowActions, family);
  if (family.orderKey !== undefined) resolved.orderKey = family.orderKey;
  if (family.tree !== undefined) resolved.tree = family.tree;
  if (Array.isArray(data.views)) resolved.views = data.views.map((view) => resolveListView(view, family));
  if (data.notice !== undefined) resolved.notice = resolveListNotice(data.notice, family);
  if (data.treeFilter !== undefined) resolved.treeFilter = resolveListTreeFilter(data.treeFilter, family);
  resolved.endpoint = listWritesEndpoint(resolved.endpoint, family, data.writes);
  if (Array.isArray(data.trees)) resolved.trees = data.trees.map((view) => resolveTreeView(view, family));
  // Resolved into the calls above: the page as the renderer gets it carries them no more.
  delete resolved.read;
  delete resolved.writes;
  return resolved;
}
