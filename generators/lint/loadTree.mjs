/**
 * Reads a schemas tree (menu.json, pages/**, entities/*) once; every check works on the parsed
 * copy. `dir` is the repo's schemas/ or a fixture directory laid out the same way.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

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

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * @returns {{ dir: string, menu: { file: string, data: any } | null,
 *   pages: Map<string, { id: string, file: string, data: any }>,
 *   entities: Map<string, { name: string, file: string, data: any }> }}
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
  return { dir, menu, pages, entities };
}

/** Each menu node with its JSON pointer segments and parent, depth first in menu order. */
export function* menuNodes(menu) {
  function* walk(nodes, at, parent) {
    if (!Array.isArray(nodes)) return;
    for (const [index, node] of nodes.entries()) {
      if (!isObject(node)) continue;
      const segments = [...at, index];
      yield { node, segments, parent };
      yield* walk(node.children, [...segments, 'children'], node);
    }
  }
  if (menu) yield* walk(menu.data.menu, ['menu'], null);
}

export { isObject };
