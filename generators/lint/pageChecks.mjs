/**
 * Page configs against each other and the runtime: list filters keep off the list's own query
 * names, create/edit have a form, `view` opens an existing detail page, a detail tab shows an
 * existing list page (whose entity has the tab's foreign key), the endpoint family serves the
 * verbs the page and its actions call, and entity files are named by their `$id`.
 */
import { isObject } from './shape.mjs';
import { entityOf, hasField, propertiesOf } from './fieldChecks.mjs';
import { pointer, suggest } from './report.mjs';
import { checkSummary, checkTree } from './treeSummaryChecks.mjs';
import { checkCreateResult } from './createResultChecks.mjs';
import { checkFormConditions } from './formConditionChecks.mjs';

const list = (value) => (Array.isArray(value) ? value : []);

/** The verbs a page kind loads with, and the verb each built-in action calls. */
const KIND_VERBS = { list: ['list'], detail: ['get'], form: ['get', 'update'] };
const ACTION_VERBS = { create: 'create', export: 'export', bulkDelete: 'deleteMany', edit: 'update', delete: 'delete' };

export function checkEntityFiles(tree, report) {
  for (const entity of tree.entities.values()) {
    if (entity.data.$id !== undefined && entity.data.$id !== entity.name) {
      // The mocks key entity collections by $id; pages name entities by file name.
      report.error(entity.file, pointer('$id'), `$id "${entity.data.$id}" 与文件名 ${entity.file.split(/[\\/]/).pop()} 不一致`, `改成 "${entity.name}"`);
    }
  }
}

function pageRef(tree, report, file, at, id, kind, what) {
  if (typeof id !== 'string') return null;
  const target = tree.pages.get(id);
  if (!target) {
    report.error(file, pointer(...at), `${what}指向的页面 "${id}" 不存在（pages/${id}.json）`, suggest(id, [...tree.pages.keys()].filter((k) => tree.pages.get(k).data.kind === kind), `已有的 ${kind} 页面`));
    return null;
  }
  if (target.data.kind !== kind) {
    report.error(file, pointer(...at), `${what}指向的页面 "${id}" 的类型是 ${target.data.kind}，应为 ${kind}`, `指向一个 kind 为 "${kind}" 的页面`);
    return null;
  }
  return target;
}

function checkVerbs(page, report) {
  const { data, file } = page;
  const verbs = new Set(list(data.endpoint?.verbs));
  const need = (verb, at, why) => {
    if (!verbs.has(verb)) report.error(file, pointer(...at), `${why}需要接口族提供 ${verb}，但接口族 ${data.family} 的 verbs 中没有`, `在 families/${data.family}.json 的 verbs 中加入 "${verb}"（前端会隐藏接口族不提供的操作）`);
  };
  if (data.endpoint === undefined) return; // the family reference is reported by familyChecks.mjs
  // A tree page reads its tree — through `trees`' operations, or the family's tree / children — not the family's list.
  const readsTree = Array.isArray(data.trees) || (data.tree !== undefined && (verbs.has('tree') || verbs.has('children')));
  for (const verb of KIND_VERBS[data.kind] ?? []) if (!(verb === 'list' && readsTree)) need(verb, ['family'], `${data.kind} 页面`);
  if (data.kind !== 'list') return;
  for (const [group, actions] of [['toolbar', data.toolbar], ['rowActions', data.rowActions]]) {
    for (const [i, action] of list(actions).entries()) {
      const verb = ACTION_VERBS[action?.type];
      if (verb) need(verb, [group, i, 'type'], `操作 ${action.type} `);
    }
  }
  for (const [i, column] of list(data.columns).entries()) {
    if (column?.switch) need('status', ['columns', i, 'switch'], '开关列');
  }
}

