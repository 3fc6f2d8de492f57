import { loadChunk } from '../core/async/chunkLoad';
import { familyFiles } from './configFiles';
import type { FamilyDeclaration } from './family';

/** Where a family's declaration lives. */
export function familyPath(name: string): string {
  return `schemas/families/${name}.json`;
}

/**
 * The declaration of a family, or undefined when no file exists for it (a chunk: 120 s, retried by
 * 重试). Families load on demand, like page configs and entities: a route fetches only its own.
 */
export async function loadFamily(name: string): Promise<FamilyDeclaration | undefined> {
  return (await loadChunk(() => familyFiles.load(name))) ?? undefined;
}

/** Every family's name (the playground's lint). */
export function familyNames(): Promise<readonly string[]> {
  return familyFiles.names();
}
