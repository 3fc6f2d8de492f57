import { loadEntity } from '../pageLanguage/entityLoader';
import { loadPageConfig } from '../pageLanguage/pageConfigLoader';
import { preloadPageKind } from '../renderer/pageKinds';
import { rememberPageConfig } from './pageConfigCache';
import { SchemaPage } from './schemaPageChunk';

const ignore = () => undefined;
const asked = new Set<string>();

/**
 * A menu page fetched ahead while the pointer rests on its entry or the keyboard is on it, so the
 * click opens it without waiting on the network: its page config (remembered for PageHost), the
 * schema renderer, its kind's renderer and its entity — what the boot preload fetches for the page
 * in the address (src/app/preloadRoute.ts). Once per page; a failure is left for the visit to show
 * (with its 重试). Resolves once the config is in (the code keeps loading).
 */
export function prefetchMenuPage(pageId: string | undefined): Promise<void> {
  if (!pageId || asked.has(pageId)) return Promise.resolve();
  asked.add(pageId);
  return loadPageConfig(pageId)
    .then((config) => {
      if (!config) return;
      rememberPageConfig(pageId, config);
      if (config.kind === 'module') return;
      SchemaPage.preload().catch(ignore);
      preloadPageKind(config.kind).catch(ignore);
      if (config.kind !== 'dashboard' && config.kind !== 'blocks') loadEntity(config.entity).catch(ignore);
    })
    .catch(() => {
      asked.delete(pageId);
    });
}
