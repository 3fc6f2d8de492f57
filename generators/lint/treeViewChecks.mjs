/**
 * A tree page over a family of operations (src/pageLanguage/pageConfig.ts TreeViewDeclaration,
 * ListWritesDeclaration, ListPageDeclaration.tree): each of `trees` names a GET operation of the
 * page's family and gives every parameter of its path (and no other), keys are unique, and the
 * page is a tree page; `writes` name a POST (create), a PUT (update: {id} in the path, else `id` in the body) and a DELETE with {id} (delete), a PUT with {id} and {value} (status); the page's own `tree` only where the family declares none. resolvePage.ts refuses the
 * same references when the app loads the page.
 */
import { isObject } from './shape.mjs';
import { pointer, suggest } from './report.mjs';

const list = (value) => (Array.isArray(value) ? value : []);
const WRITE_METHODS = { create: 'POST', update: 'PUT', delete: 'DELETE', status: 'PUT' };
/** The path parameters each write's operation names (resolvePage.ts WRITE_PARAMS): an update without {id} names the record by `id` in its body. */
const WRITE_PARAMS = { create: [], update: [], delete: ['{id}'], status: ['{id}', '{value}'] };

function checkTreeView(page, family, view, i, seen, report) {
  const at = (...keys) => pointer('trees', i, ...keys);
  if (seen.has(view.key)) report.error(page.file, at('key'), `树 "${view.key}" 重复`, '每棵树取不同的 key');
  seen.add(view.key);
  const operations = list(family.data.operations).filter(isObject);
  const operation = operations.find((candidate) => candidate.name === view.operation);
  if (!operation || operation.method !== 'GET' || typeof operation.path !== 'string') {
    const gets = operations.filter((candidate) => candidate.method === 'GET').map((candidate) => candidate.name);
    report.error(page.file, at('operation'), `接口族 ${family.name} 没有 GET 操作 "${view.operation}"`, gets.length > 0 ? suggest(String(view.operation), gets, '该接口族的 GET 操作') : `在 families/${family.name}.json 的 operations 中声明它`);
    return;
  }
  const wanted = [...operation.path.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]);
  const given = isObject(view.path) ? Object.keys(view.path) : [];
  for (const name of wanted.filter((param) => !given.includes(param))) {
    report.error(page.file, at('path'), `树 "${view.key}" 没有给出路径参数 ${name}（${operation.path}）`, `在 path 中写 "${name}": "<值>"`);
  }
  for (const name of given.filter((param) => !wanted.includes(param))) {
    report.error(page.file, at('path', name), `操作 ${view.operation} 的路径没有参数 ${name}（${operation.path}）`, '删除它');
  }
}

function checkWrites(page, family, writes, report) {
  const operations = list(family.data.operations).filter(isObject);
  for (const verb of ['create', 'update', 'delete', 'status']) {
    const name = writes[verb];
    if (name === undefined) continue;
    const operation = operations.find((candidate) => candidate.name === name);
    const params = WRITE_PARAMS[verb];
    if (!operation || operation.method !== WRITE_METHODS[verb] || params.some((param) => !String(operation.path ?? '').includes(param))) {
      const fitting = operations.filter((candidate) => candidate.method === WRITE_METHODS[verb]).map((candidate) => candidate.name);
      report.error(page.file, pointer('writes', verb), `${name} 不是接口族 ${family.name} 的 ${WRITE_METHODS[verb]} 操作${params.length > 0 ? `（路径含 ${params.join(' 与 ')}）` : ''}`, fitting.length > 0 ? suggest(String(name), fitting, `该接口族的 ${WRITE_METHODS[verb]} 操作`) : `在 families/${family.name}.json 的 operations 中声明它`);
    }
  }
}

export function checkTreeViews(page, family, report) {
  const declared = page.declared ?? page.data;
  if (declared.tree !== undefined && family.data.tree !== undefined) {
    report.error(page.file, pointer('tree'), `接口族 ${family.name} 已声明 tree`, '树形由接口族声明一次：删除页面的 tree');
  }
  if (isObject(declared.writes)) checkWrites(page, family, declared.writes, report);
  if (declared.trees === undefined) return;
  if (declared.tree === undefined && family.data.tree === undefined) {
    report.error(page.file, pointer('trees'), 'trees 只用于树形页', '给页面（或接口族）写 tree，或删除 trees');
  }
  if (declared.views !== undefined || declared.read !== undefined) {
    report.error(page.file, pointer('trees'), '树形页的 trees 不能与 views 或 read 同用', '各棵树由 trees 读取：删除 views 与 read');
  }
  const seen = new Set();
  for (const [i, view] of list(declared.trees).entries()) if (isObject(view)) checkTreeView(page, family, view, i, seen, report);
}
