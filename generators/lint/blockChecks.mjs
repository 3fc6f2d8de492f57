/**
 * Block pages (`kind: "blocks"`, src/pageLanguage/blocks.ts): the family exists; each read in
 * `sources` names a GET operation of it and sends only query parameters the operation declares
 * (the range's too); every block reads a declared source and every source is read by a block;
 * and every path and `{field}` a block shows is a property of the operation's answer, where the
 * operation documents its answer — so a block never shows an empty card or a bare placeholder.
 * resolveBlocks.ts refuses the same reads when the app loads the page.
 */
import { isObject } from './shape.mjs';
import { pointer, suggest } from './report.mjs';
import { checkBlockActions, checkBlockIcon, checkBlockLog, checkSourceExtras } from './blockActionChecks.mjs';
import { checkEditorBlock } from './blockEditorChecks.mjs';

const list = (value) => (Array.isArray(value) ? value : []);
const TEMPLATE_FIELD = /\{([^{}]+)\}/g;
// `{field|money}` formats the field: the field is what the answer must have.
const templateFields = (text) => [...String(text ?? '').matchAll(TEMPLATE_FIELD)].map((match) => match[1].split('|')[0]);

/** The schema at a dot path of an object schema; undefined where the answer is not documented. */
function schemaAt(schema, path) {
  // `.`: the answer itself (an answer that is an array of items).
  if (path === '.') return schema;
  let at = schema;
  for (const part of String(path).split('.')) {
    if (!isObject(at) || !isObject(at.properties)) return undefined;
    at = at.properties[part];
    if (at === undefined) return null;
  }
  return at;
}

/** Checks that `path` is documented in `schema` (null: not a property; undefined: nothing to check against). */
function checkPath(schema, path, where, what, report, page, ptr) {
  const found = schemaAt(schema, path);
  if (found !== null) return found;
  const parent = String(path).includes('.') ? schemaAt(schema, String(path).split('.').slice(0, -1).join('.')) : schema;
  const known = isObject(parent?.properties) ? Object.keys(parent.properties) : [];
  report.error(page.file, ptr, `${what} "${path}" 不是 ${where} 答复的字段`, suggest(String(path).split('.').pop(), known, '答复的字段'));
  return null;
}

/** The item schema of the array at `path`; reports a path that is documented but not an array. */
function itemsSchema(schema, path, where, report, page, ptr) {
  const found = checkPath(schema, path, where, '数组路径', report, page, ptr);
  if (!isObject(found)) return undefined;
  if (found.type !== undefined && found.type !== 'array') {
    report.error(page.file, ptr, `"${path}" 在 ${where} 的答复中不是数组`, '指向答复中的一个数组');
    return undefined;
  }
  return isObject(found.items) ? found.items : undefined;
}

function checkTemplate(schema, text, where, report, page, ptr) {
  for (const field of templateFields(text)) checkPath(schema, field, where, '模板字段', report, page, ptr);
}

function checkSource(page, name, source, family, range, report) {
  const operations = list(family.data.operations).filter((operation) => isObject(operation));
  const operation = operations.find((candidate) => candidate.name === source.operation);
  const gets = operations.filter((candidate) => candidate.method === 'GET').map((candidate) => candidate.name);
  if (!operation || operation.method !== 'GET') {
    report.error(page.file, pointer('sources', name, 'operation'), `接口族 ${family.name} 没有 GET 操作 "${source.operation}"`, gets.length > 0 ? suggest(String(source.operation), gets, '该接口族的 GET 操作') : `在 families/${family.name}.json 的 operations 中声明它`);
    return undefined;
  }
  const accepted = Object.keys(isObject(operation.query) ? operation.query : {});
  checkSourceExtras(page, name, source, operation, family, report, pointer);
  for (const key of Object.keys(isObject(source.query) ? source.query : {})) {
    if (!accepted.includes(key)) report.error(page.file, pointer('sources', name, 'query', key), `"${key}" 不是操作 ${operation.name} 声明的查询参数`, suggest(key, accepted, '它的查询参数'));
  }
  if (isObject(range) && source.ranged !== false) {
    for (const side of ['from', 'to']) {
      if (!accepted.includes(range[side])) report.error(page.file, pointer('range', side), `日期区间参数 "${range[side]}" 不是操作 ${operation.name}（读取 ${name}）声明的查询参数`, accepted.length > 0 ? suggest(String(range[side]), accepted, '它的查询参数') : `该读取不随区间变化时写 "ranged": false`);
    }
  }
  return operation;
}

