#!/usr/bin/env node
/**
 * npm run lint:schemas — every JSON config against its meta-schema (ajv), then cross-references
 * over menu.json, pages/**, entities/* and the runtime (generators/lint/*.mjs), then the
 * generated permission tree's freshness. Each problem is printed with its file, JSON pointer and
 * a hint; exit code 1 when there is any. Warnings (routes whose page is not written yet, page
 * configs nothing opens) are printed and counted but do not fail.
 *   --root <dir>   lint another schemas directory laid out like schemas/ (test fixtures)
 *   --verbose      list every warning instead of a count per kind
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crossCheck } from './lint/crossChecks.mjs';
import { jsonFilesUnder, loadDialect, loadTree, readJson } from './lint/loadTree.mjs';
import { UNCONFIGURED } from './lint/menuChecks.mjs';
import { createValidator, validateBySchemaField, validateTree } from './lint/metaSchemas.mjs';
import { checkPermissionTree } from './lint/permissionTreeCheck.mjs';
import { checkDeclaredCodes } from './lint/grantChecks.mjs';
import { checkDeclaredReads, readRowSourceNames } from './lint/readChecks.mjs';
import { createReport } from './lint/report.mjs';
import { readMockPaths, readModuleGroups, readReservedQueryNames, readSubAppRules, SOURCES } from './lint/sourceFacts.mjs';
import { treeCodes } from './permissions/permissionTree.mjs';

export const REPO = resolve(fileURLToPath(import.meta.url), '..', '..');

/** Validates the given files against the meta-schema each names in `$schema` (kept for callers of the first version). */
export function lintSchemas(files) {
  const report = createReport();
  const entries = files.map((file) => ({ file, data: readJson(file, report) }));
  const checked = validateBySchemaField(entries, createValidator(), report);
  return { checked, problems: report.errors };
}

/** A fact read from runtime source text; a reader that fails is itself a lint error. */
function fact(read, file, fallback, report) {
  try {
    return read();
  } catch (error) {
    report.error(join(REPO, file), '/', error.message, `lint:schemas 从该文件读取常量；改名或移动后请同步 generators/lint/sourceFacts.mjs`);
    return fallback;
  }
}

/**
 * Lints a schemas directory (the repo's schemas/ unless `schemasDir` says otherwise) and
 * `extraFiles` (validated by their `$schema`). Runtime facts always come from the repo.
 */
export function lintTree({ schemasDir = join(REPO, 'schemas'), extraFiles = [] } = {}) {
  const started = performance.now();
  const report = createReport();
  const validate = createValidator();
  const tree = loadTree(schemasDir, report);
  const inTree = (file) => {
    const rel = relative(schemasDir, file).split(sep).join('/');
    return rel === 'menu.json' || rel.startsWith('pages/') || rel.startsWith('entities/') || rel.startsWith('families/');
  };
  const others = [...extraFiles, ...jsonFilesUnder(schemasDir).filter((f) => !inTree(f))].map((file) => ({ file, data: readJson(file, report) }));
  const counts = { configs: validateTree(tree, join(REPO, 'schemas'), validate, report) + validateBySchemaField(others, validate, report) };

  const reserved = fact(() => readReservedQueryNames(REPO), SOURCES.listState, { list: [], address: [] }, report);
  const groups = fact(() => readModuleGroups(REPO), SOURCES.registry, new Map(), report);
  const rules = fact(() => readSubAppRules(REPO), SOURCES.subApps, { portalPrefixes: [], userManagementPrefix: '', userManagementPages: [] }, report);
  const mockPaths = readMockPaths(REPO);

  Object.assign(counts, crossCheck(tree, { reserved, groups, rules, mockPaths, dialect: loadDialect(schemasDir, report) }, report));
  const codes = new Set(treeCodes(checkPermissionTree(tree, REPO, report)));
  counts.permissionCodes = codes.size;
  checkDeclaredCodes(tree, codes, report);
  const rowSources = join(REPO, SOURCES.rowSources);
  counts.declaredReads = checkDeclaredReads(tree, existsSync(rowSources) ? readRowSourceNames(readFileSync(rowSources, 'utf8')) : { sources: new Set(), scopes: new Set() }, report);
  counts.unconfigured = report.warnings.filter((w) => w.kind === UNCONFIGURED).length;
  return { errors: report.errors, warnings: report.warnings, counts, ms: performance.now() - started };
}

function argValue(args, name) {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const root = argValue(args, '--root');
  const result = root
    ? lintTree({ schemasDir: resolve(root) })
    : lintTree({ extraFiles: [join(REPO, 'public', 'config.json')] });
  const where = (p) => `${relative(REPO, p.file).split(sep).join('/')}#${p.pointer}`;
  for (const p of result.errors) console.error(`${where(p)}  ${p.message}\n    提示：${p.hint}`);
  const verbose = args.includes('--verbose');
  for (const w of result.warnings) {
    if (verbose || w.kind !== UNCONFIGURED) console.warn(`警告 ${where(w)}  ${w.message}\n    提示：${w.hint}`);
  }
  const { counts } = result;
  if (counts.unconfigured > 0 && !verbose) {
    console.warn(`警告：${counts.unconfigured} 个未配置页面的菜单项（路由显示“页面未配置”；--verbose 逐个列出）`);
  }
  console.log(
    `lint:schemas — ${counts.configs} 个配置已检查（菜单项 ${counts.menuEntries}、页面 ${counts.pages}、实体 ${counts.entities}），` +
      `字段引用 ${counts.fieldRefs}、接口族 ${counts.families}、模块页 ${counts.modulePages}、权限编码 ${counts.permissionCodes}；` +
      `${result.errors.length} 个问题，${result.warnings.length} 个警告，用时 ${Math.round(performance.now())} ms`,
  );
  process.exit(result.errors.length === 0 ? 0 : 1);
}
