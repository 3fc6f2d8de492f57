/**
 * `x-seed-store` (mocks/crud/storeSeeds.ts): an entity whose hinted records fill a collection of
 * the mock store that hand-written handlers read under its name — keyed by the user's id when the
 * id field is a string — instead of a crud.<$id> collection. Checked on the entities that use it;
 * `x-seed-per` `distinct` (mocks/crud/seedDistinct.ts): a set's records draw different records;
 * and the `initialImage` hint (mocks/crud/seedImage.ts): a picture of a name's first character.
 */
import { Faker, base, zh_CN } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { crudEntities } from '../../../mocks/crud/crudCollections';
import { entitySeed } from '../../../mocks/crud/entitySeed';
import { INITIAL_IMAGE_COLOURS, initialImage } from '../../../mocks/crud/seedImage';
import { storeSeed, storeSeededEntities } from '../../../mocks/crud/storeSeeds';
import { validateRecord } from '../../../mocks/crud/validateRecord';
import type { SeedContext } from '../../../mocks/store/definition';
import { SEED_REF_DATE } from '../../../mocks/store/time';
import type { EntitySchema } from '../../../src/pageLanguage/entity';

const DAY = 86_400_000;
const NOW = SEED_REF_DATE.getTime();
const beijing = (text: unknown) => Date.parse(`${String(text).replace(' ', 'T')}+08:00`);

const USERS = [
  { id: 'u-ent', userName: 'enterprise', accountType: 'enterprise', displayName: '王建国' },
  { id: 'u-per', userName: 'personal', accountType: 'person', displayName: '李静' },
  { id: 'u-off', userName: 'disabled', accountType: 'person', displayName: '赵磊' },
  { id: 'u-par', userName: 'partner', accountType: 'enterprise', displayName: '陈晨' },
];

function context(seed = 7): SeedContext {
  const faker = new Faker({ locale: [zh_CN, base] });
  faker.seed(seed);
  const tables: Record<string, unknown[]> = { users: USERS };
  return { faker, refDate: new Date(SEED_REF_DATE), get: ((name: string) => tables[name] ?? []) as SeedContext['get'] };
}

const rowsOf = (name: string, seed?: number) => storeSeed(name).seed(context(seed)) as Record<string, unknown>[];

describe('x-seed-store', () => {
  it('the entities declaring a store collection seed it, and have no crud collection of their own', () => {
    expect([...storeSeededEntities.keys()].sort()).toEqual(['accountSettings', 'appSubscriptions', 'coinAccounts', 'coinControls', 'manageInvests', 'surplusWarns', 'userAttributes']);
    for (const entity of storeSeededEntities.values()) expect(crudEntities.has(entity.$id), entity.$id).toBe(false);
  });

  it('a string id keys one record per user by the user id; the rows satisfy their entity', () => {
    expect(storeSeed('coinAccounts').idKind).toBe('string');
    const accounts = rowsOf('coinAccounts');
    expect(accounts.map((row) => row.id)).toEqual(USERS.map((user) => user.id));
    const entity = storeSeededEntities.get('coinAccounts')!;
    for (const row of accounts) {
      expect(validateRecord(entity, row)).toEqual({});
      expect(row.balance as number).toBeGreaterThanOrEqual(150);
      expect(row.balance as number).toBeLessThanOrEqual(28_000);
      expect(Math.round((row.balance as number) * 100) / 100).toBe(row.balance);
      expect(beijing(row.updateTime)).toBeGreaterThanOrEqual(NOW - 20 * DAY - 60_000);
      expect(beijing(row.updateTime)).toBeLessThanOrEqual(NOW);
    }
  });

  it('hints read the user: the debt limit follows the account type, a disabled user has coin accounting stopped', () => {
    const controls = rowsOf('coinControls');
    expect(controls).toEqual([
      { id: 'u-ent', debtLimitFen: 500_000, coinEnabled: 1 },
      { id: 'u-per', debtLimitFen: 100_000, coinEnabled: 1 },
      { id: 'u-off', debtLimitFen: 100_000, coinEnabled: 0 },
      { id: 'u-par', debtLimitFen: 500_000, coinEnabled: 1 },
    ]);
  });

  it('x-seed-count 0 starts a store collection empty, with numeric ids for the records handlers add', () => {
    for (const name of ['manageInvests', 'surplusWarns']) {
      expect(storeSeed(name).idKind).toBe('number');
      expect(rowsOf(name)).toEqual([]);
    }
  });

  it('same seed, same rows; a name no entity declares is refused', () => {
    expect(rowsOf('coinAccounts', 3)).toEqual(rowsOf('coinAccounts', 3));
    expect(() => storeSeed('noSuchCollection')).toThrow('没有实体以 x-seed-store 声明集合 noSuchCollection');
  });
});

