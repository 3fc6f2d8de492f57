/**
 * The permission check of the mock backend: a caller holds the codes of their user's role in the
 * store (`roles`), read on every call, and a call is allowed by any grant whose code is held (or
 * needs none) and whose scope admits what the call touches. Otherwise 403, before anything is
 * read or changed; the console shows 拒绝访问 (docs/behaviour §8).
 */
import { HttpResponse } from 'msw';
import { db } from '../store/db';
import { requireAuth, type AuthContext } from '../handlers/session';
import type { Grant } from '../../src/contract/grants';

export const FORBIDDEN_MESSAGE = '没有权限访问该资源';

/** The codes the signed-in user holds: their role's, as stored now. */
export function callerCodes(auth: AuthContext): ReadonlySet<string> {
  return new Set(db.collection('roles').get(auth.user.role)?.permissions ?? []);
}

export function forbidden(): Response {
  return HttpResponse.json({ code: 403, message: FORBIDDEN_MESSAGE }, { status: 403 });
}

export interface Access extends AuthContext {
  /** The grants the caller holds among those the call accepts (never empty). */
  held: readonly Grant[];
}

/** The caller and the grants they hold, or the answer: 401 without a session, 403 without any grant. */
export function requireGrant(request: Request, grants: readonly Grant[]): Access | Response {
  const auth = requireAuth(request);
  if (auth instanceof Response) return auth;
  const codes = callerCodes(auth);
  const held = grants.filter((grant) => grant.code === null || codes.has(grant.code));
  return held.length > 0 ? { ...auth, held } : forbidden();
}

/** Whether the grant's scope admits the values `read` gives for its keys (compared as text, as queries are). */
export function admits(grant: Grant, read: (key: string) => unknown): boolean {
  return Object.entries(grant.scope ?? {}).every(([key, value]) => {
    const actual = read(key);
    return actual !== undefined && actual !== null && String(actual) === String(value);
  });
}

export function anyAdmits(held: readonly Grant[], read: (key: string) => unknown): boolean {
  return held.some((grant) => admits(grant, read));
}

/** Reads a record's fields for `admits`. */
export const fieldsOf = (record: Readonly<Record<string, unknown>>) => (key: string): unknown => record[key];
