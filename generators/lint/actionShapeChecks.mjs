/**
 * The shapes of a family's custom actions beyond the call checks of endpointChecks.mjs
 * (src/pageLanguage/actions.ts CustomAction):
 * - an action is its own call (`endpoint` and `effect`), or reads a GET `operation` of its family
 *   and then gives neither, nor a body, prompt, decision, choice, idField, current read or grants
 *   (the operation's access decides who may call it);
 * - an operation read says what becomes of the answer: `opens` (a property of the answer),
 *   `shows` (properties of the answer, each with a label: its own or the response schema's
 *   description) or `download` (an operation answering a file; its `field`, if any, a field of the
 *   entity); an `upload` names a POST or PUT operation whose body is a file instead; its `query`
 *   names the operation's query parameters (every required one) with
 *   fields of the entity, and the record's fields fill the operation's path placeholders;
 * - a `choice` names a field of the entity with an `x-lookup`; `"$choice"` in an effect needs a
 *   choice;
 * - a page uses an operation read as a row action, under a code the operation's access grants;
 * - a `form` (ActionForm) only on a call of a POST/PUT operation: its fields cover the body's
 *   required fields and are fields of that body (or path); on the page, writable fields of its
 *   entity, used as a row action.
 */
import { propertiesOf } from './fieldChecks.mjs';
import { pointer, suggest } from './report.mjs';

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value) => (Array.isArray(value) ? value : []);
const placeholders = (path) => [...String(path).matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]);
const hasField = (properties, key) => typeof key === 'string' && Object.hasOwn(properties, key.split('.')[0]);

/** Keys an operation read does not take: its call, change and access are the operation's. */
const NOT_ON_READS = ['endpoint', 'effect', 'body', 'prompt', 'decision', 'choice', 'idField', 'current', 'grants', 'confirm', 'form'];
/** What an answer of an operation read becomes; an operation action with none of them calls a POST/PUT operation. */
const OUTCOMES = ['opens', 'shows', 'upload', 'download'];
/** Keys an operation call does not take: it sends the record's id (`idField`) after its `confirm`; the rest is the operation's. */
const NOT_ON_CALLS = ['endpoint', 'effect', 'body', 'prompt', 'decision', 'choice', 'current', 'grants', 'query'];

/**
 * An action calling a POST or PUT operation of its family (支付: POST pay): the operation's handler
 * makes the change, the action sends the record's id under `idField` (or in the path's {id}), and
 * every other field the operation's body requires would be missing.
 */
