/**
 * Every CRUD collection's seeded rows — hand-written seeds and the generic seeder with the
 * entities' `x-seed` hints alike — satisfy their entity: the server's own check (validateRecord,
 * read-only fields aside) and the whole JSON Schema (read-only fields included, as a record the
 * server sends is complete). Free-text guesses never put a remark sentence where a name, unit,
 * direction or vendor belongs.
 */
import { describe, expect, it } from 'vitest';
import { crudEntities } from '../../../mocks/crud/crudCollections';
import { storeSeededEntities } from '../../../mocks/crud/storeSeeds';
import { validateRecord } from '../../../mocks/crud/validateRecord';
import { mockControl } from '../../../mocks/control';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import { recordProblems } from '../../contract/entityValidator';

const rowsOf = (entity: EntitySchema) => mockControl.db.collection(`crud.${entity.$id}`).list();

describe('seeded CRUD records', () => {
  it.each([...crudEntities.values()].map((entity) => [entity.$id, entity] as const))('%s: every seeded row satisfies the entity', (_id, entity) => {
    const problems = rowsOf(entity).flatMap((row) => {
      const record = JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
      return [
        ...Object.entries(validateRecord(entity, record)).map(([field, message]) => `${String(row.id)} ${field}: ${message}`),
        ...recordProblems(entity, record).map((problem) => `${String(row.id)} ${problem}`),
      ];
    });
    expect(problems).toEqual([]);
  });

  // Entities seeding a store collection (x-seed-store): the rows handlers read under the store's name.
  it.each([...storeSeededEntities].map(([name, entity]) => [name, entity] as const))('%s: every seeded store row satisfies its entity', (name, entity) => {
    const rows = mockControl.db.collection(name as 'coinAccounts').list() as unknown as Record<string, unknown>[];
    expect(rows.flatMap((row) => [...Object.keys(validateRecord(entity, row)), ...recordProblems(entity, row)])).toEqual([]);
  });

  it('seeds as many records as x-seed-count says, none for families answered from the expense ledger', () => {
    for (const entity of crudEntities.values()) {
      if (entity['x-seed-count'] !== undefined) expect(rowsOf(entity), entity.$id).toHaveLength(entity['x-seed-count']);
    }
    for (const id of ['coin-account', 'cost-bill', 'cost-order', 'cost-surplus', 'job-cost']) expect(crudEntities.get(id)?.['x-seed-count']).toBe(0);
  });

  it('no name, unit, direction or vendor field reads like a remark sentence', () => {
    const remark = /[，。]|按计划推进|已发送通知邮件/;
    for (const entity of crudEntities.values()) {
      for (const [key, field] of Object.entries(entity.properties)) {
        if (field.type !== 'string' || field.oneOf || field.format) continue;
        if (!/名称|姓名|单位|机构|方向|厂商|公司|联系人|负责人|部门/.test(field.title)) continue;
        for (const row of rowsOf(entity)) {
          const value = row[key];
          if (typeof value === 'string') expect(value, `${entity.$id}.${key}`).not.toMatch(remark);
        }
      }
    }
  });
});
