/**
 * Who may use the mock server's control calls (`/__mocks`): they reset data, sign in as anyone and
 * inject faults, so they need the control token the server prints at start-up (or takes from
 * MOCK_SERVER_CONTROL_TOKEN) in the `X-Mock-Control-Token` header, and a browser page of another
 * origin — `null` included (a sandboxed frame, a file) — is refused even with it. The answers carry
 * no CORS headers, so no other origin can read them.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { ControlAnswer } from './controlRoutes';

export const CONTROL_TOKEN_HEADER = 'x-mock-control-token';

export const ControlGuardMessages = {
  crossOrigin: '拒绝来自其他来源的控制请求',
  token: '缺少或错误的控制令牌：请在请求头 X-Mock-Control-Token 中提供模拟后端启动时打印的令牌',
} as const;

/** A fresh token for a server started without MOCK_SERVER_CONTROL_TOKEN. */
export function newControlToken(): string {
  return randomBytes(24).toString('base64url');
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The refusal of a control request, or null when it may proceed. `ownOrigin` is the origin the
 * client addressed (`http://<Host>`): a page served by this server sends that as its Origin.
 */
export function refuseControl(headers: IncomingHttpHeaders, ownOrigin: string, token: string): ControlAnswer | null {
  const origin = single(headers.origin);
  if (origin !== undefined && origin !== ownOrigin) return { status: 403, body: { code: 403, message: ControlGuardMessages.crossOrigin } };
  // Browsers name the relation of the page to this server; only itself (or typed by the user) may control it.
  const site = single(headers['sec-fetch-site']);
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return { status: 403, body: { code: 403, message: ControlGuardMessages.crossOrigin } };
  }
  const given = single(headers[CONTROL_TOKEN_HEADER]) ?? '';
  if (token === '' || !sameToken(given, token)) return { status: 401, body: { code: 401, message: ControlGuardMessages.token } };
  return null;
}

/** A copy of a control answer without any `password` field, however deep. */
export function withoutPasswords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPasswords);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !/password/i.test(key)).map(([key, item]) => [key, withoutPasswords(item)]));
}
