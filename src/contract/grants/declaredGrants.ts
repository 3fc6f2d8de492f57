/**
 * The grants a family declares (schemas/families: `grants` per verb, `grants` on each custom
 * action, `access` on each hand-written operation) in the shape the mock backend checks and the
 * OpenAPI generator documents. The pages' own codes are checked against them
 * (tests/contract/declaredGrants.test.ts), not used in their place.
 */
import type { FamilyDeclaration, GrantDeclaration, OperationAccess } from '../../pageLanguage/family';
import { actionKey, type FamilyGrants, type Grant } from './pageGrants';

/** Who may call a hand-written operation: no one's session needed, any session, or one of the grants. */
export type HandwrittenAccess =
  | { kind: 'public'; why: string }
  | { kind: 'signedIn'; why: string }
  | { kind: 'grants'; grants: () => readonly Grant[] };

export function grantOf(declared: GrantDeclaration): Grant {
  if (typeof declared === 'string') return { code: declared };
  return declared.scope && Object.keys(declared.scope).length > 0 ? { code: declared.code, scope: declared.scope } : { code: declared.code };
}

/** The grants of one family's verbs and custom actions (the action's `current` read shares its grants). */
export function declaredFamilyGrants(family: FamilyDeclaration): FamilyGrants {
  const verbs: FamilyGrants['verbs'] = {};
  for (const [verb, grants] of Object.entries(family.grants ?? {}) as [keyof FamilyGrants['verbs'], GrantDeclaration[]][]) verbs[verb] = grants.map(grantOf);
  const actions = new Map<string, Grant[]>();
  for (const action of family.actions ?? []) {
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
