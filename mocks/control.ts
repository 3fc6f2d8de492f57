import { faults, type FaultRegistry, type FaultSnapshot } from './faults/registry';
import { db, type DbSnapshot, type MockDatabase } from './store/db';
import type { PersistenceAdapter } from './store/persistence';
import { DEMO_ACCOUNTS, type DemoAccount } from './store/seeds/demoAccounts';
import { tasks, type TaskHub } from './ws/storageProgress';
import { notices, type NoticeHub } from './ws/userEvents';

export interface MockPersistence {
  db: PersistenceAdapter<DbSnapshot>;
  faults: PersistenceAdapter<FaultSnapshot>;
}

export interface MockControl {
  db: MockDatabase;
  faults: FaultRegistry;
  notices: NoticeHub;
  tasks: TaskHub;
  /** The demo accounts with their passwords (for the panel and for tests). */
  accounts: readonly DemoAccount[];
  /** Where state is kept; memory until the browser entry switches to IndexedDB. */
  usePersistence(persistence: MockPersistence): void;
  /** Loads the persisted data and faults (once; later calls wait for the same load). */
  ready(): Promise<void>;
  /** Back to the seed: data reseeded, sessions and faults cleared, sockets and tasks closed, saved. */
  reset(): Promise<void>;
  /**
   * Calls `listener` after every reset: a page that stays open (Playwright's shared console, the
   * browser console) must drop what it read from the data that is gone. Returns the undo.
   */
  onReset(listener: () => void): () => void;
  /** Writes pending changes now. */
  flush(): Promise<void>;
  /**
   * Whether the backend is as a reset leaves it: the data at its seed and no fault rule. A test
   * starting on a console that has never been used need not reset and reload it.
   */
  atSeed(): boolean;
}

let loading: Promise<void> | undefined;
const resetListeners = new Set<() => void>();

/** One handle on the whole mock backend, for tests, Playwright and the browser console. */
export const mockControl: MockControl = {
  db,
  faults,
  notices,
  tasks,
  accounts: DEMO_ACCOUNTS,
  usePersistence(persistence) {
    db.usePersistence(persistence.db);
    faults.usePersistence(persistence.faults);
    loading = undefined; // a new store must be read again
  },
  ready() {
    loading ??= Promise.all([db.load(), faults.load()]).then(() => undefined);
    return loading;
  },
  async reset() {
    notices.closeAll();
    tasks.clear();
    await Promise.all([db.reset(), faults.reset()]);
    for (const listener of resetListeners) listener();
  },
  onReset(listener) {
    resetListeners.add(listener);
    return () => resetListeners.delete(listener);
  },
  async flush() {
    await Promise.all([db.flush(), faults.flush()]);
  },
  atSeed() {
    return db.atSeed() && faults.list().length === 0;
  },
};
