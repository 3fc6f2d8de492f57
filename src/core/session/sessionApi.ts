/**
 * The calls of docs/behaviour §7.1 that sign a user in and describe the session, with the shapes their
 * answers take. Every call goes through the one HTTP client, so errors show the §8 catalogue.
 * Parsers accept a bare body or a `{ code, data }` envelope, as the platform's services differ.
 */
import { http, request } from '../http/client';
import type { UserInfo } from './sessionAtoms';

type JsonRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ code, data }` → data; anything else is taken as the payload itself. */
export function unwrapData(body: unknown): unknown {
  return isRecord(body) && 'data' in body && ('code' in body || 'msg' in body || 'message' in body) ? body.data : body;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
  session_state?: string;
  scope?: string;
}

export interface UserRealm {
  /** The user's realm, when the service names it. */
  realm: string | null;
  aamServerName: string | null;
  firstLoginConfirm: boolean;
}

/** GET /api/oauth/v1/project/realm: the realm the login form signs in to. */
export async function fetchRealm(): Promise<string> {
  const data = unwrapData(await http.get('/api/oauth/v1/project/realm'));
  const realm = text(data) ?? (isRecord(data) ? text(data.realm) : null);
  if (!realm) throw new Error('认证域信息缺失，请联系管理员');
  return realm;
}

/** POST /api/oauth/v1/pwd/authorize/token, form-encoded (docs/behaviour §7.1); the password is already encrypted. */
export async function exchangeToken(form: { realm: string; username: string; password: string }): Promise<TokenResponse> {
  const data = unwrapData(await request('/api/oauth/v1/pwd/authorize/token', { method: 'POST', form }));
  const token = isRecord(data) ? text(data.access_token) : null;
  if (!isRecord(data) || !token) throw new Error('登录失败：认证服务未返回令牌');
  return {
    access_token: token,
    refresh_token: text(data.refresh_token) ?? undefined,
    expires_in: typeof data.expires_in === 'number' ? data.expires_in : undefined,
    session_state: text(data.session_state) ?? undefined,
    scope: text(data.scope) ?? undefined,
  };
}

/** GET /api/oauth/v1/project/user/realm: the account-service name and whether first login is checked. */
export async function fetchUserRealm(): Promise<UserRealm> {
  const data = unwrapData(await http.get('/api/oauth/v1/project/user/realm'));
  const record = isRecord(data) ? data : {};
  const confirm = record.firstLoginConfirm;
  return {
    realm: text(record.realm),
    aamServerName: text(record.aamServerName),
    firstLoginConfirm: confirm === true || confirm === 'true' || confirm === 1,
  };
}

/** GET /api/aam/v1/portal/user/info; null when the answer is not a user record. */
export async function fetchUserInfo(): Promise<UserInfo | null> {
  const data = unwrapData(await http.get('/api/aam/v1/portal/user/info'));
  return isRecord(data) ? (data as UserInfo) : null;
}

/** The HPC account list (docs/behaviour §3): the first item's acc, or null when none is bound. */
export async function fetchHpcAccount(): Promise<string | null> {
  // Not binding an HPC account is normal (partners, new users): no toast, and a failure here
  // must not block signing in, since only the storage pages need the account.
  const body = await http.get('/api/operation-management/v1/starlight/account/list', { silent: true }).catch(() => null);
  const data = unwrapData(body);
  const list = Array.isArray(data) ? data : isRecord(data) ? data.records ?? data.list : null;
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
  return isRecord(first) ? text(first.acc) : null;
}

/** GET /api/aam/v1/user/password/confirm: true when the user must change the password first. */
export async function fetchIsFirstLogin(): Promise<boolean> {
  const data = unwrapData(await http.get('/api/aam/v1/user/password/confirm'));
  const flag = isRecord(data) ? data.isFirstLogin : data;
  return flag === true || flag === 'true' || flag === 1;
}

/** GET /api/aam/v1/portal/user/resource: the permission codes (strings, or records with a code). */
export async function fetchPermissionCodes({ silent = false }: { silent?: boolean } = {}): Promise<string[]> {
  const data = unwrapData(await http.get('/api/aam/v1/portal/user/resource', silent ? { silent: true } : undefined));
  const list = Array.isArray(data) ? data : [];
  const codes = list.map((item: unknown) => text(item) ?? (isRecord(item) ? text(item.code) ?? text(item.resourceCode) : null));
  return [...new Set(codes.filter((code): code is string => code !== null))];
}

/** POST /api/oauth/v1/logout with the ending session's token; never shows anything. */
export function requestServerLogout(token: string): Promise<unknown> {
  return request('/api/oauth/v1/logout', {
    method: 'POST',
    silent: true,
    loading: false,
    headers: { Authorization: `Bearer ${token}` },
  });
}
