/**
 * A page file names its endpoint family; the renderer, the mock backend and the contract tests
 * work on the page with the family resolved: its calls (`endpoint`), its custom actions in full,
 * its order field and tree. One function, so all of them read a page the same way.
 */
import type { CustomAction, CustomActionUse, RowAction, RowActionUse, ToolbarAction, ToolbarActionUse } from './actions';
import type { EndpointFamily, EndpointRoute } from './endpoint';
import type { FamilyDeclaration, OperationDeclaration } from './family';
import { FamilyReferenceError, resolveFamilyAction } from './familyActions';
import { operationCodes, operationNamed, operationPath } from './operationPaths';
import { resolveBlocksPage } from './resolveBlocks';

export { operationCodes, operationPath };
import type { DashboardPageConfig, DashboardPart, DetailPageConfig, DashboardPartDeclaration, ListNotice, ListNoticeDeclaration, ListReadDeclaration, ListTreeFilter, ListTreeFilterDeclaration, ListWritesDeclaration, TreeView, TreeViewDeclaration, ListView, ListViewDeclaration, OperationRef, PageConfig, PageDeclaration } from './pageConfig';

export { FamilyReferenceError };

/** The calls of a family as the data layer uses them. */
export function familyEndpoint(family: FamilyDeclaration): EndpointFamily {
  const endpoint: EndpointFamily = { base: family.base, verbs: [...(family.verbs ?? [])] };
  if (family.routes) endpoint.routes = family.routes;
  if (family.paging) endpoint.paging = family.paging;
  if (family.response) endpoint.response = family.response;
  if (family.refusalReasons !== undefined) endpoint.refusalReasons = true;
  return endpoint;
}

/** The family a page file names: a data page's own, a dashboard's source's; none for a module. */
export function pageFamilyName(page: PageDeclaration): string | undefined {
  if (page.kind === 'module') return undefined;
  return page.kind === 'dashboard' ? page.source.family : page.family;
}

/** A family's custom action in full, with what the page words its own way. */
export function resolveActionUse(use: CustomActionUse, family: FamilyDeclaration, familyName: string): CustomAction {
  const declared = family.actions?.find((action) => action.name === use.action);
  if (!declared) throw new FamilyReferenceError(`接口族 ${familyName} 没有自定义操作 ${use.action}（schemas/families/${familyName}.json actions）`);
  const { type, action: _name, ...wording } = use;
  return { type, ...resolveFamilyAction(declared, family, familyName), ...wording };
}

function resolveActions<B extends { type: string }>(
  uses: (B | CustomActionUse)[] | undefined,
  family: FamilyDeclaration,
  familyName: string,
): (B | CustomAction)[] | undefined {
  return uses?.map((use) => (use.type === 'custom' ? resolveActionUse(use as CustomActionUse, family, familyName) : (use as B)));
}

/** The GET operation a dashboard (or one of its parts) names. */
function statsOperation(family: FamilyDeclaration, source: OperationRef, familyName: string): OperationDeclaration {
  if (source.family !== familyName) throw new FamilyReferenceError(`看板的各部分须读同一接口族 ${familyName}，而非 ${source.family}`);
  const operation = operationNamed(family, source.operation);
  if (!operation || operation.method !== 'GET') throw new FamilyReferenceError(`接口族 ${familyName} 没有 GET 操作 ${source.operation}（schemas/families/${familyName}.json operations）`);
  return operation;
}

/**
 * The operation a detail page's `read` names: a GET of the family whose path names the record
 * ({id}), called in place of the family's `get`.
 */
export function readOperation(family: FamilyDeclaration, name: string, familyName: string): OperationDeclaration {
  const operation = operationNamed(family, name);
  if (!operation || operation.method !== 'GET' || !operation.path.includes('{id}')) {
    throw new FamilyReferenceError(`接口族 ${familyName} 没有按 {id} 读取记录的 GET 操作 ${name}（schemas/families/${familyName}.json operations）`);
  }
  return operation;
}

/** The family's calls with the record read through `read` (the family's get otherwise). */
function readEndpoint(endpoint: EndpointFamily, family: FamilyDeclaration, read: string | undefined, familyName: string): EndpointFamily {
  if (read === undefined) return endpoint;
  const path = operationPath(family, readOperation(family, read, familyName));
  return {
    ...endpoint,
    verbs: endpoint.verbs.includes('get') ? endpoint.verbs : [...endpoint.verbs, 'get'],
    routes: { ...endpoint.routes, get: { method: 'GET', path } },
  };
}

