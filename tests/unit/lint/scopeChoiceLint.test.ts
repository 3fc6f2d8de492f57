/**
 * lint:schemas over a page's scope choice and the lookups reading it (generators/lint/scopeChoiceChecks.mjs),
 * and an action's path parameters from record fields (actionShapeChecks.mjs `path`): the choice
 * fills an entity field no fixed scope fixes, from a GET of a declared family answering records
 * with the value, text and preferred fields; a lookup reading `{ scope }` is used only on a page
 * holding that value; a `path` names placeholders of its operation and fields of the entity.
 */
import { describe, expect, it } from 'vitest';
import { lintTree, type Json } from './lintHarness';

const access = { grants: ['menu-look'] };
const portalAnswer = { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, portalName: { type: 'string' }, isDefault: { type: 'integer' } } } };
const pagesAnswer = { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, pageName: { type: 'string' } } } };
const portal: Json = {
  title: '门户', base: '/api/x/v1/portal',
  operations: [
    { name: 'get-list', method: 'GET', path: 'list', summary: '门户列表', access, response: { schema: portalAnswer } },
    { name: 'get-page-list', method: 'GET', path: 'page/list', summary: '页面', access, query: { portalId: { type: 'integer', required: true } }, response: { schema: pagesAnswer } },
  ],
};
const menuFamily = (action: Json = {}): Json => ({
  title: '菜单', base: '/api/x/v1/portal/menu', entity: 'menu', verbs: ['tree'], grants: { tree: ['menu-look'] }, tree: { parentKey: 'parentId' },
  actions: [{ name: 'link', label: '关联页面', operation: 'link', path: { menuId: 'id' }, form: { fields: ['pageId'] }, ...action }],
  operations: [{ name: 'link', method: 'PUT', path: '/api/x/v1/portal/relation/{menuId}/{pageId}', summary: '关联', access }],
});
const menu = (lookupQuery: Json = { portalId: { scope: 'portalId' } }) => ({
  name: 'menu', file: 'entities/menu.json',
  data: { properties: {
    id: { type: 'integer', readOnly: true }, portalId: { type: 'integer', title: '门户' }, parentId: { type: 'integer' }, menuName: { type: 'string' },
    pageId: { type: 'integer', title: '关联页面', 'x-lookup': { label: 'pageName', source: { family: 'portal', operation: 'get-page-list', query: lookupQuery } } },
  } },
});
const choice = { field: 'portalId', source: { family: 'portal', operation: 'get-list' }, text: 'portalName', preferred: { field: 'isDefault', in: [1] } };

function lint(page: Json, options: { action?: Json; lookupQuery?: Json } = {}): string[] {
  const data = { kind: 'list', entity: 'menu', family: 'menu', permissionPrefix: 'menu', columns: [{ key: 'menuName' }, { key: 'pageId' }], rowActions: [{ type: 'custom', action: 'link', permission: 'menu-look' }], ...page };
  const families = [{ name: 'portal', file: 'families/portal.json', data: portal }, { name: 'menu', file: 'families/menu.json', data: menuFamily(options.action) }];
  return lintTree([{ id: 'menu', title: '门户菜单', path: '/menu', code: 'menu-look', data }], families, [menu(options.lookupQuery)], ['pages/menu.json', 'families/menu.json', 'entities/menu.json']).errors;
}

describe('lint:schemas — a page working within a chosen value', () => {
  it('accepts the portal menu: a scope choice, a lookup reading it, a path from the record', () => {
    expect(lint({ scopeChoice: choice })).toEqual([]);
  });

  it('refuses a lookup reading a scope value the page does not have', () => {
    expect(lint({})).toEqual([expect.stringContaining('要用本页的范围值 portalId 作查询参数 portalId，但本页没有该值')]);
    // A fixed scope holds it as well.
    expect(lint({ scope: { portalId: 1 } })).toEqual([]);
  });

  it('refuses a choice of a field the entity lacks or the scope fixes, and fields its records lack', () => {
    expect(lint({ scopeChoice: { ...choice, field: 'siteId' } })).toEqual(expect.arrayContaining([expect.stringContaining('范围字段 "siteId" 不在实体中')]));
    expect(lint({ scopeChoice: choice, scope: { portalId: 1 } })).toEqual([expect.stringContaining('已由 scope 固定')]);
    expect(lint({ scopeChoice: { ...choice, text: 'name' } })).toEqual([expect.stringContaining('答复的记录没有字段 "name"')]);
    expect(lint({ scopeChoice: { ...choice, source: { family: 'portal', operation: 'get-lists' } } })).toEqual([expect.stringContaining('没有 GET 操作 "get-lists"')]);
  });

  it('refuses a lookup query parameter its operation does not declare', () => {
    expect(lint({ scopeChoice: choice }, { lookupQuery: { portal: { scope: 'portalId' } } })).toEqual(expect.arrayContaining([expect.stringContaining('没有查询参数 "portal"')]));
  });

  it('refuses a path naming no placeholder, a field the entity lacks, or one the form fills', () => {
    expect(lint({ scopeChoice: choice }, { action: { path: { menu: 'id' } } })).toEqual(expect.arrayContaining([expect.stringContaining('的路径没有参数 {menu}')]));
    expect(lint({ scopeChoice: choice }, { action: { path: { menuId: 'menuKey' } } })).toEqual(expect.arrayContaining([expect.stringContaining('取自字段 "menuKey"')]));
    expect(lint({ scopeChoice: choice }, { action: { path: { menuId: 'id', pageId: 'pageId' } } })).toEqual(expect.arrayContaining([expect.stringContaining('已由表单字段 "pageId" 填写')]));
  });

  it('takes a number in a path as it is (取消关联: {pageId} 0) and a showWhen of notIn [null]', () => {
    const unlink = { path: { menuId: 'id', pageId: 0 }, form: undefined, showWhen: { field: 'pageId', notIn: [null] } };
    expect(lint({ scopeChoice: choice }, { action: unlink })).toEqual([]);
  });

  it('refuses a showWhen with both in and notIn, neither, or no value', () => {
    const linkWhen = (showWhen: Json) => lint({ scopeChoice: choice }, { action: { showWhen } });
    for (const showWhen of [{ field: 'pageId', in: [1], notIn: [null] }, { field: 'pageId' }, { field: 'pageId', notIn: [] }]) {
      expect(linkWhen(showWhen)).toEqual([expect.stringContaining('须写 in 或 notIn 之一')]);
    }
    expect(linkWhen({ field: 'pageKey', notIn: [null] })).toEqual(expect.arrayContaining([expect.stringContaining('"pageKey"')]));
  });
});
