/**
 * The grants a family declares (schemas/families: `grants` per verb, `grants` on each custom
 * action, `access` on each hand-written operation) in the shape the mock backend checks and the
 * OpenAPI generator documents. The pages' own codes are checked against them
 * (tests/contract/declaredGrants.test.ts), not used in their place.
 */
import type { FamilyDeclaration, GrantDeclaration, OperationAccess } from '../../pageLanguage/family';
import { familyEndpoint, operationPath } from '../../pageLanguage/resolvePage';
import { ownCallActions } from '../../pageLanguage/familyActions';
import { handlerPath } from '../handlerPath';
import { routeOf } from '../routes';
import { actionKey, type FamilyGrants, type Grant } from './pageGrants';

/** Who may call a hand-written operation: no one's session needed, any session, or one of the grants. */
export type HandwrittenAccess =
  | { kind: 'public'; why: string }
  | { kind: 'signedIn'; why: string }
  | { kind: 'grants'; grants: () => readonly Grant[] };

export function grantOf(declared: GrantDeclaration): Grant {
  if (typeof declared === 'string') return { code: declared };
  const scoped = declared.scope && Object.keys(declared.scope).length > 0 ? { code: declared.code, scope: declared.scope } : { code: declared.code };
  return declared.own ? { ...scoped, own: true } : scoped;
}

/** The grants of one family's verbs and custom actions (the action's `current` read shares its grants; an action reading an operation has the operation's access). */
export function declaredFamilyGrants(family: FamilyDeclaration): FamilyGrants {
  const verbs: FamilyGrants['verbs'] = {};
  for (const [verb, grants] of Object.entries(family.grants ?? {}) as [keyof FamilyGrants['verbs'], GrantDeclaration[]][]) verbs[verb] = grants.map(grantOf);
  const actions = new Map<string, Grant[]>();
  for (const action of ownCallActions(family)) {
    const grants = (action.grants ?? []).map(grantOf);
    actions.set(actionKey(action.endpoint), grants);
    if (action.current) actions.set(actionKey(action.current), grants);
  }
  return { verbs, actions };
}

export function operationAccess(access: OperationAccess): HandwrittenAccess {
  if ('public' in access) return { kind: 'public', why: access.public };
  if ('signedIn' in access) return { kind: 'signedIn', why: access.signedIn };
  const grants = access.grants.map(grantOf);
  return { kind: 'grants', grants: () => grants };
}

/**
 * Who may call each record route of the declared families (`<METHOD> <msw path>` → the verb's or
 * the action's declared grants): what a hand-written handler answering such a route in place of
 * the generated one (a ledger-backed list, say) must check.
 */
export function recordRouteAccess(families: Iterable<FamilyDeclaration>): Map<string, HandwrittenAccess> {
  const table = new Map<string, HandwrittenAccess>();
  for (const family of families) {
    if (!family.verbs) continue;
    const declared = declaredFamilyGrants(family);
    const endpoint = familyEndpoint(family);
    const put = (route: { method: string; path: string }, grants: readonly Grant[]) => {
      const key = `${route.method} ${handlerPath(operationPath(family, route))}`;
      if (!table.has(key)) table.set(key, { kind: 'grants', grants: () => grants });
    };
    for (const verb of family.verbs) put(routeOf(endpoint, verb), declared.verbs[verb] ?? []);
    for (const action of ownCallActions(family)) {
      for (const route of action.current ? [action.endpoint, action.current] : [action.endpoint]) put(route, declared.actions.get(actionKey(route)) ?? []);
    }
  }
  return table;
}
