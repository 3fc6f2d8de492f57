/**
 * Plans by position told as seed hints (mocks/crud/seedFirst.ts, seedPlan.ts, seedTemplates.ts):
 * a `when` with `first` (the first n records made with a field's value), `x-seed-per` limited to
 * the first n parents meeting conditions (one of them `first`: one set per name), and the {HH}{mm} tokens of a request number.
 */
import { Faker, base, zh_CN } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import type { CrudRecord } from '../../../mocks/crud/crudRecord';
import { entitySeed } from '../../../mocks/crud/entitySeed';
import type { SeedContext } from '../../../mocks/store/definition';
import { SEED_REF_DATE } from '../../../mocks/store/time';
import type { EntityField, EntitySchema, SeedHint } from '../../../src/pageLanguage/entity';

const CUSTOMERS: CrudRecord[] = [
  { id: 10001, customerType: 1, industry: 'ai', name: '甲' },
  { id: 10002, customerType: 2, industry: 'ai', name: '乙' },
  { id: 10003, customerType: 1, industry: 'government', name: '丙' },
  { id: 10004, customerType: 1, industry: 'energy', name: '丁' },
  { id: 10005, customerType: 1, industry: 'medicine', name: '戊' },
  { id: 10006, customerType: 1, industry: 'ai', name: '甲' },
];

function seedOf(properties: Record<string, EntityField>, extra: Partial<EntitySchema> = {}): CrudRecord[] {
  const faker = new Faker({ locale: [zh_CN, base] });
  faker.seed(7);
  const ctx: SeedContext = { faker, refDate: new Date(SEED_REF_DATE), get: ((name: string) => (name === 'crud.customer' ? CUSTOMERS : [])) as SeedContext['get'] };
  const entity: EntitySchema = { $id: 'probe', title: '样例', type: 'object', 'x-seed-count': 40, ...extra, properties: { id: { type: 'integer', title: '编号' }, ...properties } };
  return entitySeed(entity).seed(ctx) as CrudRecord[];
}

const int = (title: string, seed: SeedHint): EntityField => ({ type: 'integer', title, 'x-seed': seed });
const text = (title: string, seed: SeedHint, extra: Partial<EntityField> = {}): EntityField => ({ type: 'string', title, 'x-seed': seed, ...extra });

describe('seed plans by position', () => {
  it('when.first: only the first n records made with each value of the field', () => {
    const rows = seedOf({
      category: int('类型', { cycle: true, pick: [1, 2, 3, 5] }),
      status: int('状态', { cases: [{ when: { field: 'category', first: 3 }, pick: [1] }, { pick: [2, 3] }] }),
    });
    // Made in turn: records 0–11 are the first three of each category, and only they wait.
    rows.forEach((row, index) => expect(row.status === 1, `record ${index}`).toBe(index < 12));
    for (const category of [1, 2, 3, 5]) expect(rows.filter((row) => row.category === category && row.status === 1)).toHaveLength(3);
  });

  it('when.first with in: the first n of the records whose field has a listed value', () => {
    const rows = seedOf({
      applyType: int('申请主体', { cycle: true, pick: [1, 1, 1, 2] }),
      status: int('状态', { cases: [{ when: { field: 'applyType', in: [2], first: 2 }, pick: [1] }, { pick: [2, 3, 4] }] }),
    });
    expect(rows.flatMap((row, index) => (row.status === 1 ? [index] : []))).toEqual([3, 7]);
  });

  it('x-seed-per when and limit: a set for the first n parents meeting the condition only', () => {
    const per = (extra: object) => seedOf({ customerId: int('客户编号', { ref: 'customer', field: 'id' }) }, { 'x-seed-count': undefined, 'x-seed-per': { of: 'customer', count: [2, 2], where: { customerType: 1 }, ...extra } });
    const parents = (rows: CrudRecord[]) => [...new Set(rows.map((row) => row.customerId))];
    expect(parents(per({ when: { field: 'industry', notIn: ['government'] }, limit: 2 }))).toEqual([10001, 10004]);
    expect(per({ limit: 1 })).toHaveLength(2);
    // Conditions in a list all hold; `first` among the parents keeps one set per name (10006 repeats 10001's).
    expect(parents(per({ when: { field: 'industry', notIn: ['government'] } }))).toEqual([10001, 10004, 10005, 10006]);
    expect(parents(per({ when: [{ field: 'industry', notIn: ['government'] }, { field: 'name', first: 1 }] }))).toEqual([10001, 10004, 10005]);
  });

  it('{HH}{mm}: the hour and minute of the record’s date in a number', () => {
    const rows = seedOf({
      createTime: text('提交时间', { within: '-1y..now', hours: [9, 21] }, { format: 'datetime' }),
      orderNo: text('工单号', { pattern: 'ZY{yy}{MM}{dd}{HH}{mm}{seq:2}' }),
    });
    for (const row of rows) {
      const time = String(row.createTime);
      expect(String(row.orderNo)).toBe(`ZY${time.slice(2, 4)}${time.slice(5, 7)}${time.slice(8, 10)}${time.slice(11, 13)}${time.slice(14, 16)}01`);
    }
  });
});
