/**
 * Fields a page config or an endpoint family names must exist in its entity (a dot path is
 * checked on its first segment), and values it writes or compares (scope, effect, showWhen,
 * switch on/off) must be values the field can hold: one of its enum consts, and "$now" only for
 * a string field.
 */
import { familyFieldReferences, fieldReferences } from './fieldRefs.mjs';
import { pointer, suggest } from './report.mjs';

const ENTITY_KINDS = new Set(['list', 'detail', 'form']);

/** The page's entity, or null after reporting why there is none. */
export function entityOf(page, tree, report) {
  const { data, file } = page;
  if (!ENTITY_KINDS.has(data.kind) || typeof data.entity !== 'string') return null;
  const entity = tree.entities.get(data.entity);
  if (!entity) {
    report.error(file, pointer('entity'), `实体 "${data.entity}" 不存在（${`entities/${data.entity}.json`}）`, `新建该实体文件，或${suggest(data.entity, tree.entities.keys(), '已有实体')}`);
    return null;
  }
  return entity;
}

export function propertiesOf(entity) {
  const properties = entity?.data?.properties;
  return typeof properties === 'object' && properties !== null ? properties : {};
}

/** True when the field (first segment of a dot path) is a property of the entity. */
export function hasField(properties, key) {
  return typeof key === 'string' && Object.hasOwn(properties, key.split('.')[0]);
}

function checkValue(file, properties, key, entityName, { at, value, effect }, report) {
  const field = properties[key];
  if (typeof field !== 'object' || field === null) return;
  // "$choice" writes what the action's choice picked: a record of its lookup (actionShapeChecks.mjs).
  if (effect && value === '$choice') return;
  if (effect && value === '$now') {
    if (field.type !== 'string') report.error(file, pointer(...at), `"$now" 写入的是时间字符串，但字段 "${key}" 的类型是 ${field.type}`, '只对字符串（日期时间）字段使用 "$now"');
    return;
  }
  if (!Array.isArray(field.oneOf)) return;
  const consts = field.oneOf.map((option) => option?.const);
  if (!consts.some((c) => String(c) === String(value))) {
    report.error(file, pointer(...at), `值 ${JSON.stringify(value)} 不是实体 ${entityName} 字段 "${key}" 的可选值`,
      `可选值：${field.oneOf.map((o) => `${JSON.stringify(o?.const)}（${o?.title}）`).join('、')}`);
  }
}

/**
 * The fields a detail page's `read` operation answers (its response schema's properties), or an
 * empty object: such a page may show them beside the entity's, each with its own `title`.
 */
export function readFieldsOf(page, tree) {
  const declared = page.declared ?? page.data;
  if (declared.kind !== 'detail' || typeof declared.read !== 'string' || typeof declared.family !== 'string') return {};
  const family = tree?.families?.get(declared.family)?.data;
  const operation = (Array.isArray(family?.operations) ? family.operations : []).find((candidate) => candidate?.name === declared.read);
  const properties = operation?.response?.schema?.properties;
  return isObject(properties) ? properties : {};
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkReferences(file, refs, entity, report, readFields = {}) {
  const properties = propertiesOf(entity);
  const names = Object.keys(properties);
  let count = 0;
  for (const ref of refs) {
    count += 1;
    if (ref.problem) report.error(file, pointer(...ref.problem.at), ref.problem.message, ref.problem.hint);
    if (!hasField(properties, ref.key) && hasField(readFields, ref.key) && ref.titled !== undefined) {
      // A fact only the read operation answers has no entity title to show: the page names it.
      if (!ref.titled) report.error(file, pointer(...ref.at), `${ref.what}的字段 "${ref.key}" 只在 read 操作的应答中，实体没有它的标题`, '写成 { "key": …, "title": "<中文标题>" }');
      continue;
    }
    if (!hasField(properties, ref.key)) {
      report.error(file, pointer(...ref.at), `${ref.what}${/[!-~]$/.test(ref.what) ? ' ' : ''}引用的字段 "${ref.key}" 不在实体 ${entity.name} 中`, `${suggest(ref.key, names, '实体字段')}`);
      continue;
    }
    if (ref.isSwitch && !Array.isArray(properties[ref.key.split('.')[0]]?.oneOf)) {
      // The status mock (and the switch's labels) take the two states from the field's enum.
      report.error(file, pointer(...ref.at), `开关列的字段 "${ref.key}" 没有 oneOf 枚举`, '在实体中为该字段声明两个取值（如 1 启用 / 0 停用），或改用 slot "tag" 只显示');
      continue;
    }
    for (const value of ref.values ?? []) checkValue(file, properties, ref.key, entity.name, value, report);
  }
  return count;
}

/**
 * The fields the page file names (as written: a custom action it uses is its family's, checked
 * with the family); returns how many references were checked.
 */
export function checkPageFields(page, entity, report, tree) {
  return checkReferences(page.file, fieldReferences(page.declared ?? page.data), entity, report, readFieldsOf(page, tree));
}

/** The fields a family names, against the family's entity; returns how many were checked. */
export function checkFamilyFields(family, entity, report) {
  return checkReferences(family.file, familyFieldReferences(family.data), entity, report);
}
