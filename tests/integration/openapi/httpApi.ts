/**
 * Calls answered by the standalone mock server's own dispatch (mocks/server/server.ts
 * createMockResponder: the handlers behind its HTTP socket), in process: the contract is about
 * the answers, and the socket layer has its own tests (tests/integration/mockServer, the
 * mock-server e2e spec) — over HTTP a call costs several times more.
 */
import { resolve } from 'node:path';
import { createMockResponder } from '../../../mocks/server/server';
import { login } from '../mocks/support';

export const REPO = resolve(import.meta.dirname, '../../..');
const ORIGIN = 'http://127.0.0.1:4300';
const respond = createMockResponder();

export interface HttpAnswer {
  status: number;
  contentType: string;
  text: string;
  body: unknown;
}

export async function call(method: string, path: string, options: { token?: string; query?: Record<string, string>; json?: unknown } = {}): Promise<HttpAnswer> {
  const url = new URL(path, ORIGIN);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await respond(new Request(url, { method, headers, body: options.json === undefined ? undefined : JSON.stringify(options.json) }));
  if (!response) return { status: 404, contentType: '', text: '没有模拟处理', body: undefined };
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  return { status: response.status, contentType, text, body: contentType.includes('json') && text !== '' ? (JSON.parse(text) as unknown) : text };
}

export async function token(userName = 'admin'): Promise<string> {
  return (await login(userName)).access_token;
}
