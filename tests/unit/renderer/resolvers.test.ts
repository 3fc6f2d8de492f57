// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import customer from '../../../schemas/entities/customer.json';
import { DeveloperFault, PAGE_DATA_MALFORMED } from '../../../src/core/feedback/developerFault';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import { resolveFieldErrors, resolveItemResponse, resolveListResponse } from '../../../src/renderer/data/resolveResponse';
import { resolveExportQuery, resolveListQuery } from '../../../src/renderer/data/resolveListQuery';
import { resolvePath, resolveRoute } from '../../../src/contract/routes';
import { readPath } from '../../../src/contract/readPath';
import { formatCellText, resolveColumns, DEFAULT_SWITCH_CONFIRM } from '../../../src/renderer/list/resolveColumns';
import { resolveFilterQuery, resolveFilters } from '../../../src/renderer/list/resolveFilters';
import { resolveListState, writeListState } from '../../../src/renderer/list/listState';
import { listActionCodes, resolveActionCode } from '../../../src/contract/actionCodes';
import { pickFormData, resolveFormSchema } from '../../../src/renderer/form/resolveFormSchema';
import { columnVisibilityKey, readColumnVisibility } from '../../../src/renderer/list/columnVisibility';

const entity = customer as unknown as EntitySchema;

describe('resolveResponse', () => {
  it('reads records and total where the mapping says, for the platform and another envelope', () => {
    expect(resolveListResponse({ data: { records: [{ id: 1 }], total: 9 } })).toEqual({ records: [{ id: 1 }], total: 9 });
    expect(resolveListResponse({ result: { rows: [{ id: 2 }], count: '4' } }, { records: 'result.rows', total: 'result.count' })).toEqual({ records: [{ id: 2 }], total: 4 });
    expect(resolveListResponse([{ id: 3 }], { records: '', total: 'missing' })).toEqual({ records: [{ id: 3 }], total: 1 });
  });
  it('a body without the records is a configuration error, not an empty table: the user reads 页面数据格式不正确, the console which key', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let thrown: unknown;
    try {
      resolveListResponse({ data: {} });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DeveloperFault);
    expect((thrown as DeveloperFault).message).toBe(PAGE_DATA_MALFORMED);
    expect((thrown as DeveloperFault).message).not.toMatch(/json|endpoint|records/);
    expect((thrown as DeveloperFault).detail).toContain('data.records');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"data.records" 不是数组：请检查页面配置的 endpoint.response 或 schemas/backend-dialect.json'));
  });
  it('items and field errors (object map or list)', () => {
    expect(resolveItemResponse({ data: { id: 1 } })).toEqual({ id: 1 });
    expect(resolveItemResponse({ data: null })).toBeUndefined();
    expect(resolveFieldErrors({ errors: { name: '客户名称已存在', x: 1 } })).toEqual({ name: '客户名称已存在' });
    expect(resolveFieldErrors({ e: [{ field: 'phone', message: '请输入正确的手机号码' }] }, { fieldErrors: 'e' })).toEqual({ phone: '请输入正确的手机号码' });
  });
  it('readPath reads own properties only', () => {
    expect(readPath({ a: { b: 1 } }, 'a.b')).toBe(1);
    expect(readPath({ a: {} }, 'a.constructor')).toBeUndefined();
  });
});

