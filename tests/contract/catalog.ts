/**
 * The page catalogue of the generated contract tests: every `schemas/pages/**.json`, read from
 * disk when a test file loads (Node only) and resolved against its family, with its entity and the menu route that opens it.
 * Adding a page config adds it here — and so adds its tests — with no hand-written code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuiltInRowAction } from '../../src/pageLanguage/actions';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import type { FamilyDeclaration } from '../../src/pageLanguage/family';
import type { DetailListTab, PageConfig, PageDeclaration } from '../../src/pageLanguage/pageConfig';
import { pageFamilyName, resolvePage } from '../../src/pageLanguage/resolvePage';

// A path string, not `new URL(…)`: under jsdom the global URL is jsdom's, which node:url refuses.
const SCHEMAS = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../schemas')}/`;

export interface MenuRoute {
  path: string;
  title: string;
  code?: string;
  hidden?: boolean;
  noCheck?: boolean;
}

export interface CatalogPage {
  pageId: string;
  /** Repository path of the config, for messages. */
  file: string;
  config: PageConfig;
  /** The entity of list, detail and form pages. */
  entity?: EntitySchema;
  /** The menu route whose `page` is this id, if any. */
  route?: MenuRoute;
}

interface MenuNode extends MenuRoute {
  page?: string;
  children?: MenuNode[];
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** Menu routes by page id. */
function menuRoutes(): Map<string, MenuRoute> {
  const routes = new Map<string, MenuRoute>();
  const walk = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      if (node.page && !routes.has(node.page)) routes.set(node.page, { path: node.path, title: node.title, code: node.code, hidden: node.hidden, noCheck: node.noCheck });
      if (node.children) walk(node.children);
    }
  };
  walk(readJson<{ menu: MenuNode[] }>(`${SCHEMAS}menu.json`).menu);
  return routes;
}

export function readEntity(name: string): EntitySchema {
  return readJson<EntitySchema>(`${SCHEMAS}entities/${name}.json`);
}

/** A family file of schemas/families, as declared. */
export function readFamilyFile(name: string): FamilyDeclaration {
  return readJson<FamilyDeclaration>(`${SCHEMAS}families/${name}.json`);
}

/** A page file with its family (schemas/families) resolved, as the app and the mocks read it. */
export function readPageConfig(pageId: string): PageConfig {
  const page = readJson<PageDeclaration>(`${SCHEMAS}pages/${pageId}.json`);
  const family = pageFamilyName(page);
  return resolvePage(page, family === undefined ? undefined : readJson<FamilyDeclaration>(`${SCHEMAS}families/${family}.json`));
}

/** Every page config, sorted by id so test order is stable. */
export function loadCatalog(): CatalogPage[] {
  const routes = menuRoutes();
  const files = readdirSync(`${SCHEMAS}pages`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.split('\\').join('/'))
    .sort();
  return files.map((file) => {
    const pageId = file.slice(0, -'.json'.length);
    const config = readPageConfig(pageId);
    const entity = config.kind === 'list' || config.kind === 'detail' || config.kind === 'form' ? readEntity(config.entity) : undefined;
    return { pageId, file: `schemas/pages/${file}`, config, entity, route: routes.get(pageId) };
  });
}

export interface ViewReference {
  list: CatalogPage;
  action: BuiltInRowAction;
}

/** The list pages whose `view` row action opens this detail page. */
export function viewReferences(catalog: readonly CatalogPage[], detailId: string): ViewReference[] {
  return catalog.flatMap((page) => {
    if (page.config.kind !== 'list') return [];
    const action = (page.config.rowActions ?? []).find((a): a is BuiltInRowAction => a.type === 'view' && a.detail === detailId);
    return action ? [{ list: page, action }] : [];
  });
}

export interface TabReference {
  detail: CatalogPage;
  tab: DetailListTab;
}

/** The detail pages that show this list page in a sub-list tab. */
export function tabReferences(catalog: readonly CatalogPage[], listId: string): TabReference[] {
  return catalog.flatMap((page) => {
    if (page.config.kind !== 'detail') return [];
    const tab = (page.config.tabs ?? []).find((t): t is DetailListTab => 'list' in t && t.list === listId);
    return tab ? [{ detail: page, tab }] : [];
  });
}

/** A short stable tag of a page id, so generated names of different pages never collide. */
export function pageTag(pageId: string): string {
  let hash = 2166136261;
  for (const char of pageId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash.toString(36).slice(0, 4);
}
