import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledValidator } from '../../../generators/lint/compiledSchemas.mjs';
import { checkOrgFields } from '../../../generators/lint/orgFieldChecks.mjs';

const ENTITY_META = resolve('schemas/entity.schema.json');
const metaText = readFileSync(ENTITY_META, 'utf8');
const checkEntity = compiledValidator(ENTITY_META, metaText, JSON.parse(metaText) as object);

type Properties = Record<string, Record<string, unknown>>;
const GROUP = { type: 'string', title: '所属组织', readOnly: true };

function problems(orgField: unknown, properties: Properties = { name: { type: 'string', title: '名称' }, groupId: GROUP }): string[] {
  const entity = { name: 'account', file: 'entities/account.json', data: { properties, ...(orgField === undefined ? {} : { 'x-org-field': orgField }) } };
  const found: string[] = [];
  const count = checkOrgFields({ entities: new Map([['account', entity]]) }, { error: (_file, at, message) => found.push(`${at} ${message}`), warn: () => undefined });
  expect(count).toBe(orgField === undefined ? 0 : 1);
  return found;
}

/** Meta-schema (schemas/entity.schema.json) errors of an entity carrying this `x-org-field`. */
function metaProblems(orgField: unknown): string[] {
  const entity = { $id: 'account', title: '账号', type: 'object', properties: { groupId: GROUP }, 'x-org-field': orgField };
  return checkEntity(entity) ? [] : (checkEntity.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

describe('lint:schemas — x-org-field', () => {
  it('passes a read-only text field naming the organisation, a platform-wide family with its reason, and an entity declaring nothing', () => {
    expect(problems('groupId')).toEqual([]);
    expect(problems({ platformWide: '应用目录是平台公共数据' })).toEqual([]);
    expect(problems(undefined)).toEqual([]);
    expect(metaProblems('groupId')).toEqual([]);
    expect(metaProblems({ platformWide: '应用目录是平台公共数据' })).toEqual([]);
  });

  it('the meta-schema refuses a platform-wide family without its reason, an empty field name and other shapes', () => {
    expect(metaProblems({ platformWide: '' }).length).toBeGreaterThan(0);
    expect(metaProblems({}).length).toBeGreaterThan(0);
    expect(metaProblems('').length).toBeGreaterThan(0);
    expect(metaProblems(false).length).toBeGreaterThan(0);
    expect(metaProblems({ platformWide: '公共目录数据', field: 'groupId' }).length).toBeGreaterThan(0);
  });

  it('refuses a field the entity lacks, naming the nearest one', () => {
    expect(problems('groupID')).toEqual([expect.stringMatching(/^\/x-org-field 组织字段 "groupID" 不在实体 account 中/)]);
  });

  it('refuses a field that is not text, not read-only, or an enum or lookup', () => {
    expect(problems('groupId', { groupId: { ...GROUP, type: 'integer' } })).toEqual([expect.stringMatching(/^\/properties\/groupId\/type 组织字段 "groupId" 的类型是 integer，应为 string/)]);
    expect(problems('groupId', { groupId: { type: 'string', title: '所属组织' } })).toEqual([expect.stringMatching(/^\/properties\/groupId 组织字段 "groupId" 应为只读/)]);
    expect(problems('groupId', { groupId: { ...GROUP, oneOf: [{ const: '2001', title: '华南超算分中心' }] } })).toEqual([expect.stringMatching(/^\/properties\/groupId\/oneOf 组织字段 "groupId" 不能带 oneOf/)]);
    expect(problems('groupId', { groupId: { ...GROUP, 'x-lookup': { page: 'orgs', label: 'name' } } })).toEqual([expect.stringMatching(/^\/properties\/groupId\/x-lookup 组织字段 "groupId" 不能带 x-lookup/)]);
  });
});
