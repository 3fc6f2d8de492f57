// @vitest-environment jsdom
/**
 * The backend dialect is named once (schemas/backend-dialect.json) and a family states only what
 * differs: the data provider and the generated mocks speak the merged dialect — other paging
 * names, a 0-based first page and the total in an X-Total-Count header instead of the body.
 */
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { createCrudHandlers } from '../../../mocks/crud/crudHandlers';
import { crudEntities } from '../../../mocks/crud/crudCollections';
import { server } from '../../../mocks/node';
import { BACKEND_DIALECT, pagingOf, responseOf } from '../../../src/contract/backendDialect';
import { createDataProvider } from '../../../src/renderer/data/dataProvider';
import { resolveListResponse } from '../../../src/renderer/data/resolveResponse';
import { writeToken } from '../../../src/core/session/storageKeys';
import type { EndpointFamily } from '../../../src/pageLanguage/endpoint';
import { login } from './support';

/**
 * The customer family (customer-info's base, so the caller's codes admit it: the mocks enforce
 * permissions per family) as a backend of another dialect would serve it.
 */
const family: EndpointFamily = {
  base: '/api/operation-management/v1/customer',
  verbs: ['list'],
  paging: { page: 'p', size: 'rows', firstPage: 0 },
  response: { totalHeader: 'X-Total-Count' },
};

describe('backend dialect', () => {
  it('is the platform\'s: pageIndex/pageSize from 1, data.records / data.total, no total header', () => {
    expect(BACKEND_DIALECT.paging).toEqual({ page: 'pageIndex', size: 'pageSize', sort: 'sortField', order: 'sortOrder', firstPage: 1 });
    expect(BACKEND_DIALECT.response).toEqual({ records: 'data.records', total: 'data.total', totalHeader: '', item: 'data', fieldErrors: 'errors' });
  });

  it('a family overrides only what it names', () => {
    expect(pagingOf(family)).toEqual({ page: 'p', size: 'rows', sort: 'sortField', order: 'sortOrder', firstPage: 0 });
    expect(responseOf(family)).toMatchObject({ records: 'data.records', totalHeader: 'X-Total-Count', item: 'data' });
    expect(pagingOf(undefined)).toEqual(BACKEND_DIALECT.paging);
  });

  it('reads the total from the header the dialect names, not from the body', () => {
    const body = { data: { records: [{ id: 1 }], total: 99 } };
    expect(resolveListResponse(body, family.response, new Headers({ 'X-Total-Count': '42' })).total).toBe(42);
    expect(resolveListResponse(body, undefined).total).toBe(99);
  });

  it('the mocks answer a family in its own dialect, and the data provider reads it back', async () => {
    const entity = crudEntities.get('customer')!;
    server.use(...createCrudHandlers({ name: 'customer-dialect', title: '客户', collection: 'crud.customer', entity, endpoint: family, statusField: 'status', actions: [], orderKey: 'orderIndex' }));
    writeToken((await login('admin')).access_token);
    const calls: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === `${family.base}/page`) calls.push(new URL(request.url));
    });
    const page = await createDataProvider(family).getList({ page: 2, pageSize: 5, filters: {} }, { loading: false });
    expect(calls[0]?.searchParams.get('p')).toBe('1'); // 0-based
    expect(calls[0]?.searchParams.get('rows')).toBe('5');
    expect(page.records).toHaveLength(5);
    expect(page.total).toBe(mockControl.db.collection('crud.customer').count());
    server.events.removeAllListeners();
  });
});
