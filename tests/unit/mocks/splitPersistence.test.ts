import { beforeEach, describe, expect, it, vi } from 'vitest';

/** idb-keyval stand-in: a Map, and every write as [key, …] so a test sees what each save stored. */
const idb = vi.hoisted(() => ({ stored: new Map<string, unknown>(), writes: [] as string[][] }));
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  get: async (key: string) => idb.stored.get(key),
  getMany: async (keys: string[]) => keys.map((key) => idb.stored.get(key)),
  set: async (key: string, value: unknown) => {
    idb.stored.set(key, structuredClone(value));
    idb.writes.push([key]);
  },
  setMany: async (entries: [string, unknown][]) => {
    for (const [key, value] of entries) idb.stored.set(key, structuredClone(value));
    idb.writes.push(entries.map(([key]) => key));
  },
  del: async (key: string) => void idb.stored.delete(key),
  delMany: async (keys: string[]) => keys.forEach((key) => idb.stored.delete(key)),
}));

// The setup file has already loaded the store modules with the real idb-keyval: load them anew.
vi.resetModules();
const { createSplitIdbPersistence } = await import('../../../mocks/store/splitPersistence');
const { readMockStateEarly } = await import('../../../mocks/store/idbState');
const { MockDatabase } = await import('../../../mocks/store/db');
const { collectionDefinitions } = await import('../../../mocks/store/schema');

/** A seed of one user per collection: the layout is the point here, not the demo data (seconds to build). */
function smallSeed(seed: number) {
  const collections = Object.fromEntries(Object.entries(collectionDefinitions).map(([name, definition]) => [name, { records: [{ id: `${name}-1` }], nextSeq: 1, version: definition.version }]));
  return { format: 1 as const, seed, collections };
}

interface State {
  format: number;
  seed: number;
  collections: Record<string, unknown>;
  atSeed?: string[];
}

beforeEach(() => {
  idb.stored.clear();
  idb.writes = [];
});