/** What each block type shows of its answer, checked against the answer's schema. */
const BLOCK_PATHS = {
  hero(block, schema, check) {
    check.template(schema, block.heading, 'heading');
    check.template(schema, block.text, 'text');
    if (isObject(block.link)) check.template(schema, block.link.to, 'link', 'to');
  },
  stats(block, schema, check) {
    for (const [i, link] of list(block.links).entries()) check.template(schema, link?.to, 'links', i, 'to');
    if (list(block.links).length > 0 && !block.title) check.error('按钮放在区块标题栏右侧：有 links 时须写 title', '加一个 title', 'links');
    for (const [i, item] of list(block.items).entries()) {
      const value = String(item?.value ?? '');
      if (value.startsWith('length:')) check.items(schema, value.slice('length:'.length), 'items', i, 'value');
      else check.path(schema, value, 'items', i, 'value');
      check.template(schema, item?.title, 'items', i, 'title');
    }
  },
  chart(block, schema, check) {
    const item = check.items(schema, block.items, 'items');
    check.path(item, block.category, 'category');
    for (const [i, series] of list(block.series).entries()) check.path(item, series?.field, 'series', i, 'field');
    if (block.chart === 'pie' && list(block.series).length !== 1) check.error('饼图只有一个数值系列', '去掉多余的 series，或改用柱状图', 'series');
  },
  table(block, schema, check) {
    const item = check.items(schema, block.items, 'items');
    check.path(item, block.rowKey, 'rowKey');
    checkColumns(block.columns, item, check, 'columns');
    check.actions(block.actions, item);
  },
  cards(block, schema, check) {
    const item = check.items(schema, block.items, 'items');
    for (const key of ['cardTitle', 'cardText', 'cardMeta']) check.template(item, block[key], key);
    if (isObject(block.tag)) check.path(item, block.tag.field, 'tag', 'field');
    if (isObject(block.link)) check.template(schema, block.link.to, 'link', 'to');
    check.actions(block.actions, item);
    check.icon(block.icon, item);
    if (isObject(block.list)) {
      check.path(item, block.list.rowKey, 'list', 'rowKey');
      checkColumns(block.list.columns, item, check, 'list', 'columns');
    }
    for (const key of ['cardLink', 'cardNote']) check.template(item, block[key], key);
    for (const key of ['image', 'tags']) if (block[key] !== undefined) check.path(item, block[key], key);
    if (block.look === 'apps' || block.look === 'tiles') {
      // The light looks draw no antd: no buttons, picture operation or 卡片/列表 switch.
      for (const key of ['actions', 'icon', 'list']) if (block[key] !== undefined) check.error(`look "${block.look}" 的卡片不显示 ${key}`, '去掉它，或用默认的 look "panel"', key);
    }
  },
  'banner-carousel'(block, schema, check) {
    const item = check.items(schema, block.items, 'items');
    for (const key of ['slideTitle', 'slideText', 'slideLink', 'button']) check.template(item, block[key], key);
    if (block.image !== undefined) check.path(item, block.image, 'image');
  },
  'card-carousel'(block, schema, check) {
    const item = check.items(schema, block.items, 'items');
    for (const key of ['cardTitle', 'cardText', 'cardLink']) check.template(item, block[key], key);
    if (block.image !== undefined) check.path(item, block.image, 'image');
  },
  fields(block, schema, check) {
    if ((block.items === undefined) === (block.pairs === undefined)) check.error('字段区块写 items（逐个字段）或 pairs（标签/值数组）之一', '只保留其中一个', 'items');
    for (const [i, field] of list(block.items).entries()) {
      check.path(schema, field?.value, 'items', i, 'value');
      if (isObject(field?.tag) && field.tag.field !== undefined) check.path(schema, field.tag.field, 'items', i, 'tag', 'field');
      if (isObject(field?.when)) {
        check.path(schema, field.when.field, 'items', i, 'when', 'field');
        if (field.when.in === undefined && field.when.above === undefined) check.error('显示条件须写 in 或 above', '例如 { "field": "status", "in": ["RUNNING"] }', 'items', i, 'when');
      }
    }
    if (isObject(block.pairs)) {
      const item = check.items(schema, block.pairs.items, 'pairs', 'items');
      check.path(item, block.pairs.label, 'pairs', 'label');
      check.path(item, block.pairs.value, 'pairs', 'value');
    }
    check.actions(block.actions, schema);
  },
  timeline(block, schema, check) {
    const item = check.items(schema, block.items, 'items');
    check.template(item, block.text, 'text');
    if (isObject(block.color)) check.path(item, block.color.field, 'color', 'field');
  },
  text(block, schema, check) {
    check.path(schema, block.field, 'field');
  },
  log(block, schema, check) {
    check.log(block);
  },
  picker(block, schema, check) {
    const item = check.items(schema, block.items, 'items');
    check.path(item, block.value, 'value');
    check.template(item, block.text, 'text');
    for (const field of Object.keys(isObject(block.labels) ? block.labels : {})) check.path(item, field, 'labels', field);
    for (const [field, lookup] of Object.entries(isObject(block.lookups) ? block.lookups : {})) {
      check.path(item, field, 'lookups', field);
      check.lookup(lookup, field);
    }
    if (isObject(block.notice?.when)) check.path(item, block.notice.when.field, 'notice', 'when', 'field');
    check.addressParam(block.param, '在某个读取的 address.params 中用它', 'param');
  },
  upload(block, schema, check) {
    check.upload(block);
  },
  'rich-text-editor'(block, schema, check) {
    check.path(schema, block.field, 'field');
    check.template(schema, block.updated, 'updated');
    check.editor(block);
  },
  notice(block, schema, check) {
    check.template(schema, block.text, 'text');
    if (isObject(block.when)) {
      check.path(schema, block.when.field, 'when', 'field');
      if (block.when.in === undefined && block.when.above === undefined) check.error('显示条件须写 in 或 above', '例如 { "field": "warning", "in": [true] }', 'when');
    }
    if (isObject(block.link)) check.template(schema, block.link.to, 'link', 'to');
  },
  form(block, schema, check) {
    const keys = list(block.fields).map((field) => (typeof field === 'string' ? field : field?.key)).filter((key) => typeof key === 'string');
    for (const [i, key] of keys.entries()) check.path(schema, key, 'fields', i);
    check.write(block);
  },
  'rich-text'(block, schema, check) {
    check.path(schema, block.field, 'field');
    if (block.look === 'section') for (const key of ['updated', 'refresh']) if (block[key] !== undefined) check.error(`look "section" 的富文本不显示 ${key}`, '去掉它，或用默认的 look "panel"', key);
    if (block.updated !== undefined) check.path(schema, block.updated, 'updated');
  },
};

