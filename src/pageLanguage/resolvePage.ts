/**
 * A page file names its endpoint family; the renderer, the mock backend and the contract tests
 * work on the page with the family resolved: its calls (`endpoint`), its custom actions in full,
 * its order field and tree. One function, so all of them read a page the same way.
 */
import type { CustomAction, CustomActionUse, RowAction, RowActionUse, ToolbarAction, ToolbarActionUse } from './actions';
import type { EndpointFamily } from './endpoint';
import type { FamilyDeclaration, OperationDeclaration } from './family';
import type { PageConfig, PageDeclaration } from './pageConfig';

/** A page file that names no family its loader knows, or an action its family lacks (a developer's fault). */
export class FamilyReferenceError extends Error {
  override name = 'FamilyReferenceError';
}

/** The calls of a family as the data layer uses them. */
export function familyEndpoint(family: FamilyDeclaration): EndpointFamily {
  const endpoint: EndpointFamily = { base: family.base, verbs: [...(family.verbs ?? [])] };
  if (family.routes) endpoint.routes = family.routes;
  if (family.paging) endpoint.paging = family.paging;
  if (family.response) endpoint.response = family.response;
  return endpoint;
}

/** The full path of a family's hand-written operation. */
export function operationPath(family: Pick<FamilyDeclaration, 'base'>, operation: Pick<OperationDeclaration, 'path'>): string {
  if (operation.path.startsWith('/api/')) return operation.path;
  return operation.path === '' ? family.base : `${family.base}/${operation.path}`;
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
  return { type, ...declared, ...wording };
}

function resolveActions<B extends { type: string }>(
  uses: (B | CustomActionUse)[] | undefined,
  family: FamilyDeclaration,
  familyName: string,
): (B | CustomAction)[] | undefined {
  return uses?.map((use) => (use.type === 'custom' ? resolveActionUse(use as CustomActionUse, family, familyName) : (use as B)));
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
    const operation = family.operations?.find((candidate) => candidate.name === page.source.operation);
    if (!operation || operation.method !== 'GET') throw new FamilyReferenceError(`接口族 ${name} 没有 GET 操作 ${page.source.operation}（schemas/families/${name}.json operations）`);
    return { ...page, source: operationPath(family, operation) };
  }
  const endpoint = familyEndpoint(family);
  if (page.kind !== 'list') return { ...page, endpoint };
  const { toolbar, rowActions, ...rest } = page;
  const resolved = { ...rest, endpoint } as Extract<PageConfig, { kind: 'list' }>;
  const tools = resolveActions<Exclude<ToolbarActionUse, CustomActionUse>>(toolbar, family, page.family);
  const rows = resolveActions<Exclude<RowActionUse, CustomActionUse>>(rowActions, family, page.family);
  if (tools) resolved.toolbar = tools as ToolbarAction[];
  if (rows) resolved.rowActions = rows as RowAction[];
  if (family.orderKey !== undefined) resolved.orderKey = family.orderKey;
  if (family.tree !== undefined) resolved.tree = family.tree;
  return resolved;
}
