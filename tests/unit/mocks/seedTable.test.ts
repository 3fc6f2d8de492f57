/**
 * `x-seed-table` and the `item` hint (mocks/crud/seedTable.ts): records given inline keep the
 * table's order and take ids from x-seed-id-start, carry the lists they give, and leave the rest
 * to hints; a set of records per listed item of its parent reads that item's fields. The
 * application catalogue is seeded this way: crud.application, crud.app-category and
 * crud.app-specification agree on ids, names, counts and specifications.
 */
import { Faker, base, zh_CN } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { entitySeed } from '../../../mocks/crud/entitySeed';
import type { CrudRecord } from '../../../mocks/crud/crudRecord';
import { mockControl } from '../../../mocks/control';
import type { SeedContext } from '../../../mocks/store/definition';
import { SEED_REF_DATE } from '../../../mocks/store/time';
import type { EntityField, EntitySchema } from '../../../src/pageLanguage/entity';

function context(tables: Record<string, unknown[]> = {}): SeedContext {
  const faker = new Faker({ locale: [zh_CN, base] });
  faker.seed(7);
  return { faker, refDate: new Date(SEED_REF_DATE), get: ((name: string) => tables[name] ?? []) as SeedContext['get'] };
}

const text = (title: string, extra: Partial<EntityField> = {}): EntityField => ({ type: 'string', title, ...extra });
const int = (title: string, extra: Partial<EntityField> = {}): EntityField => ({ type: 'integer', title, ...extra });

const SOFTWARE: EntitySchema = {
  $id: 'software',
  title: '软件',
  type: 'object',
  'x-seed-id-start': 101,
  properties: {
    id: int('编号'),
    name: text('名称'),
    vendor: text('开发商'),
    shown: int('展示', { 'x-seed': { pick: [1] } }),
    icon: text('图标', { 'x-seed': { pattern: '/icons/{id}.svg' } }),
    createTime: text('创建时间', { format: 'datetime', 'x-seed': { within: '-1y..now' } }),
  },
  'x-seed-table': [
    { name: 'WRF', vendor: 'NCAR', tags: ['气象', '开源'], specs: [{ cores: 32, price: 0.08 }, { cores: 64, price: 0.075 }] },
    { name: 'ANSYS Fluent', shown: 0, tags: ['CFD'], specs: [{ cores: 64, price: 0.075 }] },
    { name: 'GROMACS', vendor: 'GROMACS Team', tags: [], specs: [] },
  ],
};

