/**
 * Which permission codes each mock endpoint needs, derived from the page configs and the menu —
 * the same two sources `npm run gen:permissions` builds the permission tree from — so there is
 * no second list to keep in step (docs/design.md §6 "each endpoint family needs the permission codes
 * its page declares"). Pure: the pages and the tree are parameters (tests pass their own).
 *
 * A page's look grants: its menu entry's code (none for a noCheck entry or one without a code:
 * any signed-in user); for a page opened from a list's `view` action, that action's code (the
 * console opens the record in a drawer when the route itself is not permitted); for a list shown
 * as a detail page's tab, the detail's look grants. A family's verbs need:
 *   list, get          the look grants of its pages (get: of its detail and form pages too)
 *   export             the export action's code        create   the create action's code
 *   update             the edit action's code, a form page's save code (`-edit`)
 *   delete, deleteMany the delete / batch delete action's code
 *   status             the switch column's code        custom actions  their own code
 * each with the scope of the page that grants it (the activity pages share one family, one kind
 * each). A verb a family serves that no page action calls needs `<prefix>-<suffix>` (the
 * permission tree's naming) of one of its pages.
 */
import type { BuiltInRowAction, CustomAction } from '../../pageLanguage/actions';
import type { EndpointVerb } from '../../pageLanguage/endpoint';
import type { EntityValue } from '../../pageLanguage/entity';
import type { ListPageConfig, PageConfig } from '../../pageLanguage/pageConfig';
import type { MenuNode } from '../../core/menu/types';
import { walkMenu } from '../../core/menu/menuTree';
import { formPageSaveCode, reorderCode, resolveActionCode } from '../actionCodes';

export type Scope = Readonly<Record<string, EntityValue>>;

/** One way to be allowed: hold `code` (null: be signed in), for records (or a query) within `scope`. */
export interface Grant {
  code: string | null;
  scope?: Scope;
  /** Only on the caller's own records (declared by a family for a call answered by hand). */
  own?: true;
}

/** What each call of one endpoint family (a base path) needs. */
export interface FamilyGrants {
  verbs: Partial<Record<EndpointVerb, Grant[]>>;
  /** Custom actions by `<METHOD> <path>` as the page config writes the action's endpoint. */
  actions: Map<string, Grant[]>;
}

export interface PagePermissions {
  /** By endpoint base. */
  families: ReadonlyMap<string, FamilyGrants>;
  /** Look grants of a page (dashboards and modules use them for their calls). */
  look(pageId: string): Grant[];
  /** The page configs, by id. */
  pages: ReadonlyMap<string, PageConfig>;
}

/** Code suffix of a verb no page action calls (permission tree naming, docs/behaviour §2.9 module-action). */
const FALLBACK_SUFFIX: Record<EndpointVerb, string> = {
  list: 'look', get: 'look', export: 'export', create: 'add', update: 'edit', delete: 'del', deleteMany: 'del', status: 'status', reorder: 'order',
  tree: 'look', children: 'look', summary: 'look',
};

const TOOLBAR_VERB = { create: 'create', export: 'export', bulkDelete: 'deleteMany' } as const;
const ROW_VERB = { edit: 'update', delete: 'delete' } as const;

export const actionKey = (endpoint: CustomAction['endpoint']): string => `${endpoint.method.toUpperCase()} ${endpoint.path}`;

function sameGrant(a: Grant, b: Grant): boolean {
  return a.code === b.code && JSON.stringify(a.scope ?? {}) === JSON.stringify(b.scope ?? {});
}

function addGrants(into: Grant[], grants: readonly Grant[]): void {
  for (const grant of grants) if (!into.some((known) => sameGrant(known, grant))) into.push(grant);
}

const withScope = (code: string | null, scope: Scope | undefined): Grant => (scope && Object.keys(scope).length > 0 ? { code, scope } : { code });

