import { loadChunk } from '../core/async/chunkLoad';
import type { FamilyDeclaration } from './family';

/** Families load on demand, like page configs and entities: a route fetches only its own. */
const loaders = import.meta.glob<{ default: FamilyDeclaration }>('../../schemas/families/*.json');
const PREFIX = '../../schemas/families/';

/** Where a family's declaration lives. */
export function familyPath(name: string): string {
  return `schemas/families/${name}.json`;
}

/** The declaration of a family, or undefined when no file exists for it (a chunk: 120 s, retried by 重试). */
export async function loadFamily(name: string): Promise<FamilyDeclaration | undefined> {
  const load = loaders[`${PREFIX}${name}.json`];
  return load ? (await loadChunk(load)).default : undefined;
}

/** Every family's name. */
export function familyNames(): string[] {
  return Object.keys(loaders).map((key) => key.slice(PREFIX.length, -'.json'.length));
}
