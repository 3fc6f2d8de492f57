/**
 * The calls of block pages beyond their reads (src/pageLanguage/blocks.ts): a read's address,
 * poll and search parameters, and each block action's steps — an operation of the page's family
 * or of the step's `family`, every parameter one the operation takes (a `{name}` of its path, a
 * query parameter, a body field) read from a field the item has, every path placeholder filled,
 * a `require` and an `open` over fields the answer documents — and its `when`, confirm, success
 * and route over the item's fields. A picture (`icon`) is an operation answering an image.
 * blockChecks.mjs calls these with its path helpers.
 */
import { isObject } from './shape.mjs';
import { suggest } from './report.mjs';

const list = (value) => (Array.isArray(value) ? value : []);
const placeholders = (path) => [...String(path ?? '').matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1]);

/** What an operation takes: path placeholders, query parameters, body fields (null: a body it does not document). */
function operationParams(operation) {
  const body = operation.body?.schema?.properties;
  return { path: placeholders(operation.path), query: Object.keys(isObject(operation.query) ? operation.query : {}), body: isObject(body) ? Object.keys(body) : null };
}

/** A read's address, poll and search: parameters the operation takes, every path placeholder filled, a poll over the answer. */
export function checkSourceExtras(page, name, source, operation, family, report, at) {
  const { path, query } = operationParams(operation);
  const address = isObject(source.address?.params) ? source.address.params : {};
  for (const param of Object.keys(address)) {
    if (!path.includes(param) && !query.includes(param)) report.error(page.file, at('sources', name, 'address', 'params', param), `"${param}" 不是操作 ${operation.name} 的路径参数或查询参数`, suggest(param, [...path, ...query], '它的参数'));
  }
  for (const param of path) {
    if (!Object.hasOwn(address, param)) report.error(page.file, at('sources', name, 'operation'), `操作 ${operation.name} 的路径参数 {${param}} 没有取值`, `在 sources.${name}.address.params 中写 "${param}": "<地址中的参数名>"`);
  }
  if (isObject(source.search) && !query.includes(source.search.param)) {
    report.error(page.file, at('sources', name, 'search', 'param'), `"${source.search.param}" 不是操作 ${operation.name} 声明的查询参数`, suggest(String(source.search.param), query, '它的查询参数'));
  }
}

/** The operation a step or icon names, in the page's family or its own; reported when missing. */
function findOperation(call, family, tree, report, page, ptr) {
  const owner = call.family === undefined ? family : tree.families.get(call.family);
  if (!owner) {
    report.error(page.file, ptr('family'), `接口族 "${call.family}" 不存在（families/${call.family}.json）`, suggest(String(call.family), tree.families.keys(), '已有的接口族'));
    return undefined;
  }
  const operations = list(owner.data.operations).filter((operation) => isObject(operation));
  const operation = operations.find((candidate) => candidate.name === call.operation);
  if (!operation) report.error(page.file, ptr('operation'), `接口族 ${owner.name} 没有操作 "${call.operation}"`, suggest(String(call.operation), operations.map((candidate) => candidate.name), '该接口族的操作'));
  return operation;
}

/** A call's parameters: each one the operation takes, read from a field of the item; every path placeholder filled. */
function checkCallParams(call, operation, itemSchema, check, ptr, report, page) {
  const { path, query, body } = operationParams(operation);
  const params = isObject(call.params) ? call.params : {};
  const reads = operation.method === 'GET' || operation.method === 'DELETE';
  for (const [param, field] of Object.entries(params)) {
    const takes = path.includes(param) || query.includes(param) || (!reads && (body === null || body.includes(param)));
    if (!takes) report.error(page.file, ptr('params', param), `"${param}" 不是操作 ${operation.name} 的参数`, suggest(param, [...path, ...query, ...(body ?? [])], '它的参数'));
    check.path(itemSchema, field, ...ptr.rest('params', param));
  }
  for (const param of path) if (!Object.hasOwn(params, param)) report.error(page.file, ptr('params'), `操作 ${operation.name} 的路径参数 {${param}} 没有取值`, `写 "params": { "${param}": "<项目字段>" }`);
}

