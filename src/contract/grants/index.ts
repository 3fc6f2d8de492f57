/**
 * Who may call what, for the shipped configuration: the grants each endpoint family declares
 * (schemas/families, declaredGrants.ts), the look grants of the pages (pageGrants.ts, from
 * schemas/pages and schemas/menu.json: handlers not yet routed by their declaration read with
 * them), and the table of the hand-written routes (handwrittenAccess.ts). Pure data over the catalogue: the mock backend
 * enforces it (mocks/permissions/access.ts), the OpenAPI generator documents it.
 */
import { menuTree } from '../../core/menu/menuTree';
import { familyDeclarations, pageConfigs } from '../catalog';
import { declaredFamilyGrants } from './declaredGrants';
import { derivePagePermissions, type FamilyGrants, type Grant } from './pageGrants';

export { actionKey, type FamilyGrants, type Grant, type PagePermissions, type Scope } from './pageGrants';

export const pagePermissions = derivePagePermissions(pageConfigs, menuTree);

const NO_FAMILY: FamilyGrants = { verbs: {}, actions: new Map() };

const declaredByBase: ReadonlyMap<string, FamilyGrants> = new Map([...familyDeclarations.values()].map((family) => [family.base, declaredFamilyGrants(family)]));

/** The grants the family at this endpoint base declares (none: no family has that base). */
export function familyGrants(base: string): FamilyGrants {
  return declaredByBase.get(base) ?? NO_FAMILY;
}

/** Grants of the pages matching `test`, united. */
function grantsOfPages(test: (config: ReturnType<typeof pageConfigs.get> & object) => boolean): Grant[] {
  const grants: Grant[] = [];
  for (const [id, config] of pageConfigs) {
    if (!test(config)) continue;
    for (const grant of pagePermissions.look(id)) if (!grants.some((g) => g.code === grant.code)) grants.push({ code: grant.code });
  }
  return grants;
}

/**
 * A hand-written module's calls need the look code of a page showing the module; `props`
 * narrows to the pages passing those props (e.g. the storage browser's admin scope).
 */
export function moduleGrants(module: string, props: Readonly<Record<string, unknown>> = {}): Grant[] {
  return grantsOfPages((config) => config.kind === 'module' && config.module === module
    && Object.entries(props).every(([key, value]) => config.props?.[key] === value));
}
