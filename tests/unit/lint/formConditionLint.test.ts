/**
 * A form field's showWhen: lint (generators/lint/formConditionChecks.mjs) refuses a condition on
 * the field itself, on a field the form does not hold, or on a value the choice does not offer;
 * the renderer's hidden fields (resolveFormSchema.ts) follow the data, a number and its text alike.
 */
import { describe, expect, it } from 'vitest';
import { lintTree } from './lintHarness';
import { hiddenFormKeys, resolveFormSchema, withoutHidden } from '../../../src/renderer/form/resolveFormSchema';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import type { FormConfig } from '../../../src/pageLanguage/form';

const properties = {
  id: { type: 'integer', title: '编号', readOnly: true },
  name: { type: 'string', title: '名称' },
  kind: { type: 'integer', title: '类型', oneOf: [{ const: 1, title: '页面' }, { const: 2, title: '链接' }] },
  url: { type: 'string', title: '链接地址' },
};

function lint(fields: unknown[]): string[] {
  const entity = { name: 'menu', file: 'entities/menu.json', data: { properties } };
  const data = { kind: 'list', entity: 'menu', family: 'menu', permissionPrefix: 'menu', columns: [{ key: 'name' }], toolbar: [{ type: 'create' }], form: { fields } };
  const family = { name: 'menu', file: 'families/menu.json', data: { title: '菜单', base: '/api/x/v1/menu', entity: 'menu', verbs: ['list', 'create'] } };
  return lintTree([{ id: 'menus', title: '菜单', path: '/m', code: 'menu-look', data }], [family], [entity]).errors;
}

describe('lint:schemas — showWhen', () => {
  it('passes a condition on another field of the form, with values the choice offers', () => {
    expect(lint(['name', 'kind', { key: 'url', showWhen: { field: 'kind', in: [2] } }])).toEqual([]);
  });
  it('refuses a condition on the field itself, on a field the form lacks, or on a value not offered', () => {
    expect(lint(['kind', { key: 'url', showWhen: { field: 'url', in: ['x'] } }])).toEqual(['/form/fields/1/showWhen/field 字段 "url" 的显示条件不能依赖它自己']);
    expect(lint(['name', { key: 'url', showWhen: { field: 'kind', in: [2] } }])).toEqual(['/form/fields/1/showWhen/field 显示条件依赖的字段 "kind" 不在表单中']);
    expect(lint(['kind', { key: 'url', showWhen: { field: 'kind', in: [2, 3] } }])).toEqual(['/form/fields/1/showWhen/in/1 "3" 不是字段 "kind" 的可选值']);
  });
});

describe('hidden form fields', () => {
  const entity = { $id: 'menu', title: '菜单', type: 'object', required: ['name', 'url'], properties } as unknown as EntitySchema;
  const form: FormConfig = { fields: ['name', 'kind', { key: 'url', showWhen: { field: 'kind', in: [2] } }] };
  it('are the fields whose condition the data does not meet', () => {
    expect(hiddenFormKeys(form, { kind: 1 })).toEqual(['url']);
    expect(hiddenFormKeys(form, {})).toEqual(['url']);
    expect(hiddenFormKeys(form, { kind: 2 })).toEqual([]);
    expect(hiddenFormKeys(form, { kind: '2' })).toEqual([]);
  });
  it('leave the schema, its required list and its order', () => {
    const all = resolveFormSchema(entity, form, 'create');
    const shown = withoutHidden(all, ['url']);
    expect(shown.keys).toEqual(['name', 'kind']);
    expect(Object.keys(shown.schema.properties)).toEqual(['name', 'kind']);
    expect(shown.schema.required).toEqual(['name']);
    expect(shown.uiSchema['ui:order']).toEqual(['name', 'kind']);
    expect(withoutHidden(all, [])).toBe(all);
  });
});
