import { DEFAULT_SEED, primeSeed, type DbSnapshot } from './db';

/** Same name as generators/vite-plugin-mock-seed.ts emits (a test checks they agree). */
export const MOCK_SEED_FILE = 'mock-seed.json';

function isSeedSnapshot(value: unknown): value is DbSnapshot {
  const snapshot = value as Partial<DbSnapshot> | null;
  return typeof snapshot === 'object' && snapshot !== null && snapshot.format === 1 && snapshot.seed === DEFAULT_SEED && typeof snapshot.collections === 'object';
}

/**
 * Reads the seed the demo build ships (generators/vite-plugin-mock-seed.ts) into the seed cache,
 * so the database restores it rather than generating it. Without the file (dev server) or with
 * one of another seed, nothing is primed and the database builds the seed as before. Resolves
 * whether it primed.
 */
export async function primeSeedFromAsset(url: string, fetchFile: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchFile(url);
    if (!response.ok) return false;
    const snapshot: unknown = await response.json();
    if (!isSeedSnapshot(snapshot)) return false;
    primeSeed(snapshot);
    return true;
  } catch {
    return false;
  }
}
