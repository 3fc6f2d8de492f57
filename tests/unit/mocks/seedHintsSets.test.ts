/**
 * The hint kinds that replaced the customer, staff, loan and job-usage seed files
 * (mocks/crud/seedHints.ts, seedPlan.ts, seedSplit.ts, seedExpressions.ts): `either`, `serviceOrg`,
 * `split`, a range's `among`, `after` from the drawn record with expression minutes and `notAfter`
 * fields, `person` with `female`, a condition's `above` with a row's place in its set ("$n",
 * "$size", "$prev.<field>"), set sizes read off the parent, fields made once per set, and
 * `x-seed-sort`.
 */
import { Faker, base, zh_CN } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { entitySeed } from '../../../mocks/crud/entitySeed';
import type { CrudRecord } from '../../../mocks/crud/crudRecord';
import { serviceOrgOf } from '../../../mocks/crud/seeds/support/serviceOrgs';
import type { SeedContext } from '../../../mocks/store/definition';
import { SEED_REF_DATE, formatBeijingTime } from '../../../mocks/store/time';
import type { EntityField, EntitySchema, SeedHint } from '../../../src/pageLanguage/entity';

const DAY = 86_400_000;
const NOW = SEED_REF_DATE.getTime();
const beijing = (text: unknown) => Date.parse(`${String(text).replace(' ', 'T')}${String(text).length === 10 ? 'T00:00:00' : ''}+08:00`);

/** Resources with an amount used, an opening day and (some) a freeze: the parents of the sets below. */
const RESOURCES: CrudRecord[] = [
  { id: 1, used: 1000.01, openDate: '2026-01-05', onDuty: 3, kind: 'cpu' },
  { id: 2, used: 7.5, openDate: '2026-06-01', onDuty: 0, kind: 'gpu', freezeTime: '2026-07-01 10:00:00' },
  { id: 3, used: 123456.78, openDate: '2025-11-20', onDuty: 5, kind: 'cpu' },
  { id: 4, used: 50, openDate: '2026-03-03', onDuty: 1, kind: 'storage' },
];

function context(seed = 5): SeedContext {
  const faker = new Faker({ locale: [zh_CN, base] });
  faker.seed(seed);
  const tables: Record<string, unknown[]> = { 'crud.res': RESOURCES };
  return { faker, refDate: new Date(SEED_REF_DATE), get: ((name: string) => tables[name] ?? []) as SeedContext['get'] };
}

const text = (title: string, seed?: SeedHint, extra: Partial<EntityField> = {}): EntityField => ({ type: 'string', title, ...extra, ...(seed ? { 'x-seed': seed } : {}) });
const int = (title: string, seed?: SeedHint): EntityField => ({ type: 'integer', title, ...(seed ? { 'x-seed': seed } : {}) });
const num = (title: string, seed?: SeedHint): EntityField => ({ type: 'number', title, ...(seed ? { 'x-seed': seed } : {}) });
const time = (title: string, seed?: SeedHint): EntityField => text(title, seed, { format: 'datetime' });

function seedOf(properties: Record<string, EntityField>, extra: Partial<EntitySchema> = {}, seed?: number): CrudRecord[] {
  const entity: EntitySchema = { $id: 'probe', title: '样例', type: 'object', 'x-seed-count': 200, ...extra, properties: { id: int('编号'), ...properties } };
  return entitySeed(entity).seed(context(seed)) as CrudRecord[];
}