describe('resolveRoute / resolveListQuery', () => {
  const family = { base: '/api/operation-management/v1/customer', verbs: ['list', 'get', 'status'] as ('list' | 'get' | 'status')[] };
  it('default routes, {id}/{value} filled and encoded, unserved verbs refused', () => {
    expect(resolveRoute(family, 'list')).toEqual({ method: 'GET', path: '/api/operation-management/v1/customer/page' });
    expect(resolveRoute(family, 'status', { id: 7, value: 0 })).toEqual({ method: 'PUT', path: '/api/operation-management/v1/customer/status/7/0' });
    expect(resolvePath('/api/x/', '{id}', { id: 'a/b' })).toBe('/api/x/a%2Fb');
    expect(resolvePath('/api/x', '/api/y/{id}', { id: 1 })).toBe('/api/y/1');
    expect(() => resolveRoute(family, 'delete', { id: 1 })).toThrow('未提供 delete');
  });
  it('paging parameter names and first page come from the family', () => {
    const params = { page: 3, pageSize: 20, sort: { key: 'createTime', order: 'desc' as const }, filters: { name: '华', status: undefined } };
    expect(resolveListQuery(params)).toEqual({ name: '华', pageIndex: 3, pageSize: 20, sortField: 'createTime', sortOrder: 'desc' });
    expect(resolveListQuery(params, { page: 'current', size: 'limit', firstPage: 0 })).toMatchObject({ current: 2, limit: 20 });
    expect(resolveExportQuery(params)).toEqual({ name: '华', sortField: 'createTime', sortOrder: 'desc' });
  });
});

describe('resolveColumns', () => {
  it('titles from the entity, minimum width 110, switch confirm default, kinds', () => {
    const [id, status, name] = resolveColumns([{ key: 'id', width: 60 }, { key: 'status', switch: { confirm: true } }, { key: 'name', title: '名称', width: 220 }], entity, 'customer-info');
    expect(id).toMatchObject({ title: '客户编号', width: 110, kind: 'text' });
    expect(status).toMatchObject({ kind: 'switch', switch: { confirm: DEFAULT_SWITCH_CONFIRM, on: 1, off: 0, permission: 'customer-info-status' } });
    expect(name).toMatchObject({ title: '名称', width: 220 });
    // A date with its tag (即将到期（30天）) needs more than the minimum.
    const [expiry] = resolveColumns([{ key: 'name', slot: 'expiry', width: 130 }], entity, 'p');
    expect(expiry).toMatchObject({ kind: 'expiry', width: 220 });
  });
  it('cell text: renderText map and template, enum label, toFixed, formatTime, empty', () => {
    const [type, balance, time] = resolveColumns([{ key: 'customerType' }, { key: 'balance', toFixed: 1 }, { key: 'createTime', formatTime: 'YYYY/MM/DD' }], entity, 'p');
    const record = { customerType: 2, balance: 12.345, createTime: '2026-03-04 05:06:07' };
    expect(formatCellText(type!, record)).toBe('个人客户');
    expect(formatCellText(balance!, record)).toBe('12.3');
    expect(formatCellText(time!, record)).toBe('2026/03/04');
    expect(formatCellText(type!, {})).toBe('-');
    const [templ, map] = resolveColumns([{ key: 'balance', renderText: '{value} 元' }, { key: 'status', renderText: { 1: '正常' } }], entity, 'p');
    expect(formatCellText(templ!, { balance: 5 })).toBe('5 元');
    expect(formatCellText(map!, { status: 1 })).toBe('正常');
  });
});

describe('resolveFilters', () => {
  const filters = resolveFilters([{ key: 'name' }, { key: 'customerType' }, { key: 'createTime', widget: 'dateRange' }], entity);
  it('labels, widgets and options from the entity', () => {
    expect(filters.map((f) => [f.label, f.widget, f.placeholder])).toEqual([
      ['客户名称', 'input', '请输入客户名称'], ['客户类型', 'select', '请选择客户类型'], ['创建时间', 'dateRange', '请选择创建时间'],
    ]);
    expect(filters[1]!.options).toEqual([{ label: '企业客户', value: 1 }, { label: '个人客户', value: 2 }]);
  });
  it('URL strings become typed server parameters; a datetime range covers whole days', () => {
    expect(resolveFilterQuery(filters, { name: '华', customerType: '2', createTime: '2026-01-01,2026-01-31' })).toEqual({
      name: '华', customerType: 2, createTimeStart: '2026-01-01 00:00:00', createTimeEnd: '2026-01-31 23:59:59',
    });
  });
});