function checkColumns(columns, item, check, ...at) {
  for (const [i, column] of list(columns).entries()) {
    check.path(item, column?.key, ...at, i, 'key');
    if (column?.href !== undefined) check.path(item, column.href, ...at, i, 'href');
    if (isObject(column?.progress)) check.path(item, column.progress.of, ...at, i, 'progress', 'of');
  }
}

/** An upload: a POST of the family taking a multipart `file`; its status a GET taking `identifier`; its fields from the address. */
function checkUpload(block, family, report, page, at, check) {
  const operations = list(family.data.operations).filter((operation) => isObject(operation));
  const post = operations.find((candidate) => candidate.name === block.operation);
  if (!post || post.method !== 'POST' || typeof post.body?.file !== 'string') {
    const posts = operations.filter((candidate) => candidate.method === 'POST' && typeof candidate.body?.file === 'string').map((candidate) => candidate.name);
    report.error(page.file, at('operation'), `接口族 ${family.name} 没有接收文件的 POST 操作 "${block.operation}"`, posts.length > 0 ? suggest(String(block.operation), posts, '接收文件的操作') : '声明 body 为 { "file": "<媒体类型>" } 的 POST 操作');
  }
  if (block.status !== undefined) {
    const status = operations.find((candidate) => candidate.name === block.status);
    if (!status || status.method !== 'GET' || !Object.hasOwn(isObject(status.query) ? status.query : {}, 'identifier')) {
      report.error(page.file, at('status'), `接口族 ${family.name} 没有按 identifier 查询已收分片的 GET 操作 "${block.status}"`, '声明查询参数 identifier 的 GET 操作');
    } else if (isObject(status.response?.schema)) {
      checkPath(status.response.schema, 'received', status.name, '已收分片字段', report, page, at('status'));
    }
  }
  for (const [field, name] of Object.entries(isObject(block.fields) ? block.fields : {})) check.addressParam(name, '在某个读取的 address.params 中用它，或去掉该字段', 'fields', field);
}

