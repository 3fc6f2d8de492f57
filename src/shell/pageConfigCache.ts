import type { PageConfig } from '../pageLanguage/pageConfig';

/**
 * Page configs the shell has already loaded — at boot for the route in the address
 * (src/app/preloadRoute.ts), or by an earlier visit — so PageHost can render a page at once
 * instead of going through a loading round first.
 */
const known = new Map<string, PageConfig>();

export function rememberPageConfig(pageId: string, config: PageConfig): void {
  known.set(pageId, config);
}

export function knownPageConfig(pageId: string): PageConfig | undefined {
  return known.get(pageId);
}
