import { describe, expect, it } from 'vitest';
import { MOCK_SEED_FILE as EMITTED } from '../../../generators/vite-plugin-mock-seed';
import { buildSeed, DEFAULT_SEED, MockDatabase, type DbSnapshot } from '../../../mocks/store/db';
import { MOCK_SEED_FILE, primeSeedFromAsset } from '../../../mocks/store/seedAsset';
import { createSnapshotMemoryPersistence } from '../../../mocks/store/persistence';

const answer = (body: unknown, status = 200): typeof fetch => () => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('the seed the demo build ships (mock-seed.json)', () => {
  it('is read under the name the build emits it', () => {
    expect(MOCK_SEED_FILE).toBe(EMITTED);
  });

  it('survives JSON whole: the browser restores from it exactly the data it would have generated', () => {
    const seed = buildSeed(DEFAULT_SEED);
    const read = JSON.parse(JSON.stringify(seed)) as typeof seed;
    expect(read).toEqual(seed);
    const fromFile = new MockDatabase(DEFAULT_SEED, undefined, () => read);
    expect(fromFile.collection('users').list()).toEqual(seed.collections.users!.records);
  });

  it('primes only a snapshot of the default seed, and says when it did not', async () => {
    const seed = buildSeed(DEFAULT_SEED);
    await expect(primeSeedFromAsset('/mock-seed.json', answer(seed))).resolves.toBe(true);
    await expect(primeSeedFromAsset('/mock-seed.json', answer({ ...seed, seed: 7 }))).resolves.toBe(false);
    await expect(primeSeedFromAsset('/mock-seed.json', answer({ format: 2 }))).resolves.toBe(false);
    await expect(primeSeedFromAsset('/mock-seed.json', answer('not found', 404))).resolves.toBe(false);
    await expect(primeSeedFromAsset('/mock-seed.json', () => Promise.reject(new TypeError('network')))).resolves.toBe(false);
  });
});

describe('the seed source is read only when the seed is needed', () => {
  /** A store holding `snapshot`, or nothing (a first visit). */
  const storeWith = (snapshot?: DbSnapshot) => {
    const adapter = createSnapshotMemoryPersistence<DbSnapshot>();
    if (snapshot) void adapter.save(snapshot);
    return adapter;
  };
  const counted = () => {
    const calls = { source: 0, builds: 0 };
    const seed = buildSeed(DEFAULT_SEED);
    const builder = () => {
      calls.builds += 1;
      return seed;
    };
    const source = () => {
      calls.source += 1;
      return Promise.resolve(true);
    };
    return { calls, seed, builder, source };
  };

  it('a load restoring saved state of this seed reads no seed; a reset then reads it once and reseeds', async () => {
    const { calls, seed, builder, source } = counted();
    const saved = new MockDatabase(DEFAULT_SEED, storeWith(seed), builder);
    saved.useSeedSource(source);
    await saved.load();
    expect(calls).toEqual({ source: 0, builds: 0 });
    await saved.reset();
    await saved.reset();
    expect(calls.source).toBe(1);
  });

  it('a first visit (nothing saved) and a snapshot of older mocks read the source before seeding', async () => {
    const { calls, seed, builder, source } = counted();
    const first = new MockDatabase(DEFAULT_SEED, storeWith(), builder);
    first.useSeedSource(source);
    await first.load();
    expect(calls.source).toBe(1);
    const { users: _users, ...withoutUsers } = seed.collections;
    const older = new MockDatabase(DEFAULT_SEED, storeWith({ ...seed, collections: withoutUsers }), builder);
    older.useSeedSource(source);
    await older.load();
    expect(calls.source).toBe(2);
    expect(older.collection('users').list()).toEqual(seed.collections.users!.records);
  });

  it('once read, a reset reseeds in the same tick it is called (a caller may put a record back right after)', async () => {
    const { seed, builder, source } = counted();
    const db = new MockDatabase(DEFAULT_SEED, storeWith(seed), builder);
    db.useSeedSource(source);
    await db.load();
    await db.prepareSeed();
    expect(db.prepareSeed()).toBeUndefined();
    db.collection('users').insert({ ...seed.collections.users!.records[0] as object, id: 'extra-user' } as never);
    const resetting = db.reset();
    expect(db.collection('users').get('extra-user')).toBeUndefined();
    await resetting;
  });
});
