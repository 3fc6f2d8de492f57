/**
 * A detail page's `read`: the record is read through a GET operation of its family that names
 * the record by {id}, in place of the family's get — resolved for the app (resolvePage.ts) and
 * for lint (resolveFamilies.mjs) alike, and refused by both when the operation cannot read a record.
 */
import { describe, expect, it } from 'vitest';
import { resolvePageData } from '../../../generators/lint/resolveFamilies.mjs';
import type { FamilyDeclaration } from '../../../src/pageLanguage/family';
import type { DetailPageConfig, PageDeclaration } from '../../../src/pageLanguage/pageConfig';
import { FamilyReferenceError, resolvePage } from '../../../src/pageLanguage/resolvePage';

const family = {
  title: '企业', base: '/api/x/v1/company-info', entity: 'company', verbs: ['list', 'get'], spec: 'test',
  routes: { get: { method: 'GET', path: '/api/x/v1/company/{id}' } },
  operations: [
    { name: 'get-info', method: 'GET', path: '/api/x/v1/company/info/{id}', summary: '企业信息', access: { grants: ['c-look'] } },
    { name: 'get-card', method: 'GET', path: 'card/{id}', summary: '名片', access: { grants: ['c-look'] } },
    { name: 'get-all', method: 'GET', path: 'all', summary: '全部', access: { grants: ['c-look'] } },
    { name: 'post-upload', method: 'POST', path: 'upload/{id}', summary: '上传', access: { grants: ['c-edit'] } },
  ],
} as unknown as FamilyDeclaration;

const detail = (read?: string): PageDeclaration =>
  ({ kind: 'detail', entity: 'company', family: 'company-info', permissionPrefix: 'c', sections: [{ title: '信息', fields: ['companyName'] }], ...(read ? { read } : {}) }) as PageDeclaration;

describe('detail page read', () => {
  it('reads the record through the named operation (absolute or relative path) instead of the family get', () => {
    const config = resolvePage(detail('get-info'), family) as DetailPageConfig;
    expect(config.endpoint.routes?.get).toEqual({ method: 'GET', path: '/api/x/v1/company/info/{id}' });
    expect(config.endpoint.routes?.list).toBeUndefined();
    expect((resolvePage(detail('get-card'), family) as DetailPageConfig).endpoint.routes?.get).toEqual({ method: 'GET', path: '/api/x/v1/company-info/card/{id}' });
  });

  it('keeps the family get without read, and serves get even when the family lists no get verb', () => {
    expect((resolvePage(detail(), family) as DetailPageConfig).endpoint.routes?.get).toEqual({ method: 'GET', path: '/api/x/v1/company/{id}' });
    const listOnly = { ...family, verbs: ['list'] } as FamilyDeclaration;
    expect((resolvePage(detail('get-info'), listOnly) as DetailPageConfig).endpoint.verbs).toEqual(['list', 'get']);
  });

  it('refuses an operation that is missing, not a GET, or does not name the record', () => {
    expect(() => resolvePage(detail('get-nothing'), family)).toThrow(FamilyReferenceError);
    expect(() => resolvePage(detail('post-upload'), family)).toThrow(/按 \{id\} 读取记录的 GET 操作 post-upload/);
    expect(() => resolvePage(detail('get-all'), family)).toThrow(/get-all/);
  });

  it('lint resolves the page as the app does, and leaves one that does not resolve as written', () => {
    const families = new Map([['company-info', { name: 'company-info', file: 'families/company-info.json', data: family }]]);
    for (const read of ['get-info', 'get-card', undefined]) {
      expect(resolvePageData(detail(read), families)).toEqual(resolvePage(detail(read), family));
    }
    expect((resolvePageData(detail('post-upload'), families) as DetailPageConfig).endpoint.routes?.get).toEqual({ method: 'GET', path: '/api/x/v1/company/{id}' });
  });
});
