import { describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { buildSeed, DEFAULT_SEED, MockDatabase } from '../../../mocks/store/db';
import { DEMO_ACCOUNTS } from '../../../mocks/store/seeds/demoAccounts';

describe('deterministic seed', () => {
  it('gives deep-equal data for the same seed and other data for another seed', () => {
    expect(buildSeed(DEFAULT_SEED)).toEqual(buildSeed(DEFAULT_SEED));
    // Fresh databases built independently agree too (not just the cache).
    expect(new MockDatabase(DEFAULT_SEED).snapshot()).toEqual(new MockDatabase(DEFAULT_SEED).snapshot());
    const other = buildSeed(7);
    expect(other.collections.users?.records).not.toEqual(buildSeed(DEFAULT_SEED).collections.users?.records);
  });

  it('builds the seed when a collection is first used, not when the database is created', () => {
    // Importing the mock backend must stay cheap: the demo app's chunks download while it seeds.
    const builder = vi.fn(buildSeed);
    const lazy = new MockDatabase(DEFAULT_SEED, undefined, builder);
    expect(builder).not.toHaveBeenCalled();
    expect(lazy.collection('users').count()).toBe(DEMO_ACCOUNTS.length);
    lazy.collection('crud.message').list();
    expect(builder).toHaveBeenCalledTimes(1);
    // Collections missing from a restored snapshot are seeded ones.
    const restored = new MockDatabase(DEFAULT_SEED, undefined, builder);
    restored.restore({ format: 1, seed: DEFAULT_SEED, collections: {} });
    expect(restored.collection('users').count()).toBe(DEMO_ACCOUNTS.length);
  });

  it('restores a whole snapshot without building the seed (a demo page load), and a later reset builds it', () => {
    const whole = new MockDatabase(DEFAULT_SEED).snapshot();
    const users = whole.collections.users!;
    const changed = { ...whole, collections: { ...whole.collections, users: { ...users, records: users.records.slice(0, 2) } } };
    const builder = vi.fn(buildSeed);
    const loaded = new MockDatabase(DEFAULT_SEED, undefined, builder);
    expect(loaded.restore(changed)).toEqual([]);
    expect(loaded.collection('users').count()).toBe(2);
    loaded.collection('crud.message').list();
    expect(builder).not.toHaveBeenCalled();
    loaded.reseed();
    expect(builder).toHaveBeenCalledTimes(1);
    expect(loaded.collection('users').count()).toBe(DEMO_ACCOUNTS.length);
  });

  it('seeds every demo account with realistic zh_CN data', () => {
    const users = mockControl.db.collection('users').list();
    expect(users.map((u) => u.userName)).toEqual(DEMO_ACCOUNTS.map((a) => a.userName));
    for (const user of users) {
      expect(user.phone).toMatch(/^1[3-9]\d{9}$/);
      expect(user.displayName).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
      expect(user.endTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(user.groupInfo[0]?.orgLevel).toBeGreaterThan(0);
      expect(user.topGroup[0]?.id).toBeTruthy();
    }
    expect(users.find((u) => u.userName === 'disabled')?.enabled).toBe(false);
    expect(users.find((u) => u.userName === 'newuser')?.firstLogin).toBe(true);
  });

  it('gives each user messages, theme attributes and only the expected HPC accounts', () => {
    const db = mockControl.db;
    const users = db.collection('users').list();
    for (const user of users) {
      expect(db.collection('crud.message').count((m) => m.userId === user.id)).toBeGreaterThanOrEqual(8);
      const theme = db.collection('userAttributes').find((a) => a.userId === user.id && a.attributeType === 2);
      expect(theme?.attributeContent).toMatch(/^.{3}-\d$/); // docs/behaviour §3: name (3 chars) + '-' + index
    }
    const accs = db.collection('hpcAccounts').list().map((a) => a.acc).sort();
    expect(accs).toEqual(['hpc_admin', 'hpc_ent01', 'hpc_ops01', 'hpc_per01', 'hpc_sub01']);
    expect(db.collection('sessions').count()).toBe(0);
  });
});

describe('reset', () => {
  it('restores the seed after changes to data, sessions and faults', async () => {
    const db = mockControl.db;
    const seeded = db.snapshot();
    db.collection('crud.message').remove(1);
    db.collection('users').update(db.collection('users').list()[0]!.id, { displayName: '改过的名字' });
    db.collection('sessions').insert({ id: 'token-x', refreshToken: 'r', userId: 'u', sessionState: 's', realm: 'hpc', createdAt: 0, expiresAt: 1 });
    mockControl.faults.set({ path: '/api/**', status: 500 });
    expect(db.snapshot()).not.toEqual(seeded);

    await mockControl.reset();
    expect(db.snapshot()).toEqual(seeded);
    expect(mockControl.faults.list()).toEqual([]);
  });

  it('puts back only the tables that changed, and a write copies only those', async () => {
    const db = mockControl.db;
    const before = db.snapshot();
    db.collection('crud.message').remove(1);
    const after = db.snapshot();
    // Unchanged tables are the same snapshot objects; the changed one is new.
    expect(after.collections.users).toBe(before.collections.users);
    expect(after.collections['crud.message']).not.toBe(before.collections['crud.message']);
    await mockControl.reset();
    const reset = db.snapshot();
    expect(reset.collections.users).toBe(before.collections.users);
    expect(reset.collections['crud.message']).toEqual(before.collections['crud.message']);
    // A database restored from stored data is off the seed everywhere: a reset puts all of it back.
    const stored = structuredClone(before);
    stored.collections.users!.records = stored.collections.users!.records.slice(1);
    db.restore(stored);
    expect(db.collection('users').count()).toBe(before.collections.users!.records.length - 1);
    await mockControl.reset();
    expect(db.snapshot()).toEqual(before);
  });
});

describe('listeners of a reset (a page that stays open drops what it read)', () => {
  it('are told once the data is back at its seed, on every reset, until undone', async () => {
    const db = mockControl.db;
    const seeded = db.collection('crud.message').count();
    db.collection('crud.message').remove(1);
    const counts: number[] = [];
    const undo = mockControl.onReset(() => counts.push(db.collection('crud.message').count()));
    await mockControl.reset();
    await mockControl.reset();
    expect(counts).toEqual([seeded, seeded]);
    undo();
    await mockControl.reset();
    expect(counts).toHaveLength(2);
  });

  it('says whether it is at its seed: a change or a fault rule says no, a reset yes again', async () => {
    const db = mockControl.db;
    await mockControl.reset();
    expect(mockControl.atSeed()).toBe(true);
    db.collection('crud.message').remove(1);
    expect(mockControl.atSeed()).toBe(false);
    await mockControl.reset();
    expect(mockControl.atSeed()).toBe(true);
    mockControl.faults.set({ method: 'GET', path: '/api/anything', status: 500 });
    expect(mockControl.atSeed()).toBe(false);
    await mockControl.reset();
    expect(mockControl.atSeed()).toBe(true);
  });
});
