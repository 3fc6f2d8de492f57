/**
 * Calls the mock backend (msw/node) as the console does: absolute URLs on jsdom's origin, the
 * bearer token of a signed-in demo account, JSON in and out.
 */
import { login, ORIGIN } from '../integration/mocks/support';

export interface ApiAnswer {
  status: number;
  body: unknown;
  text: string;
  contentType: string;
  /** Response headers, lower-case names. */
  headers: Record<string, string>;
}

export interface Api {
  call(method: string, path: string, options?: { query?: Record<string, string>; json?: unknown; headers?: Record<string, string> }): Promise<ApiAnswer>;
}

export async function signedInApi(userName = 'admin'): Promise<Api> {
  const { access_token: token } = await login(userName);
  return tokenApi(token);
}

/** Calls with this bearer token (null: without one). */
export function tokenApi(token: string | null): Api {
  return {
    async call(method, path, options = {}) {
      const url = new URL(`${ORIGIN}${path}`);
      for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
      const headers: Record<string, string> = { ...options.headers, ...(token === null ? {} : { authorization: `Bearer ${token}` }) };
      if (options.json !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(url, { method, headers, body: options.json === undefined ? undefined : JSON.stringify(options.json) });
      const text = await response.text();
      const contentType = response.headers.get('content-type') ?? '';
      let body: unknown = text;
      if (contentType.includes('json') && text !== '') body = JSON.parse(text) as unknown;
      return { status: response.status, body, text, contentType, headers: Object.fromEntries(response.headers) };
    },
  };
}
