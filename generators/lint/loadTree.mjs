/**
 * Reads a schemas tree (menu.json, pages/**, entities/*, families/*) once; every check works on
 * the parsed copy. `dir` is the repo's schemas/ or a fixture directory laid out the same way.
 * A page's `data` is the page with its family resolved (resolveFamilies.mjs); `declared` is the
 * file as written, which the meta-schema checks.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DIALECT_FILE } from './dialectChecks.mjs';
import { resolvePageData } from './resolveFamilies.mjs';
import { isObject, menuNodes } from './shape.mjs';

/** Every .json file under `dir`, sorted by path (the order Vite's import.meta.glob uses). */
export function jsonFilesUnder(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.json')) out.push(join(entry.parentPath ?? entry.path, entry.name));
  }
  return out.sort();
}

/** Parsed JSON, or undefined after reporting why not. */
export function readJson(file, report) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    report.error(file, '/', `不是合法的 JSON：${error.message}`, '检查逗号、引号与括号');
    return undefined;
  }
}

/**
 * @returns {{ dir: string, menu: { file: string, data: any } | null,
 *   pages: Map<string, { id: string, file: string, data: any, declared: any }>,
 *   entities: Map<string, { name: string, file: string, data: any }>,
 *   families: Map<string, { name: string, file: string, data: any }> }}
 */
export function loadTree(dir, report) {
  const menuFile = join(dir, 'menu.json');
  let menu = null;
  if (!existsSync(menuFile)) report.error(menuFile, '/', '缺少菜单文件 menu.json', '每个后台路由都在 menu.json 中声明');
  else {
    const data = readJson(menuFile, report);
    if (isObject(data)) menu = { file: menuFile, data };
  }
  const pages = new Map();
  const pagesDir = join(dir, 'pages');
  for (const file of jsonFilesUnder(pagesDir)) {
    const data = readJson(file, report);
    if (!isObject(data)) continue;
    const id = relative(pagesDir, file).split(sep).join('/').replace(/\.json$/, '');
    pages.set(id, { id, file, data });
  }
  const entities = new Map();
  const entitiesDir = join(dir, 'entities');
  for (const file of jsonFilesUnder(entitiesDir)) {
    if (relative(entitiesDir, file).includes(sep)) continue; // entities/*.json only, like the loader's glob
    const data = readJson(file, report);
    if (!isObject(data)) continue;
    const name = relative(entitiesDir, file).replace(/\.json$/, '');
    entities.set(name, { name, file, data });
  }
  const families = new Map();
  const familiesDir = join(dir, 'families');
  for (const file of jsonFilesUnder(familiesDir)) {
    if (relative(familiesDir, file).includes(sep)) continue;
    const data = readJson(file, report);
    if (!isObject(data)) continue;
    const name = relative(familiesDir, file).replace(/\.json$/, '');
    families.set(name, { name, file, data });
  }
  for (const page of pages.values()) {
    page.declared = page.data;
    page.data = resolvePageData(page.data, families);
  }
  return { dir, menu, pages, entities, families };
}

/** The tree's backend dialect (dialectChecks.mjs), or null after reporting that it is missing or unreadable. */
export function loadDialect(dir, report) {
  const file = join(dir, DIALECT_FILE);
  if (!existsSync(file)) {
    report.error(file, '/', `缺少后端约定文件 ${DIALECT_FILE}`, '分页参数名与响应结构在这里写一次（见 schemas/backend-dialect.json）');
    return null;
  }
  const data = readJson(file, report);
  return isObject(data) && isObject(data.paging) && isObject(data.response) ? { file, data } : null;
}

export { isObject, menuNodes };