describe('x-seed-per distinct', () => {
  const APPS = Array.from({ length: 6 }, (_, index) => ({ id: index + 1, appName: `应用${index + 1}` }));
  const probe = (distinct: boolean): EntitySchema => ({
    $id: 'probe', title: '样例', type: 'object',
    'x-seed-per': { of: 'users', count: [5, 5], ...(distinct ? { distinct: ['app'] } : {}) },
    properties: {
      id: { type: 'integer', title: '编号' },
      userId: { type: 'string', title: '用户编号', 'x-seed': { ref: 'users', field: 'id' } },
      appId: { type: 'integer', title: '应用编号', 'x-seed': { ref: 'app', field: 'id' } },
      appName: { type: 'string', title: '应用名称', 'x-seed': { ref: 'app', field: 'appName' } },
    },
  });
  const seedOf = (distinct: boolean, seed: number) => {
    const faker = new Faker({ locale: [zh_CN, base] });
    faker.seed(seed);
    const tables: Record<string, unknown[]> = { users: USERS, 'crud.app': APPS };
    return entitySeed(probe(distinct)).seed({ faker, refDate: new Date(SEED_REF_DATE), get: ((name: string) => tables[name] ?? []) as SeedContext['get'] }) as Record<string, unknown>[];
  };
  const repeats = (rows: Record<string, unknown>[]) => USERS.some((user) => {
    const ids = rows.filter((row) => row.userId === user.id).map((row) => row.appId);
    return new Set(ids).size !== ids.length;
  });

  it('the records of one set draw different records of the listed entity; their fields agree', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const rows = seedOf(true, seed);
      expect(rows).toHaveLength(USERS.length * 5);
      expect(repeats(rows)).toBe(false);
      for (const row of rows) expect(row.appName).toBe(`应用${String(row.appId)}`);
    }
    // Without it five draws out of six apps repeat one now and then.
    expect([1, 2, 3, 4, 5].some((seed) => repeats(seedOf(false, seed)))).toBe(true);
  });

  it('the seeded subscriptions name each application once per user', () => {
    const apps = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, appName: `应用${index + 1}`, version: '1.0', summary: '计算应用简介', billingType: 1 }));
    const faker = new Faker({ locale: [zh_CN, base] });
    faker.seed(9);
    const tables: Record<string, unknown[]> = { users: USERS, 'crud.application': apps };
    const rows = storeSeed('appSubscriptions').seed({ faker, refDate: new Date(SEED_REF_DATE), get: ((name: string) => tables[name] ?? []) as SeedContext['get'] }) as Record<string, unknown>[];
    for (const user of USERS) {
      const mine = rows.filter((row) => row.userId === user.id);
      expect(mine.length).toBeGreaterThanOrEqual(4);
      expect(mine.length).toBeLessThanOrEqual(8);
      expect(new Set(mine.map((row) => row.appId)).size).toBe(mine.length);
    }
    for (const row of rows) expect(beijing(row.expireTime) - beijing(row.subscribeTime)).toBe(365 * DAY);
  });
});

describe('initialImage', () => {
  it('draws the first character of the name on a round SVG as a data URL, never reaching the network', () => {
    const url = initialImage('王建国', '#496ddd');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    expect(svg).toContain('>王</text>');
    expect(svg).toContain('fill="#496ddd"');
    expect(svg).not.toContain('建');
    expect(decodeURIComponent(initialImage('', '#13a8a8'))).toContain('>用</text>');
  });

  it('user attributes: every user a theme (the partner 红茶橙), some an avatar of their own name', () => {
    const rows = rowsOf('userAttributes', 4);
    for (const user of USERS) {
      const mine = rows.filter((row) => row.userId === user.id);
      const themes = mine.filter((row) => row.attributeType === 2);
      expect(themes.map((row) => row.attributeContent)).toEqual([user.userName === 'partner' ? '红茶橙-2' : '默认蓝-1']);
      const avatars = mine.filter((row) => row.attributeType === 1);
      expect(avatars.length).toBeLessThanOrEqual(1);
      for (const avatar of avatars) {
        const svg = decodeURIComponent(String(avatar.attributeContent).split(',')[1] ?? '');
        expect(svg).toContain(`>${user.displayName[0]}</text>`);
        expect(INITIAL_IMAGE_COLOURS.some((colour) => svg.includes(colour))).toBe(true);
      }
    }
    const seeds = [1, 2, 3, 4, 5, 6].map((seed) => rowsOf('userAttributes', seed).filter((row) => row.attributeType === 1).length);
    expect(Math.max(...seeds)).toBeGreaterThan(0);
    expect(Math.min(...seeds)).toBeLessThan(USERS.length);
  });
});
