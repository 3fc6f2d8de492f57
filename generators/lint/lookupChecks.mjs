/**
 * `x-lookup` fields of entities (src/pageLanguage/entity.ts EntityLookup): the referenced page is
 * a list page whose family can be read whole (its `list`, or a tree's `tree` / `children`), its
 * entity has the value and label fields, the value's type is the field's, and the field has no
 * `oneOf` beside it (a static copy of the rows is what a lookup replaces). A form shows a lookup
 * with the lookup select only: another widget on it is refused. A lookup's `source` (the entity's,
 * or a form field's own on a lookup field) is a GET operation its family declares, its `records` an
 * array of objects in the answer; with a source the referenced page need not read its records whole,
 * or may be left out (the choices are then the operation's answer alone).
 */
import { propertiesOf } from './fieldChecks.mjs';

/** The fields a `{field}` / `{field|money}` template names (src/contract/textTemplate.ts). */
export const templateFields = (text) => [...String(text).matchAll(/\{([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*)(?:\|money)?\}/g)].map((m) => m[1]);
import { pointer, suggest } from './report.mjs';

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value) => (Array.isArray(value) ? value : []);
const NUMERIC = new Set(['integer', 'number']);
const sameKind = (a, b) => a === b || (NUMERIC.has(a) && NUMERIC.has(b));

function checkLookup(entity, key, field, tree, report) {
  const { file } = entity;
  const lookup = field['x-lookup'];
  const at = (...rest) => pointer('properties', key, 'x-lookup', ...rest);
  if (Array.isArray(field.oneOf)) {
    report.error(file, pointer('properties', key, 'oneOf'), `字段 "${key}" 同时有 oneOf 和 x-lookup`, '取值来自另一接口族的记录时去掉 oneOf（静态副本会与该接口族的记录不一致）');
  }
  if (typeof lookup.page !== 'string') {
    // Without a page the choices are the source operation's answer alone.
    if (isObject(lookup.source)) checkSourceOperation(file, (...rest) => at('source', ...rest), lookup.source, lookup.label, tree, report);
    else report.error(file, at(), `字段 "${key}" 的 x-lookup 既没有 page 也没有 source`, '写 page（声明该接口族的列表页面）或 source（答复选项的 GET 操作）');
    return;
  }
  const page = tree.pages.get(lookup.page);
  const lists = [...tree.pages.values()].filter((p) => p.data?.kind === 'list').map((p) => p.id);
  if (!page) {
    report.error(file, at('page'), `取值来源页面 "${lookup.page}" 不存在（pages/${lookup.page}.json）`, suggest(lookup.page, lists, '已有的列表页面'));
    return;
  }
  if (page.data?.kind !== 'list') {
    report.error(file, at('page'), `取值来源页面 "${lookup.page}" 的类型是 ${page.data?.kind}，应为 list`, '指向声明该接口族的列表页面');
    return;
  }
  const verbs = list(page.data.endpoint?.verbs);
  // With a `source` the choices are that operation's answer: the page only names whose records they are.
  if (!isObject(lookup.source) && (isObject(page.data.tree) ? !verbs.includes('tree') && !verbs.includes('children') : !verbs.includes('list'))) {
    report.error(file, at('page'), `取值来源页面 "${lookup.page}" 的接口族不能读取全部记录`, isObject(page.data.tree) ? '树形接口族需要 tree 或 children' : `接口族 ${page.data.family} 的 verbs 需要 list`);
  }
  const target = tree.entities.get(page.data.entity);
  if (!target) return; // the page's own check reports a missing entity
  const properties = propertiesOf(target);
  const valueKey = lookup.value ?? page.data.rowKey ?? 'id';
  const valueField = properties[valueKey];
  if (!isObject(valueField)) {
    report.error(file, at(lookup.value === undefined ? 'page' : 'value'), `取值字段 "${valueKey}" 不在实体 ${target.name} 中`, suggest(valueKey, Object.keys(properties), `${target.name} 的字段`));
  } else if (typeof field.type === 'string' && typeof valueField.type === 'string' && !sameKind(field.type, valueField.type)) {
    report.error(file, pointer('properties', key, 'type'), `字段 "${key}" 的类型是 ${field.type}，而它存放的 ${target.name}.${valueKey} 是 ${valueField.type}`, `改为 "${valueField.type}"`);
  }
  if (typeof lookup.label === 'string' && !isObject(properties[lookup.label])) {
    report.error(file, at('label'), `显示字段 "${lookup.label}" 不在实体 ${target.name} 中`, suggest(lookup.label, Object.keys(properties), `${target.name} 的字段`));
  }
  if (isObject(lookup.source)) checkSourceOperation(file, (...rest) => at('source', ...rest), lookup.source, lookup.label, tree, report);
}