function checkOperationCall(file, at, action, family, properties, report) {
  const label = action.label ?? action.name;
  for (const key of NOT_ON_CALLS) {
    if (action[key] !== undefined) report.error(file, pointer(...at, key), `操作“${label}”调用操作 ${action.operation}，不能再写 ${key}`, '调用操作的请求、权限与效果都来自该操作：只写 idField、confirm、showWhen');
  }
  const operations = list(family.data.operations);
  const operation = operations.find((candidate) => candidate?.name === action.operation);
  if (!isObject(operation) || !['POST', 'PUT'].includes(operation.method)) {
    const usable = operations.filter((o) => ['POST', 'PUT'].includes(o?.method)).map((o) => o.name);
    report.error(file, pointer(...at, 'operation'), `接口族 ${family.name} 没有 POST/PUT 操作 "${action.operation}"（不读取应答、不传文件的操作须调用 POST 或 PUT 操作）`, usable.length > 0 ? suggest(action.operation, usable, '该接口族的 POST/PUT 操作') : '在 operations 中声明它；读取应答写 opens、shows 或 download');
    return;
  }
  const schema = isObject(operation.body?.schema) ? operation.body.schema : {};
  const bodyFields = isObject(schema.properties) ? schema.properties : {};
  const mapped = isObject(action.path) ? action.path : {};
  checkPathMap(file, at, action, operation, properties, report);
  // The record is named by {id}, or by a placeholder the action maps to its key (`"path": { "menuId": "id" }`).
  const byPath = placeholders(operation.path).includes('id') || Object.values(mapped).includes('id');
  if (typeof action.idField === 'string' && !Object.hasOwn(bodyFields, action.idField)) {
    report.error(file, pointer(...at, 'idField'), `操作 ${operation.name} 的请求体没有字段 "${action.idField}"`, suggest(action.idField, Object.keys(bodyFields), '请求体的字段'));
  } else if (action.idField === undefined && !byPath) {
    report.error(file, pointer(...at), `操作“${label}”没有说明如何指明记录`, `写 "idField": "<请求体中记录编号的字段>"，或调用路径带 {id} 的操作`);
  }
  // A `form` sends its fields in the body (or a path placeholder of the same name): the page's entity holds them (checkFormFields).
  const asked = formKeys(action);
  for (const name of list(schema.required)) {
    if (name !== action.idField && !asked.includes(name)) {
      report.error(file, pointer(...at, 'operation'), `操作 ${operation.name} 的请求体必填 ${name}，“${label}”${asked.length > 0 ? '的表单没有该字段' : '只发送记录编号'}`, asked.length > 0 ? `在 form.fields 中加入 "${name}"` : '用 form 让用户填写它，或把该操作写成自有调用（endpoint 与 effect）');
    }
  }
  for (const [j, key] of asked.entries()) {
    if (!Object.hasOwn(bodyFields, key) && !placeholders(operation.path).includes(key)) {
      report.error(file, pointer(...at, 'form', 'fields', j), `操作 ${operation.name} 的请求体没有字段 "${key}"，表单填写了也无处发送`, suggest(key, Object.keys(bodyFields), '请求体的字段'));
    }
  }
  for (const name of placeholders(operation.path)) {
    if (name !== 'id' && !Object.hasOwn(mapped, name) && !hasField(properties, name) && !asked.includes(name)) report.error(file, pointer(...at, 'operation'), `操作 ${operation.name} 的路径参数 {${name}} 不是实体的字段，记录无从给出`, '调用操作的路径参数须是记录的字段或 {id}');
  }
}

/**
 * An action's `path` (src/pageLanguage/actions.ts CustomAction.path): each key a placeholder of its
 * operation's path, each value a field of the page's entity (on its first segment) or a number
 * sent as it is, and no placeholder also asked in its form (which would fill it twice).
 */
function checkPathMap(file, at, action, operation, properties, report) {
  if (!isObject(action.path)) return;
  const wanted = placeholders(operation.path);
  const asked = formKeys(action);
  for (const [name, field] of Object.entries(action.path)) {
    if (!wanted.includes(name)) report.error(file, pointer(...at, 'path', name), `操作 ${operation.name} 的路径没有参数 {${name}}（${operation.path}）`, wanted.length > 0 ? suggest(name, wanted, '它的路径参数') : '删除 path');
    else if (asked.includes(name)) report.error(file, pointer(...at, 'path', name), `路径参数 {${name}} 已由表单字段 "${name}" 填写`, '删除 path 中的它，或从表单中去掉该字段');
    if (typeof field === 'number') continue;
    if (typeof field !== 'string' || (field !== 'id' && !hasField(properties, field))) report.error(file, pointer(...at, 'path', name), `路径参数 ${name} 取自字段 "${field}"，但实体中没有该字段`, suggest(String(field), Object.keys(properties), '实体的字段'));
  }
}

/** The entity fields an action's `form` asks (src/pageLanguage/actions.ts ActionForm). */
function formKeys(action) {
  return isObject(action.form) ? list(action.form.fields).map((entry) => (typeof entry === 'string' ? entry : entry?.key)).filter((key) => typeof key === 'string') : [];
}

/**
 * A page using an action with a `form`: its fields are writable fields of the page's entity (the
 * dialog is the entity's generated form), the title's `{field}`s fields of the record, and the action is a row's.
 */
