import { del, set } from 'idb-keyval';
import { readStoredState } from './splitState';
import { mockStateStore, takeEarlyRead } from './idbState';

/**
 * Where mock state survives a page reload. The browser keeps it in IndexedDB rather than
 * localStorage, because the app's logout clears localStorage and sessionStorage entirely
 * (docs/behaviour §4 Logout) and the demo data must outlive a logout. Node and tests use memory.
 */
export interface PersistenceAdapter<S> {
  load(): Promise<S | null>;
  save(snapshot: S): Promise<void>;
  clear(): Promise<void>;
}

/** In-memory adapter; stores a deep copy so later mutations of the live state don't leak in. */
export function createMemoryPersistence<S>(): PersistenceAdapter<S> & { saves: number } {
  let stored: S | null = null;
  const adapter = {
    saves: 0,
    load: () => Promise.resolve(stored === null ? null : structuredClone(stored)),
    save: (snapshot: S) => {
      stored = structuredClone(snapshot);
      adapter.saves += 1;
      return Promise.resolve();
    },
    clear: () => {
      stored = null;
      return Promise.resolve();
    },
  };
  return adapter;
}

/**
 * In-memory adapter for snapshots that nobody mutates after handing them over — the mock
 * database's (built from copies, see MockDatabase.snapshot): kept as given, where the generic
 * adapter above copies the whole demo state on every write (a quarter of a second each in the
 * tests). load() still hands out a copy.
 */
export function createSnapshotMemoryPersistence<S>(): PersistenceAdapter<S> & { saves: number } {
  let stored: S | null = null;
  const adapter = {
    saves: 0,
    load: () => Promise.resolve(stored === null ? null : structuredClone(stored)),
    save: (snapshot: S) => {
      stored = snapshot;
      adapter.saves += 1;
      return Promise.resolve();
    },
    clear: () => {
      stored = null;
      return Promise.resolve();
    },
  };
  return adapter;
}

/**
 * IndexedDB adapter (via idb-keyval); each piece of state lives under its own key. The first load
 * takes the page's early read of that key when there is one (idbState.ts).
 */
export function createIdbPersistence<S>(key: string): PersistenceAdapter<S> {
  return {
    load: async () => ((await (takeEarlyRead<S>(key) ?? readStoredState(key, mockStateStore()))) ?? null) as S | null,
    save: (snapshot) => set(key, snapshot, mockStateStore()),
    clear: () => del(key, mockStateStore()),
  };
}

/**
 * Coalesces bursts of mutations into one write ~100 ms after the last change. flush() writes
 * any pending change at once (mutating handlers await it so a response implies durability:
 * the app may reload the page right after, e.g. when switching organisation).
 */
export class DebouncedWriter<S> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private dirty = false;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private adapter: PersistenceAdapter<S>,
    private readonly snapshot: () => S,
    private readonly delayMs = 100,
    private readonly onError: (error: unknown) => void = (error) => console.warn('[mocks] 保存演示数据失败', error),
  ) {}

  get pending(): boolean {
    return this.dirty;
  }

  setAdapter(adapter: PersistenceAdapter<S>): void {
    this.cancel();
    this.adapter = adapter;
  }

  getAdapter(): PersistenceAdapter<S> {
    return this.adapter;
  }

  schedule(): void {
    this.dirty = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.delayMs);
  }

  /** Writes now if anything changed since the last write; waits for a write in progress. */
  flush(): Promise<void> {
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.dirty) {
      this.dirty = false;
      const snapshot = this.snapshot(); // taken now, so changes during the write re-mark dirty
      this.writing = this.writing.then(() => this.adapter.save(snapshot)).catch(this.onError);
    }
    return this.writing;
  }

  /** Drops a pending write (used by reset, which writes a fresh state itself). */
  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.dirty = false;
  }
}
