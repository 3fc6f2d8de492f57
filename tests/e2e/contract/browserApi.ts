/**
 * The mock backend as the contract tests query it from inside the page: `fetch` from the page
 * goes through the msw service worker, with the signed-in user's token. Same interface as the
 * Node client of the API contract (tests/contract/apiClient.ts), so the list helpers are shared.
 */
import type { Page } from '@playwright/test';
import type { Api, ApiAnswer } from '../../contract/apiClient';

export function browserApi(page: Page): Api {
  return {
    call(method, path, options = {}) {
      return page.evaluate(
        async ({ method, path, query, json }): Promise<ApiAnswer> => {
          const token = localStorage.getItem('token') ?? sessionStorage.getItem('token');
          const url = new URL(path, location.origin);
          for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
          const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
          if (json !== undefined) headers['content-type'] = 'application/json';
          const response = await fetch(url, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
          const text = await response.text();
          const contentType = response.headers.get('content-type') ?? '';
          return { status: response.status, text, contentType, headers: Object.fromEntries(response.headers), body: contentType.includes('json') && text !== '' ? JSON.parse(text) : text };
        },
        { method, path, query: options.query ?? {}, json: options.json },
      );
    },
  };
}
