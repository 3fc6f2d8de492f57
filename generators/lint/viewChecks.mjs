/**
 * A list page's named views (`views`, src/pageLanguage/pageConfig.ts ListViewDeclaration): at
 * least two (one view is no choice: its reads belong on the page), each key once (it is the
 * address's `?view=`), and each `list` / `export` an operation the page's family declares as a
 * GET — `list` answering a page of the page's own entity (the columns and filters are the page's),
 * `export` a file. resolvePage.ts refuses the same references when the app loads the page.
 */
import { isObject } from './shape.mjs';
import { pointer, suggest } from './report.mjs';

const list = (value) => (Array.isArray(value) ? value : []);

/** What each operation a view names must answer: the check and the refusal's wording. */
const ANSWERS = {
  list: {
    fits: (response, entity) => isObject(response) && response.shape === 'page' && response.entity === entity,
    what: (entity) => `实体 ${entity} 的一页记录（response: { "entity": "${entity}", "shape": "page" }）`,
  },
  export: {
    fits: (response) => isObject(response) && typeof response.file === 'string',
    what: () => '一个文件（response: { "file": "text/csv" }）',
  },
};

function checkOperation(page, family, i, role, name, report) {
  const at = pointer('views', i, role);
  const operations = list(family.data.operations).filter((operation) => isObject(operation));
  const operation = operations.find((candidate) => candidate.name === name);
  const gets = operations.filter((candidate) => candidate.method === 'GET').map((candidate) => candidate.name);
  if (!operation) {
    report.error(page.file, at, `接口族 ${family.name} 没有操作 "${name}"`, gets.length > 0 ? suggest(name, gets, '该接口族的 GET 操作') : `在 families/${family.name}.json 的 operations 中声明它`);
    return;
  }
  if (operation.method !== 'GET') {
    report.error(page.file, at, `列表视图读取数据须用 GET 操作，${name} 是 ${operation.method}`, '换一个 GET 操作');
    return;
  }
  const entity = (page.declared ?? page.data).entity;
  const answer = ANSWERS[role];
  if (operation.response !== undefined && !answer.fits(operation.response, entity)) {
    report.error(page.file, at, `操作 ${name} 的应答不是${answer.what(entity)}`, `视图沿用页面的列与筛选项：${role} 须指向应答为${answer.what(entity)}的操作`);
  }
}

/** The views of a list page (its `declared` form) against the family it names. */
export function checkListViews(page, family, report) {
  const views = (page.declared ?? page.data).views;
  if (views === undefined) return;
  if (!Array.isArray(views) || views.length < 2) {
    report.error(page.file, pointer('views'), '列表视图至少需要两个', '只有一种读法时去掉 views：页面直接用接口族的列表');
    return;
  }
  const seen = new Map();
  for (const [i, view] of views.entries()) {
    if (!isObject(view)) continue;
    if (typeof view.key === 'string') {
      if (seen.has(view.key)) report.error(page.file, pointer('views', i, 'key'), `列表视图 "${view.key}" 重复`, `已在 ${pointer('views', seen.get(view.key), 'key')} 声明：每个视图在地址栏中的名字须不同`);
      else seen.set(view.key, i);
    }
    for (const role of ['list', 'export']) {
      if (typeof view[role] === 'string') checkOperation(page, family, i, role, view[role], report);
    }
  }
}