function checkFormFields(page, group, i, action, properties, report) {
  const at = (...rest) => pointer(group, i, ...rest);
  if (group === 'toolbar') {
    report.error(page.file, at(), `“${action.label}”的表单从一条记录的现值开始，不能用于工具栏`, '移到 rowActions');
    return;
  }
  for (const key of formKeys(action)) {
    if (!hasField(properties, key)) report.error(page.file, at(), `“${action.label}”的表单字段 "${key}" 不在页面的实体中`, suggest(key, Object.keys(properties), '实体的字段'));
    else if (properties[key]?.readOnly === true) report.error(page.file, at(), `“${action.label}”的表单字段 "${key}" 是只读字段`, '表单只填写可写的字段');
  }
  for (const field of [...String(action.form.title ?? '').matchAll(/\{([A-Za-z_][A-Za-z0-9_.]*)\}/g)].map((m) => m[1])) {
    if (!hasField(properties, field)) report.error(page.file, at(), `“${action.label}”的表单标题引用的字段 "${field}" 不在实体中`, suggest(field, Object.keys(properties), '实体的字段'));
  }
}

function checkRead(file, at, action, family, properties, report) {
  const label = action.label ?? action.name;
  for (const key of NOT_ON_READS) {
    if (action[key] !== undefined) report.error(file, pointer(...at, key), `操作“${label}”读取操作 ${action.operation}，不能再写 ${key}`, '读取操作的调用、权限与效果都来自它读取的操作：删去这一项');
  }
  const operations = list(family.data.operations);
  const operation = operations.find((candidate) => candidate?.name === action.operation);
  const uploads = isObject(action.upload);
  // An upload sends its file to a POST or PUT operation; every other operation action reads a GET.
  const methods = uploads ? ['POST', 'PUT'] : ['GET'];
  if (!isObject(operation) || !methods.includes(operation.method)) {
    const usable = operations.filter((o) => methods.includes(o?.method)).map((o) => o.name);
    const kind = uploads ? 'POST/PUT' : 'GET';
    report.error(file, pointer(...at, 'operation'), `接口族 ${family.name} 没有 ${kind} 操作 "${action.operation}"`, usable.length > 0 ? suggest(action.operation, usable, `该接口族的 ${kind} 操作`) : '在 operations 中声明它');
    return;
  }
  const outcomes = OUTCOMES.filter((key) => action[key] !== undefined);
  if (outcomes.length !== 1) {
    report.error(file, pointer(...at), `操作“${label}”须写 opens（打开应答中的地址）、shows（展示应答）、upload（上传文件）或 download（下载文件）之一`, '打开应用写 "opens": "url"；查看信息写 "shows": { "fields": [...] }；上传写 "upload": { "accept", "maxSizeMb" }；下载写 "download": {}');
  }
  if (uploads && (!isObject(operation.body) || operation.body.file === undefined)) {
    report.error(file, pointer(...at, 'upload'), `操作 ${operation.name} 的请求体不是文件，“${label}”无从上传`, '上传的操作在 body 中写 { "file": "<媒体类型>" }（multipart 的 file 字段）');
  }
  if (action.download !== undefined) {
    if (!isObject(operation.response) || operation.response.file === undefined) {
      report.error(file, pointer(...at, 'download'), `操作 ${operation.name} 的应答不是文件，“${label}”无从下载`, '下载的操作在 response 中写 { "file": "<媒体类型>" }');
    }
    const field = isObject(action.download) ? action.download.field : undefined;
    if (field !== undefined && !hasField(properties, field)) {
      report.error(file, pointer(...at, 'download', 'field'), `download 的字段 "${field}" 不在实体中`, suggest(field, Object.keys(properties), '实体的字段'));
    }
  }
  const answer = isObject(operation.response?.schema?.properties) ? operation.response.schema.properties : {};
  if (action.opens !== undefined && !Object.hasOwn(answer, action.opens)) {
    report.error(file, pointer(...at, 'opens'), `操作 ${operation.name} 的应答没有字段 "${action.opens}"`, suggest(action.opens, Object.keys(answer), '应答的字段'));
  }
  if (isObject(action.shows)) {
    const fields = Array.isArray(action.shows.fields) ? action.shows.fields : Object.keys(answer);
    if (fields.length === 0) report.error(file, pointer(...at, 'shows'), `操作 ${operation.name} 的应答没有声明字段，“${label}”无从展示`, '在 shows.fields 中列出要展示的字段');
    for (const [i, entry] of fields.entries()) {
      const field = typeof entry === 'string' ? entry : entry?.field;
      const where = pointer(...at, 'shows', 'fields', i);
      if (!Object.hasOwn(answer, field)) {
        report.error(file, where, `操作 ${operation.name} 的应答没有字段 "${field}"`, suggest(field, Object.keys(answer), '应答的字段'));
        continue;
      }
      const described = typeof answer[field]?.description === 'string' && answer[field].description !== '';
      if (!described && typeof entry?.label !== 'string') report.error(file, where, `应答字段 "${field}" 没有说明，对话框无从给它标签`, `写成 { "field": "${field}", "label": "…" }`);
    }
  }
  const declared = isObject(operation.query) ? operation.query : {};
  const query = isObject(action.query) ? action.query : {};
  for (const [name, field] of Object.entries(query)) {
    if (!Object.hasOwn(declared, name)) report.error(file, pointer(...at, 'query', name), `操作 ${operation.name} 没有查询参数 "${name}"`, suggest(name, Object.keys(declared), '它的查询参数'));
    if (!hasField(properties, field)) report.error(file, pointer(...at, 'query', name), `查询参数 ${name} 取自字段 "${field}"，但实体中没有该字段`, suggest(field, Object.keys(properties), '实体的字段'));
  }
  for (const [name, parameter] of Object.entries(declared)) {
    if (parameter?.required && !Object.hasOwn(query, name)) report.error(file, pointer(...at, 'query'), `操作 ${operation.name} 的查询参数 ${name} 必填，“${label}”没有给出`, `写 "query": { "${name}": "<记录字段>" }`);
  }
  checkPathMap(file, at, action, operation, properties, report);
  for (const name of placeholders(operation.path)) {
    if (name !== 'id' && !(isObject(action.path) && Object.hasOwn(action.path, name)) && !hasField(properties, name)) report.error(file, pointer(...at, 'operation'), `操作 ${operation.name} 的路径参数 {${name}} 不是实体的字段，记录无从给出`, '读取操作的路径参数须是记录的字段或 {id}');
  }
}