/** A form block's write: a PUT or POST of the family whose body takes its fields; its entity declares them. */
function checkWrite(page, block, at, family, tree, report) {
  const operations = list(family.data.operations).filter((operation) => isObject(operation));
  const operation = operations.find((candidate) => candidate.name === block.operation);
  const writes = operations.filter((candidate) => candidate.method === 'PUT' || candidate.method === 'POST').map((candidate) => candidate.name);
  if (!operation || (operation.method !== 'PUT' && operation.method !== 'POST')) {
    report.error(page.file, at('operation'), `接口族 ${family.name} 没有 PUT 或 POST 操作 "${block.operation}"`, writes.length > 0 ? suggest(String(block.operation), writes, '该接口族的写操作') : `在 families/${family.name}.json 的 operations 中声明它`);
    return;
  }
  const entity = tree.entities.get(block.entity);
  if (!entity) {
    report.error(page.file, at('entity'), `实体 "${block.entity}" 不存在（entities/${block.entity}.json）`, suggest(String(block.entity), tree.entities.keys(), '已有实体'));
    return;
  }
  const declared = Object.keys(isObject(entity.data?.properties) ? entity.data.properties : {});
  const body = operation.body?.schema?.properties;
  for (const [i, field] of list(block.fields).entries()) {
    const key = typeof field === 'string' ? field : field?.key;
    if (!declared.includes(key)) report.error(page.file, at('fields', i), `字段 "${key}" 不是实体 ${block.entity} 的字段`, suggest(String(key), declared, '实体的字段'));
    else if (isObject(body) && !Object.hasOwn(body, key)) report.error(page.file, at('fields', i), `字段 "${key}" 不在操作 ${operation.name} 的请求体中`, suggest(String(key), Object.keys(body), '请求体的字段'));
  }
}

