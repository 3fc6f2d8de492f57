/**
 * The hint kinds that replaced hand-written seed files (mocks/crud/seedHints.ts, seedPlan.ts,
 * seedTemplates.ts, seedTime.ts): sets per record of another collection, batches, ids from N,
 * counts of other records, cross products by `cycle`/`every`, months, conditions on a time span,
 * template variables and factors of a field.
 */
import { Faker, base, zh_CN } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { entitySeed } from '../../../mocks/crud/entitySeed';
import type { CrudRecord } from '../../../mocks/crud/crudRecord';
import type { SeedContext } from '../../../mocks/store/definition';
import { SEED_REF_DATE } from '../../../mocks/store/time';
import type { EntityField, EntitySchema, SeedHint } from '../../../src/pageLanguage/entity';

const USERS = [{ id: 'u1', name: '李静' }, { id: 'u2', name: '王伟' }, { id: 'u3', name: '张敏' }];
const APPS: CrudRecord[] = [{ id: 1, groupId: 2 }, { id: 2, groupId: 2 }, { id: 3, groupId: 1 }, { id: 4, groupId: 3 }];
const SITES: CrudRecord[] = [{ id: 1, name: '报告厅', siteType: 1, capacity: 300, open: 1 }, { id: 2, name: '展厅', siteType: 3, capacity: 40, open: 1 }, { id: 3, name: '旧库房', siteType: 3, capacity: 5, open: 0 }];

function context(seed = 11): SeedContext {
  const faker = new Faker({ locale: [zh_CN, base] });
  faker.seed(seed);
  const tables: Record<string, unknown[]> = { users: USERS, 'crud.app': APPS, 'crud.site-room': SITES };
  return { faker, refDate: new Date(SEED_REF_DATE), get: ((name: string) => tables[name] ?? []) as SeedContext['get'] };
}

const text = (title: string, seed?: SeedHint, extra: Partial<EntityField> = {}): EntityField => ({ type: 'string', title, ...extra, ...(seed ? { 'x-seed': seed } : {}) });
const int = (title: string, seed?: SeedHint): EntityField => ({ type: 'integer', title, ...(seed ? { 'x-seed': seed } : {}) });

function seedOf(properties: Record<string, EntityField>, extra: Partial<EntitySchema> = {}, seed?: number): CrudRecord[] {
  const entity: EntitySchema = { $id: 'probe', title: '样例', type: 'object', 'x-seed-count': 60, ...extra, properties: { id: int('编号'), ...properties } };
  return entitySeed(entity).seed(context(seed)) as CrudRecord[];
}