function checkOwnCall(file, at, action, properties, report) {
  const label = action.label ?? action.name;
  for (const key of ['endpoint', 'effect']) {
    if (!isObject(action[key])) report.error(file, pointer(...at), `操作“${label}”缺少 ${key}`, '自定义操作写出它的调用（endpoint）和它对记录的修改（effect，无修改写 {}）；或用 operation 读取接口族的 GET 操作');
  }
  for (const key of ['query', 'opens', 'shows', 'upload', 'download']) {
    if (action[key] !== undefined) report.error(file, pointer(...at, key), `${key} 只用于读取操作（operation）`, '删去这一项，或改用 operation');
  }
  // The server's rules for what a form sends live in the operation's handler, not in an effect.
  if (action.form !== undefined) report.error(file, pointer(...at, 'form'), 'form 只用于调用 POST/PUT 操作（operation）的操作', '写 "operation": "<接口族的 POST/PUT 操作>"，或删去 form');
  const usesChoice = Object.values(isObject(action.effect) ? action.effect : {}).includes('$choice');
  if (usesChoice && !isObject(action.choice)) report.error(file, pointer(...at, 'effect'), `操作“${label}”的 effect 写了 "$choice"，但没有 choice`, '加上 "choice": { "field": "<有 x-lookup 的字段>" }');
  if (!isObject(action.choice)) return;
  const { field } = action.choice;
  if (!Object.hasOwn(properties, field)) {
    report.error(file, pointer(...at, 'choice', 'field'), `choice 的字段 "${field}" 不在实体中`, suggest(field, Object.keys(properties), '实体的字段'));
  } else if (!isObject(properties[field]['x-lookup'])) {
    report.error(file, pointer(...at, 'choice', 'field'), `choice 的字段 "${field}" 没有 x-lookup，对话框无从列出选项`, '选一个取值来自另一接口族记录的字段（实体中写有 x-lookup）');
  }
}

/** The codes an operation's access grants; null when any signed-in caller (or anyone) may call it. */
function grantedCodes(operation) {
  const grants = operation?.access?.grants;
  if (!Array.isArray(grants)) return null;
  const codes = grants.map((grant) => (typeof grant === 'string' ? grant : grant?.code));
  return codes.includes(null) ? null : codes;
}

