/**
 * The operations an endpoint family declares (schemas/families), each named as the family names it
 * (a verb, a custom action, `<action>.current`, a hand-written operation) with its method and full
 * path as an operationKey, for the tests that hold families against the spec's list of calls.
 */
import type { FamilyDeclaration } from '../../../src/pageLanguage/family';
import type { EndpointVerb } from '../../../src/pageLanguage/endpoint';
import { DEFAULT_ROUTES } from '../../../src/contract/routes';
import { operationKey } from './specCalls';
import { ownCallActions } from '../../../src/pageLanguage/familyActions';

export interface FamilyOperation {
  /** A verb, an action's name, or `<action>.current`. */
  name: string;
  key: string;
}

/** A route's full path, placeholders kept (operationKey treats them all alike). */
export function fullPath(base: string, path: string): string {
  if (path.startsWith('/api/')) return path;
  return path === '' ? base : `${base}/${path}`;
}

export function familyOperations(family: FamilyDeclaration): FamilyOperation[] {
  const ops: FamilyOperation[] = (family.verbs ?? []).map((verb: EndpointVerb) => {
    const route = family.routes?.[verb] ?? DEFAULT_ROUTES[verb];
    return { name: verb, key: operationKey(route.method, fullPath(family.base, route.path)) };
  });
  for (const action of ownCallActions(family)) {
    ops.push({ name: action.name, key: operationKey(action.endpoint.method, fullPath(family.base, action.endpoint.path)) });
    if (action.current) ops.push({ name: `${action.name}.current`, key: operationKey(action.current.method, fullPath(family.base, action.current.path)) });
  }
  return ops;
}

/** The hand-written operations a family declares, with their own reasons. */
export function declaredOperations(family: FamilyDeclaration): (FamilyOperation & { reason?: string })[] {
  return (family.operations ?? []).map((operation) => ({
    name: operation.name,
    key: operationKey(operation.method, fullPath(family.base, operation.path)),
    ...(operation.extension ? { reason: operation.extension } : {}),
  }));
}
