/**
 * `x-seed-store` (mocks/crud/storeSeeds.ts): an entity whose hinted records fill a collection of
 * the mock store that hand-written handlers read under its name — keyed by the user's id when the
 * id field is a string — instead of a crud.<$id> collection. Checked on the entities that use it.
 */
import { Faker, base, zh_CN } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { crudEntities } from '../../../mocks/crud/crudCollections';
import { storeSeed, storeSeededEntities } from '../../../mocks/crud/storeSeeds';
import { validateRecord } from '../../../mocks/crud/validateRecord';
import type { SeedContext } from '../../../mocks/store/definition';
import { SEED_REF_DATE } from '../../../mocks/store/time';

const DAY = 86_400_000;
const NOW = SEED_REF_DATE.getTime();
const beijing = (text: unknown) => Date.parse(`${String(text).replace(' ', 'T')}+08:00`);

const USERS = [
  { id: 'u-ent', userName: 'enterprise', accountType: 'enterprise' },
  { id: 'u-per', userName: 'personal', accountType: 'person' },
  { id: 'u-off', userName: 'disabled', accountType: 'person' },
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
    expect([...storeSeededEntities.keys()].sort()).toEqual(['coinAccounts', 'coinControls', 'manageInvests', 'surplusWarns']);
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
