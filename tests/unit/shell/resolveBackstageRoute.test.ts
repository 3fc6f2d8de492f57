import { describe, expect, it } from 'vitest';
import { menuCodes } from '../../../src/core/menu';
import { resolveBackstageRoute } from '../../../src/shell/resolveBackstageRoute';

const all = menuCodes();

describe('resolveBackstageRoute: the menu decides what a back-stage path shows', () => {
  it('a permitted leaf renders its page id', () => {
    const route = resolveBackstageRoute('/operation-center/customer/customer-info', all);
    expect(route).toMatchObject({ kind: 'page', pageId: 'operation-center/customer/customer-info' });
  });

  it('/backstage redirects to the overview (docs/behaviour §2.3)', () => {
    expect(resolveBackstageRoute('/backstage', all)).toEqual({ kind: 'redirect', to: '/application-admin/application-center' });
  });

  it('a group lands on its first permitted page', () => {
    expect(resolveBackstageRoute('/operation-center', all)).toEqual({ kind: 'redirect', to: '/operation-center/customer/customer-info' });
    const onlyVisits = ['operation-center-look', 'customer-look', 'customer-visit-look'];
    expect(resolveBackstageRoute('/operation-center/customer', onlyVisits)).toEqual({
      kind: 'redirect',
      to: '/operation-center/customer/customer-visit',
    });
  });

  it('an unpermitted page sends the user to the first permitted menu page', () => {
    const codes = ['application-admin', 'work-overview-look'];
    expect(resolveBackstageRoute('/platform-manage/organization/role', codes)).toEqual({
      kind: 'redirect',
      to: '/application-admin/application-center',
    });
  });

  it('no permitted page at all is its own state', () => {
    expect(resolveBackstageRoute('/platform-manage/organization/role', [])).toEqual({ kind: 'no-permission' });
  });

  it('noCheck pages open without their code', () => {
    expect(resolveBackstageRoute('/application-admin/job-detail', ['application-admin'])).toMatchObject({ kind: 'page' });
    expect(resolveBackstageRoute('/account-recharge', [])).toMatchObject({ kind: 'page', pageId: 'account-recharge' });
  });

  it('a placeholder group is not open (its title says which), an unknown path is not found', () => {
    expect(resolveBackstageRoute('/operation-center/funds', all)).toEqual({ kind: 'not-open', title: '资金' });
    expect(resolveBackstageRoute('/operation-center/dedicated-line', all)).toEqual({ kind: 'not-open', title: '专线' });
    expect(resolveBackstageRoute('/no/such/page', all)).toEqual({ kind: 'not-found' });
  });

  it('a menu page without its page names what is missing (for the console)', () => {
    const tree = [{ title: '无配置', path: '/x/no-page', code: 'customer-info-look' }] as unknown as Parameters<typeof resolveBackstageRoute>[2];
    expect(resolveBackstageRoute('/x/no-page', all, tree)).toEqual({ kind: 'not-configured', missing: 'schemas/menu.json 中 /x/no-page 的页面（page）' });
  });
});