describe('listState (URL query)', () => {
  const options = { filterKeys: ['name'], sortableKeys: ['id'], defaultSort: { key: 'createTime', order: 'desc' as const } };
  it('reads page, size (only 10/20/50/100), sort (only sortable) and filters', () => {
    expect(resolveListState(new URLSearchParams('page=3&size=50&sort=id&order=asc&name=华&x=1'), options)).toEqual({
      page: 3, pageSize: 50, sort: { key: 'id', order: 'asc' }, filters: { name: '华' },
    });
    expect(resolveListState(new URLSearchParams('page=-1&size=33&sort=evil'), options)).toEqual({ page: 1, pageSize: 20, sort: options.defaultSort, filters: {} });
  });
  it('writes defaults as a bare address', () => {
    expect(writeListState({ page: 1, pageSize: 20, sort: options.defaultSort, filters: {} }, options).toString()).toBe('');
    expect(writeListState({ page: 2, pageSize: 10, sort: { key: 'id', order: 'asc' }, filters: { name: '华' } }, options).toString())
      .toBe('name=%E5%8D%8E&page=2&size=10&sort=id&order=asc');
  });
});

describe('permissions', () => {
  it('module-action codes of built-in and custom actions', () => {
    expect(resolveActionCode({ type: 'create' }, 'customer-info')).toBe('customer-info-add');
    expect(resolveActionCode({ type: 'delete' }, 'customer-info')).toBe('customer-info-del');
    expect(resolveActionCode({ type: 'custom', name: 'settle', label: '结算', endpoint: { method: 'PUT', path: 'settle/{id}' }, effect: { status: 2 } }, 'bill')).toBe('bill-settle');
    expect(resolveActionCode({ type: 'edit', permission: 'x-put' }, 'p')).toBe('x-put');
    expect(listActionCodes({ permissionPrefix: 'c', toolbar: [{ type: 'export' }], rowActions: [{ type: 'edit' }], columns: [{ switch: true }] })).toEqual(['c-export', 'c-edit', 'c-status']);
  });
});

describe('resolveFormSchema', () => {
  it('picks editable fields in order with required, docs/behaviour §5 widgets and placeholders', () => {
    const form = resolveFormSchema(entity, { fields: [{ key: 'customerType', readonlyOnEdit: true }, 'name', 'balance', { key: 'remark', widget: 'textarea' }] }, 'edit');
    expect(form.keys).toEqual(['customerType', 'name', 'remark']); // balance is read-only
    expect(form.schema.required).toEqual(['customerType', 'name']);
    expect(form.uiSchema.customerType).toMatchObject({ 'ui:widget': 'hpcRadio', 'ui:disabled': true });
    expect(form.uiSchema.remark).toMatchObject({ 'ui:widget': 'hpcTextarea', 'ui:placeholder': '请输入备注' });
    expect(pickFormData({ id: 1, name: 'a', remark: null, balance: 3 }, form.keys)).toEqual({ name: 'a' });
  });
  it('a modal number field gets minimum 1 unless the entity sets one', () => {
    const numbers = { ...entity, properties: { n: { type: 'integer', title: '数量' }, m: { type: 'number', title: '金额', minimum: 0 } } } as EntitySchema;
    const form = resolveFormSchema(numbers, { fields: ['n', 'm'] }, 'create');
    expect(form.schema.properties.n!.minimum).toBe(1);
    expect(form.schema.properties.m!.minimum).toBe(0);
  });
});

describe('column visibility storage', () => {
  it('is per page under a versioned key; corrupt or unknown entries fall back to defaults', () => {
    expect(columnVisibilityKey('a/b')).toBe('hpc.list.columns.v1:a/b');
    localStorage.setItem(columnVisibilityKey('p'), JSON.stringify({ email: true, ghost: false, name: 'x' }));
    expect(readColumnVisibility('p', { email: false, name: true })).toEqual({ email: true, name: true });
    localStorage.setItem(columnVisibilityKey('p'), '{');
    expect(readColumnVisibility('p', { email: false })).toEqual({ email: false });
  });
});
