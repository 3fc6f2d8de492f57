import { loadChunk } from '../core/async/chunkLoad';
import type { PageConfig } from './pageConfig';

/**
 * Page configs are loaded on demand: each `schemas/pages/<id>.json` is its own small chunk,
 * so a route downloads only its own config (and then its own renderer or module).
 */
const loaders = import.meta.glob<{ default: PageConfig }>('../../schemas/pages/**/*.json');

const PREFIX = '../../schemas/pages/';

export function pageConfigPath(pageId: string): string {
  return `schemas/pages/${pageId}.json`;
}

export function hasPageConfig(pageId: string): boolean {
  return Object.hasOwn(loaders, `${PREFIX}${pageId}.json`);
}

/** The config of a page id, or null when no file exists for it. */
export async function loadPageConfig(pageId: string): Promise<PageConfig | null> {
  const load = loaders[`${PREFIX}${pageId}.json`];
  if (!load) return null;
  // A chunk like any other: given up after 120 s, a failure said as a chunk-load error.
  return (await loadChunk(load)).default;
}

/** Every page id that has a config (for lint and contract tests). */
export function configuredPageIds(): string[] {
  return Object.keys(loaders).map((key) => key.slice(PREFIX.length, -'.json'.length));
}
