/**
 * Pages against the endpoint families they name (schemas/families): the family exists, holds the
 * page's entity, declares every custom action the page uses, and writes the status its switch
 * column shows; every family names an existing entity and is used by a page. What a family
 * declares of its records (its actions' fields and values, its order field, which needs the
 * `reorder` verb, its status field and its tree) is checked once, against the family's entity,
 * and told in the family's file.
 */
import { checkFamilyFields } from './fieldChecks.mjs';
import { isObject } from './shape.mjs';
import { pointer, suggest } from './report.mjs';
import { checkFamilyTree } from './treeSummaryChecks.mjs';
import { checkListViews } from './viewChecks.mjs';
import { checkListNotice } from './noticeChecks.mjs';
import { checkListRead } from './listReadChecks.mjs';
import { checkListTreeFilter } from './treeFilterChecks.mjs';
import { checkTreeViews } from './treeViewChecks.mjs';
import { checkBlocksPage } from './blockChecks.mjs';
import { checkOperationWire } from './operationWireChecks.mjs';

const list = (value) => (Array.isArray(value) ? value : []);

/** A dashboard's source names a GET operation of an existing family. */
function checkDashboardSource(page, tree, report) {
  const source = (page.declared ?? page.data).source;
  if (!isObject(source) || typeof source.family !== 'string') return;
  const family = tree.families.get(source.family);
  if (!family) {
    report.error(page.file, pointer('source', 'family'), `接口族 "${source.family}" 不存在（families/${source.family}.json）`, suggest(source.family, tree.families.keys(), '已有的接口族'));
    return;
  }
  const operations = list(family.data.operations).filter((operation) => isObject(operation));
  const operation = operations.find((candidate) => candidate.name === source.operation);
  if (!operation) {
    const gets = operations.filter((candidate) => candidate.method === 'GET').map((candidate) => candidate.name);
    report.error(page.file, pointer('source', 'operation'), `接口族 ${family.name} 没有操作 "${source.operation}"`, gets.length > 0 ? suggest(String(source.operation), gets, '该接口族的 GET 操作') : `在 families/${family.name}.json 的 operations 中声明它`);
  } else if (operation.method !== 'GET') {
    report.error(page.file, pointer('source', 'operation'), `统计页面的数据来源须为 GET 操作，${source.operation} 是 ${operation.method}`, '换一个读取统计的 GET 操作');
  }
}

/** A detail page's `read` names a GET operation of its family that takes the record's {id}. */
function checkDetailRead(page, read, family, report) {
  const operations = list(family.data.operations).filter((operation) => isObject(operation));
  const usable = operations.filter((candidate) => candidate.method === 'GET' && String(candidate.path ?? '').includes('{id}')).map((candidate) => candidate.name);
  const operation = operations.find((candidate) => candidate.name === read);
  const hint = usable.length > 0 ? suggest(String(read), usable, '该接口族按 {id} 读取的 GET 操作') : `在 families/${family.name}.json 的 operations 中声明一个 GET …/{id} 操作`;
  if (!operation) report.error(page.file, pointer('read'), `接口族 ${family.name} 没有操作 "${read}"`, hint);
  else if (operation.method !== 'GET') report.error(page.file, pointer('read'), `详情页的 read 须为 GET 操作，${read} 是 ${operation.method}`, hint);
  else if (!String(operation.path ?? '').includes('{id}')) report.error(page.file, pointer('read'), `详情页的 read 操作 ${read} 的路径没有 {id}，无法按记录读取`, hint);
}

