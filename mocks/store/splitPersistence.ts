import { delMany, get, setMany } from 'idb-keyval';
import { mockStateStore, takeEarlyRead } from './idbState';
import type { PersistenceAdapter } from './persistence';
import { collectionKey, isSplitHeader, readStoredState, type CollectionsState, type SplitHeader } from './splitState';

/**
 * IndexedDB adapter for the mock database (splitState.ts): each collection under its own key,
 * and a save writes only the collections whose snapshot entry is not the one last loaded or saved,
 * and none that is at its seed.
 * The database hands out the same entry object for a collection until it changes
 * (MockDatabase.snapshot), so identity is the test: no comparison of records.
 */
export function createSplitIdbPersistence<S extends CollectionsState>(key: string): PersistenceAdapter<S> {
  /** Per collection, the entry IndexedDB holds (as loaded or last saved). */
  const stored = new Map<string, unknown>();
  let header: SplitHeader | undefined;

  /** After a load: what IndexedDB holds. A state stored whole by an older build holds no collection key yet. */
  const remember = (state: S | null): S | null => {
    stored.clear();
    header = state?.split;
    if (state?.split) for (const [name, entry] of Object.entries(state.collections)) stored.set(name, entry);
    return state;
  };

  return {
    load: async () => remember(((await (takeEarlyRead<S>(key) ?? readStoredState(key, mockStateStore()))) ?? null) as S | null),
    save: async (state) => {
      const atSeed = new Set(state.atSeed ?? []);
      const names = Object.keys(state.collections).filter((name) => !atSeed.has(name));
      const writes: [IDBValidKey, unknown][] = [];
      for (const name of names) {
        const entry = state.collections[name];
        if (entry !== undefined && stored.get(name) !== entry) writes.push([collectionKey(key, name), entry]);
      }
      const dropped = [...stored.keys()].filter((name) => !names.includes(name));
      const sameHeader = header !== undefined && header.format === state.format && header.seed === state.seed
        && header.names.length === names.length && header.names.every((name, i) => name === names[i]);
      const next: SplitHeader = { layout: 'split', format: state.format, seed: state.seed, names };
      if (!sameHeader) writes.push([key, next]);
      // One transaction: the header and its collections change together. A collection back at its
      // seed leaves the header first; its stale key is removed after (a reload would not read it).
      if (writes.length > 0) await setMany(writes, mockStateStore());
      if (!sameHeader) header = next;
      for (const name of names) stored.set(name, state.collections[name]);
      for (const name of dropped) stored.delete(name);
      if (dropped.length > 0) await delMany(dropped.map((name) => collectionKey(key, name)), mockStateStore());
    },
    clear: async () => {
      const current = await get<unknown>(key, mockStateStore());
      const names = isSplitHeader(current) ? current.names : [];
      await delMany([key, ...names.map((name) => collectionKey(key, name))], mockStateStore());
      remember(null);
    },
  };
}
