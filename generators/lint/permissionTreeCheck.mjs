/**
 * The generated permission tree must be what `npm run gen:permissions` would write now, and the
 * tree's codes must be grantable (each once, with the role editor's 通用权限 codes too; no actions
 * on code-less entries).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { buildPermissionTree, formatPermissionTree, permissionTreePath, treeCodes } from '../permissions/permissionTree.mjs';
import { readGlobalCodes } from './sourceFacts.mjs';

/** The command that rewrites the tree of `schemasDir`. */
export function regenerateCommand(schemasDir, repo) {
  if (resolve(schemasDir) === join(repo, 'schemas')) return 'npm run gen:permissions';
  return `node generators/gen-permissions.mjs --root ${relative(repo, schemasDir).split(sep).join('/')}`;
}

export function checkPermissionTree(tree, repo, report) {
  const { nodes, problems } = buildPermissionTree(tree, { globals: readGlobalCodes(repo) });
  for (const p of problems) report.error(p.file, p.pointer, p.message, p.hint);
  const file = permissionTreePath(tree.dir);
  const command = regenerateCommand(tree.dir, repo);
  if (!existsSync(file)) {
    report.error(file, '/', '权限树文件不存在', `运行 ${command}`);
    return nodes;
  }
  const text = formatPermissionTree(nodes);
  const current = readFileSync(file, 'utf8');
  if (current === text) return nodes;
  let detail = '';
  try {
    const had = new Set(treeCodes(JSON.parse(current).tree));
    const now = new Set(treeCodes(nodes));
    const added = [...now].filter((c) => !had.has(c));
    const removed = [...had].filter((c) => !now.has(c));
    const show = (codes) => codes.slice(0, 5).join(', ') + (codes.length > 5 ? ` 等 ${codes.length} 个` : '');
    detail = [added.length ? `缺少 ${show(added)}` : '', removed.length ? `多出 ${show(removed)}` : ''].filter(Boolean).join('；');
  } catch {
    detail = '文件不是合法的 JSON';
  }
  report.error(file, '/', `权限树已过期，与菜单和页面配置不一致${detail ? `（${detail}）` : '（标题或顺序不同）'}`, `页面或菜单改动后运行 ${command}`);
  return nodes;
}
