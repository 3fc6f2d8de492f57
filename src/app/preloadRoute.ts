/**
 * Boot-time preload of the route in the address. The hash is known before anything renders, so
 * while config.json is read and the mock backend starts, the chunks that route will need — the
 * shell, the schema renderer and the page kind's renderer, the page config and its entity — load
 * at once and side by side, instead of one after another as each lazy part first renders. Once
 * the backend and the session are up, a list page's first call starts too (listPrefetch.ts).
 */
import { getDefaultStore } from 'jotai';
import { sessionAtom } from '../core/session/sessionAtoms';
import type { EntitySchema } from '../pageLanguage/entity';
import { loadEntity } from '../pageLanguage/entityLoader';
import type { ListPageConfig } from '../pageLanguage/pageConfig';
import { preloadPageKind } from '../renderer/pageKinds';
import { loadPageConfig } from '../pageLanguage/pageConfigLoader';
import { rememberPageConfig } from '../shell/pageConfigCache';
import { resolveBackstageRoute } from '../shell/resolveBackstageRoute';
import { SchemaPage } from '../shell/schemaPageChunk';
import { BackstageLayout, LoginPage } from './routeChunks';
import { preloadPortalRoute } from './routes/portalRoutes';

type PrefetchListPage = typeof import('../renderer/list/listPrefetch').prefetchListPage;

export interface RoutePreload {
  /**
   * Starts the page's first data call (list pages); call once the backend and the session are up.
   * Resolves once the call is out — its page config, entity and prefetch code are in by then — or
   * once there is none to make. Awaited before the app mounts: the call must not wait behind the
   * first render (after the backend's restore those chunks' evaluation queued behind it).
   */
  startData: () => Promise<void>;
}

interface PreloadedPage {
  config: ListPageConfig;
  entity: EntitySchema | null;
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
  // Only a page this stored session may open (anything else redirects, and loads what it needs then).
  const codes = signedInCodes();
  const route = codes ? resolveBackstageRoute(pathname, codes) : null;
  if (route?.kind !== 'page') return NOTHING;
  BackstageLayout.preload().catch(ignore);

  // The first call needs the page config, its entity and the prefetch code, and the backend and
  // session (startData): it starts once all of them are there.
  let page: PreloadedPage | null = null;
  let prefetch: PrefetchListPage | null = null;
  const prepared = loadPageConfig(route.pageId)
    .then(async (config) => {
      if (!config || config.kind === 'module') return;
      rememberPageConfig(route.pageId, config);
      SchemaPage.preload().catch(ignore);
      preloadPageKind(config.kind).catch(ignore);
      if (config.kind !== 'list') {
        // No first call to make here: the page's entity loads ahead, but nothing waits for it.
        if (config.kind !== 'dashboard' && config.kind !== 'blocks') loadEntity(config.entity).catch(ignore);
        return;
      }
      const prefetchCode = import('../renderer/list/listPrefetch');
      prefetchCode.catch(ignore); // awaited below, after the entity
      page = { config, entity: await loadEntity(config.entity) };
      prefetch = (await prefetchCode).prefetchListPage;
    })
    .catch(ignore);
  const start = () => {
    if (!page || !prefetch || !page.entity) return;
    // The session as resumed (a bare token completed, or logged out): the page must still be one it opens.
    const now = signedInCodes();
    if (now && resolveBackstageRoute(pathname, now).kind === 'page') void prefetch(page.config, page.entity, search, now);
  };

  let started: Promise<void> | null = null;
  return {
    startData() {
      started ??= prepared.then(start);
      return started;
    },
  };
}
