/**
 * A list page's `read`: resolvePage puts the GET operations it names in place of the family's list
 * and export routes (adding the verbs the family itself may not serve), and refuses a name that is
 * no GET operation of the family.
 */
import { describe, expect, it } from 'vitest';
import type { FamilyDeclaration } from '../../../src/pageLanguage/family';
import type { ListPageConfig, PageDeclaration } from '../../../src/pageLanguage/pageConfig';
import { FamilyReferenceError, resolvePage } from '../../../src/pageLanguage/resolvePage';

const BASE = '/api/x/v1/order';
const family = {
  title: '订单', base: BASE, entity: 'order', verbs: ['list', 'get', 'export'],
  routes: { list: { method: 'GET', path: 'customer/page' }, export: { method: 'GET', path: 'customer/export' } },
  operations: [
    { name: 'mine-page', method: 'GET', path: 'account/page', summary: '本人', access: { grants: ['mine-look'] } },
    { name: 'mine-export', method: 'GET', path: 'account/export', summary: '导出', access: { grants: ['mine-look'] } },
    { name: 'pay', method: 'POST', path: 'pay', summary: '支付', access: { grants: ['mine-look'] } },
  ],
} as unknown as FamilyDeclaration;
const stats = { title: '统计', base: '/api/x/v1/stat', operations: family.operations } as unknown as FamilyDeclaration;

const page = (read: unknown): PageDeclaration => ({ kind: 'list', entity: 'order', family: 'order', permissionPrefix: 'mine', columns: [{ key: 'orderNo' }], read } as unknown as PageDeclaration);

describe('resolvePage: a list page’s read', () => {
  it('reads the pages and the export through the operations it names', () => {
    const config = resolvePage(page({ list: 'mine-page', export: 'mine-export' }), family) as ListPageConfig;
    expect(config.endpoint.routes?.list).toEqual({ method: 'GET', path: `${BASE}/account/page` });
    expect(config.endpoint.routes?.export).toEqual({ method: 'GET', path: `${BASE}/account/export` });
    expect(config.endpoint.verbs).toEqual(['list', 'get', 'export']);
    expect(config).not.toHaveProperty('read');
  });

  it('keeps the family’s export when it names only a list', () => {
    const config = resolvePage(page({ list: 'mine-page' }), family) as ListPageConfig;
    expect(config.endpoint.routes?.list?.path).toBe(`${BASE}/account/page`);
    expect(config.endpoint.routes?.export?.path).toBe('customer/export');
  });

  it('serves list and export on a family that has neither (an operations-only family)', () => {
    const config = resolvePage({ ...page({ list: 'mine-page', export: 'mine-export' }), family: 'stat' } as PageDeclaration, stats) as ListPageConfig;
    expect(config.endpoint.verbs).toEqual(['list', 'export']);
    expect(config.endpoint.routes).toEqual({ list: { method: 'GET', path: '/api/x/v1/stat/account/page' }, export: { method: 'GET', path: '/api/x/v1/stat/account/export' } });
  });

  it('refuses an operation the family lacks, and one that is not a GET', () => {
    expect(() => resolvePage(page({ list: 'mine-pgae' }), family)).toThrow(FamilyReferenceError);
    expect(() => resolvePage(page({ list: 'mine-page', export: 'pay' }), family)).toThrow('read.export 指向的 pay 不是接口族 order 的 GET 操作');
  });

  it('leaves a page without read on the family’s own calls', () => {
    const config = resolvePage(page(undefined), family) as ListPageConfig;
    expect(config.endpoint.routes).toEqual(family.routes);
  });
});
