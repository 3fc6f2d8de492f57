import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { propertySuggestions, schemasAt, valueSuggestions, type CompletionNames, type JsonSchema } from '../../../src/modules/playground/model/schemaCompletions';
import { blankListPage, configText, downloadName } from '../../../src/modules/playground/model/templates';

const schema = JSON.parse(readFileSync(join(process.cwd(), 'schemas/page.schema.json'), 'utf8')) as JsonSchema;
const names: CompletionNames = {
  entities: ['customer', 'company'],
  fieldsOf: (entity) => (entity === 'customer' ? ['id', 'name', 'phone'] : []),
  modules: ['schema-playground'],
  pagesOfKind: (kind) => (kind === 'detail' ? ['operation-center/customer/customer-detail'] : ['operation-center/customer/customer-info']),
};
const labels = (list: { label: string }[]) => list.map((s) => s.label);
const applied = (list: { apply: string }[]) => list.map((s) => s.apply);

describe('playground completions from page.schema.json', () => {
  it('offers the properties of the kind the document names, minus those present, with 必填 marked', () => {
    const doc = { kind: 'list', entity: 'customer' };
    const offered = propertySuggestions(schema, doc, []);
    expect(labels(offered)).toContain('columns');
    expect(labels(offered)).toContain('rowActions');
    expect(labels(offered)).not.toContain('entity');
    expect(labels(offered)).not.toContain('sections');
    expect(offered.find((s) => s.label === 'columns')).toMatchObject({ apply: '"columns"', detail: '数组 · 必填' });
    expect(labels(propertySuggestions(schema, { kind: 'detail' }, []))).toContain('sections');
  });

  it('offers the properties of nested objects (a column, a custom action use and its showWhen)', () => {
    const doc = { kind: 'list', columns: [{ key: 'name' }] };
    expect(labels(propertySuggestions(schema, doc, ['columns', 0]))).toEqual(expect.arrayContaining(['title', 'width', 'slot', 'switch']));
    // The endpoint family moved to schemas/families: a page names it and words the actions it uses.
    const uses = { kind: 'list', rowActions: [{ type: 'custom', action: 'approve', showWhen: {} }] };
    expect(labels(propertySuggestions(schema, uses, ['rowActions', 0]))).toEqual(expect.arrayContaining(['label', 'confirm', 'permission', 'danger']));
    expect(labels(propertySuggestions(schema, uses, ['rowActions', 0, 'showWhen']))).toEqual(expect.arrayContaining(['field', 'in']));
    expect(schemasAt(schema, doc, ['nothing', 'here'])).toEqual([]);
  });

  it('offers enum values, the kinds, entity names, entity fields, modules and detail pages', () => {
    const doc = { kind: 'list', entity: 'customer', columns: [{ key: '' }], form: { fields: [''] } };
    expect(applied(valueSuggestions(schema, doc, ['columns', 0, 'slot'], names))).toEqual(['"tag"', '"link"', '"money"', '"phone"', '"ellipsis"', '"expiry"', '"file"', '"richtext"', '"fileSize"']);
    expect(applied(valueSuggestions(schema, {}, ['kind'], names))).toEqual(['"list"', '"detail"', '"form"', '"dashboard"', '"blocks"', '"module"']);
    expect(applied(valueSuggestions(schema, doc, ['entity'], names))).toEqual(['"customer"', '"company"']);
    expect(applied(valueSuggestions(schema, doc, ['columns', 0, 'key'], names))).toEqual(['"id"', '"name"', '"phone"']);
    expect(applied(valueSuggestions(schema, doc, ['form', 'fields', 0], names))).toEqual(['"id"', '"name"', '"phone"']);
    expect(applied(valueSuggestions(schema, { kind: 'module' }, ['module'], names))).toEqual(['"schema-playground"']);
    expect(applied(valueSuggestions(schema, doc, ['rowActions', 0, 'detail'], names))).toEqual(['"operation-center/customer/customer-detail"']);
    expect(applied(valueSuggestions(schema, doc, ['virtual'], names))).toEqual(['true', 'false']);
  });

  it('starts from a blank list page whose file name and text follow the shipped files', () => {
    expect(configText(blankListPage()).endsWith('}\n')).toBe(true);
    expect(downloadName('operation-center/customer/customer-info')).toBe('customer-info.json');
  });
});