/**
 * The schema of one record a source operation answers: its response's `items`, or, with
 * `records`, the items of the array at that dot path of its response (undefined: not documented
 * there as an array of objects).
 */
function answeredRecords(operation, records) {
  let schema = operation?.response?.schema;
  for (const key of typeof records === 'string' ? records.split('.') : []) schema = isObject(schema?.properties) ? schema.properties[key] : undefined;
  return isObject(schema) && schema.type === 'array' && isObject(schema.items) ? schema.items : undefined;
}

/**
 * A lookup's `source` (an entity lookup's, or a form field's own): a GET operation its family
 * declares; when the operation documents the records it answers, `label` (a field, or a template
 * of fields in braces) and `parent` are fields of them.
 */
function checkSourceOperation(file, at, source, lookupLabel, tree, report) {
  const { family: name, operation } = source;
  const family = tree.families?.get(name);
  if (!family) {
    report.error(file, at('family'), `接口族 "${name}" 不存在（families/${name}.json）`, suggest(String(name), [...(tree.families?.keys() ?? [])], '已有的接口族'));
    return;
  }
  const declared = list(family.data?.operations);
  const found = declared.find((candidate) => candidate.name === operation);
  if (!found || found.method !== 'GET') {
    report.error(file, at('operation'), `接口族 ${name} 没有 GET 操作 "${operation}"`, suggest(String(operation), declared.filter((o) => o.method === 'GET').map((o) => o.name), `${name} 的 GET 操作`));
    return;
  }
  if (source.records !== undefined && !isObject(answeredRecords(found, source.records))) {
    const arrays = Object.entries(found.response?.schema?.properties ?? {}).filter(([, schema]) => schema?.type === 'array').map(([name]) => name);
    report.error(file, at('records'), `操作 ${name} ${operation} 的答复没有记录数组 "${source.records}"`, arrays.length > 0 ? suggest(String(source.records), arrays, '答复中的数组字段') : '去掉 records（答复本身是记录数组时）');
    return;
  }
  const fields = answeredRecords(found, source.records)?.properties;
  if (!isObject(fields)) return;
  const disabledField = isObject(source.disabledWhen) ? source.disabledWhen.field : undefined;
  for (const [role, key] of [['label', source.label ?? lookupLabel], ['parent', source.parent], ['disabledWhen', disabledField]]) {
    if (typeof key !== 'string') continue;
    // A label may be a template of the answer's fields: "{appName} {version}（{identifier}）", "{balance|money}".
    const named = role === 'label' ? templateFields(key) : [];
    for (const field of named.length > 0 ? named : [key]) {
      if (!isObject(fields[field])) {
        report.error(file, at(source[role] === undefined ? 'operation' : role, ...(role === 'disabledWhen' ? ['field'] : [])), `操作 ${name} ${operation} 答复的记录没有字段 "${field}"`, suggest(field, Object.keys(fields), '答复记录的字段'));
      }
    }
  }
}

/**
 * A form field's `shows`: facts of the chosen record, so only on a lookup field, each naming
 * fields the records carry — the source operation's answered records when it documents them,
 * else the referenced page's entity.
 */
function checkShows(page, entry, i, properties, tree, report) {
  const lookup = properties[entry.key]?.['x-lookup'];
  if (!isObject(lookup)) {
    report.error(page.file, pointer('form', 'fields', i, 'shows'), `字段 "${entry.key}" 没有 x-lookup，不能显示所选记录的信息`, '在实体中为该字段写 x-lookup，或去掉 shows');
    return;
  }
  const source = isObject(entry.source) ? entry.source : lookup.source;
  const operation = isObject(source) ? list(tree.families?.get(source.family)?.data?.operations).find((o) => o.name === source.operation) : undefined;
  const target = tree.pages.get(lookup.page);
  const fields = isObject(source) ? answeredRecords(operation, source.records)?.properties : propertiesOf(tree.entities.get(target?.data?.entity) ?? {});
  if (!isObject(fields)) return;
  for (const [j, fact] of list(entry.shows).entries()) {
    const named = templateFields(fact?.text ?? '');
    if (named.length === 0) report.error(page.file, pointer('form', 'fields', i, 'shows', j, 'text'), '信息文字没有引用所选记录的字段', '用 {字段} 或 {字段|money} 写出要显示的值');
    for (const field of named) {
      if (!isObject(fields[field.split('.')[0]])) report.error(page.file, pointer('form', 'fields', i, 'shows', j, 'text'), `所选记录没有字段 "${field}"`, suggest(field, Object.keys(fields), '记录的字段'));
    }
  }
}