describe('x-seed plans and new kinds', () => {
  it('x-seed-per: a set of count records per record of the collection, whose ref hints read that record', () => {
    const rows = seedOf({ userId: text('用户', { ref: 'users', field: 'id' }), owner: text('姓名', { ref: 'users', field: 'name' }) }, { 'x-seed-count': undefined, 'x-seed-per': { of: 'users', count: [3, 5] } });
    for (const user of USERS) {
      const mine = rows.filter((row) => row.userId === user.id);
      expect(mine.length).toBeGreaterThanOrEqual(3);
      expect(mine.length).toBeLessThanOrEqual(5);
      for (const row of mine) expect(row.owner).toBe(user.name);
    }
  });

  it('x-seed-batch: runs share the same fields and, made together, get consecutive numbers', () => {
    const rows = seedOf({
      model: text('型号', { pick: ['甲型', '乙型', '丙型', '丁型'] }),
      price: int('单价', { range: [100, 10_000] }),
      createTime: text('创建时间', { within: '-2y..now', hours: [9, 18] }, { format: 'datetime' }),
      assetNo: text('资产编号', { pattern: 'ZC{seq:4}' }),
    }, { 'x-seed-batch': { size: [3, 3], same: ['model', 'price', 'createTime'] } });
    expect(rows).toHaveLength(60);
    const byTime = new Map<string, CrudRecord[]>();
    for (const row of rows) byTime.set(String(row.createTime), [...(byTime.get(String(row.createTime)) ?? []), row]);
    expect(byTime.size).toBe(20);
    for (const batch of byTime.values()) {
      expect(new Set(batch.map((row) => `${String(row.model)}/${String(row.price)}`)).size).toBe(1);
      const numbers = batch.map((row) => Number(String(row.assetNo).slice(2))).sort((a, b) => a - b);
      expect(numbers[2]! - numbers[0]!).toBe(2);
    }
  });

  it('x-seed-id-start: ids from N in creation order; countOf counts the other entity\'s records pointing here', () => {
    const rows = seedOf({ name: text('名称', { cycle: true, pick: ['甲', '乙', '丙'] }), appCount: int('应用数', { countOf: 'app', where: { groupId: '$id' } }) }, { 'x-seed-count': 3, 'x-seed-id-start': 1 });
    expect(rows.map((row) => [row.id, row.appCount])).toEqual([[1, 1], [2, 2], [3, 1]]);
    const later = seedOf({ name: text('名称', { pick: ['甲'] }), createTime: text('创建时间', { within: '-1y..now' }, { format: 'datetime' }) }, { 'x-seed-id-start': 10001 });
    expect(later.map((row) => row.id)).toEqual(Array.from({ length: 60 }, (_, i) => 10001 + i));
    expect([...later].sort((a, b) => String(a.createTime).localeCompare(String(b.createTime)))).toEqual(later);
  });

  it('cycle with every and weights: a fixed plan and a cross product of two tables', () => {
    const rows = seedOf({
      partner: text('伙伴', { cycle: true, pick: ['甲', '乙', '丙'] }),
      period: text('账期', { cycle: true, every: 3, month: [-4, -1] }),
      status: int('状态', { cycle: true, pick: [{ value: 0, weight: 2 }, { value: 1, weight: 3 }] }),
    }, { 'x-seed-count': 12 });
    expect(rows.map((row) => `${String(row.period)}/${String(row.partner)}`)).toEqual(
      ['2026-07', '2026-08', '2026-09', '2026-10'].flatMap((month) => ['甲', '乙', '丙'].map((partner) => `${month}/${partner}`)),
    );
    expect(rows.slice(0, 5).map((row) => row.status)).toEqual([0, 0, 1, 1, 1]);
  });

  it('when within: odds by how long ago a date, time or month was', () => {
    const rows = seedOf({
      period: text('账期', { month: [-6, -1] }),
      createTime: text('创建时间', { within: '-60d..now' }, { format: 'datetime' }),
      state: text('状态', { cases: [{ when: { field: 'period', within: '-1mo..now' }, pick: ['本期'] }, { pick: ['往期'] }] }),
      read: int('已读', { cases: [{ when: { field: 'createTime', within: '-7d..now' }, pick: [0] }, { pick: [1] }] }),
    }, { 'x-seed-count': 200 });
    for (const row of rows) {
      expect(row.state).toBe(row.period === '2026-10' ? '本期' : '往期');
      expect(row.read).toBe(String(row.createTime) >= '2026-10-26 10:00:00' ? 0 : 1);
    }
  });

  it('templates: a variable made once and repeated, padded ints, the month without its zero; range by a factor; after by years', () => {
    const rows = seedOf({
      createTime: text('创建时间', { within: '-1y..now' }, { format: 'datetime' }),
      title: text('标题', { pattern: '作业 {digits:7@job} 已完成' }),
      content: text('内容', { pattern: '作业 {@job} 于 {M} 月结束，位于 {int:01-24} 机柜' }),
      capacity: int('容量', { range: [10, 100] }),
      enrolled: int('已报名', { range: ['capacity*0.5', 'capacity*0.9'] }),
      purchaseDate: text('购置日期', { within: '-5y..-1y' }, { format: 'date' }),
      warrantyDate: text('保修截止', { after: 'purchaseDate', years: [3, 3] }, { format: 'date' }),
    });
    for (const row of rows) {
      const job = /^作业 (\d{7}) 已完成$/.exec(String(row.title))?.[1];
      const month = String(Number(String(row.createTime).slice(5, 7)));
      expect(row.content).toMatch(new RegExp(`^作业 ${job} 于 ${month} 月结束，位于 (0[1-9]|1\\d|2[0-4]) 机柜$`));
      expect(Number(row.enrolled)).toBeGreaterThanOrEqual(Number(row.capacity) * 0.5);
      expect(Number(row.enrolled)).toBeLessThanOrEqual(Number(row.capacity) * 0.9);
      const years = (Date.parse(String(row.warrantyDate)) - Date.parse(String(row.purchaseDate))) / 86_400_000 / 365;
      expect(years).toBeCloseTo(3, 1);
    }
  });

  it('the referenced record: conditions and range ends read "site-room.capacity"; pick values and also may be templates; {some}; within.round', () => {
    const rows = seedOf({
      siteName: text('场地', { ref: 'site-room', field: 'name', where: { open: 1 } }),
      people: int('人数', { range: [3, 'site-room.capacity/2'] }),
      purpose: text('用途', { cases: [{ when: { field: 'site-room.siteType', in: [3] }, pick: ['参观'] }, { pick: ['{pick:评审|汇报}会'] }] }),
      equipment: text('设备', { pattern: '{some:2-3:投影仪|白板|音响|话筒}' }),
      startTime: text('开始', { within: '-10d..+10d', hours: [9, 16], round: 30 }, { format: 'datetime' }),
    });
    for (const row of rows) {
      const site = SITES.find((s) => s.name === row.siteName)!;
      expect(site.open).toBe(1);
      expect(Number(row.people)).toBeLessThanOrEqual(Number(site.capacity) / 2);
      expect(row.purpose).toMatch(site.siteType === 3 ? /^参观$/ : /^(评审|汇报)会$/);
      const items = String(row.equipment).split('、');
      expect(new Set(items).size).toBe(items.length);
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(String(row.startTime)).toMatch(/ (09|1[0-5]):(00|30):00$/);
    }
  });

  it('after a month counts from its end; a time that would lie ahead of now falls between its field and now', () => {
    const rows = seedOf({
      period: text('账期', { month: [-3, -1] }),
      createTime: text('生成时间', { after: 'period', days: [0, 2], hours: [1, 4], notAfter: 'now' }, { format: 'datetime' }),
      confirmTime: text('确认时间', { after: 'createTime', days: [30, 60], notAfter: 'now' }, { format: 'datetime' }),
    });
    for (const row of rows) {
      const [year, month] = String(row.period).split('-').map(Number) as [number, number];
      const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
      expect(String(row.createTime).slice(0, 7)).toBe(next);
      expect(String(row.confirmTime) > String(row.createTime)).toBe(true);
      expect(String(row.confirmTime) <= '2026-11-02 10:00:00').toBe(true);
    }
  });
});