/** Buttons of a block on an item (`itemSchema`: a card's, a row's, or the block's answer). */
export function checkBlockActions(actions, itemSchema, ctx) {
  const { family, tree, report, page, check, at } = ctx;
  for (const [i, action] of list(actions).entries()) {
    if (!isObject(action)) continue;
    const here = (...rest) => at('actions', i, ...rest);
    if (action.steps === undefined && action.to === undefined) report.error(page.file, here(), `按钮“${action.label}”既不调用操作也不打开页面`, '写 steps（调用的操作）或 to（打开的路由）');
    if (action.open !== undefined && action.steps === undefined) report.error(page.file, here('open'), `按钮“${action.label}”的 open 需要 steps 的答复`, '写 steps，open.field 是最后一步答复中的地址');
    if (isObject(action.when)) check.path(itemSchema, action.when.field, 'actions', i, 'when', 'field');
    for (const key of ['confirm', 'success', 'to']) check.template(itemSchema, action[key], 'actions', i, key);
    if (isObject(action.open)) check.template(itemSchema, action.open.title, 'actions', i, 'open', 'title');
    let answer;
    for (const [s, step] of list(action.steps).entries()) {
      if (!isObject(step)) continue;
      const ptr = (...rest) => here('steps', s, ...rest);
      ptr.rest = (...rest) => ['actions', i, 'steps', s, ...rest];
      const operation = findOperation(step, family, tree, report, page, ptr);
      if (!operation) continue;
      checkCallParams(step, operation, itemSchema, check, ptr, report, page);
      answer = operation.response?.schema;
      if (isObject(step.require)) {
        check.pathIn(answer, step.require.field, operation.name, ...ptr.rest('require', 'field'));
        check.templateIn(answer, step.require.message, operation.name, ...ptr.rest('require', 'message'));
      }
    }
    const last = list(action.steps).at(-1);
    if (isObject(action.open) && isObject(last)) check.pathIn(answer, action.open.field, String(last.operation), 'actions', i, 'open', 'field');
  }
}

/** A picture per item: an operation answering an image, its parameters from the item. */
export function checkBlockIcon(icon, itemSchema, ctx) {
  const { family, tree, report, page, check, at } = ctx;
  if (!isObject(icon)) return;
  const ptr = (...rest) => at('icon', ...rest);
  ptr.rest = (...rest) => ['icon', ...rest];
  const operation = findOperation(icon, family, tree, report, page, ptr);
  if (!operation) return;
  const file = operation.response?.file;
  if (operation.method !== 'GET' || typeof file !== 'string' || !file.startsWith('image/')) {
    report.error(page.file, ptr('operation'), `图标的操作 ${operation.name} 不是答复图片的 GET`, '选一个 response 为 { "file": "image/*" } 的 GET 操作');
  }
  checkCallParams(icon, operation, itemSchema, check, ptr, report, page);
  if (!('public' in (operation.access ?? {}))) report.error(page.file, ptr('operation'), `图标的操作 ${operation.name} 不是公开的：<img> 不带令牌`, '选一个 access 为 public 的操作');
}

/**
 * A log block (src/pageLanguage/logBlock.ts): its read a GET whose parameters come from the
 * source's answer, taking the offset as a query parameter, answering the lines, their text and
 * stream fields, the next offset and the complete flag; the file's name filled from the source.
 */
export function checkBlockLog(block, sourceSchema, ctx) {
  const { family, tree, report, page, check, at } = ctx;
  if (!isObject(block.read)) return;
  const ptr = (...rest) => at('read', ...rest);
  ptr.rest = (...rest) => ['read', ...rest];
  const operation = findOperation(block.read, family, tree, report, page, ptr);
  check.template(sourceSchema, block.download, 'download');
  if (!operation) return;
  if (operation.method !== 'GET') report.error(page.file, ptr('operation'), `日志的读取 ${operation.name} 不是 GET 操作`, '选一个按偏移答复行的 GET 操作');
  checkCallParams(block.read, operation, sourceSchema, check, ptr, report, page);
  const { query } = operationParams(operation);
  if (!query.includes(block.offset)) report.error(page.file, at('offset'), `"${block.offset}" 不是操作 ${operation.name} 声明的查询参数`, suggest(String(block.offset), query, '它的查询参数'));
  const schema = operation.response?.schema;
  const fields = isObject(block.answer) ? block.answer : {};
  // Another operation's answer says nothing about the log's: once the read is wrong, that is the error.
  if (schema === undefined || operation.method !== 'GET') return;
  const item = check.itemsIn(schema, fields.lines, operation.name, 'answer', 'lines');
  for (const key of ['text', 'stream']) if (item !== undefined && fields[key] !== undefined) check.pathIn(item, fields[key], operation.name, 'answer', key);
  for (const key of ['next', 'complete']) check.pathIn(schema, fields[key], operation.name, 'answer', key);
}