describe('x-seed kinds for sets and stories', () => {
  it('either: one of the hints, drawn by weight', () => {
    const rows = seedOf({ expireDate: text('到期', { either: [{ weight: 1, within: '-200d..-1d' }, { weight: 3, within: '+12d..+48d' }] }, { format: 'date' }) });
    const past = rows.filter((row) => beijing(row.expireDate) < NOW);
    const soon = rows.filter((row) => beijing(row.expireDate) >= NOW + 11 * DAY && beijing(row.expireDate) <= NOW + 48 * DAY);
    expect(past.length + soon.length).toBe(rows.length);
    expect(past.length).toBeGreaterThan(20);
    expect(soon.length).toBeGreaterThan(past.length * 2);
  });

  it('serviceOrg: the organisation serving the record the field numbers', () => {
    const rows = seedOf({ customerId: int('客户', { range: [10001, 10300] }), groupId: text('组织', { serviceOrg: 'customerId' }) });
    for (const row of rows) expect(row.groupId).toBe(serviceOrgOf(Number(row.customerId)));
  });

  it('split: the records of a set share their parent field exactly, each a positive part', () => {
    const rows = seedOf({
      resId: int('资源', { ref: 'res', field: 'id' }),
      usage: num('用量', { split: 'res.used' }),
    }, { 'x-seed-count': undefined, 'x-seed-per': { of: 'res', count: [3, 9] } });
    for (const resource of RESOURCES) {
      const mine = rows.filter((row) => row.resId === resource.id);
      expect(mine.length).toBeGreaterThanOrEqual(3);
      expect(mine.reduce((sum, row) => sum + Math.round(Number(row.usage) * 100), 0)).toBe(Math.round(Number(resource.used) * 100));
      for (const row of mine) expect(Number(row.usage)).toBeGreaterThan(0);
    }
  });

  it('split outside a set is refused with the field named', () => {
    expect(() => seedOf({ usage: num('用量', { split: 'res.used' }) })).toThrow(/usage.*split/);
  });

  it('range among: a listed value between the ends, else the nearest', () => {
    const rows = seedOf({
      usage: num('用量', { range: [1, 5000] }),
      cores: int('核数', { range: ['usage/120', 'usage*2'], among: [32, 64, 128, 256, 512, 1024] }),
    });
    for (const row of rows) {
      const usage = Number(row.usage);
      expect([32, 64, 128, 256, 512, 1024]).toContain(row.cores);
      if (usage * 2 >= 32 && usage / 120 <= 1024) {
        expect(Number(row.cores)).toBeGreaterThanOrEqual(usage / 120);
        expect(Number(row.cores)).toBeLessThanOrEqual(usage * 2);
      } else expect(row.cores).toBe(usage * 2 < 32 ? 32 : 1024);
    }
  });

  it('after: from the drawn record\'s field, expression minutes, never beyond now or the record\'s own stop', () => {
    const rows = seedOf({
      resId: int('资源', { ref: 'res', field: 'id' }),
      usage: num('用量', { split: 'res.used' }),
      cores: int('核数', { range: [1, 8] }),
      startTime: time('开始', { after: 'res.openDate', days: [0, 400], hours: [0, 24], notAfter: ['now', 'res.freezeTime'] }),
      endTime: time('结束', { after: 'startTime', minutes: ['usage*60/cores', 'usage*60/cores'] }),
    }, { 'x-seed-count': undefined, 'x-seed-per': { of: 'res', count: [4, 6] } });
    for (const row of rows) {
      const resource = RESOURCES.find((r) => r.id === row.resId)!;
      const start = beijing(row.startTime);
      expect(start).toBeGreaterThanOrEqual(beijing(resource.openDate));
      expect(start).toBeLessThan(Math.min(NOW, resource.freezeTime ? beijing(resource.freezeTime) : Infinity));
      expect(Math.round((beijing(row.endTime) - start) / 60_000)).toBe(Math.round((Number(row.usage) * 60) / Number(row.cores)));
    }
  });

  it('person with female: a woman\'s name where the condition holds, a man\'s elsewhere', () => {
    const rows = seedOf({ gender: int('性别', { pick: [1, 2] }), name: text('姓名', { person: true, female: { field: 'gender', in: [2] } }) });
    const feminine = /[芳娜敏静丽艳秀霞桂英玉婷雪欣怡涵琳红丹慧彤晓思佳嘉子梓宁晨]/;
    for (const row of rows.filter((r) => r.gender === 2)) expect(String(row.name).slice(1)).toMatch(feminine);
    for (const row of rows.filter((r) => r.gender === 1)) expect(String(row.name).slice(1)).not.toMatch(/[芳娜敏静丽艳秀霞桂英玉婷雪欣怡涵琳红丹慧彤]/);
  });

  it('x-seed-per count read off the parent; "$n" above it marks the records past the count; same fields once per set', () => {
    const rows = seedOf({
      resId: int('资源', { ref: 'res', field: 'id' }),
      account: text('账号', { pattern: 'hpc_{lower:5}' }),
      status: int('状态', { cases: [{ when: { field: '$n', above: 'res.onDuty' }, pick: [0] }, { pick: [1] }] }),
    }, { 'x-seed-count': undefined, 'x-seed-per': { of: 'res', count: ['onDuty+1', 'onDuty+1'], same: ['account'] } });
    for (const resource of RESOURCES) {
      const mine = rows.filter((row) => row.resId === resource.id);
      expect(mine.filter((row) => row.status === 1).length).toBe(resource.onDuty);
      expect(mine.filter((row) => row.status === 0).length).toBe(1);
      expect(new Set(mine.map((row) => row.account)).size).toBe(1);
    }
    expect(new Set(rows.map((row) => row.account)).size).toBe(RESOURCES.length);
  });

  it('"$prev.<field>": a set\'s records chained one before another (loans of one device never overlap)', () => {
    const rows = seedOf({
      resId: int('资源', { ref: 'res', field: 'id' }),
      borrowTime: time('借出', { cases: [{ when: { field: '$n', in: [1] }, within: '-45d..-1d', hours: [9, 17] }, { after: '$prev.borrowTime', days: [-75, -12], hours: [9, 17] }] }),
      returnTime: time('归还', { when: { field: '$n', above: 1 }, after: 'borrowTime', days: [3, 30], hours: [9, 18], notAfter: ['now', '$prev.borrowTime'] }),
    }, { 'x-seed-count': undefined, 'x-seed-per': { of: 'res', count: [2, 5] }, 'x-seed-sort': 'borrowTime' });
    for (const resource of RESOURCES) {
      const mine = rows.filter((row) => row.resId === resource.id);
      for (let i = 1; i < mine.length; i += 1) {
        // Sorted by borrowTime: each loan is back before the next goes out; only the latest may be out.
        expect(String(mine[i - 1]!.returnTime) < String(mine[i]!.borrowTime)).toBe(true);
        expect(String(mine[i - 1]!.borrowTime) < String(mine[i - 1]!.returnTime)).toBe(true);
      }
      expect(mine.at(-1)!.returnTime).toBeUndefined();
    }
  });

  it('x-seed-sort: ids and {seq} numbers follow the named field', () => {
    const rows = seedOf({
      startTime: time('开始', { within: '-300d..now' }),
      jobId: text('作业号', { pattern: '231{seq:5}' }),
    }, { 'x-seed-id-start': 1, 'x-seed-sort': 'startTime' });
    const starts = rows.map((row) => String(row.startTime));
    expect(starts).toEqual([...starts].sort());
    rows.forEach((row, index) => {
      expect(row.id).toBe(index + 1);
      expect(row.jobId).toBe(`231${String(index + 1).padStart(5, '0')}`);
    });
    expect(starts.at(-1)! <= formatBeijingTime(SEED_REF_DATE)).toBe(true);
  });
});
