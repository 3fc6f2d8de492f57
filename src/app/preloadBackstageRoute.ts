/**
 * The back-stage part of the boot preload (preloadRoute.ts): a chunk of its own, fetched only when
 * the address is a back-stage path and a session is stored, so the login page and the portal boot
 * without the menu, the page-config loaders or the list prefetch.
 */
import { getDefaultStore } from 'jotai';
import { sessionAtom } from '../core/session/sessionAtoms';
import type { PermissionCodes } from '../core/menu';
import type { EntitySchema } from '../pageLanguage/entity';
import { loadEntity } from '../pageLanguage/entityLoader';
import type { ListPageConfig } from '../pageLanguage/pageConfig';
import { preloadPageKind } from '../renderer/pageKinds';
import { loadPageConfig } from '../pageLanguage/pageConfigLoader';
import { rememberPageConfig } from '../shell/pageConfigCache';
import { resolveBackstageRoute } from '../shell/resolveBackstageRoute';
import { SchemaPage } from '../shell/schemaPageChunk';
import { BackstageLayout } from './routeChunks';

type PrefetchListPage = typeof import('../renderer/list/listPrefetch').prefetchListPage;

interface PreloadedPage {
  config: ListPageConfig;
  entity: EntitySchema | null;
}

const ignore = () => undefined;
const signedInCodes = () => getDefaultStore().get(sessionAtom)?.codes ?? null;

/**
 * Loads what the page at `pathname` needs — the shell, the schema renderer and the page kind's
 * renderer, the page config and its entity — side by side; returns what starts its first data
 * call (a list page's), to run once the backend and the session are up (RoutePreload.startData).
 */
export function preloadBackstageRoute(pathname: string, search: string, codes: PermissionCodes): () => Promise<void> {
  // Only a page this stored session may open (anything else redirects, and loads what it needs then).
  const route = resolveBackstageRoute(pathname, codes);
  if (route.kind !== 'page') return () => Promise.resolve();
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
  return () => prepared.then(start);
}
