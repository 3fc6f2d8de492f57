import { describe, expect, it } from 'vitest';
import { buildBreadcrumb, emptyCrumbStack, extraCrumbsFor, popCrumb, pushCrumb } from '../../../src/core/menu';

const titles = (path: string, extra: { title: string }[] = []) => buildBreadcrumb(path, extra).map((c) => c.title);

describe('breadcrumb (docs/behaviour §2.5)', () => {
  it('is built from the path segments with menu titles', () => {
    expect(titles('/operation-center/customer/customer-info')).toEqual(['运营中心', '客户管理', '客户信息']);
    expect(titles('/application-admin/expense-center/my-bill-detail?id=7')).toEqual(['工作台', '费用中心', '账单详情']);
    expect(titles('/platform-manage/storageM')).toEqual(['平台管理中心', '存储管理']);
  });

  it('ignores "home" segments', () => {
    expect(buildBreadcrumb('/portal/home').map((c) => c.path)).toEqual(['/portal']);
    expect(buildBreadcrumb('/application-admin/home/my-app').map((c) => c.path)).toEqual([
      '/application-admin',
      '/application-admin/home/my-app',
    ]);
  });

  it('falls back to the raw segment where the menu has no node', () => {
    expect(titles('/application-admin/unknown-page')).toEqual(['工作台', 'unknown-page']);
  });

  it('segment 1 opens the left menu of its section', () => {
    const [first] = buildBreadcrumb('/platform-manage/organization/role');
    expect(first?.action).toEqual({ kind: 'open-menu', sectionPath: '/platform-manage' });
  });

  it('segment 1 is not clickable when it is not a menu section', () => {
    expect(buildBreadcrumb('/account-recharge')[0]?.action).toEqual({ kind: 'none' });
    expect(buildBreadcrumb('/backstage/recharge')[0]?.action).toEqual({ kind: 'none' });
  });

  it('segment 2 is not clickable at 3 levels or fewer', () => {
    expect(buildBreadcrumb('/platform-manage/organization/role')[1]?.action).toEqual({ kind: 'none' });
    expect(buildBreadcrumb('/application-admin/my-app')[1]?.action).toEqual({ kind: 'none' });
    expect(buildBreadcrumb('/application-admin/my-app', [{ title: '详情' }])[1]?.action).toEqual({ kind: 'none' });
  });

  it('segment 2 goes back to its home view when the crumb has more than 3 levels', () => {
    const crumbs = buildBreadcrumb('/operation-center/customer/customer-info', [{ title: '客户详情' }]);
    expect(crumbs.map((c) => c.title)).toEqual(['运营中心', '客户管理', '客户信息', '客户详情']);
    expect(crumbs[1]?.action).toEqual({ kind: 'back-home', path: '/operation-center/customer' });
    const two = buildBreadcrumb('/application-admin/my-app', [{ title: '应用详情' }, { title: '版本' }]);
    expect(two[1]?.action).toEqual({ kind: 'back-home', path: '/application-admin/my-app' });
  });

  it('only segments 1 and 2 are ever clickable', () => {
    const crumbs = buildBreadcrumb('/operation-center/customer/customer-info', [{ title: 'a' }, { title: 'b' }]);
    expect(crumbs.slice(2).every((c) => c.action.kind === 'none')).toBe(true);
    expect(crumbs.slice(3).every((c) => c.path === null)).toBe(true);
  });
});

describe('inner crumbs stack (docs/behaviour §2.5 push/pop)', () => {
  const page = '/platform-manage/application/app-group';

  it('pushes and pops crumbs for one page', () => {
    let stack = pushCrumb(emptyCrumbStack, page, { title: '分组详情' });
    stack = pushCrumb(stack, page, { title: '编辑' });
    expect(extraCrumbsFor(stack, page)).toEqual([{ title: '分组详情' }, { title: '编辑' }]);
    stack = popCrumb(stack, page);
    expect(extraCrumbsFor(stack, page)).toEqual([{ title: '分组详情' }]);
    stack = popCrumb(popCrumb(stack, page), page);
    expect(extraCrumbsFor(stack, page)).toEqual([]);
  });

  it('drops the crumbs of another page', () => {
    const stack = pushCrumb(emptyCrumbStack, page, { title: '分组详情' });
    expect(extraCrumbsFor(stack, '/platform-manage/application/app-category')).toEqual([]);
    const other = pushCrumb(stack, '/platform-manage/application/app-category', { title: '分类详情' });
    expect(other.crumbs).toEqual([{ title: '分类详情' }]);
  });

  it('ignores the query when matching the page', () => {
    const stack = pushCrumb(emptyCrumbStack, `${page}?page=2`, { title: '分组详情' });
    expect(extraCrumbsFor(stack, page)).toHaveLength(1);
  });
});
