/**
 * A list page's `read` (src/pageLanguage/pageConfig.ts ListReadDeclaration): the operations it
 * names are GETs of the page's family — `list` answering a page of the page's records (a page of
 * its entity, or an object of its own whose `records` hold every column the page shows, beside a
 * `total` and the figures its `totals` name), `export` a file — and the page has no `views` (they
 * name their own reads). resolvePage.ts refuses the same references when the app loads the page.
 */
import { isObject } from './shape.mjs';
import { pointer, suggest } from './report.mjs';

const list = (value) => (Array.isArray(value) ? value : []);

/** The schema a `$ref` of the form `#/$defs/<name>` points at inside `root`, or the schema itself. */
function deref(schema, root) {
  if (!isObject(schema) || typeof schema.$ref !== 'string') return schema;
  const name = schema.$ref.startsWith('#/$defs/') ? schema.$ref.slice('#/$defs/'.length) : undefined;
  return name !== undefined && isObject(root.$defs) ? root.$defs[name] : undefined;
}

/** The GET operation `name` of the family, or a reported problem at `at`. */
function getOperation(page, family, at, name, report) {
  const operations = list(family.data.operations).filter((operation) => isObject(operation));
  const operation = operations.find((candidate) => candidate.name === name);
  if (!operation) {
    const gets = operations.filter((candidate) => candidate.method === 'GET').map((candidate) => candidate.name);
    report.error(page.file, at, `接口族 ${family.name} 没有操作 "${name}"`, gets.length > 0 ? suggest(String(name), gets, '该接口族的 GET 操作') : `在 families/${family.name}.json 的 operations 中声明它`);
    return undefined;
  }
  if (operation.method !== 'GET') {
    report.error(page.file, at, `列表页读取数据须用 GET 操作，${name} 是 ${operation.method}`, '换一个 GET 操作');
    return undefined;
  }
  return operation;
}

/**
 * The part of an operation's answer schema (the schema of its `data`) holding the page: the
 * answer itself, or the object `read.response` names (data.members → its `members`); its $defs
 * stay reachable. Undefined (reported) when the paths do not lead to one object.
 */
function pageHolder(page, read, schema, report) {
  if (!isObject(read.response)) return schema;
  const at = pointer('read', 'response');
  const { records, total } = read.response;
  const parent = (path) => (typeof path === 'string' ? path.split('.').slice(0, -1).join('.') : '');
  const leaf = (path) => (typeof path === 'string' ? path.split('.').at(-1) : '');
  if (parent(records) !== parent(total) || leaf(records) !== 'records' || leaf(total) !== 'total') {
    report.error(page.file, at, 'read.response 的 records 与 total 须是同一对象的 records 与 total', '例如 data.members.records 与 data.members.total');
    return undefined;
  }
  const segments = parent(records).split('.');
  if (segments[0] !== 'data') {
    report.error(page.file, at, `read.response 的路径 ${records} 不从应答体的 data 写起`, '操作声明的是应答 data 的结构：路径写成 data.<字段>.records');
    return undefined;
  }
  let holder = schema;
  for (const segment of segments.slice(1)) {
    holder = deref(isObject(holder?.properties) ? holder.properties[segment] : undefined, schema);
    if (!isObject(holder)) {
      report.error(page.file, at, `操作 ${read.list} 的应答没有 ${segment}（${records}）`, '按操作的 response.schema 写出记录所在的对象');
      return undefined;
    }
  }
  return { ...holder, $defs: schema.$defs };
}

/** An answer written in place: its records hold the columns, and it sends `total` and the totals. */
function checkInlinePage(page, declared, name, schema, report) {
  const at = pointer('read', 'list');
  const properties = isObject(schema.properties) ? schema.properties : {};
  const records = isObject(properties.records) && properties.records.type === 'array' ? deref(properties.records.items, schema) : undefined;
  if (!isObject(records) || !isObject(properties.total)) {
    report.error(page.file, at, `操作 ${name} 的应答不是一页记录（records 数组与 total）`, '列表页按 { records, total } 分页显示：read.list 须指向这样应答的操作');
    return;
  }
  const fields = isObject(records.properties) ? records.properties : {};
  for (const [i, column] of list(declared.columns).entries()) {
    const key = typeof column?.key === 'string' ? column.key.split('.')[0] : undefined;
    if (key !== undefined && !Object.hasOwn(fields, key)) {
      report.error(page.file, pointer('columns', i, 'key'), `列 "${key}" 不在操作 ${name} 应答的记录中`, suggest(key, Object.keys(fields), '应答记录的字段'));
    }
  }
  for (const [i, item] of list(declared.totals?.items).entries()) {
    if (typeof item?.field === 'string' && (item.field === 'records' || !Object.hasOwn(properties, item.field))) {
      report.error(page.file, pointer('totals', 'items', i, 'field'), `合计 "${item.field}" 不在操作 ${name} 的应答中`, suggest(item.field, Object.keys(properties).filter((key) => key !== 'records'), '应答中记录旁的数'));
    }
  }
}

/** The `read` of a list page (its `declared` form) against the family it names. */
export function checkListRead(page, family, report) {
  const declared = page.declared ?? page.data;
  const read = declared.read;
  if (read === undefined) return;
  if (declared.views !== undefined) {
    report.error(page.file, pointer('read'), '列表页不能同时有 read 与 views', '各视图用自己的 list / export：把 read 的操作写进第一个视图');
    return;
  }
  if (!isObject(read) || typeof read.list !== 'string') return; // the page schema reports the shape
  const operation = getOperation(page, family, pointer('read', 'list'), read.list, report);
  const response = operation?.response;
  if (isObject(response) && isObject(response.schema)) {
    const holder = pageHolder(page, read, response.schema, report);
    if (holder) checkInlinePage(page, declared, read.list, holder, report);
  }
  else if (operation && !(isObject(response) && response.shape === 'page' && response.entity === declared.entity)) {
    const what = `实体 ${declared.entity} 的一页记录（response: { "entity": "${declared.entity}", "shape": "page" }）`;
    report.error(page.file, pointer('read', 'list'), `操作 ${read.list} 的应答不是${what}`, `列表页的列与筛选项属于实体 ${declared.entity}：read.list 须指向应答为${what}的操作`);
  }
  if (typeof read.export !== 'string') return;
  const exporter = getOperation(page, family, pointer('read', 'export'), read.export, report);
  if (exporter && !(isObject(exporter.response) && typeof exporter.response.file === 'string')) {
    report.error(page.file, pointer('read', 'export'), `操作 ${read.export} 的应答不是一个文件（response: { "file": "text/csv" }）`, 'read.export 须指向导出文件的操作');
  }
}
