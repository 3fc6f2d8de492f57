/**
 * kind "module" pages name a hand-written module registered in the sub-app group that serves
 * their route (docs/behaviour §2.6: the route's hash prefix picks the group, src/modules/registry.ts).
 * A module page no menu route opens must at least be registered in some group.
 */
import { menuNodes } from './shape.mjs';
import { pointer, suggest } from './report.mjs';
import { subAppOfMenuPath } from './subApps.mjs';

export function checkModules(tree, groups, rules, report) {
  const routesOf = new Map();
  for (const { node } of menuNodes(tree.menu)) {
    if (typeof node.page === 'string' && typeof node.path === 'string') routesOf.set(node.page, [...(routesOf.get(node.page) ?? []), node.path]);
  }
  const all = new Set([...groups.values()].flatMap((g) => [...g.modules]));
  let count = 0;
  for (const page of tree.pages.values()) {
    if (page.data.kind !== 'module' || typeof page.data.module !== 'string') continue;
    count += 1;
    const name = page.data.module;
    const at = pointer('module');
    const paths = routesOf.get(page.id) ?? [];
    if (paths.length === 0) {
      if (!all.has(name)) report.error(page.file, at, `模块 "${name}" 没有注册`, `在 src/modules/groups/*.ts 的 modules 中注册它；${suggest(name, all, '已注册模块')}`);
      continue;
    }
    for (const path of paths) {
      const group = groups.get(subAppOfMenuPath(rules, path));
      if (!group) continue;
      if (!group.modules.has(name)) {
        const elsewhere = [...groups.values()].filter((g) => g.modules.has(name)).map((g) => g.file);
        report.error(page.file, at, `模块 "${name}" 没有在路由 ${path} 所属的子应用中注册（${group.file}）`,
          elsewhere.length > 0 ? `它注册在 ${elsewhere.join(', ')}：该路由由 ${group.file} 提供，请在那里注册` : `在 ${group.file} 的 modules 中注册它；${suggest(name, all, '已注册模块')}`);
      }
    }
  }
  return count;
}
