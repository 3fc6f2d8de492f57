/**
 * Each kind of the `x-seed` keyword (mocks/crud/seedHints.ts) on a small entity, seeded by
 * entitySeed with a seeded zh_CN faker: same seed, same rows.
 */
import { Faker, base, zh_CN } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { entitySeed } from '../../../mocks/crud/entitySeed';
import type { CrudRecord } from '../../../mocks/crud/crudRecord';
import { STUDY_FIELDS, romanise } from '../../../mocks/crud/seedVocab';
import type { SeedContext } from '../../../mocks/store/definition';
import { SEED_REF_DATE } from '../../../mocks/store/time';
import type { EntityField, EntitySchema, SeedHint } from '../../../src/pageLanguage/entity';

const HOUR = 3_600_000;
const NOW = SEED_REF_DATE.getTime();
const beijing = (text: unknown) => Date.parse(`${String(text).replace(' ', 'T')}${String(text).length === 10 ? 'T00:00:00' : ''}+08:00`);
const beijingHour = (text: unknown) => Number(String(text).slice(11, 13));

const CUSTOMERS: CrudRecord[] = [
  { id: 10001, name: '广州华瑞智能装备有限公司', customerType: 1 },
  { id: 10002, name: '李静', customerType: 2 },
  { id: 10003, name: '深圳中科新材料有限公司', customerType: 1 },
];

function context(seed = 7): SeedContext {
  const faker = new Faker({ locale: [zh_CN, base] });
  faker.seed(seed);
  return {
    faker,
    refDate: new Date(SEED_REF_DATE),
    get: ((name: string) => (name === 'crud.customer' ? CUSTOMERS : [])) as SeedContext['get'],
  };
}

const text = (title: string, seed?: SeedHint, extra: Partial<EntityField> = {}): EntityField => ({ type: 'string', title, ...extra, ...(seed ? { 'x-seed': seed } : {}) });
const int = (title: string, seed?: SeedHint, extra: Partial<EntityField> = {}): EntityField => ({ type: 'integer', title, ...extra, ...(seed ? { 'x-seed': seed } : {}) });

function seedOf(properties: Record<string, EntityField>, count = 200, seed?: number): CrudRecord[] {
  const entity: EntitySchema = { $id: 'probe', title: '样例', type: 'object', 'x-seed-count': count, properties: { id: int('编号', undefined, { readOnly: true }), ...properties } };
  return entitySeed(entity).seed(context(seed)) as CrudRecord[];
}

