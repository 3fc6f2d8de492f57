import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import customer from '../../../schemas/entities/customer.json';
import { createDataProvider } from '../../../src/renderer/data/dataProvider';
import { resolveExportQuery, resolveListQuery } from '../../../src/renderer/data/resolveListQuery';
import { resolveFormSchema } from '../../../src/renderer/form/resolveFormSchema';
import { resolveFilters } from '../../../src/renderer/list/resolveFilters';
import type { EntitySchema } from '../../../src/pageLanguage/entity';

const entity = customer as unknown as EntitySchema;
const scope = { customerType: 1, region: '广东省' };
const BASE = '/api/operation-management/v1/scoped-customer';

describe('list scope (fixed filter of a page)', () => {
  it('the list and export queries always carry the scope, and no filter can override it', () => {
    const params = { page: 2, pageSize: 20, filters: { name: '星河', customerType: 2 }, sort: { key: 'createTime', order: 'desc' as const } };
    expect(resolveListQuery(params, undefined, scope)).toEqual({
      name: '星河', customerType: 1, region: '广东省', pageIndex: 2, pageSize: 20, sortField: 'createTime', sortOrder: 'desc',
    });
    expect(resolveExportQuery({ filters: { customerType: 2 } }, undefined, scope)).toEqual({ customerType: 1, region: '广东省' });
    // Without a scope nothing changes.
    expect(resolveListQuery({ page: 1, pageSize: 10, filters: {} })).toEqual({ pageIndex: 1, pageSize: 10 });
  });

  it('scoped fields get no filter control', () => {
    const filters = resolveFilters([{ key: 'name' }, { key: 'customerType' }, { key: 'region' }, { key: 'status' }], entity, scope);
    expect(filters.map((f) => f.key)).toEqual(['name', 'status']);
    expect(resolveFilters([{ key: 'customerType' }], entity).map((f) => f.key)).toEqual(['customerType']);
  });

  it('scoped fields are not in the create or edit form, nor required there', () => {
    const form = { fields: ['customerType', 'name', 'region', 'phone'] };
    for (const mode of ['create', 'edit'] as const) {
      const resolved = resolveFormSchema(entity, form, mode, scope);
      expect(resolved.keys).toEqual(['name', 'phone']);
      expect(Object.keys(resolved.schema.properties)).toEqual(['name', 'phone']);
      expect(resolved.schema.required).toEqual(['name', 'phone']);
    }
    expect(resolveFormSchema(entity, form, 'create').keys).toEqual(['customerType', 'name', 'region', 'phone']);
  });

  it('the data provider sends the scope with list and export calls and writes it into created records', async () => {
    const seen: { list?: URLSearchParams; export?: URLSearchParams; created?: unknown } = {};
    server.use(
      http.get(`*${BASE}/page`, ({ request }) => {
        seen.list = new URL(request.url).searchParams;
        return HttpResponse.json({ code: 200, data: { records: [], total: 0 } });
      }),
      http.get(`*${BASE}/export`, ({ request }) => {
        seen.export = new URL(request.url).searchParams;
        return new HttpResponse('a,b\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
      http.post(`*${BASE}`, async ({ request }) => {
        seen.created = await request.json();
        return HttpResponse.json({ code: 200, data: { id: 9 } });
      }),
    );
    const provider = createDataProvider({ base: BASE, verbs: ['list', 'create', 'export'] }, scope);
    expect(provider.scope).toBe(scope);
    await provider.getList({ page: 1, pageSize: 20, filters: { customerType: 2, name: '星' } }, { loading: false });
    expect(Object.fromEntries(seen.list!)).toEqual({ customerType: '1', region: '广东省', name: '星', pageIndex: '1', pageSize: '20' });
    await provider.export({ filters: {} }, { loading: false });
    expect(Object.fromEntries(seen.export!)).toEqual({ customerType: '1', region: '广东省' });
    await provider.create({ name: '星河科技', customerType: 2 }, { loading: false });
    expect(seen.created).toEqual({ name: '星河科技', customerType: 1, region: '广东省' });
  });
});
