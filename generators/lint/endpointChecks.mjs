/**
 * Endpoint families (schemas/families) as the CRUD mocks serve them (mocks/crud/families.ts):
 * every family gets handlers for its verbs, and every custom action is served from its `effect`
 * at its own route (before the verb routes). So:
 * - route and action paths are relative to the base (no leading "/", no "..") or absolute "/api/…";
 * - a custom action names its record with {id} (the mock and the list call it per record) or,
 *   with `idField`, in the body (then not in the path too), and never {value}; other path
 *   placeholders are record fields; a status route carries {id} and {value}; a get, update or
 *   delete route names its record by {id} in its path or else by its `idField` (default "id", in
 *   the query of a GET or DELETE, the body of a PUT or POST — recordIdPlace in
 *   src/contract/routes.ts), never both, and no other route has an `idField`;
 * - a review (`decision`) asks its opinion through a `prompt`, and its outcomes differ in value;
 * - an action's `current` read is a GET for a dialog (a `prompt`), naming the record as the action
 *   does ({id} in its path, or the `idField` as a query parameter);
 * - a base is declared by one family only; a route is given only for a verb the family serves;
 * - no two calls (verb routes, custom actions, across all families) share method + path;
 * - a dashboard's `source` is a path the hand-written mocks serve.
 */
import { isObject } from './shape.mjs';
import { pointer } from './report.mjs';

const list = (value) => (Array.isArray(value) ? value : []);

/** Mirrors DEFAULT_ROUTES in src/contract/routes.ts. */
export const DEFAULT_ROUTES = {
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

/** The verbs whose route may name the record by `idField` instead of {id} in the path. */
const RECORD_VERBS = new Set(['get', 'update', 'delete']);

/** "METHOD /api/full/{}/path": the full path with placeholders blanked, for collisions. */
function callKey(base, route) {
  const path = String(route.path ?? '');
  const full = path.startsWith('/api/') ? path : path === '' ? base.replace(/\/+$/, '') : `${base.replace(/\/+$/, '')}/${path}`;
  return `${route.method} ${full.replace(/\{(id|value)\}/g, '{}')}`;
}

function checkPath(file, at, path, rules, report) {
  if (typeof path !== 'string') return;
  const where = pointer(...at, 'path');
  if (path.startsWith('/') && !path.startsWith('/api/')) {
    report.error(file, where, `路径 "${path}" 以 / 开头但不是 /api/ 绝对路径`, '相对接口族 base 的路径不要以 / 开头（如 "cancel/{id}"），绝对路径须以 /api/ 开头');
  }
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) {
    report.error(file, where, `路径 "${path}" 含有 . 或 .. 段`, '写出完整路径，不要用相对目录段');
  }
  if (rules.id && !path.includes('{id}')) report.error(file, where, `路径 "${path}" 缺少 {id}`, rules.idHint);
  if (rules.any) return; // a hand-written operation may name any path parameters
  if (!rules.value && path.includes('{value}')) report.error(file, where, `路径 "${path}" 不能含 {value}`, '只有 status 路由有开关值 {value}');
  if (rules.value && !path.includes('{value}')) report.error(file, where, `路径 "${path}" 缺少 {value}`, 'status 路由需要新的开关值 {value}');
}

/** The `current` read: GET, for an action with a dialog, naming the record as the action does. */
function checkCurrent(file, at, action, report) {
  if (!isObject(action.current)) return;
  const name = action.label ?? action.name;
  const where = [...at, 'current'];
  if (action.current.method !== 'GET') report.error(file, pointer(...where, 'method'), `操作“${name}”的 current 读取须为 GET`, 'current 只读取记录的当前值，写入用操作本身的 endpoint');
  if (!isObject(action.prompt)) report.error(file, pointer(...where), `操作“${name}”没有对话框（prompt），current 读到的值无处显示`, '去掉 current，或给操作加上 prompt');
  const byQuery = typeof action.idField === 'string';
  checkPath(file, where, action.current.path, { id: !byQuery, value: false, idHint: '读取按记录调用：路径中写 {id}，或用 idField（作为查询参数）指明记录' }, report);
  if (byQuery && typeof action.current.path === 'string' && action.current.path.includes('{id}')) {
    report.error(file, pointer(...where, 'path'), `操作“${name}”的 current 同时用路径 {id} 和查询参数 ${action.idField} 指明记录`, '与操作本身一致：用了 idField 就不在路径中写 {id}');
  }
}

/** A review: the opinion box is the action's `prompt`; each outcome is told apart by its value. */
function checkDecision(file, at, action, report) {
  if (!isObject(action.decision)) return;
  const name = action.label ?? action.name;
  if (!isObject(action.prompt)) {
    report.error(file, pointer(...at, 'decision'), `审核操作“${name}”没有 prompt`, '审核意见写在 prompt 中（如 { "field": "opinion", "label": "审核意见" }），驳回的结果设 reasonRequired');
  } else if (action.prompt.field === action.decision.field) {
    report.error(file, pointer(...at, 'decision', 'field'), `审核操作“${name}”的结果与意见用了同一个字段 ${action.decision.field}`, '结果与意见分别用不同的字段');
  }
  const seen = new Set();
  for (const [j, option] of list(action.decision.options).entries()) {
    if (!isObject(option)) continue;
    const key = String(option.value);
    if (seen.has(key)) report.error(file, pointer(...at, 'decision', 'options', j, 'value'), `审核操作“${name}”的结果值 ${key} 重复`, '每个结果取不同的值');
    seen.add(key);
  }
}