describe('x-seed kinds', () => {
  it('pick: only the listed values, weighted; an option sets its sibling fields, whose own hints give way', () => {
    const rows = seedOf({
      kind: text('类型', { pick: [{ value: 'cpu', weight: 9 }, { value: 'gpu', weight: 1, also: { unit: '卡时' } }] }),
      unit: text('单位', { pick: ['核时'] }),
    });
    const gpu = rows.filter((row) => row.kind === 'gpu');
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['cpu', 'gpu']));
    expect(gpu.length).toBeGreaterThan(0);
    expect(gpu.length).toBeLessThan(rows.length / 4);
    for (const row of rows) expect(row.unit).toBe(row.kind === 'gpu' ? '卡时' : '核时');
  });

  it('pick with cycle: record n gets option n, so a fixed table is seeded whole; a field only some options set stays empty on the others', () => {
    const rows = seedOf({
      name: text('名称', { cycle: true, pick: ['甲', { value: '乙', also: { remark: '已停止接收新作业' } }, '丙'] }),
      remark: text('备注'),
    }, 6);
    expect(rows.map((row) => row.name)).toEqual(['甲', '乙', '丙', '甲', '乙', '丙']);
    expect(rows.map((row) => row.remark)).toEqual([undefined, '已停止接收新作业', undefined, undefined, '已停止接收新作业', undefined]);
  });

  it('pattern: {seq} numbers records per prefix in creation order; {yyyy}, {digits}, {pick} and other fields fill in', () => {
    const rows = seedOf({
      assetNo: text('资产编号', { pattern: 'ZC{yyyy}{seq:4}' }),
      code: text('编码', { pattern: '{pick:th|sw}_{digits:3}-{owner}' }),
      owner: text('负责人', { person: true }),
      createTime: text('创建时间', { within: '-3y..now' }, { format: 'datetime' }),
    }, 60);
    const perYear = new Map<string, number>();
    for (const row of rows) {
      const year = String(row.createTime).slice(0, 4);
      perYear.set(year, (perYear.get(year) ?? 0) + 1);
      expect(row.assetNo).toBe(`ZC${year}${String(perYear.get(year)).padStart(4, '0')}`);
      expect(String(row.code).endsWith(`-${String(row.owner)}`)).toBe(true);
      expect(row.code).toMatch(/^(th|sw)_\d{3}-/);
    }
    expect(perYear.size).toBeGreaterThan(1);
  });

  it('pattern on the id: records numbered in creation order from the pattern, as numbers', () => {
    const entity: EntitySchema = {
      $id: 'probe', title: '样例', type: 'object', 'x-seed-count': 5,
      properties: { id: int('巡检单号', { pattern: '88{seq:4}' }, { readOnly: true }), createTime: text('创建时间', { within: '-30d..now' }, { format: 'datetime' }) },
    };
    const rows = entitySeed(entity).seed(context()) as CrudRecord[];
    expect(rows.map((row) => row.id)).toEqual([880001, 880002, 880003, 880004, 880005]);
    expect(rows.map((row) => row.createTime)).toEqual(rows.map((row) => row.createTime).sort());
  });

  it('compose: templates joined in order', () => {
    for (const row of seedOf({ partner: text('合作伙伴', { compose: ['{city}', '{pick:信达|云汇}', '信息技术有限公司'] }) }, 30)) {
      expect(row.partner).toMatch(/^[\u4e00-\u9fa5]{2,3}(信达|云汇)信息技术有限公司$/);
    }
  });

  it('person: Chinese names; with a pool, the same few people come back', () => {
    const rows = seedOf({ name: text('姓名', { person: true }), visitor: text('拜访人', { person: true, pool: 4 }) });
    for (const row of rows) expect(row.name).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
    expect(new Set(rows.map((row) => row.visitor)).size).toBeLessThanOrEqual(4);
    expect(new Set(rows.map((row) => row.name)).size).toBeGreaterThan(50);
  });

  it('org: universities\' schools, institutes, agencies and companies by name', () => {
    const rows = seedOf({
      college: text('学院', { org: 'college' }),
      institute: text('院所', { org: 'institute' }),
      agency: text('机关', { org: 'agency' }),
      company: text('公司', { org: 'company' }),
      any: text('单位', { org: ['university', 'company'] }),
    }, 50);
    for (const row of rows) {
      expect(row.college).toMatch(/大学.+学院$/);
      expect(row.institute).toMatch(/(研究所|研究院|实验室|科学院)$/);
      expect(row.agency).toMatch(/^[\u4e00-\u9fa5]{2}市.+局$/);
      expect(row.company).toMatch(/公司$/);
      expect(row.company).not.toMatch(/科技科技/);
      expect(row.any).toMatch(/(大学|公司)$/);
    }
  });

  it('studyField: a research group\'s or an engineer\'s field of study from the vocabulary, never a remark', () => {
    const rows = seedOf({
      research: text('研究方向', { studyField: 'research' }),
      applied: text('专业', { studyField: 'applied' }),
      either: text('学科', { studyField: ['research', 'applied'] }),
    }, 80);
    for (const row of rows) {
      expect(STUDY_FIELDS.research).toContain(row.research);
      expect(STUDY_FIELDS.applied).toContain(row.applied);
      expect([...STUDY_FIELDS.research, ...STUDY_FIELDS.applied]).toContain(row.either);
    }
    // Drawn across the list, not one value repeated.
    expect(new Set(rows.map((row) => row.research)).size).toBeGreaterThan(8);
    expect(new Set(rows.map((row) => row.either)).size).toBeGreaterThan(12);
  });

  it('email: the named person\'s name in pinyin at one of the domains; someone unknown gets a user number', () => {
    const rows = seedOf({
      contact: text('联系人', { person: true }),
      email: text('邮箱', { email: 'contact', domains: ['hpc-demo.cn'] }, { format: 'email' }),
      stranger: text('名称', { pick: ['X 课题组'] }),
      other: text('邮箱', { email: 'stranger', domains: ['hpc-demo.cn'] }, { format: 'email' }),
    }, 40);
    for (const row of rows) {
      expect(row.email).toBe(`${romanise(String(row.contact))}@hpc-demo.cn`);
      expect(row.other).toMatch(/^user\d{5}@hpc-demo\.cn$/);
    }
    expect(romanise('张伟')).toBe('zhangwei');
  });

  it('range: numbers within the ends in steps; an end may be another field, clamped to the field\'s bounds', () => {
    const rows = seedOf({
      headcount: int('编制', { range: [1, 6] }),
      onDuty: int('在岗', { range: ['headcount-2', 'headcount'] }, { minimum: 0 }),
      price: { type: 'number', title: '单价', 'x-seed': { range: [100, 600], step: 50 } },
    });
    for (const row of rows) {
      const headcount = Number(row.headcount);
      expect(headcount).toBeGreaterThanOrEqual(1);
      expect(headcount).toBeLessThanOrEqual(6);
      expect(Number(row.onDuty)).toBeGreaterThanOrEqual(Math.max(0, headcount - 2));
      expect(Number(row.onDuty)).toBeLessThanOrEqual(headcount);
      expect(Number(row.price) % 50).toBe(0);
    }
    expect(new Set(rows.map((row) => row.headcount)).size).toBe(6);
  });

  it('within: times in the span around the seed\'s now, at the given hours of the Beijing day', () => {
    for (const row of seedOf({
      createTime: text('创建时间', { within: '-30d..now', hours: [9, 18] }, { format: 'datetime' }),
      planDate: text('计划日期', { within: '-3d..+14d' }, { format: 'date' }),
    })) {
      expect(beijing(row.createTime)).toBeGreaterThanOrEqual(NOW - 31 * 24 * HOUR);
      expect(beijing(row.createTime)).toBeLessThanOrEqual(NOW + 24 * HOUR);
      expect(beijingHour(row.createTime)).toBeGreaterThanOrEqual(9);
      expect(beijingHour(row.createTime)).toBeLessThan(18);
      expect(row.planDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(beijing(row.planDate)).toBeGreaterThan(NOW - 4 * 24 * HOUR);
      expect(beijing(row.planDate)).toBeLessThan(NOW + 15 * 24 * HOUR);
    }
  });

  it('after: a return after the borrowing, in days; a reply hours after, never later than now', () => {
    for (const row of seedOf({
      borrowTime: text('借用时间', { within: '-60d..now' }, { format: 'datetime' }),
      expectReturnDate: text('预计归还', { after: 'borrowTime', days: [1, 30] }, { format: 'date' }),
      replyTime: text('回复时间', { after: 'borrowTime', hours: [1, 48], notAfter: 'now' }, { format: 'datetime' }),
    })) {
      const borrowed = beijing(row.borrowTime);
      expect(beijing(row.expectReturnDate)).toBeGreaterThan(borrowed - 24 * HOUR);
      expect(beijing(row.expectReturnDate)).toBeLessThanOrEqual(borrowed + 31 * 24 * HOUR);
      expect(beijing(row.replyTime)).toBeGreaterThanOrEqual(borrowed);
      expect(beijing(row.replyTime)).toBeLessThanOrEqual(NOW);
    }
  });

  it('ref: fields naming one entity take the same record of it; where narrows the records', () => {
    const rows = seedOf({
      customerId: int('客户编号', { ref: 'customer', field: 'id' }),
      customerName: text('客户名称', { ref: 'customer', field: 'name' }),
    }, 60);
    for (const row of rows) expect(CUSTOMERS.find((c) => c.id === row.customerId)?.name).toBe(row.customerName);
    expect(new Set(rows.map((row) => row.customerId)).size).toBe(3);
    for (const row of seedOf({ company: text('企业', { ref: 'customer', field: 'name', where: { customerType: 1 } }) }, 30)) {
      expect(row.company).toMatch(/公司$/);
    }
  });

  it('when and cases: a finish time only for finished records; the first case that holds', () => {
    const rows = seedOf({
      status: int('状态', { pick: [1, 2, 3] }),
      createTime: text('创建时间', { within: '-30d..-1d' }, { format: 'datetime' }),
      finishTime: text('完成时间', { when: { field: 'status', in: [3] }, after: 'createTime', hours: [1, 5] }, { format: 'datetime' }),
      cost: int('费用', { cases: [{ when: { field: 'status', in: [1] }, pick: [0] }, { when: { field: 'status', notIn: [1, 2] }, range: [100, 200] }, { pick: [50] }] }),
    });
    for (const row of rows) {
      expect(row.finishTime !== undefined).toBe(row.status === 3);
      expect(row.cost === 0).toBe(row.status === 1);
      expect(row.cost === 50).toBe(row.status === 2);
    }
  });

  it('empty: that share of records leaves the field out', () => {
    const rows = seedOf({ remark: text('备注', { pick: ['随机附带备件一套'], empty: 0.5 }) }, 400);
    const empty = rows.filter((row) => row.remark === undefined).length;
    expect(empty).toBeGreaterThan(120);
    expect(empty).toBeLessThan(280);
  });

  it('x-unique: values never repeat; too few to go round is an error naming the field', () => {
    const unique = seedOf({ account: text('账号', { pattern: 'th_{lower:3}{digits:2}' }, { 'x-unique': true }) }, 300);
    expect(new Set(unique.map((row) => row.account)).size).toBe(300);
    expect(() => seedOf({ name: text('名称', { pick: ['甲', '乙'] }, { 'x-unique': true }) }, 3)).toThrow(/name.*x-unique/);
  });

  it('x-seed-count, determinism and dependency order; a cycle between hints is refused', () => {
    const properties = {
      b: text('乙', { pattern: '{a}-乙' }),
      a: text('甲', { person: true }),
    };
    expect(seedOf(properties, 12)).toHaveLength(12);
    expect(seedOf(properties, 12, 3)).toEqual(seedOf(properties, 12, 3));
    expect(seedOf(properties, 12, 3)).not.toEqual(seedOf(properties, 12, 4));
    for (const row of seedOf(properties, 12)) expect(row.b).toBe(`${String(row.a)}-乙`);
    expect(() => seedOf({ a: text('甲', { pattern: '{b}' }), b: text('乙', { pattern: '{a}' }) }, 1)).toThrow(/循环依赖/);
    expect(() => seedOf({ a: text('甲', { pattern: '{x}' }), b: text('乙', { after: 'nope', days: [1, 2] }) }, 1)).toThrow(/没有的字段 nope/);
  });
});

