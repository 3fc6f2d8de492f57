import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { FaultRegistry, type FaultSnapshot } from '../../../mocks/faults/registry';
import { buildSeed, MockDatabase, type DbSnapshot } from '../../../mocks/store/db';
import { createMemoryPersistence, createSnapshotMemoryPersistence, DebouncedWriter } from '../../../mocks/store/persistence';

// A Map stands in for IndexedDB (jsdom has none): enough to check the adapter's key handling.
// The setup file has already loaded the real module graph, hence doMock + a fresh import.
const idb = new Map<string, unknown>();
async function importWithFakeIdb(): Promise<typeof import('../../../mocks/store/persistence')> {
  vi.resetModules();
  vi.doMock('idb-keyval', () => ({
    createStore: () => 'fake-store',
    get: (key: string) => Promise.resolve(idb.get(key)),
    set: (key: string, value: unknown) => {
      idb.set(key, structuredClone(value));
      return Promise.resolve();
    },
    del: (key: string) => {
      idb.delete(key);
      return Promise.resolve();
    },
  }));
  try {
    return await import('../../../mocks/store/persistence');
  } finally {
    vi.doUnmock('idb-keyval');
  }
}

afterEach(() => {
  vi.useRealTimers();
  mockControl.usePersistence({ db: createSnapshotMemoryPersistence(), faults: createMemoryPersistence() });
});

describe('persistence adapters', () => {
  it('memory adapter round-trips a copy', async () => {
    const adapter = createMemoryPersistence<{ n: number[] }>();
    expect(await adapter.load()).toBeNull();
    const value = { n: [1, 2] };
    await adapter.save(value);
    value.n.push(3);
    expect(await adapter.load()).toEqual({ n: [1, 2] });
    await adapter.clear();
    expect(await adapter.load()).toBeNull();
  });

  it('snapshot memory adapter keeps what it is given and hands out copies', async () => {
    const adapter = createSnapshotMemoryPersistence<{ n: number[] }>();
    const value = { n: [1, 2] };
    await adapter.save(value);
    const loaded = await adapter.load();
    expect(loaded).toEqual({ n: [1, 2] });
    loaded!.n.push(9);
    expect(await adapter.load()).toEqual({ n: [1, 2] });
    expect(adapter.saves).toBe(1);
  });

  it('IndexedDB adapter stores each state under its own key', async () => {
    const { createIdbPersistence } = await importWithFakeIdb();
    const a = createIdbPersistence<{ v: string }>('db');
    const b = createIdbPersistence<{ v: string }>('faults');
    await a.save({ v: 'data' });
    await b.save({ v: 'rules' });
    expect(await a.load()).toEqual({ v: 'data' });
    expect(await b.load()).toEqual({ v: 'rules' });
    await a.clear();
    expect(await a.load()).toBeNull();
    expect(idb.has('faults')).toBe(true);
  });
});

describe('DebouncedWriter', () => {
  it('coalesces a burst of changes into one write ~100 ms after the last', async () => {
    vi.useFakeTimers();
    const adapter = createMemoryPersistence<number>();
    let state = 0;
    const writer = new DebouncedWriter(adapter, () => state);
    for (let i = 1; i <= 5; i += 1) {
      state = i;
      writer.schedule();
      await vi.advanceTimersByTimeAsync(50);
    }
    expect(adapter.saves).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(adapter.saves).toBe(1);
    expect(await adapter.load()).toBe(5);
  });

  it('flush writes at once, and only when something changed', async () => {
    const adapter = createMemoryPersistence<string>();
    let state = 'a';
    const writer = new DebouncedWriter(adapter, () => state);
    await writer.flush();
    expect(adapter.saves).toBe(0);
    writer.schedule();
    state = 'b';
    await writer.flush();
    expect(adapter.saves).toBe(1);
    expect(await adapter.load()).toBe('b');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(adapter.saves).toBe(1); // the cancelled timer did not write again
  });
});

describe('fault persistence', () => {
  it('writes rule changes at once, without waiting for the debounce', async () => {
    const adapter = createMemoryPersistence<FaultSnapshot>();
    const registry = new FaultRegistry(adapter);
    const id = registry.set({ path: '/api/**', status: 500 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await adapter.load())?.rules.map((r) => r.id)).toEqual([id]);
    registry.remove(id);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await adapter.load())?.rules).toEqual([]);
  });
});

describe('database persistence', () => {
  it('a mutation is saved after the debounce and loads into a fresh database', async () => {
    const adapter = createMemoryPersistence<DbSnapshot>();
    const first = new MockDatabase(undefined, adapter);
    const message = first.collection('crud.message').list()[0]!;
    first.collection('crud.message').update(message.id, { read: !message.read });
    first.collection('crud.message').remove(2);
    await first.flush();

    const second = new MockDatabase(undefined, adapter);
    await second.load();
    expect(second.collection('crud.message').get(message.id)?.read).toBe(!message.read);
    expect(second.collection('crud.message').get(2)).toBeUndefined();
  });

  it('reseeds collections missing from a persisted snapshot or saved under another version', async () => {
    const adapter = createMemoryPersistence<DbSnapshot>();
    const stale = buildSeed();
    delete stale.collections.organizations; // as if saved before that collection existed
    stale.collections['crud.message'] = { records: [], nextSeq: 1, version: 0 };
    stale.collections.hpcAccounts = { ...stale.collections.hpcAccounts!, records: [] }; // same version: kept
    await adapter.save(stale);

    const database = new MockDatabase(undefined, adapter);
    await database.load();
    expect(database.collection('organizations').count()).toBeGreaterThan(0);
    expect(database.collection('crud.message').count()).toBeGreaterThan(0);
    expect(database.collection('hpcAccounts').count()).toBe(0);
    // the upgraded state was written back
    expect((await adapter.load())?.collections.organizations?.records.length).toBeGreaterThan(0);
  });

  it('mockControl.ready loads persisted data and faults; reset writes the seed back', async () => {
    const dbAdapter = createMemoryPersistence<DbSnapshot>();
    const faultAdapter = createMemoryPersistence<FaultSnapshot>();
    const saved = buildSeed();
    saved.collections['crud.message']!.records = saved.collections['crud.message']!.records.slice(0, 3);
    await dbAdapter.save(saved);
    const registry = new FaultRegistry(faultAdapter);
    registry.set({ path: '/api/oauth/v1/project/info', status: 503 });
    await registry.flush();

    mockControl.usePersistence({ db: dbAdapter, faults: faultAdapter });
    await mockControl.ready();
    expect(mockControl.db.collection('crud.message').count()).toBe(3);
    expect(mockControl.faults.list()).toMatchObject([{ path: '/api/oauth/v1/project/info', status: 503 }]);

    await mockControl.reset();
    expect(mockControl.db.collection('crud.message').count()).toBe(buildSeed().collections['crud.message']!.records.length);
    expect((await dbAdapter.load())?.collections['crud.message']?.records.length).toBe(mockControl.db.collection('crud.message').count());
    expect((await faultAdapter.load())?.rules).toEqual([]);
  });
});
