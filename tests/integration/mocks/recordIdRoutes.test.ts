// @vitest-environment jsdom
/**
 * The platform writes some record calls without {id} (`GET detail`, `PUT info`): the record then
 * travels as the route's `idField` — in the query of a GET or DELETE, in the body of a PUT. The
 * data provider sends it there and the generated mocks read it from there, so a family declares
 * the spec's path and both sides agree.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { createCrudHandlers } from '../../../mocks/crud/crudHandlers';
import { crudEntities } from '../../../mocks/crud/crudCollections';
import { server } from '../../../mocks/node';
import { db } from '../../../mocks/store/db';
import { recordIdPlace } from '../../../src/contract/routes';
import { createDataProvider } from '../../../src/renderer/data/dataProvider';
import { clearSessionKeys, writeToken } from '../../../src/core/session/storageKeys';
import type { EndpointFamily } from '../../../src/pageLanguage/endpoint';
import { login } from './support';

/** The customer base (customer-info's codes admit it) with the spec's id-less record routes. */
const family: EndpointFamily = {
  base: '/api/operation-management/v1/customer',
  verbs: ['get', 'update', 'delete'],
  routes: {
    get: { method: 'GET', path: 'detail' },
    update: { method: 'PUT', path: 'info', idField: 'customerId' },
    delete: { method: 'DELETE', path: 'info' },
  },
};

afterEach(async () => {
  await mockControl.reset();
  clearSessionKeys();
});

describe('record routes without {id}', () => {
  it('place the id in the path, the query of a GET/DELETE or the body of a PUT/POST', () => {
    expect(recordIdPlace({ method: 'GET', path: '{id}' }, 'get')).toEqual({ in: 'path' });
    expect(recordIdPlace({ method: 'GET', path: 'detail' }, 'get')).toEqual({ in: 'query', field: 'id' });
    expect(recordIdPlace({ method: 'PUT', path: 'info', idField: 'customerId' }, 'update')).toEqual({ in: 'body', field: 'customerId' });
    expect(recordIdPlace({ method: 'DELETE', path: 'info' }, 'delete')).toEqual({ in: 'query', field: 'id' });
    // Only record verbs name a record; a list or create route never carries one.
    expect(recordIdPlace({ method: 'POST', path: 'info' }, 'create')).toEqual({ in: 'path' });
  });

  it('the data provider sends the id where the route says and the mocks find the record there', async () => {
    const entity = crudEntities.get('customer')!;
    server.use(...createCrudHandlers({ name: 'customer-spec-paths', title: '客户', collection: 'crud.customer', entity, endpoint: family, statusField: 'status', actions: [], orderKey: 'orderIndex' }));
    writeToken((await login('admin')).access_token);
    const seen: { method: string; url: URL; body: string }[] = [];
    server.events.on('request:start', async ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith(family.base)) seen.push({ method: request.method, url, body: request.method === 'PUT' ? await request.clone().text() : '' });
    });
    const target = db.collection('crud.customer').list()[3]!;
    const provider = createDataProvider(family);

    const read = await provider.getOne(target.id);
    expect(read?.id).toBe(target.id);
    expect(seen.at(-1)!.url.pathname).toBe(`${family.base}/detail`);
    expect(seen.at(-1)!.url.searchParams.get('id')).toBe(String(target.id));

    await provider.update(target.id, { remark: '按规格路径修改' });
    expect(seen.at(-1)!.url.pathname).toBe(`${family.base}/info`);
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ remark: '按规格路径修改', customerId: target.id });
    expect(db.collection('crud.customer').get(target.id)?.remark).toBe('按规格路径修改');

    await provider.delete(target.id);
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE' });
    expect(seen.at(-1)!.url.searchParams.get('id')).toBe(String(target.id));
    expect(db.collection('crud.customer').get(target.id)).toBeUndefined();
    server.events.removeAllListeners();
  });

  it('a call naming no record, or one that does not exist, is answered 404', async () => {
    const entity = crudEntities.get('customer')!;
    server.use(...createCrudHandlers({ name: 'customer-spec-paths', title: '客户', collection: 'crud.customer', entity, endpoint: family, statusField: 'status', actions: [], orderKey: 'orderIndex' }));
    const { access_token: token } = await login('admin');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const missing = await fetch(`http://localhost:3000${family.base}/detail`, { headers });
    expect(missing.status).toBe(404);
    const unknown = await fetch(`http://localhost:3000${family.base}/info`, { method: 'PUT', headers, body: JSON.stringify({ customerId: 987654321, remark: 'x' }) });
    expect(unknown.status).toBe(404);
  });
});
