import { beforeEach, describe, expect, it, vi } from 'vitest';

/** idb-keyval stand-in: each get() answers the value stored at the time of the call. */
const idb = vi.hoisted(() => ({ stored: new Map<string, unknown>(), gets: 0 }));
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  get: async (key: string) => {
    idb.gets += 1;
    return idb.stored.get(key);
  },
  set: async (key: string, value: unknown) => void idb.stored.set(key, value),
  del: async (key: string) => void idb.stored.delete(key),
}));

// The setup file has already loaded the store modules with the real idb-keyval: load them anew.
vi.resetModules();
const { readMockStateEarly, MOCK_STATE_KEYS } = await import('../../../mocks/store/idbState');
const { createIdbPersistence } = await import('../../../mocks/store/persistence');

beforeEach(() => {
  idb.stored.clear();
  idb.gets = 0;
});

describe('the early read of the mock backend’s stored state', () => {
  it('is handed to the first load of its key only; later loads read the store again', async () => {
    idb.stored.set(MOCK_STATE_KEYS.db, { version: 1 });
    readMockStateEarly([MOCK_STATE_KEYS.db]);
    expect(idb.gets).toBe(1);
    // Written after the early read started: the first load still gets what was read then…
    idb.stored.set(MOCK_STATE_KEYS.db, { version: 2 });
    const adapter = createIdbPersistence<{ version: number }>(MOCK_STATE_KEYS.db);
    expect(await adapter.load()).toEqual({ version: 1 });
    expect(idb.gets).toBe(1);
    // …and any later load (a reset, another start) reads the store.
    expect(await adapter.load()).toEqual({ version: 2 });
    expect(idb.gets).toBe(2);
  });

  it('without an early read, a load reads the store; nothing stored is null', async () => {
    const adapter = createIdbPersistence(MOCK_STATE_KEYS.faults);
    expect(await adapter.load()).toBeNull();
    expect(idb.gets).toBe(1);
  });
});