function checkList(page, tree, reserved, report) {
  const { data, file } = page;
  const names = [...reserved.list, ...reserved.address];
  const seenFilters = new Map();
  for (const [i, filter] of list(data.filters).entries()) {
    const key = filter?.key;
    if (typeof key !== 'string') continue;
    if (names.includes(key)) {
      const whose = reserved.list.includes(key) ? '列表自身的地址参数（页码、条数、排序）' : '地址栏登录令牌参数（t、p）';
      report.error(file, pointer('filters', i, 'key'), `筛选项的 key "${key}" 与${whose}重名`, `key 也是地址栏参数名：换一个实体字段，保留名有 ${names.join(', ')}`);
    }
    if (seenFilters.has(key)) report.error(file, pointer('filters', i, 'key'), `筛选项 "${key}" 重复`, `已在 ${pointer('filters', seenFilters.get(key), 'key')} 声明`);
    else seenFilters.set(key, i);
  }
  const seenColumns = new Map();
  for (const [i, column] of list(data.columns).entries()) {
    const key = column?.key;
    if (typeof key !== 'string') continue;
    if (seenColumns.has(key)) report.error(file, pointer('columns', i, 'key'), `表格列 "${key}" 重复`, `已在 ${pointer('columns', seenColumns.get(key), 'key')} 声明`);
    else seenColumns.set(key, i);
  }
  for (const [group, actions] of [['toolbar', data.toolbar], ['rowActions', data.rowActions]]) {
    for (const [i, action] of list(actions).entries()) {
      if ((action?.type === 'create' || action?.type === 'edit') && !isObject(data.form)) {
        report.error(file, pointer(group, i), `操作 ${action.type} 打开表单对话框，但页面没有 form`, '添加 "form": { "fields": [...] }，或去掉该操作');
      }
      if (action?.type === 'view') {
        if (typeof action.detail !== 'string') report.error(file, pointer(group, i), '查看操作 view 没有指定详情页 detail', '添加 "detail": "<详情页 id>"');
        else pageRef(tree, report, file, [group, i, 'detail'], action.detail, 'detail', '查看操作的 detail ');
      }
    }
  }
}

function checkDetail(page, entity, tree, report) {
  const { data, file } = page;
  for (const [i, tab] of list(data.tabs).entries()) {
    if (!isObject(tab) || tab.list === undefined) continue;
    const target = pageRef(tree, report, file, ['tabs', i, 'list'], tab.list, 'list', `标签页“${tab.title ?? i}”的 list `);
    if (!target || typeof tab.foreignKey !== 'string') continue;
    const targetEntity = tree.entities.get(target.data.entity);
    if (targetEntity && !hasField(propertiesOf(targetEntity), tab.foreignKey)) {
      report.error(file, pointer('tabs', i, 'foreignKey'), `外键 "${tab.foreignKey}" 不在子列表 ${tab.list} 的实体 ${targetEntity.name} 中`, suggest(tab.foreignKey, Object.keys(propertiesOf(targetEntity)), '实体字段'));
    }
    if (tab.localKey === undefined && entity && !hasField(propertiesOf(entity), 'id')) {
      report.error(file, pointer('tabs', i), `标签页“${tab.title ?? i}”默认用 "id" 关联，但实体 ${entity.name} 没有 id`, '写明 "localKey"');
    }
  }
}

/** Checks of one page (besides field references) and the ids of the pages it opens. */
export function checkPage(page, tree, reserved, report) {
  const entity = entityOf(page, tree, report);
  if (!KIND_VERBS[page.data.kind]) return entity;
  checkFormConditions(page, entity, report);
  checkVerbs(page, report);
  if (page.data.kind === 'list') {
    checkList(page, tree, reserved, report);
    checkTree(page, report);
    if (entity) checkSummary(page, entity, report);
    checkCreateResult(page, entity, report);
  }
  if (page.data.kind === 'detail') checkDetail(page, entity, tree, report);
  return entity;
}

/** Page ids opened from other page configs (view → detail, tab → list). */
export function referencedPageIds(tree) {
  const ids = new Set();
  for (const { data } of tree.pages.values()) {
    for (const action of [...list(data.toolbar), ...list(data.rowActions)]) if (action?.type === 'view' && typeof action.detail === 'string') ids.add(action.detail);
    for (const tab of list(data.tabs)) if (typeof tab?.list === 'string') ids.add(tab.list);
  }
  return ids;
}
