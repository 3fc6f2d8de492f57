/**
 * Boot-time preload of the route in the address. The hash is known before anything renders, so
 * while config.json is read and the mock backend starts, the chunks that route will need — the
 * shell, the schema renderer and the page kind's renderer, the page config and its entity — load
 * at once and side by side, instead of one after another as each lazy part first renders. Once
 * the backend and the session are up, a list page's first call starts too (listPrefetch.ts).
 */
import { getDefaultStore } from 'jotai';
import { sessionAtom } from '../core/session/sessionAtoms';
import { LoginPage } from './routeChunks';
import { preloadPortalRoute } from './routes/portalRoutes';

export interface RoutePreload {
  /**
   * Starts the page's first data call (list pages); call once the backend and the session are up.
   * Resolves once the call is out — its page config, entity and prefetch code are in by then — or
   * once there is none to make. Awaited before the app mounts: the call must not wait behind the
   * first render (after the backend's restore those chunks' evaluation queued behind it).
   */
  startData: () => Promise<void>;
}

const NOTHING: RoutePreload = { startData: () => Promise.resolve() };
const ignore = () => undefined;

/** "#/a/b?x=1" → { pathname: "/a/b", search: "?x=1" } (a hash router's location). */
export function splitHashRoute(hash: string): { pathname: string; search: string } {
  const raw = hash.replace(/^#/, '') || '/';
  const query = raw.indexOf('?');
  return query < 0 ? { pathname: raw, search: '' } : { pathname: raw.slice(0, query), search: raw.slice(query) };
}

const signedInCodes = () => getDefaultStore().get(sessionAtom)?.codes ?? null;

export function preloadRoute(hash: string): RoutePreload {
  const { pathname, search } = splitHashRoute(hash);
  if (pathname === '/login') {
    LoginPage.preload().catch(ignore);
    return NOTHING;
  }
  // Public portal routes: their frame and page load alongside the backend (no data call to start).
  if (preloadPortalRoute(pathname)) return NOTHING;
  // A back-stage path with a stored session: the menu, the page's config and code come in a chunk
  // of their own (preloadBackstageRoute.ts), which public routes never fetch.
  const codes = signedInCodes();
  if (!codes) return NOTHING;
  const backstage = import('./preloadBackstageRoute').then((m) => m.preloadBackstageRoute(pathname, search, codes));
  backstage.catch(ignore); // awaited by startData
  let started: Promise<void> | null = null;
  return {
    startData() {
      started ??= backstage.then((start) => start(), ignore);
      return started;
    },
  };
}
