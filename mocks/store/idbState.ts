import { createStore, type UseStore } from 'idb-keyval';
import { readStoredState } from './splitState';

/**
 * The IndexedDB store the browser's mock backend keeps its state in, and an early read of it.
 * The app's entry (src/app/earlyBoot.ts) asks for the stored state as soon as config.json turns
 * mocks on, while the mock backend's code still downloads: the read and the decoding of a few
 * megabytes of records then happen while the page waits on the network anyway, and the backend
 * restores at once when its code arrives. Small on purpose: the entry imports it.
 */
const IDB_DATABASE = 'hpc-console-mocks';
const IDB_STORE = 'state';
let idbStore: UseStore | undefined;

/** Opened lazily: createStore opens the database at once, which must not happen on import. */
export function mockStateStore(): UseStore {
  idbStore ??= createStore(IDB_DATABASE, IDB_STORE);
  return idbStore;
}

/** The keys the browser's backend stores its state under (mocks/browser.ts). */
export const MOCK_STATE_KEYS = { db: 'db', faults: 'faults' } as const;

const early = new Map<string, Promise<unknown>>();

/** Starts reading the stored state under these keys; each read is handed once to takeEarlyRead. */
export function readMockStateEarly(keys: readonly string[]): void {
  for (const key of keys) {
    if (early.has(key)) continue;
    const read = readStoredState(key, mockStateStore());
    read.catch(() => undefined); // the backend's own load reports a failure
    early.set(key, read);
  }
}

/** The early read of `key`, once (later loads read the store again); undefined when none was started. */
export function takeEarlyRead<S>(key: string): Promise<S | undefined> | undefined {
  const read = early.get(key) as Promise<S | undefined> | undefined;
  early.delete(key);
  return read;
}
