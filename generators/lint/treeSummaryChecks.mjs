/**
 * Trees and summaries (src/pageLanguage/pageConfig.ts TreeConfig, SummaryConfig). A tree is an
 * endpoint family's (schemas/families): its parent key is a writable field of the family's
 * entity, the family serves `tree` or `children`, and `usedBy` names existing entities and
 * fields — told in the family's file. A list page showing the tree leaves the parent key out of
 * its form and has no filter bar, paging, virtual rows, batch actions or view. A summary is the
 * page's: it needs the family's `summary` and counts enum values the entity has.
 */
import { hasField, propertiesOf } from './fieldChecks.mjs';
import { pointer, suggest } from './report.mjs';

const list = (value) => (Array.isArray(value) ? value : []);
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const formKeys = (form) => list(form?.fields).map((f) => (typeof f === 'string' ? f : f?.key)).filter((k) => typeof k === 'string');

/** The family's `tree` against its entity and verbs; told in the family's file. */
export function checkFamilyTree(family, entity, tree, report) {
  const { data, file } = family;
  const config = data.tree;
  if (!isObject(config)) return;
  const properties = propertiesOf(entity);
  const verbs = list(data.verbs);
  if (!verbs.includes('tree') && !verbs.includes('children')) {
    report.error(file, pointer('tree'), '树形接口族需要提供 tree 或 children，但 verbs 中都没有', '在接口族的 verbs 中加入 "tree"（整棵树）或 "children"（按上级取下级）');
  }
  const key = config.parentKey;
  if (typeof key === 'string') {
    const field = properties[key];
    if (!field) {
      report.error(file, pointer('tree', 'parentKey'), `上级字段 "${key}" 不在实体 ${entity?.name} 中`, suggest(key, Object.keys(properties), '实体字段'));
    } else {
      if (field.readOnly) report.error(file, pointer('tree', 'parentKey'), `上级字段 "${key}" 是只读字段，新增下级时无法写入`, '去掉该字段的 readOnly（表单中不列出它即可）');
      if (field.type !== 'integer' && field.type !== 'string') report.error(file, pointer('tree', 'parentKey'), `上级字段 "${key}" 的类型是 ${field.type}`, '上级字段存放上级记录的编号：integer 或 string');
    }
  }
  for (const [i, usage] of list(config.usedBy).entries()) {
    if (!isObject(usage) || typeof usage.entity !== 'string') continue;
    const other = tree.entities.get(usage.entity);
    if (!other) {
      report.error(file, pointer('tree', 'usedBy', i, 'entity'), `实体 "${usage.entity}" 不存在`, suggest(usage.entity, tree.entities.keys(), '已有实体'));
    } else if (!hasField(propertiesOf(other), usage.foreignKey)) {
      report.error(file, pointer('tree', 'usedBy', i, 'foreignKey'), `外键 "${usage.foreignKey}" 不在实体 ${usage.entity} 中`, suggest(String(usage.foreignKey), Object.keys(propertiesOf(other)), '实体字段'));
    }
  }
}

/** A list page showing its family's tree: what the page itself writes must suit a tree. */
export function checkTree(page, report) {
  const { data, file } = page;
  const config = data.tree;
  if (!isObject(config)) return;
  const key = config.parentKey;
  if (typeof key === 'string' && formKeys(data.form).includes(key)) {
    report.error(file, pointer('form', 'fields'), `表单中列出了上级字段 "${key}"`, '上级由“新增下级”按钮决定，编辑时不可改：从 form.fields 中去掉它');
  }
  for (const [name, hint] of [['filters', '树形页面一次读取整棵树，不显示筛选栏：去掉 filters'], ['virtual', '树形页面不分页也不虚拟滚动：去掉 virtual'], ['pageSize', '树形页面不分页：去掉 pageSize']]) {
    if (data[name] !== undefined) report.error(file, pointer(name), `树形页面不支持 ${name}`, hint);
  }
  for (const [i, action] of list(data.toolbar).entries()) {
    if (action?.type === 'bulkDelete' || action?.type === 'custom') report.error(file, pointer('toolbar', i), `树形页面没有多选，工具栏不能有 ${action.type === 'custom' ? '批量自定义操作' : 'bulkDelete'}`, '改为行操作');
  }
  for (const [i, action] of list(data.rowActions).entries()) {
    if (action?.type === 'view') report.error(file, pointer('rowActions', i), '树形页面不支持查看操作 view', '在编辑对话框中查看，或另建列表页');
  }
}

export function checkSummary(page, entity, report) {
  const { data, file } = page;
  const config = data.summary;
  if (!isObject(config)) return;
  if (!list(data.endpoint?.verbs).includes('summary')) {
    report.error(file, pointer('summary'), `统计栏需要接口族提供 summary，但接口族 ${data.family} 的 verbs 中没有`, `在 families/${data.family}.json 的 verbs 中加入 "summary"（GET <base>/summary）`);
  }
  const properties = propertiesOf(entity);
  const enums = Object.keys(properties).filter((k) => Array.isArray(properties[k]?.oneOf));
  const seen = new Set();
  for (const [i, item] of list(config.items).entries()) {
    if (!isObject(item)) continue;
    const id = `${item.field ?? ''}=${String(item.value ?? '')}`;
    if (seen.has(id)) report.error(file, pointer('summary', 'items', i), '统计项重复', '每个统计项统计不同的取值');
    seen.add(id);
    if (item.field === undefined) {
      if (item.value !== undefined) report.error(file, pointer('summary', 'items', i, 'value'), '统计项有 value 却没有 field', '写明按哪个枚举字段统计（field），或去掉 value 表示总数');
      continue;
    }
    const field = properties[item.field];
    if (!field || !Array.isArray(field.oneOf)) {
      report.error(file, pointer('summary', 'items', i, 'field'), `统计字段 "${item.field}" 不是实体 ${entity?.name} 的枚举字段`, suggest(String(item.field), enums, '枚举字段'));
      continue;
    }
    if (item.value === undefined) {
      report.error(file, pointer('summary', 'items', i), `统计项按 "${item.field}" 统计却没有 value`, `写明统计哪个取值：${field.oneOf.map((o) => `${JSON.stringify(o?.const)}（${o?.title}）`).join('、')}`);
    } else if (!field.oneOf.some((o) => String(o?.const) === String(item.value))) {
      report.error(file, pointer('summary', 'items', i, 'value'), `值 ${JSON.stringify(item.value)} 不是字段 "${item.field}" 的可选值`, `可选值：${field.oneOf.map((o) => `${JSON.stringify(o?.const)}（${o?.title}）`).join('、')}`);
    }
  }
}