export function derivePagePermissions(pages: ReadonlyMap<string, PageConfig>, tree: readonly MenuNode[]): PagePermissions {
  const menuByPage = new Map<string, MenuNode>();
  for (const { node } of walkMenu(tree)) if (node.page && !menuByPage.has(node.page)) menuByPage.set(node.page, node);

  const viewers = new Map<string, { list: ListPageConfig; action: BuiltInRowAction }[]>();
  const tabHosts = new Map<string, string[]>();
  for (const [id, config] of pages) {
    if (config.kind === 'list') {
      for (const action of config.rowActions ?? []) {
        if (action.type !== 'view' || !action.detail) continue;
        viewers.set(action.detail, [...(viewers.get(action.detail) ?? []), { list: config, action }]);
      }
    }
    if (config.kind === 'detail') {
      for (const tab of config.tabs ?? []) if ('list' in tab) tabHosts.set(tab.list, [...(tabHosts.get(tab.list) ?? []), id]);
    }
  }

  const lookCache = new Map<string, Grant[]>();
  const look = (pageId: string, seen: ReadonlySet<string> = new Set()): Grant[] => {
    const cached = lookCache.get(pageId);
    if (cached) return cached;
    const config = pages.get(pageId);
    if (!config || seen.has(pageId)) return [];
    const inner = new Set([...seen, pageId]);
    const scope = config.kind === 'list' ? config.scope : undefined;
    const grants: Grant[] = [];
    const node = menuByPage.get(pageId);
    if (node) addGrants(grants, [withScope(node.noCheck || !node.code ? null : node.code, scope)]);
    for (const { list, action } of viewers.get(pageId) ?? []) addGrants(grants, [withScope(resolveActionCode(action, list.permissionPrefix), list.scope)]);
    for (const host of tabHosts.get(pageId) ?? []) addGrants(grants, look(host, inner).map((grant) => withScope(grant.code, scope)));
    // Nothing opens it (lint warns): the view code its own prefix would have.
    if (grants.length === 0 && 'permissionPrefix' in config) grants.push(withScope(`${config.permissionPrefix}-look`, scope));
    if (seen.size === 0) lookCache.set(pageId, grants);
    return grants;
  };

  const families = new Map<string, FamilyGrants>();
  const familyOf = (base: string): FamilyGrants => {
    let family = families.get(base);
    if (!family) families.set(base, (family = { verbs: {}, actions: new Map() }));
    return family;
  };
  const grant = (family: FamilyGrants, verb: EndpointVerb, grants: readonly Grant[]) => addGrants((family.verbs[verb] ??= []), grants);
  const servedBy = new Map<string, { verbs: Set<EndpointVerb>; prefixes: { prefix: string; scope?: Scope }[] }>();

  for (const [id, config] of pages) {
    if (config.kind !== 'list' && config.kind !== 'detail' && config.kind !== 'form') continue;
    const family = familyOf(config.endpoint.base);
    const served = servedBy.get(config.endpoint.base) ?? { verbs: new Set<EndpointVerb>(), prefixes: [] };
    servedBy.set(config.endpoint.base, served);
    for (const verb of config.endpoint.verbs) served.verbs.add(verb);
    const scope = config.kind === 'list' ? config.scope : undefined;
    served.prefixes.push({ prefix: config.permissionPrefix, scope });
    const looks = look(id);
    grant(family, 'get', looks);
    if (config.kind === 'form') {
      grant(family, 'update', [{ code: formPageSaveCode(config) }]);
      continue;
    }
    if (config.kind === 'detail') continue;
    // The list's reads: its rows, its tree and its summary.
    for (const verb of ['list', 'tree', 'children', 'summary'] as const) grant(family, verb, looks);
    listActionGrants(config, family, grant);
  }

  // Verbs served that no page action calls.
  for (const [base, served] of servedBy) {
    const family = familyOf(base);
    for (const verb of served.verbs) {
      if ((family.verbs[verb]?.length ?? 0) > 0) continue;
      grant(family, verb, served.prefixes.map(({ prefix, scope }) => withScope(`${prefix}-${FALLBACK_SUFFIX[verb]}`, scope)));
    }
  }

  return { families, pages, look: (pageId) => look(pageId) };
}

function listActionGrants(
  config: ListPageConfig,
  family: FamilyGrants,
  grant: (family: FamilyGrants, verb: EndpointVerb, grants: readonly Grant[]) => void,
): void {
  const code = (action: Parameters<typeof resolveActionCode>[0]) => withScope(resolveActionCode(action, config.permissionPrefix), config.scope);
  const custom = (action: CustomAction) => {
    // The action's `current` read is allowed to whoever may run the action.
    for (const route of action.current ? [action.endpoint, action.current] : [action.endpoint]) {
      const key = actionKey(route);
      addGrants(family.actions.get(key) ?? (family.actions.set(key, []).get(key) as Grant[]), [code(action)]);
    }
  };
  for (const action of config.toolbar ?? []) {
    if (action.type === 'custom') custom(action);
    else grant(family, TOOLBAR_VERB[action.type], [code(action)]);
  }
  for (const action of config.rowActions ?? []) {
    if (action.type === 'custom') custom(action);
    else if (action.type !== 'view') grant(family, ROW_VERB[action.type], [code(action)]);
  }
  for (const column of config.columns) {
    if (!column.switch) continue;
    const own = typeof column.switch === 'object' ? column.switch.permission : undefined;
    grant(family, 'status', [withScope(own ?? `${config.permissionPrefix}-status`, config.scope)]);
  }
  if (config.orderKey) grant(family, 'reorder', [withScope(reorderCode(config.permissionPrefix), config.scope)]);
}