describe('x-seed-table', () => {
  const rows = entitySeed(SOFTWARE).seed(context()) as CrudRecord[];

  it('makes the table\'s rows in its order, ids from x-seed-id-start, with the lists they give', () => {
    expect(rows.map((row) => [row.id, row.name])).toEqual([[101, 'WRF'], [102, 'ANSYS Fluent'], [103, 'GROMACS']]);
    expect(rows[0]!.tags).toEqual(['气象', '开源']);
    expect(rows[1]!.specs).toEqual([{ cores: 64, price: 0.075 }]);
  });

  it('a row\'s value wins over the hint; fields no row gives come from hints (which may read the id)', () => {
    expect(rows.map((row) => row.shown)).toEqual([1, 0, 1]);
    expect(rows.map((row) => row.icon)).toEqual(['/icons/101.svg', '/icons/102.svg', '/icons/103.svg']);
    for (const row of rows) expect(String(row.createTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });

  it('a field some rows give and others leave out stays empty on those without a hint', () => {
    expect(rows.map((row) => row.vendor)).toEqual(['NCAR', undefined, 'GROMACS Team']);
  });

  it('refuses a plain value outside the entity\'s fields, and a list in one of them', () => {
    const stray: EntitySchema = { ...SOFTWARE, 'x-seed-table': [{ name: 'WRF', licence: 'GPL' }] };
    expect(() => entitySeed(stray).seed(context())).toThrow(/第 1 行.*licence/);
    const listed: EntitySchema = { ...SOFTWARE, 'x-seed-table': [{ name: ['WRF'] }] };
    expect(() => entitySeed(listed).seed(context())).toThrow(/第 1 行.*name/);
  });

  it('item: a record per listed item of the set\'s parent, its fields read off that item', () => {
    const spec: EntitySchema = {
      $id: 'spec',
      title: '规格',
      type: 'object',
      'x-seed-per': { of: 'software', count: [2, 2], limit: 2 },
      properties: {
        id: int('编号'),
        softwareName: text('软件', { 'x-seed': { ref: 'software', field: 'name' } }),
        cores: int('核数', { 'x-seed': { item: 'software.specs', field: 'cores' } }),
        price: { type: 'number', title: '单价', 'x-seed': { item: 'software.specs', field: 'price' } },
      },
    };
    const specs = entitySeed(spec).seed(context({ 'crud.software': rows })) as CrudRecord[];
    const of = (name: string) => specs.filter((row) => row.softwareName === name).map((row) => [row.cores, row.price]);
    expect(of('WRF')).toEqual([[32, 0.08], [64, 0.075]]);
    // A set larger than its parent's list leaves the fields of the missing items empty.
    expect(of('ANSYS Fluent')).toEqual([[64, 0.075], [undefined, undefined]]);
  });
});

describe('the application catalogue seeded from x-seed-table', () => {
  const apps = () => mockControl.db.collection('crud.application').list();

  it('holds the real applications in order, each with tags, versions and specifications', () => {
    const list = apps();
    expect(list).toHaveLength(27);
    expect(list.slice(0, 6).map((app) => [app.id, app.appName])).toEqual([[1, 'VASP'], [2, 'Quantum ESPRESSO'], [3, 'CP2K'], [4, 'Gaussian'], [5, 'LAMMPS'], [6, 'GROMACS']]);
    const gromacs = list.find((app) => app.appName === 'GROMACS')!;
    expect(gromacs).toMatchObject({ identifier: 'gromacs', categoryId: 2, groupId: 1, billingType: 1, price: 5.6, marketDisplay: 1, icon: '/api/operation-management/v1/application-manage/icon/6' });
    expect((gromacs.specs as { gpus: number }[]).map((spec) => spec.gpus)).toEqual([1, 4, 8]);
    expect((gromacs.versions as { version: string }[])[0]!.version).toBe('2024.2');
    // Free open-source tools: in the store, not sold in the market, at no price.
    const wrf = list.find((app) => app.appName === 'WRF')!;
    expect(wrf).toMatchObject({ billingType: 3, price: 0, marketDisplay: 0 });
    expect(String(wrf.introduction)).toContain('<p>WRF 4.5.2 已在平台完成部署与调优，中尺度数值天气预报模式。</p>');
  });

  it('categories count their applications; the specifications are the first 14 applications\' own', () => {
    const categories = mockControl.db.collection('crud.app-category').list();
    expect(categories.map((c) => c.name)).toEqual(['材料计算', '分子动力学', '流体力学', '工程仿真', '气象海洋', '人工智能', '生物信息', '通用工具', '第一性原理', '量子化学', '深度学习框架', '大模型推理', '结构力学']);
    for (const category of categories) expect(category.appCount).toBe(apps().filter((app) => app.categoryId === category.id).length);
    const specs = mockControl.db.collection('crud.app-specification').list();
    expect(specs).toHaveLength(42);
    for (const app of apps().slice(0, 14)) {
      const mine = specs.filter((spec) => spec.appName === app.appName).map((spec) => [spec.specName, spec.cores, spec.memoryGb, spec.gpus, spec.price]);
      expect(mine.sort()).toEqual((app.specs as CrudRecord[]).map((spec) => [spec.specName, spec.cores, spec.memoryGb, spec.gpus, spec.price]).sort());
    }
    expect(new Set(specs.filter((spec) => spec.gpus === 0 && spec.specName === '大内存 64 核').map((spec) => spec.partition))).toEqual(new Set(['fat']));
    expect(new Set(specs.filter((spec) => Number(spec.gpus) > 0).map((spec) => spec.partition))).toEqual(new Set(['gpu']));
  });
});