describe('generic text guesses', () => {
  it('give remark sentences only to remark-like fields; units, directions and vendors read as such', () => {
    const rows = seedOf({
      organization: text('所在单位', undefined, { maxLength: 50 }),
      research: text('研究方向'),
      vendor: text('软件厂商'),
      remark: text('备注'),
      model: text('型号'),
    }, 80);
    for (const row of rows) {
      for (const key of ['organization', 'research', 'vendor', 'model']) if (row[key] !== undefined) expect(String(row[key])).not.toMatch(/[，。]/);
      if (row.vendor !== undefined) expect(row.vendor).toMatch(/公司$/);
      if (row.remark !== undefined) expect(row.remark).toMatch(/。$/);
      if (row.research !== undefined) expect([...STUDY_FIELDS.research, ...STUDY_FIELDS.applied]).toContain(row.research);
    }
  });

  it('give an address titled 邮箱 (no e-mail format) the pinyin of the record\'s person at a mailbox provider, a 手机号码 a mobile number, a 所属组织 an organisation, a 客户编号 a code', () => {
    const rows = seedOf({
      name: text('姓名'),
      email: text('邮箱'),
      phone: text('手机号码'),
      group: text('所属组织'),
      customerNo: text('客户编号'),
    }, 40);
    let named = 0;
    for (const row of rows) {
      if (row.email !== undefined) {
        expect(row.email).toMatch(/^[a-z]+\d*@(163\.com|qq\.com|126\.com|foxmail\.com)$/);
        if (row.name !== undefined) {
          expect(String(row.email).startsWith(`${romanise(String(row.name))}`)).toBe(true);
          named += 1;
        }
      }
      if (row.phone !== undefined) expect(row.phone).toMatch(/^1[3-9]\d{9}$/);
      if (row.group !== undefined) expect(row.group).toMatch(/(大学|学院|研究所|研究院|实验室|科学院|公司)$/);
      if (row.customerNo !== undefined) expect(row.customerNo).toMatch(/^[A-Z]{2}\d{10}$/);
    }
    expect(named).toBeGreaterThan(20);
  });

  it('give a picture-titled field without a hint a picture (the round initial), whole even past maxLength', () => {
    const rows = seedOf({ icon: text('应用图标', undefined, { maxLength: 500 }), avatar: text('头像') }, 20);
    for (const row of rows) {
      for (const key of ['icon', 'avatar']) if (row[key] !== undefined) expect(String(row[key])).toMatch(/^data:image\/svg\+xml;charset=utf-8,.*%3C%2Fsvg%3E$/);
    }
    expect(decodeURIComponent(String(rows.find((row) => row.icon)?.icon))).toContain('>应</text>');
  });
});