export function checkBlocksPage(page, tree, report) {
  const declared = page.declared ?? page.data;
  if (declared.kind !== 'blocks' || typeof declared.family !== 'string') return;
  const family = tree.families.get(declared.family);
  if (!family) {
    report.error(page.file, pointer('family'), `接口族 "${declared.family}" 不存在（families/${declared.family}.json）`, suggest(declared.family, tree.families.keys(), '已有的接口族'));
    return;
  }
  const sources = isObject(declared.sources) ? declared.sources : {};
  const answers = new Map();
  for (const [name, source] of Object.entries(sources)) {
    if (!isObject(source)) continue;
    const operation = checkSource(page, name, source, family, declared.range, report);
    if (operation) answers.set(name, { operation, schema: operation.response?.schema });
  }
  const read = new Set();
  for (const [i, block] of list(declared.blocks).entries()) {
    if (!isObject(block)) continue;
    if (!Object.hasOwn(sources, block.source)) {
      report.error(page.file, pointer('blocks', i, 'source'), `区块读取的 "${block.source}" 不在 sources 中`, suggest(String(block.source), Object.keys(sources), '页面声明的读取'));
      continue;
    }
    read.add(block.source);
    const answer = answers.get(block.source);
    if (!answer || !BLOCK_PATHS[block.type]) {
      // A form's write does not depend on its read being documented.
      if (block.type === 'form') checkWrite(page, block, (...rest) => pointer('blocks', i, ...rest), family, tree, report);
      continue;
    }
    const where = answer.operation.name;
    const at = (...rest) => pointer('blocks', i, ...rest);
    const check = {
      path: (schema, path, ...rest) => (schema === undefined || path === undefined ? undefined : checkPath(schema, path, where, '字段', report, page, at(...rest))),
      items: (schema, path, ...rest) => (schema === undefined ? undefined : itemsSchema(schema, path, where, report, page, at(...rest))),
      template: (schema, text, ...rest) => (schema === undefined || text === undefined ? undefined : checkTemplate(schema, text, where, report, page, at(...rest))),
      error: (message, hint, ...rest) => report.error(page.file, at(...rest), message, hint),
      write: (formBlock) => checkWrite(page, formBlock, at, family, tree, report),
      // A path or template in another call's answer (an action step's).
      pathIn: (schema, path, operation, ...rest) => (schema === undefined || path === undefined ? undefined : checkPath(schema, path, operation, '字段', report, page, at(...rest))),
      itemsIn: (schema, path, operation, ...rest) => (schema === undefined || path === undefined ? undefined : itemsSchema(schema, path, operation, report, page, at(...rest))),
      templateIn: (schema, text, operation, ...rest) => (schema === undefined || text === undefined ? undefined : checkTemplate(schema, text, operation, report, page, at(...rest))),
    };
    const ctx = { family, tree, report, page, check, at };
    const addressNames = new Set(Object.values(sources).flatMap((source) => Object.values(isObject(source?.address?.params) ? source.address.params : {})));
    check.addressParam = (name, hint, ...rest) => {
      if (!addressNames.has(name)) report.error(page.file, at(...rest), `地址参数 "${name}" 没有读取从地址取参数`, hint);
    };
    check.lookup = (lookup, field) => {
      if (!isObject(lookup)) return;
      if (!Object.hasOwn(sources, lookup.source)) {
        report.error(page.file, at('lookups', field, 'source'), `"${lookup.source}" 不在 sources 中`, suggest(String(lookup.source), Object.keys(sources), '页面声明的读取'));
        return;
      }
      read.add(lookup.source);
      const other = answers.get(lookup.source);
      const item = other?.schema === undefined ? undefined : itemsSchema(other.schema, lookup.items, other.operation.name, report, page, at('lookups', field, 'items'));
      for (const key of ['value', 'label']) if (item !== undefined) checkPath(item, lookup[key], other.operation.name, '字段', report, page, at('lookups', field, key));
    };
    check.upload = (upload) => checkUpload(upload, family, report, page, at, check);
    check.editor = (editor) => checkEditorBlock(editor, family, tree, report, page, at);
    check.actions = (actions, item) => checkBlockActions(actions, item, ctx);
    check.icon = (icon, item) => checkBlockIcon(icon, item, ctx);
    check.log = (logBlock) => checkBlockLog(logBlock, answer.schema, ctx);
    BLOCK_PATHS[block.type](block, answer.schema, check);
  }
  for (const [name, source] of Object.entries(sources)) {
    const poll = isObject(source?.poll?.while) ? source.poll.while : undefined;
    const answer = answers.get(name);
    if (poll && answer?.schema !== undefined) checkPath(answer.schema, poll.field, answer.operation.name, '轮询条件字段', report, page, pointer('sources', name, 'poll', 'while', 'field'));
  }
  for (const name of Object.keys(sources)) {
    if (!read.has(name)) report.warn(page.file, pointer('sources', name), `读取 ${name} 没有区块使用`, '删除它，或加一个读取它的区块', 'unused-source');
  }
}
