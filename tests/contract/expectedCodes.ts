/**
 * The codes each call of a page's endpoint family should need, worked out here from the page
 * catalogue and the permission tree generator's own reading of the actions (generators/
 * permissions/permissionTree.mjs) — not from the mocks' derivation, so the contract tests check
 * the mocks against the configs rather than against themselves.
 */
import type { EndpointVerb } from '../../src/pageLanguage/endpoint';
import type { EntityValue } from '../../src/pageLanguage/entity';
import { BUILT_IN_ACTIONS, ORDER_ACTION, pageActionCodes, STATUS_ACTION } from '../../generators/permissions/permissionTree.mjs';
import { tabReferences, viewReferences, type CatalogPage } from './catalog';
import { familyDeclarations } from '../../src/contract/catalog';
import { declaredFamilyGrants } from '../../src/contract/grants/declaredGrants';
import { operationPath } from '../../src/pageLanguage/resolvePage';

export type Scope = Record<string, EntityValue>;

/** A code (null: none needed, any signed-in user) and the records it covers. */
export interface ExpectedGrant {
  code: string | null;
  scope?: Scope;
}

/** What the page's look code is: its menu entry's, the `view` code of the lists opening it, its tab host's. */
export function lookGrants(catalog: readonly CatalogPage[], page: CatalogPage, seen: ReadonlySet<string> = new Set()): ExpectedGrant[] {
  const scope = page.config.kind === 'list' ? page.config.scope : undefined;
  const out: ExpectedGrant[] = [];
  if (page.route) out.push({ code: page.route.noCheck || !page.route.code ? null : page.route.code, scope });
  for (const { list, action } of viewReferences(catalog, page.pageId)) {
    const prefix = (list.config as { permissionPrefix: string }).permissionPrefix;
    out.push({ code: action.permission ?? `${prefix}-${BUILT_IN_ACTIONS.view.suffix}`, scope: list.config.kind === 'list' ? list.config.scope : undefined });
  }
  for (const { detail } of tabReferences(catalog, page.pageId)) {
    if (!seen.has(detail.pageId)) out.push(...lookGrants(catalog, detail, new Set([...seen, page.pageId])).map((g) => ({ code: g.code, scope })));
  }
  if (out.length === 0 && 'permissionPrefix' in page.config) out.push({ code: `${page.config.permissionPrefix}-look`, scope });
  return out;
}

type Route = { method: string; path: string };

/** The verb a generated action code is for (by where the generator found it), or the custom action's keys (its call and its `current` read). */
function verbOf(page: CatalogPage, at: readonly (string | number)[]): EndpointVerb | { action: string[] } | null {
  const config = page.config as { kind: string; toolbar?: { type: string; endpoint?: Route; current?: Route }[]; rowActions?: { type: string; endpoint?: Route; current?: Route }[] };
  if (page.config.kind === 'form') return 'update';
  const [group, index] = at;
  if (group === 'columns') return 'status';
  if (group === 'orderKey') return 'reorder';
  const actions = group === 'toolbar' ? config.toolbar : group === 'actions' ? (config as { actions?: typeof config.toolbar }).actions : config.rowActions;
  const action = actions?.[index as number];
  if (!action) return null;
  if (action.type === 'custom' && action.endpoint) {
    return { action: [action.endpoint, ...(action.current ? [action.current] : [])].map((route) => `${route.method.toUpperCase()} ${route.path}`) };
  }
  const verbs: Record<string, EndpointVerb | null> = { create: 'create', export: 'export', bulkDelete: 'deleteMany', edit: 'update', delete: 'delete', view: null };
  return verbs[action.type] ?? null;
}