describe('the mock database in IndexedDB, one key per collection', () => {
  it('a first save stores a header and every collection; the next stores only the collection that changed', async () => {
    const adapter = createSplitIdbPersistence<State>('db');
    const users = { records: [{ id: 1 }], nextSeq: 2 };
    const roles = { records: [{ id: 'r' }], nextSeq: 1 };
    await adapter.save({ format: 1, seed: 7, collections: { users, roles } });
    expect(idb.writes).toEqual([['db/users', 'db/roles', 'db']]);
    expect(idb.stored.get('db')).toEqual({ layout: 'split', format: 1, seed: 7, names: ['users', 'roles'] });

    const changedUsers = { records: [{ id: 1 }, { id: 2 }], nextSeq: 3 };
    await adapter.save({ format: 1, seed: 7, collections: { users: changedUsers, roles } });
    expect(idb.writes[1]).toEqual(['db/users']);
    await adapter.save({ format: 1, seed: 7, collections: { users: changedUsers, roles } });
    expect(idb.writes).toHaveLength(2);
  });

  it('loads the header joined with its collections, and saving what it loaded writes nothing', async () => {
    await createSplitIdbPersistence<State>('db').save({ format: 1, seed: 7, collections: { a: { records: [], nextSeq: 1 }, b: { records: [{ id: 3 }], nextSeq: 4 } } });
    idb.writes = [];
    const adapter = createSplitIdbPersistence<State>('db');
    const loaded = await adapter.load();
    expect(loaded).toMatchObject({ format: 1, seed: 7, collections: { a: { records: [], nextSeq: 1 }, b: { records: [{ id: 3 }], nextSeq: 4 } } });
    await adapter.save(loaded!);
    expect(idb.writes).toEqual([]);
  });

  it('a collection whose key is missing is left out of the load (the database reseeds it)', async () => {
    await createSplitIdbPersistence<State>('db').save({ format: 1, seed: 7, collections: { a: { records: [], nextSeq: 1 }, b: { records: [], nextSeq: 1 } } });
    idb.stored.delete('db/b');
    expect((await createSplitIdbPersistence<State>('db').load())?.collections).toEqual({ a: { records: [], nextSeq: 1 } });
  });

  it('a state an older build stored whole under the key still loads, and the first save splits it', async () => {
    idb.stored.set('db', { format: 1, seed: 7, collections: { a: { records: [{ id: 1 }], nextSeq: 2 } } });
    const adapter = createSplitIdbPersistence<State>('db');
    const loaded = await adapter.load();
    expect(loaded).toEqual({ format: 1, seed: 7, collections: { a: { records: [{ id: 1 }], nextSeq: 2 } } });
    await adapter.save(loaded!);
    expect(idb.stored.get('db')).toEqual({ layout: 'split', format: 1, seed: 7, names: ['a'] });
    expect(idb.stored.get('db/a')).toEqual({ records: [{ id: 1 }], nextSeq: 2 });
    expect((await createSplitIdbPersistence<State>('db').load())?.collections).toEqual({ a: { records: [{ id: 1 }], nextSeq: 2 } });
  });

  it('clear removes the header and every collection', async () => {
    const adapter = createSplitIdbPersistence<State>('db');
    await adapter.save({ format: 1, seed: 7, collections: { a: { records: [], nextSeq: 1 } } });
    await adapter.clear();
    expect([...idb.stored.keys()]).toEqual([]);
    expect(await adapter.load()).toBeNull();
  });

  it('the early read joins the collections too', async () => {
    await createSplitIdbPersistence<State>('db').save({ format: 1, seed: 7, collections: { a: { records: [{ id: 5 }], nextSeq: 6 } } });
    readMockStateEarly(['db']);
    expect(await createSplitIdbPersistence<State>('db').load()).toMatchObject({ format: 1, seed: 7, collections: { a: { records: [{ id: 5 }], nextSeq: 6 } } });
  });

  it('a collection at its seed is not stored; back at its seed, its key goes', async () => {
    const adapter = createSplitIdbPersistence<State>('db');
    const a = { records: [{ id: 1 }], nextSeq: 2 };
    const b = { records: [], nextSeq: 1 };
    await adapter.save({ format: 1, seed: 7, collections: { a, b }, atSeed: ['a', 'b'] });
    expect(idb.writes).toEqual([['db']]);
    expect(idb.stored.get('db')).toEqual({ layout: 'split', format: 1, seed: 7, names: [] });
    const changed = { records: [{ id: 1 }, { id: 2 }], nextSeq: 3 };
    await adapter.save({ format: 1, seed: 7, collections: { a: changed, b }, atSeed: ['b'] });
    expect(idb.writes[1]).toEqual(['db/a', 'db']);
    await adapter.save({ format: 1, seed: 7, collections: { a, b }, atSeed: ['a', 'b'] });
    expect(idb.writes[2]).toEqual(['db']);
    expect([...idb.stored.keys()]).toEqual(['db']);
  });

  it('with the mock database: a first visit stores a header only, a mutation its collection, a reset removes it again, a reload stores nothing', async () => {
    const database = new MockDatabase(7, createSplitIdbPersistence('db'), smallSeed);
    await database.load();
    expect(idb.writes).toEqual([['db']]);

    database.collection('sessions').insert({ id: 'token-1', userId: 'u1' } as never);
    await database.flush();
    expect(idb.writes[1]).toEqual(['db/sessions', 'db']);
    const changed = database.snapshot();

    const reloaded = new MockDatabase(7, createSplitIdbPersistence('db'), smallSeed);
    await reloaded.load();
    expect(idb.writes).toHaveLength(2);
    expect(reloaded.snapshot().collections).toEqual(changed.collections);

    await database.reset();
    expect(idb.writes[2]).toEqual(['db']);
    expect([...idb.stored.keys()]).toEqual(['db']);
  });
});