/** A dashboard part: its path, and the codes its operation's access asks for (null: none). */
function resolveDashboardPart(part: DashboardPartDeclaration, family: FamilyDeclaration, familyName: string): DashboardPart {
  const operation = statsOperation(family, part.source, familyName);
  return { ...part, source: operationPath(family, operation), grants: operationCodes(operation) };
}

/** A GET operation of the page's family a list view or notice (`user`) names, as a route with an absolute path. */
function viewOperation(family: FamilyDeclaration, familyName: string, name: string, user: string): { route: EndpointRoute; grants: string[] | null } {
  const operation = operationNamed(family, name);
  if (!operation || operation.method !== 'GET') throw new FamilyReferenceError(`${user}指向的 ${name} 不是接口族 ${familyName} 的 GET 操作（schemas/families/${familyName}.json operations）`);
  return { route: { method: 'GET', path: operationPath(family, operation) }, grants: operationCodes(operation) };
}

/** A list view: its operations' paths, and who may see it and export in it. */
export function resolveListView(declared: ListViewDeclaration, family: FamilyDeclaration, familyName: string): ListView {
  const { list, export: exportName, ...rest } = declared;
  const view: ListView = { ...rest, grants: null, exportGrants: null };
  if (list !== undefined) {
    const read = viewOperation(family, familyName, list, `列表视图 ${declared.key} `);
    view.list = read.route;
    view.grants = read.grants;
  }
  if (exportName !== undefined) {
    const read = viewOperation(family, familyName, exportName, `列表视图 ${declared.key} `);
    view.export = read.route;
    view.exportGrants = read.grants;
  }
  return view;
}

/**
 * A list page's calls with its `read` in the family's place: the pages from `read.list`, the
 * export from `read.export` (the family's own otherwise).
 */
export function listReadEndpoint(endpoint: EndpointFamily, family: FamilyDeclaration, read: ListReadDeclaration | undefined, familyName: string): EndpointFamily {
  if (read === undefined) return endpoint;
  const verbs = new Set(endpoint.verbs);
  const routes = { ...endpoint.routes };
  routes.list = viewOperation(family, familyName, read.list, '列表页的 read.list ').route;
  verbs.add('list');
  if (read.export !== undefined) {
    routes.export = viewOperation(family, familyName, read.export, '列表页的 read.export ').route;
    verbs.add('export');
  }
  const resolved: EndpointFamily = { ...endpoint, verbs: [...verbs], routes };
  if (read.response) resolved.response = { ...endpoint.response, records: read.response.records, total: read.response.total };
  return resolved;
}

/** A list notice: its operation's path (a GET of the page's family), and who may read it. */
export function resolveListNotice(declared: ListNoticeDeclaration, family: FamilyDeclaration, familyName: string): ListNotice {
  const { route, grants } = viewOperation(family, familyName, declared.source, '列表提示');
  return { ...declared, source: route.path, grants };
}

/** A path with its {name} parameters filled; undefined when one is left without a value. */
export function fillPathParams(path: string, values: Readonly<Record<string, string>> | undefined): string | undefined {
  let complete = true;
  const filled = path.replace(/\{([^{}]+)\}/g, (_, name: string) => {
    const value = values?.[name];
    if (value === undefined) complete = false;
    return encodeURIComponent(value ?? '');
  });
  return complete ? filled : undefined;
}

/** A tree page's tree: its operation's GET path with the parameters filled, and who may see it. */
export function resolveTreeView(declared: TreeViewDeclaration, family: FamilyDeclaration, familyName: string): TreeView {
  const { operation: name, path: params, ...rest } = declared;
  const { route, grants } = viewOperation(family, familyName, name, `树 ${declared.key} `);
  const path = fillPathParams(route.path, params);
  if (path === undefined) throw new FamilyReferenceError(`树 ${declared.key} 没有给出操作 ${name} 路径中的全部参数（${route.path}）`);
  return { ...rest, tree: { method: 'GET', path }, grants };
}

const WRITE_METHODS = { create: 'POST', update: 'PUT', delete: 'DELETE', status: 'PUT' } as const;

/**
 * The path parameters a write's operation must name the record (and a switch's value) by. An
 * update may instead name it by `id` in its body (the platform's PUT menu-info { id, … }).
 */
