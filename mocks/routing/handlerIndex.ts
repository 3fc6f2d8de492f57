/**
 * Which handlers could answer a request, found with one precompiled expression per handler:
 * msw tries every handler in order and compiles each one's path for every request (path-to-regexp),
 * which with several hundred handlers costs ~100 ms a call on a busy machine. The index keeps
 * msw's order and its matching: it only leaves out handlers that cannot match, and msw still
 * decides among the rest (a handler it cannot read — a RegExp or predicate path — always stays).
 */
import type { RequestHandler } from 'msw';

interface Entry {
  handler: RequestHandler;
  method: string | RegExp | undefined;
  path: RegExp | undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * A superset of what msw's path matches: `*` any characters, `:param` any characters but `/`
 * (msw decodes afterwards; the raw URL is what it matches against), an optional trailing slash,
 * any letter case (msw's path-to-regexp matches case-insensitively).
 */
export function looseHandlerPattern(path: string): RegExp {
  let source = '';
  for (const part of path.split(/(\*+|:[A-Za-z_][A-Za-z0-9_]*)/)) {
    if (part.startsWith('*')) source += '.*';
    else if (part.startsWith(':')) source += '[^/]*';
    else source += escapeRegExp(part);
  }
  return new RegExp(`^${source.replace(/\/$/, '')}/?$`, 'i');
}

function entryOf(handler: RequestHandler): Entry {
  const info = handler.info as { path?: unknown; method?: unknown };
  const method = typeof info.method === 'string' || info.method instanceof RegExp ? info.method : undefined;
  // Only absolute patterns ("*/api/…") are read; anything else is left to msw.
  const path = typeof info.path === 'string' && info.path.startsWith('*') ? looseHandlerPattern(info.path) : undefined;
  return { handler, method, path };
}

export function createHandlerIndex(handlers: readonly RequestHandler[]): (request: Request) => RequestHandler[] {
  const entries = handlers.map(entryOf);
  return (request) => {
    const url = new URL(request.url);
    const target = `${url.origin}${url.pathname}`;
    const method = request.method.toUpperCase();
    return entries
      .filter((entry) => {
        if (typeof entry.method === 'string' && entry.method.toUpperCase() !== method) return false;
        if (entry.method instanceof RegExp && !entry.method.test(method)) return false;
        return entry.path === undefined || entry.path.test(target);
      })
      .map((entry) => entry.handler);
  };
}
