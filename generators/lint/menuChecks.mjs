/**
 * menu.json against itself and the page files:
 * - a linkable leaf (no children, `linkable` not false, no `redirect`) names a `page`;
 * - a named page whose file does not exist yet is a WARNING ("未配置页面的菜单项"), not an
 *   error: the shell shows 页面未配置 for it by design, and most routes of docs/behaviour §2.3 are written
 *   issue by issue. A page referenced from another page config must exist (see pageChecks);
 * - route paths, permission codes and page ids are unique; a child's path extends its parent's;
 *   `activePath` names a menu route.
 */
import { menuNodes } from './shape.mjs';
import { pointer } from './report.mjs';

export const UNCONFIGURED = 'unconfigured-page';

function uniqueBy(tree, report, field, label, hint) {
  const seen = new Map();
  for (const { node, segments } of menuNodes(tree.menu)) {
    const value = node[field];
    if (typeof value !== 'string') continue;
    const first = seen.get(value);
    if (first) report.error(tree.menu.file, pointer(...segments, field), `${label} "${value}" 重复`, `${hint}；已在 ${pointer(...first, field)} 使用`);
    else seen.set(value, segments);
  }
  return seen;
}

export function checkMenu(tree, report) {
  if (!tree.menu) return { entries: 0, routes: new Map(), codes: new Map() };
  const { file } = tree.menu;
  let entries = 0;
  const routes = uniqueBy(tree, report, 'path', '路由地址', '每个菜单项的 path 必须唯一');
  const codes = uniqueBy(tree, report, 'code', '权限编码', '每个菜单项的权限编码必须唯一，通常为 <页面>-look');
  uniqueBy(tree, report, 'page', '页面', '两个菜单项指向同一页面配置：为其中一个新建页面配置');
  for (const { node, segments, parent } of menuNodes(tree.menu)) {
    entries += 1;
    const at = (...rest) => pointer(...segments, ...rest);
    if (parent && typeof node.path === 'string' && typeof parent.path === 'string' && !node.path.startsWith(`${parent.path}/`)) {
      report.error(file, at('path'), `子菜单的路径 "${node.path}" 不在上级 "${parent.path}" 之下`, `写成 "${parent.path}/…"`);
    }
    if (typeof node.activePath === 'string' && !routes.has(node.activePath)) {
      report.error(file, at('activePath'), `高亮菜单 "${node.activePath}" 不是菜单中的路由`, '填写要高亮的菜单项的 path');
    }
    const isLeaf = !Array.isArray(node.children) || node.children.length === 0;
    if (!isLeaf || node.linkable === false || node.redirect !== undefined) continue;
    if (typeof node.page !== 'string') {
      report.error(file, at(), `可点击的菜单项 "${node.title ?? node.path}" 没有指定页面`, '添加 "page"（页面配置 id），或设 "redirect"，或设 "linkable": false');
    } else if (!tree.pages.has(node.page)) {
      report.warn(file, at('page'), `页面 ${node.page} 尚未配置（pages/${node.page}.json 不存在）`, '该路由显示“页面未配置”；新建该文件即可', UNCONFIGURED);
    }
  }
  return { entries, routes, codes };
}