/**
 * A question naming the record's fields (确认从账户余额支付 {amount:money} 元？) is asked about one
 * record: not from the toolbar, where it acts on a selection; each field one of the entity's.
 */
function checkQuestion(page, group, i, question, properties, report) {
  const fields = [...String(question).matchAll(/\{([^{}:]+)(?::([^{}]*))?\}/g)];
  if (fields.length === 0) return;
  const at = pointer(group, i);
  if (group === 'toolbar') {
    report.error(page.file, at, `确认语“${question}”引用记录字段，不能用于工具栏（作用于多条选中的记录）`, '移到 rowActions，或在页面上写一句不带 {字段} 的 confirm');
    return;
  }
  for (const [, field, format] of fields) {
    if (!hasField(properties, field)) report.error(page.file, at, `确认语引用的字段 "${field}" 不在实体中`, suggest(field, Object.keys(properties), '实体的字段'));
    if (format !== undefined && format !== 'money') report.error(page.file, at, `确认语中 {${field}:${format}} 的格式未知`, '只支持 {字段:money}（元，千分位，两位小数）或 {字段}');
  }
}

function checkPageUses(page, family, properties, report) {
  const declared = page.declared ?? page.data;
  for (const group of declared.kind === 'detail' ? ['actions'] : ['toolbar', 'rowActions']) {
    for (const [i, use] of list(declared[group]).entries()) {
      if (use?.type !== 'custom' || typeof use.action !== 'string') continue;
      const action = list(family.data.actions).find((candidate) => candidate?.name === use.action);
      const question = use.confirm ?? action?.confirm;
      if (typeof question === 'string') checkQuestion(page, group, i, question, properties, report);
      if (isObject(action) && isObject(action.form)) checkFormFields(page, group, i, action, properties, report);
      if (!isObject(action) || typeof action.operation !== 'string') continue;
      // A call of a POST/PUT operation may act on a selection; a read shows one record's answer.
      if (group === 'toolbar' && OUTCOMES.some((key) => action[key] !== undefined)) {
        report.error(page.file, pointer(group, i), `读取操作“${action.label}”只能放在行操作中`, '它读取一条记录的应答：移到 rowActions');
        continue;
      }
      const operation = list(family.data.operations).find((candidate) => candidate?.name === action.operation);
      const codes = grantedCodes(operation);
      const code = use.permission ?? action.permission ?? `${declared.permissionPrefix}-${action.name}`;
      if (codes && !codes.includes(code)) {
        report.error(page.file, pointer(group, i), `“${use.label ?? action.label}”的权限编码 ${code} 不能调用操作 ${action.operation}`, `操作的 access 授予：${codes.join('、')}；写 "permission" 为其中之一`);
      }
    }
  }
}

/** Checks every family's actions and the pages using operation reads; returns how many actions were checked. */
export function checkActionShapes(tree, report) {
  let checked = 0;
  for (const family of tree.families?.values() ?? []) {
    const { file, data } = family;
    const entity = typeof data.entity === 'string' ? tree.entities.get(data.entity) : undefined;
    const properties = propertiesOf(entity);
    for (const [i, action] of list(data.actions).entries()) {
      if (!isObject(action)) continue;
      checked += 1;
      const calls = typeof action.operation === 'string' && OUTCOMES.every((key) => action[key] === undefined);
      if (calls) checkOperationCall(file, ['actions', i], action, family, properties, report);
      else if (typeof action.operation === 'string') checkRead(file, ['actions', i], action, family, properties, report);
      else checkOwnCall(file, ['actions', i], action, properties, report);
    }
  }
  for (const page of tree.pages.values()) {
    const declared = page.declared ?? page.data;
    const family = typeof declared?.family === 'string' ? tree.families?.get(declared.family) : undefined;
    const entity = typeof declared?.entity === 'string' ? tree.entities.get(declared.entity) : undefined;
    if ((declared?.kind === 'list' || declared?.kind === 'detail') && family) checkPageUses(page, family, propertiesOf(entity), report);
  }
  return checked;
}