function checkPageFamily(page, tree, report) {
  const declared = page.declared ?? page.data;
  if (declared.kind === 'dashboard') {
    checkDashboardSource(page, tree, report);
    return;
  }
  if (declared.kind === 'blocks') {
    checkBlocksPage(page, tree, report);
    return;
  }
  if (!['list', 'detail', 'form'].includes(declared.kind) || typeof declared.family !== 'string') return;
  const family = tree.families.get(declared.family);
  if (!family) {
    report.error(page.file, pointer('family'), `接口族 "${declared.family}" 不存在（families/${declared.family}.json）`, suggest(declared.family, tree.families.keys(), '已有的接口族'));
    return;
  }
  // A list page reading through `read` shows what that operation answers (listReadChecks.mjs checks it);
  // a tree page of a family of operations reads its trees through them (treeViewChecks.mjs).
  if (typeof declared.entity === 'string' && family.data.entity !== declared.entity && !(declared.kind === 'list' && (isObject(declared.read) || (family.data.entity === undefined && Array.isArray(declared.trees))))) {
    report.error(page.file, pointer('entity'), `接口族 ${family.name} 的实体是 ${family.data.entity}，这里却是 ${declared.entity}`, '页面展示的实体与它的接口族一致：改 entity 或 family');
  }
  if (declared.kind === 'detail' && declared.read !== undefined) checkDetailRead(page, declared.read, family, report);
  const actions = list(family.data.actions).map((action) => action?.name).filter((name) => typeof name === 'string');
  for (const group of ['toolbar', 'rowActions', 'actions']) {
    for (const [i, use] of list(declared[group]).entries()) {
      if (use?.type !== 'custom' || typeof use.action !== 'string' || actions.includes(use.action)) continue;
      report.error(page.file, pointer(group, i, 'action'), `接口族 ${family.name} 没有自定义操作 "${use.action}"`, actions.length > 0 ? suggest(use.action, actions, '该接口族的操作') : `在 families/${family.name}.json 的 actions 中声明它`);
    }
  }
  if (declared.kind === 'list') checkListViews(page, family, report);
  if (declared.kind === 'list') checkListNotice(page, family, report);
  if (declared.kind === 'list') checkListRead(page, family, report);
  if (declared.kind === 'list') checkTreeViews(page, family, report);
  if (declared.kind === 'list') checkListTreeFilter(page, family, typeof declared.entity === 'string' ? tree.entities.get(declared.entity)?.data : undefined, report);
  const statusField = family.data.statusField ?? 'status';
  for (const [i, column] of list(declared.columns).entries()) {
    if (column?.switch && column.key !== statusField) {
      report.error(page.file, pointer('columns', i, 'key'), `开关列 "${column.key}" 与接口族 ${family.name} 的状态字段 ${statusField} 不一致`, `status 调用写的是 ${statusField}：开关列用它，或在接口族中写 "statusField": "${column.key}"`);
    }
  }
}

function checkFamilyContents(family, entity, tree, report) {
  if (family.data.orderKey !== undefined && !list(family.data.verbs).includes('reorder')) {
    report.error(family.file, pointer('orderKey'), '排序字段 orderKey 需要接口族提供 reorder，但 verbs 中没有', '在 verbs 中加入 "reorder"（上移 / 下移经它调换顺序），或去掉 orderKey');
  }
  checkFamilyTree(family, entity, tree, report);
  return checkFamilyFields(family, entity, report);
}

/** Returns the number of field references the families make. */
export function checkFamilies(tree, report) {
  if (!tree.families) return 0;
  let fieldRefs = 0;
  const used = new Set();
  for (const page of tree.pages.values()) {
    checkPageFamily(page, tree, report);
    const declared = page.declared ?? page.data;
    const name = declared.kind === 'dashboard' ? declared.source?.family : declared.family;
    if (typeof name === 'string') used.add(name);
  }
  for (const family of tree.families.values()) {
    if (!isObject(family.data)) continue;
    const entity = typeof family.data.entity === 'string' ? tree.entities.get(family.data.entity) : undefined;
    if (typeof family.data.entity === 'string' && !entity) {
      report.error(family.file, pointer('entity'), `实体 "${family.data.entity}" 不存在（entities/${family.data.entity}.json）`, suggest(family.data.entity, tree.entities.keys(), '已有实体'));
    }
    if (entity) fieldRefs += checkFamilyContents(family, entity, tree, report);
    const records = family.data.entity !== undefined || family.data.verbs !== undefined;
    if (records && (family.data.entity === undefined || family.data.verbs === undefined)) {
      report.error(family.file, pointer(family.data.entity === undefined ? 'verbs' : 'entity'), `接口族 ${family.name} 的记录调用需要 entity 与 verbs 同时给出`, '有记录的接口族写明实体与它提供的 verbs；只有手写接口的接口族两者都不写，只写 operations');
    }
    checkOperationWire(family, report);
    if (!records && !Array.isArray(family.data.operations)) report.error(family.file, pointer(), `接口族 ${family.name} 既没有记录调用（entity、verbs）也没有 operations`, '写明它提供的调用，或删除该文件');
    // A family of records is shown by a page; one of hand-written operations is called by modules.
    if (records && !used.has(family.name)) report.warn(family.file, pointer(), `接口族 ${family.name} 没有页面使用`, '页面用 "family" 引用它，或删除该文件', 'orphan');
  }
  return fieldRefs;
}