const WRITE_PARAMS = { create: [], update: [], delete: ['{id}'], status: ['{id}', '{value}'] } as const;

/** A page's calls with its `writes` in the verbs' place: each operation's path as the verb's route. */
export function listWritesEndpoint(endpoint: EndpointFamily, family: FamilyDeclaration, writes: ListWritesDeclaration | undefined, familyName: string): EndpointFamily {
  if (writes === undefined) return endpoint;
  const verbs = new Set(endpoint.verbs);
  const routes = { ...endpoint.routes };
  for (const verb of ['create', 'update', 'delete', 'status'] as const) {
    const name = writes[verb];
    if (name === undefined) continue;
    const operation = operationNamed(family, name);
    const params: readonly string[] = WRITE_PARAMS[verb];
    if (!operation || operation.method !== WRITE_METHODS[verb] || params.some((param) => !operation.path.includes(param))) {
      throw new FamilyReferenceError(`writes.${verb} 指向的 ${name} 不是接口族 ${familyName} 的 ${WRITE_METHODS[verb]} 操作${params.length > 0 ? `（路径含 ${params.join(' 与 ')}）` : ''}`);
    }
    routes[verb] = { method: operation.method, path: operationPath(family, operation) };
    verbs.add(verb);
  }
  return { ...endpoint, verbs: [...verbs], routes };
}

/** A list's tree filter: its tree's path (a GET of the page's family), and who may read it. */
export function resolveListTreeFilter(declared: ListTreeFilterDeclaration, family: FamilyDeclaration, familyName: string): ListTreeFilter {
  const { route, grants } = viewOperation(family, familyName, declared.source, '列表旁的树');
  return { ...declared, source: route.path, grants };
}

/**
 * The page as the renderer gets it. `family` is the declaration the page names (pageFamilyName:
 * a data page's `family`, a dashboard's `source.family`; none for a module page).
 */
export function resolvePage(page: PageDeclaration, family: FamilyDeclaration | undefined): PageConfig {
  if (page.kind === 'module') return page;
  const name = pageFamilyName(page);
  if (!family) throw new FamilyReferenceError(`接口族 schemas/families/${name}.json 不存在`);
  if (page.kind === 'dashboard') {
    const { parts, ...rest } = page;
    const resolved: DashboardPageConfig = { ...rest, source: operationPath(family, statsOperation(family, page.source, page.source.family)) };
    if (parts) resolved.parts = parts.map((part) => resolveDashboardPart(part, family, page.source.family));
    return resolved;
  }
  if (page.kind === 'blocks') return resolveBlocksPage(page, family);
  const endpoint = familyEndpoint(family);
  if (page.kind === 'detail') {
    const { actions, ...rest } = page;
    const detail: DetailPageConfig = { ...rest, endpoint: readEndpoint(endpoint, family, page.read, page.family) };
    if (actions) detail.actions = actions.map((use) => resolveActionUse(use, family, page.family));
    return detail;
  }
  if (page.kind !== 'list') return { ...page, endpoint };
  const { toolbar, rowActions, views, notice, read, treeFilter, trees, writes, tree, ...rest } = page;
  const calls = listWritesEndpoint(listReadEndpoint(endpoint, family, read, page.family), family, writes, page.family);
  const resolved = { ...rest, endpoint: calls } as Extract<PageConfig, { kind: 'list' }>;
  const tools = resolveActions<Exclude<ToolbarActionUse, CustomActionUse>>(toolbar, family, page.family);
  const rows = resolveActions<Exclude<RowActionUse, CustomActionUse>>(rowActions, family, page.family);
  if (tools) resolved.toolbar = tools as ToolbarAction[];
  if (rows) resolved.rowActions = rows as RowAction[];
  if (family.orderKey !== undefined) resolved.orderKey = family.orderKey;
  const ownTree = family.tree ?? tree;
  if (ownTree !== undefined) resolved.tree = ownTree;
  if (trees) resolved.trees = trees.map((view) => resolveTreeView(view, family, page.family));
  if (views) resolved.views = views.map((view) => resolveListView(view, family, page.family));
  if (notice) resolved.notice = resolveListNotice(notice, family, page.family);
  if (treeFilter) resolved.treeFilter = resolveListTreeFilter(treeFilter, family, page.family);
  return resolved;
}
