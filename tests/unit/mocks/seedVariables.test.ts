/**
 * A pick option's `also` may set a template variable ("@city") instead of a field
 * (mocks/crud/seedHints.ts, seedTemplates.ts setVariable): a customer's name reads a city of the
 * region it was given.
 */
import { Faker, base, zh_CN } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import type { CrudRecord } from '../../../mocks/crud/crudRecord';
import { entitySeed } from '../../../mocks/crud/entitySeed';
import type { SeedContext } from '../../../mocks/store/definition';
import { SEED_REF_DATE } from '../../../mocks/store/time';
import type { EntitySchema } from '../../../src/pageLanguage/entity';

const CITIES: Record<string, string[]> = { '440000': ['广州', '深圳'], '110000': ['北京'] };

describe('template variables from a pick option', () => {
  it('also "@city" sets the variable a later field reads as {@city}; no field of that name is written', () => {
    const faker = new Faker({ locale: [zh_CN, base] });
    faker.seed(3);
    const ctx: SeedContext = { faker, refDate: new Date(SEED_REF_DATE), get: (() => []) as unknown as SeedContext['get'] };
    const entity: EntitySchema = {
      $id: 'probe', title: '样例', type: 'object', 'x-seed-count': 30,
      properties: {
        id: { type: 'integer', title: '编号' },
        name: { type: 'string', title: '名称', 'x-seed': { pattern: '{@city}市{pick:气象局|科技局}' } },
        region: { type: 'string', title: '地区', 'x-seed': { pick: [{ value: '440000', also: { '@city': '{pick:广州|深圳}' } }, { value: '110000', also: { '@city': '北京' } }] } },
      },
    };
    const rows = entitySeed(entity).seed(ctx) as CrudRecord[];
    expect(new Set(rows.map((row) => row.region))).toEqual(new Set(['440000', '110000']));
    for (const row of rows) {
      expect(CITIES[String(row.region)]!.some((city) => String(row.name).startsWith(`${city}市`)), String(row.name)).toBe(true);
      expect(Object.keys(row).some((key) => key.startsWith('@'))).toBe(false);
    }
  });
});