/** A form field's `source`: on a lookup field, naming a GET operation its family declares. */
function checkSource(page, entry, i, properties, tree, report) {
  const lookup = properties[entry.key]?.['x-lookup'];
  if (!isObject(lookup)) {
    report.error(page.file, pointer('form', 'fields', i, 'source'), `字段 "${entry.key}" 没有 x-lookup，不能从接口族操作取选项`, '在实体中为该字段写 x-lookup，或去掉 source');
    return;
  }
  checkSourceOperation(page.file, (...rest) => pointer('form', 'fields', i, 'source', ...rest), entry.source, lookup.label, tree, report);
}

/**
 * An `x-region` field (src/pageLanguage/entity.ts EntityRegion): a string, its family declared,
 * every level and the tree a GET operation of it, and every level below the first naming the
 * query parameter that carries the parent's code.
 */
function checkRegion(entity, key, field, tree, report) {
  const { file } = entity;
  const region = field['x-region'];
  const at = (...rest) => pointer('properties', key, 'x-region', ...rest);
  if (field.type !== 'string') report.error(file, pointer('properties', key, 'type'), `地区字段 "${key}" 存放行政区划代码，类型应为 string`, '改为 "string"');
  const family = tree.families?.get(region.family);
  if (!family) {
    report.error(file, at('family'), `接口族 "${region.family}" 不存在（families/${region.family}.json）`, suggest(String(region.family), [...(tree.families?.keys() ?? [])], '已有的接口族'));
    return;
  }
  const gets = list(family.data?.operations).filter((o) => o.method === 'GET').map((o) => o.name);
  const needGet = (name, ...where) => {
    if (!gets.includes(name)) report.error(file, at(...where), `接口族 ${region.family} 没有 GET 操作 "${name}"`, suggest(String(name), gets, `${region.family} 的 GET 操作`));
  };
  for (const [i, level] of list(region.levels).entries()) {
    needGet(level.operation, 'levels', i, 'operation');
    if (i > 0 && typeof level.param !== 'string') report.error(file, at('levels', i), `第 ${i + 1} 级没有写 param（上一级代码所放的查询参数）`, '如 "param": "provinceCode"');
  }
  needGet(region.tree, 'tree');
}

/** Every entity's lookups and regions, and the form widgets pages give lookup fields. */
export function checkLookups(tree, report) {
  let count = 0;
  for (const entity of tree.entities.values()) {
    for (const [key, field] of Object.entries(propertiesOf(entity))) {
      if (isObject(field) && isObject(field['x-region'])) {
        count += 1;
        checkRegion(entity, key, field, tree, report);
      }
      if (!isObject(field) || !isObject(field['x-lookup'])) continue;
      count += 1;
      checkLookup(entity, key, field, tree, report);
    }
  }
  for (const page of tree.pages.values()) {
    const entity = typeof page.data?.entity === 'string' ? tree.entities.get(page.data.entity) : undefined;
    if (!entity) continue;
    const properties = propertiesOf(entity);
    for (const [i, entry] of list(page.data.form?.fields).entries()) {
      if (isObject(entry) && isObject(entry.source)) checkSource(page, entry, i, properties, tree, report);
      if (isObject(entry) && entry.shows !== undefined) checkShows(page, entry, i, properties, tree, report);
      if (!isObject(entry) || entry.widget === undefined || entry.widget === 'select') continue;
      if (isObject(properties[entry.key]?.['x-lookup'])) {
        report.error(page.file, pointer('form', 'fields', i, 'widget'), `字段 "${entry.key}" 的取值来自另一接口族（x-lookup），不能用 ${entry.widget} 控件`, '去掉 widget 或写 "select"');
      }
    }
  }
  return count;
}
