import { HttpResponse } from 'msw';
import type { AuthContext } from '../handlers/session';
import { callerCodes, moduleGrants } from '../permissions';
import { operation } from '../routing/declaredOperation';
import { db } from '../store/db';
import { NOT_BOUND_INFO, StorageError } from './errors';
import { accountFs, type AccountFs } from './fs/accountFs';

/**
 * Who is calling the storage service and on which HPC account. The account is the one named
 * by the `acc` header the console sends (docs/behaviour §7), if the user holds it, or any account when
 * the user is a platform administrator (the admin storage page); without the header, the
 * user's first account. A user with none gets the spec's "not bound" text.
 */
export interface StorageContext extends AuthContext {
  fs: AccountFs;
  xgToken: string;
}


export const BAD_XG_TOKEN_INFO = 'xg-token 无效或已过期，请刷新页面后重试';

function fnv(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The storage token of a login session: derived, so it survives a reload of the mock. */
export function xgTokenFor(sessionToken: string): string {
  return `xg-${fnv(`storage:${sessionToken}`)}${fnv(`${sessionToken}:xg`)}`;
}

/** The storage pages' module: its calls need the look code of a page showing it. */
export const STORAGE_MODULE = 'storage-browser';

/** Whether the caller may open any HPC account's storage: the look code of the admin-scoped storage page (存储管理). */
export function isAdmin(auth: AuthContext): boolean {
  const codes = callerCodes(auth);
  return moduleGrants(STORAGE_MODULE, { scope: 'admin' }).some((grant) => grant.code === null || codes.has(grant.code));
}

export function pickAccount(auth: AuthContext, requested: string | null): AccountFs {
  const own = db.collection('hpcAccounts').query({ filter: (a) => a.userId === auth.user.id, sort: { key: 'id' } }).records;
  const wanted = requested?.trim() || null;
  if (wanted && !own.some((a) => a.acc === wanted) && !isAdmin(auth)) {
    throw new StorageError(403, `无权访问 HPC 账号 ${wanted} 的存储`);
  }
  const acc = wanted ?? own[0]?.acc;
  if (!acc) throw new StorageError(500, NOT_BOUND_INFO);
  const fs = accountFs(acc);
  if (!fs) throw new StorageError(isAdmin(auth) ? 404 : 500, isAdmin(auth) ? `HPC 账号 ${acc} 没有存储空间` : NOT_BOUND_INFO);
  return fs;
}

/** `{ code, info }` answered with HTTP 200, as the storage service reports refusals. */
export function refusal(error: StorageError): Response {
  return HttpResponse.json({ code: error.code, info: error.info });
}

export function reply(fields: Record<string, unknown>): Response {
  return HttpResponse.json({ code: 200, info: 'success', ...fields });
}

type Resolver = (ctx: StorageContext, url: URL, request: Request) => Response | Promise<Response>;

/**
 * A storage call as its family declares it (schemas/families/storage.json; route and guard from
 * the declaration: the permission check sits in front of the storage service, HTTP 403 as the
 * gateway answers), then the account and the xg-token header unless `needsXgToken` is false.
 * StorageErrors become refusals.
 */
export function storageOperation(name: string, resolver: Resolver, needsXgToken = true) {
  return operation('storage', name, async ({ request }, auth) => {
    try {
      const xgToken = xgTokenFor(auth.session.id);
      if (needsXgToken && request.headers.get('xg-token') !== xgToken) throw new StorageError(401, BAD_XG_TOKEN_INFO);
      const fs = pickAccount(auth, request.headers.get('acc'));
      return await resolver({ ...auth, fs, xgToken }, new URL(request.url), request);
    } catch (error) {
      if (error instanceof StorageError) return refusal(error);
      throw error;
    }
  });
}