/** Codes of one page for one verb (or a custom action key "PUT pay/{id}"). */
export function pageCodes(catalog: readonly CatalogPage[], page: CatalogPage, verb: EndpointVerb | string): ExpectedGrant[] {
  // The list's reads (its tree and its summary too) need what the list needs.
  if (verb === 'list' || verb === 'tree' || verb === 'children' || verb === 'summary') return page.config.kind === 'list' ? lookGrants(catalog, page) : [];
  if (verb === 'get') return lookGrants(catalog, page);
  const scope = page.config.kind === 'list' ? page.config.scope : undefined;
  return pageActionCodes(page.config)
    .filter(({ at }) => {
      const found = verbOf(page, at);
      return found !== null && (typeof found === 'string' ? found === verb : found.action.includes(verb));
    })
    .map(({ code }) => ({ code, scope }));
}

const SUFFIX: Record<EndpointVerb, string> = {
  list: BUILT_IN_ACTIONS.view.suffix, get: BUILT_IN_ACTIONS.view.suffix, export: BUILT_IN_ACTIONS.export.suffix, create: BUILT_IN_ACTIONS.create.suffix,
  update: BUILT_IN_ACTIONS.edit.suffix, delete: BUILT_IN_ACTIONS.delete.suffix, deleteMany: BUILT_IN_ACTIONS.bulkDelete.suffix, status: STATUS_ACTION.suffix,
  reorder: ORDER_ACTION.suffix, tree: BUILT_IN_ACTIONS.view.suffix, children: BUILT_IN_ACTIONS.view.suffix, summary: BUILT_IN_ACTIONS.view.suffix,
};

/**
 * The codes the family's operation at `route` grants, when a page reads through one (a list page's
 * `read`: 我的订单's account/page); undefined for the family's own routes. null in the list: any
 * signed-in caller.
 */
export function operationCodesAt(base: string, route: { method: string; path: string } | undefined): (string | null)[] | undefined {
  const family = [...familyDeclarations.values()].find((candidate) => candidate.base === base);
  const operation = route && family?.operations?.find((candidate) => candidate.method === route.method && operationPath(family, candidate) === route.path);
  if (!operation) return undefined;
  return 'grants' in operation.access ? operation.access.grants.map((grant) => (typeof grant === 'string' ? grant : grant.code ?? null)) : [null];
}

/** The pages sharing an endpoint base (one family). */
export function familyPages(catalog: readonly CatalogPage[], base: string): CatalogPage[] {
  return catalog.filter((p) => 'endpoint' in p.config && (p.config as { endpoint: { base: string } }).endpoint.base === base);
}

/**
 * Every code that opens this call of the family to someone: what any of its pages grants for it,
 * or, for a verb no page action calls, the `<prefix>-<suffix>` of its pages.
 */
export function familyCodes(catalog: readonly CatalogPage[], base: string, verb: EndpointVerb | string): (string | null)[] {
  const pages = familyPages(catalog, base);
  let codes = pages.flatMap((page) => pageCodes(catalog, page, verb).map((g) => g.code));
  if (codes.length === 0 && verb in SUFFIX) {
    // A verb the family opens to any signed-in user (`{ code: null }`: writing one's own feedback) needs no code.
    codes = declaredGrants(base, verb).some((grant) => grant.code === null)
      ? [null]
      : pages.map((page) => `${(page.config as { permissionPrefix: string }).permissionPrefix}-${SUFFIX[verb as EndpointVerb]}`);
  }
  return [...new Set([...codes, ...ownCodes(base, verb)])];
}

/**
 * Codes the family declares for the caller's own records only (`own`: a buyer cancelling their
 * order): no page grants them, yet they open the call to their holders.
 */
function ownCodes(base: string, verb: EndpointVerb | string): string[] {
  return declaredGrants(base, verb).filter((grant) => grant.own && grant.code !== null).map((grant) => grant.code!);
}

/** The grants the family at `base` declares for a verb or an action. */
function declaredGrants(base: string, verb: EndpointVerb | string) {
  const family = [...familyDeclarations.values()].find((candidate) => candidate.base === base);
  if (!family) return [];
  const grants = declaredFamilyGrants(family);
  return (verb in SUFFIX ? grants.verbs[verb as EndpointVerb] : grants.actions.get(verb)) ?? [];
}