/** A record route without {id} names the record by `idField`; no route does both, no other route has one. */
function checkRouteIdField(file, verb, route, report) {
  if (typeof route.idField !== 'string') return;
  const where = pointer('routes', verb, 'idField');
  if (!RECORD_VERBS.has(verb)) {
    report.error(file, where, `${verb} 路由不按 idField 指明记录`, '只有 get、update、delete 路由可用 idField（路径中没有 {id} 时记录编号的参数名）');
  } else if (typeof route.path === 'string' && route.path.includes('{id}')) {
    report.error(file, where, `${verb} 路由同时用路径 {id} 和 idField ${route.idField} 指明记录`, '二选一：路径中的 {id}，或 idField（GET、DELETE 作查询参数，PUT、POST 在请求体中）');
  }
}

/** Returns the number of families. */
export function checkEndpoints(tree, mockPaths, report) {
  const calls = new Map(); // key → { what, family, at }
  const claim = (key, claimant) => {
    const first = calls.get(key);
    if (!first) {
      calls.set(key, claimant);
      return;
    }
    report.error(claimant.family.file, pointer(...claimant.at), `${claimant.what}与接口族 ${first.family.name} 的 ${first.what}是同一个调用（${key}）`, 'mock 只会响应先注册的那个：换一个路径或方法');
  };
  const bases = new Map();
  for (const family of tree.families?.values() ?? []) {
    const { data, file } = family;
    if (typeof data.base !== 'string') continue;
    const { base } = data;
    const other = bases.get(base);
    if (other) report.error(file, pointer('base'), `base ${base} 已由接口族 ${other} 声明`, '一个 base 只声明一次：页面都引用那个接口族');
    else bases.set(base, family.name);
    const routes = isObject(data.routes) ? data.routes : {};
    for (const [verb, route] of Object.entries(routes)) {
      if (!isObject(route)) continue;
      checkPath(file, ['routes', verb], route.path, { id: verb === 'status', value: verb === 'status', idHint: 'status 按记录调用：路径中写 {id}' }, report);
      checkRouteIdField(file, verb, route, report);
      if (!list(data.verbs).includes(verb)) report.error(file, pointer('routes', verb), `routes 写了 ${verb}，但 verbs 中没有`, `在 verbs 中加入 "${verb}"，或删除这条路由`);
    }
    for (const verb of new Set(list(data.verbs))) {
      const route = isObject(routes[verb]) ? routes[verb] : DEFAULT_ROUTES[verb];
      if (!route) continue;
      claim(callKey(base, route), { family, what: `${verb} 路由`, at: isObject(routes[verb]) ? ['routes', verb] : ['verbs'] });
    }
    const names = new Set();
    for (const [i, action] of list(data.actions).entries()) {
      if (!isObject(action) || !isObject(action.endpoint)) continue;
      const at = ['actions', i];
      if (names.has(action.name)) report.error(file, pointer(...at, 'name'), `自定义操作 ${action.name} 重复`, '每个操作取不同的 name');
      names.add(action.name);
      const byBody = typeof action.idField === 'string';
      checkPath(file, [...at, 'endpoint'], action.endpoint.path, { id: !byBody, value: false, idHint: '自定义操作按记录调用（工具栏上的对选中的每条记录调用一次）：路径中写 {id}，或用 idField 在请求体中带上记录编号' }, report);
      if (byBody && typeof action.endpoint.path === 'string' && action.endpoint.path.includes('{id}')) {
        report.error(file, pointer(...at, 'idField'), `操作“${action.label ?? action.name}”同时在路径 {id} 和请求体 ${action.idField} 中指明记录`, '二选一：路径中的 {id}，或 idField');
      }
      if (byBody && action.endpoint.method === 'GET') {
        report.error(file, pointer(...at, 'idField'), `GET 操作“${action.label ?? action.name}”没有请求体，不能用 idField`, '在路径中写 {id}');
      }
      checkDecision(file, at, action, report);
      checkCurrent(file, at, action, report);
      claim(callKey(base, action.endpoint), { family, what: `自定义操作“${action.label ?? action.name}”`, at: [...at, 'endpoint'] });
      if (isObject(action.current)) claim(callKey(base, action.current), { family, what: `操作“${action.label ?? action.name}”的当前值读取`, at: [...at, 'current'] });
    }
    // Hand-written operations: relative or /api/ paths, one name and one call each.
    const operationNames = new Set();
    for (const [i, operation] of list(data.operations).entries()) {
      if (!isObject(operation) || typeof operation.path !== 'string') continue;
      const at = ['operations', i];
      if (operationNames.has(operation.name)) report.error(file, pointer(...at, 'name'), `操作 ${operation.name} 重复`, '每个操作取不同的 name');
      operationNames.add(operation.name);
      checkPath(file, at, operation.path, { id: false, value: true, any: true }, report);
      claim(callKey(base, operation), { family, what: `操作“${operation.summary ?? operation.name}”`, at });
    }
  }
  for (const page of tree.pages.values()) if (page.data.kind === 'dashboard') checkDashboard(page, mockPaths, report);
  return tree.families?.size ?? 0;
}

function checkDashboard(page, mockPaths, report) {
  const source = page.data.source;
  if (typeof source !== 'string') return;
  const path = source.split('?')[0];
  if (!mockPaths.some(({ test }) => test.test(path))) {
    const stats = mockPaths.filter(({ path: p }) => /stat|dashboard|overview|summary/i.test(p)).map(({ path: p }) => p);
    report.error(page.file, pointer('source'), `统计接口 ${path} 没有 mock`, stats.length > 0 ? `mocks 中的统计接口：${stats.join(', ')}` : '在它的接口族中声明这个 GET 操作，并在 mocks/handlers/ 中用 operation(接口族, 操作名, …) 写它的处理器');
  }
}
