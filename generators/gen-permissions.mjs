#!/usr/bin/env node
/**
 * npm run gen:permissions — writes schemas/generated/permission-tree.json (docs/behaviour §2.9) from
 * schemas/menu.json and the page configs, inside the labelled levels of
 * schemas/permission-stages.json (超算云平台 → 前台, 后台, 运营管理). Run it after changing pages,
 * the menu or the stages; lint:schemas fails while the file is stale.
 *   --check        exit 1 when the file differs from what would be written
 *   --root <dir>   a schemas directory other than schemas/ (test fixtures)
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTree } from './lint/loadTree.mjs';
import { regenerateCommand } from './lint/permissionTreeCheck.mjs';
import { createReport } from './lint/report.mjs';
import { readGlobalCodes } from './lint/sourceFacts.mjs';
import { buildPermissionTree, formatPermissionTree, permissionTreePath, treeCodes } from './permissions/permissionTree.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The tree's text for a schemas directory, and the problems found while building it. */
export function generatePermissionTree(schemasDir) {
  const report = createReport();
  const tree = loadTree(schemasDir, report);
  const { nodes, problems } = buildPermissionTree(tree, { globals: readGlobalCodes(repo) });
  return { text: formatPermissionTree(nodes), nodes, problems: [...report.errors, ...problems] };
}

function argValue(args, name) {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const schemasDir = resolve(argValue(args, '--root') ?? resolve(repo, 'schemas'));
  const file = permissionTreePath(schemasDir);
  const shown = relative(process.cwd(), file);
  const { text, nodes, problems } = generatePermissionTree(schemasDir);
  for (const p of problems) console.error(`${relative(process.cwd(), p.file)}#${p.pointer}  ${p.message}\n    提示：${p.hint}`);
  if (args.includes('--check')) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (current !== text) {
      console.error(`${shown} ${current === null ? '不存在' : '已过期'}：请运行 ${regenerateCommand(schemasDir, repo)}`);
      process.exit(1);
    }
    console.log(`${shown} 是最新的`);
  } else {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    console.log(`已生成 ${shown}（${treeCodes(nodes).length} 个权限编码）`);
  }
  process.exit(problems.length === 0 ? 0 : 1);
}
