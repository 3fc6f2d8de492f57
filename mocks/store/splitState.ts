import { get, getMany, type UseStore } from 'idb-keyval';

/**
 * How the mock database lies in IndexedDB: a small header under the database's key and each
 * collection under a key of its own (`db/<collection>`). A write then stores only the collections
 * that changed — one session row for a sign-in — where one key for the whole state serialised
 * every table (about 2.6 MB) on each mutating call. A collection at its seed is not stored at all
 * (the database reseeds what it lacks), so a first visit and a reset write a header only. Read by the early read (idbState.ts) and the
 * database's adapter (splitPersistence.ts); a state stored whole by an older build still loads.
 */
export interface SplitHeader {
  layout: 'split';
  format: number;
  seed: number;
  /** The collections stored beside the header; the others are at their seed. */
  names: string[];
}

/** The stored shape of the database's state (mocks/store/db.ts DbSnapshot), as far as the layout needs it. */
export interface CollectionsState {
  format: number;
  seed: number;
  collections: Partial<Record<string, unknown>>;
  /** Collections at their seed, which need not be stored (the database reseeds a collection it lacks). */
  atSeed?: readonly string[];
  /** Set on a state read from the split layout: the header it was read under. */
  split?: SplitHeader;
}

export function collectionKey(key: string, name: string): string {
  return `${key}/${name}`;
}

export function isSplitHeader(value: unknown): value is SplitHeader {
  return typeof value === 'object' && value !== null && (value as { layout?: unknown }).layout === 'split' && Array.isArray((value as { names?: unknown }).names);
}

/**
 * The value under `key`: a split header comes back joined with its collections (a collection
 * whose key is missing is left out: the database reseeds it); anything else as it was stored.
 */
export async function readStoredState(key: string, store: UseStore): Promise<unknown> {
  const stored = await get<unknown>(key, store);
  if (!isSplitHeader(stored)) return stored;
  const values = await getMany<unknown>(stored.names.map((name) => collectionKey(key, name)), store);
  const collections: Record<string, unknown> = {};
  stored.names.forEach((name, i) => {
    if (values[i] !== undefined) collections[name] = values[i];
  });
  const state: CollectionsState = { format: stored.format, seed: stored.seed, collections, split: stored };
  return state;
}
