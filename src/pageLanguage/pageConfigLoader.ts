import { loadChunk } from '../core/async/chunkLoad';
import { developerFault, PAGE_CONFIG_BROKEN } from '../core/feedback/developerFault';
import { pageFiles } from './configFiles';
import { loadFamily } from './familyLoader';
import type { PageConfig, PageDeclaration } from './pageConfig';
import { FamilyReferenceError, pageFamilyName, resolvePage } from './resolvePage';

/**
 * Page configs are loaded on demand: each `schemas/pages/<id>.json` is its own small chunk,
 * so a route downloads only its own config, its own family (schemas/families) and then its
 * own renderer or module (configFiles.ts: no list of every page at boot).
 */
export function pageConfigPath(pageId: string): string {
  return `schemas/pages/${pageId}.json`;
}

/** The page file of a page id as written (its family not resolved), or null when none exists. */
export async function loadPageDeclaration(pageId: string): Promise<PageDeclaration | null> {
  // A chunk like any other: given up after 120 s, a failure said as a chunk-load error.
  return loadChunk(() => pageFiles.load(pageId));
}

/** Resolved configs by page id: the same object every time, so memoised views keep it. */
const resolved = new Map<string, PageConfig>();

/** The config of a page id with its family resolved, or null when no file exists for it. */
export async function loadPageConfig(pageId: string): Promise<PageConfig | null> {
  const known = resolved.get(pageId);
  if (known) return known;
  const page = await loadPageDeclaration(pageId);
  if (!page) return null;
  try {
    const familyName = pageFamilyName(page);
    const config = resolvePage(page, familyName === undefined ? undefined : await loadFamily(familyName));
    resolved.set(pageId, config);
    return config;
  } catch (error) {
    if (error instanceof FamilyReferenceError) throw developerFault(PAGE_CONFIG_BROKEN, `${pageConfigPath(pageId)}：${error.message}`);
    throw error;
  }
}

/** Every page id that has a config (the playground's list and lint). */
export function configuredPageIds(): Promise<readonly string[]> {
  return pageFiles.names();
}
