/**
 * Who may call each hand-written mock handler, as its family declares it (schemas/families
 * `operations[].access`), keyed by `<METHOD> <msw path>` as the handler is registered (the
 * generated CRUD handlers take theirs from the families' `grants`).
 * tests/contract/permissions.test.ts calls every handler against this table — a public one
 * without a token, a signed-in one with a role holding no code, a guarded one without and with
 * its codes — and fails on a handler its family does not declare.
 *
 *   public    read before sign-in (platform title, sign-in itself, public file bytes)
 *   signedIn  the caller's own data only (session, account, organisations, messages, uploads)
 *   grants    the holders of one of the declared codes
 */
import { familyDeclarations } from '../catalog';
import { declaredOperations } from '../operations';
import { operationAccess, recordRouteAccess, type HandwrittenAccess } from './declaredGrants';

export type { HandwrittenAccess } from './declaredGrants';

export const HANDWRITTEN_ACCESS: Readonly<Record<string, HandwrittenAccess>> = Object.fromEntries(
  [...declaredOperations].map(([key, operation]) => [key, operationAccess(operation.access)]),
);

const recordRoutes = recordRouteAccess(familyDeclarations.values());

/**
 * Who may call a hand-written handler: its declared operation's access, else (a handler answering
 * a record route by hand, e.g. a list read from the ledger) the grants of that verb or action.
 */
export function handwrittenAccessOf(key: string): HandwrittenAccess | undefined {
  return HANDWRITTEN_ACCESS[key] ?? recordRoutes.get(key);
}
