import * as icons from '@ant-design/icons';
import { describe, expect, it } from 'vitest';
import {
  activeMenu,
  findMenuEntry,
  findMenuNode,
  isGroup,
  menuCodes,
  menuFile,
  menuLeaves,
  menuTree,
  normalizePath,
  routeLeaves,
  walkMenu,
} from '../../../src/core/menu';
import type { MenuNode } from '../../../src/core/menu';
import { ALL_SPEC_ROUTES, SPEC_CODES, SPEC_HIDDEN, SPEC_NO_CHECK, SPEC_ROUTES } from './specRoutes';

const all = walkMenu();
const byPath = new Map(all.map((entry) => [entry.node.path, entry.node]));
const node = (path: string): MenuNode => {
  const found = byPath.get(path);
  if (!found) throw new Error(`menu has no ${path}`);
  return found;
};

describe('schemas/menu.json covers docs/behaviour §2.3', () => {
  it('names its JSON Schema', () => {
    expect(menuFile.$schema).toBe('./menu.schema.json');
  });

  it.each(Object.entries(SPEC_ROUTES))('has every %s route of the spec', (_area, paths) => {
    const missing = paths.filter((path) => !byPath.has(path));
    expect(missing).toEqual([]);
  });

  it('has the four areas in menu order, then the stand-alone routes', () => {
    expect(menuTree.map((n) => n.path)).toEqual([
      '/application-admin',
      '/platform',
      '/operation-center',
      '/platform-manage',
      '/backstage',
      '/account-recharge',
    ]);
  });

  it('invents no pages: every linkable leaf is a spec route, or flagged as the operator\'s addition', () => {
    const extra = routeLeaves()
      .filter((entry) => !entry.node.extension)
      .map((entry) => entry.node.path)
      .filter((path) => !ALL_SPEC_ROUTES.includes(path));
    expect(extra).toEqual([]);
  });

  it('flags no spec route as an addition', () => {
    const flagged = routeLeaves().filter((entry) => entry.node.extension).map((entry) => entry.node.path);
    expect(flagged.filter((path) => ALL_SPEC_ROUTES.includes(path))).toEqual([]);
  });

  it('has the four non-linkable placeholder groups of the operation centre (funds, reports, data analysis, dedicated lines)', () => {
    const placeholders = node('/operation-center')
      .children?.filter((child) => child.linkable === false)
      .map((child) => child.title);
    expect(placeholders).toEqual(['资金', '报表', '数据分析', '专线']);
  });

  // Issue 4 turned the customer placeholders (客户充值, 客户订单, 客户账单) into real pages, so the
  // operation centre's four placeholder groups are the only entries left without a page.
  it('keeps non-linkable entries to the operation centre placeholders, the customer money flows being real pages', () => {
    const nonLinkable = all.filter((e) => e.node.linkable === false).map((e) => e.node.path);
    expect(nonLinkable.every((p) => p.startsWith('/operation-center/'))).toBe(true);
    for (const flow of ['customer-recharge', 'customer-order', 'customer-bill']) {
      expect(node(`/operation-center/customer/${flow}`).page).toBe(`operation-center/customer/${flow}`);
    }
  });

  it('marks the spec hidden entries hidden and the no-check entries noCheck', () => {
    expect(SPEC_HIDDEN.filter((p) => node(p).hidden !== true)).toEqual([]);
    expect(SPEC_NO_CHECK.filter((p) => node(p).noCheck !== true)).toEqual([]);
    expect(node('/platform-manage/application/app-detail').noTag).toBe(true);
  });

  it('lets job-detail highlight start-app', () => {
    expect(node('/application-admin/job-detail').activePath).toBe('/application-admin/start-app');
  });

  it('redirects /backstage to the overview; every industry category is a page of its own (linking to /category)', () => {
    expect(node('/backstage').redirect).toBe('/application-admin/application-center');
    // docs/behaviour §2.3 /platform: the category pages show the industry module's content and link to
    // /category (src/modules/workbench/platform, e2e in workbench.spec.ts and the page contract).
    for (const path of SPEC_ROUTES.platform) {
      expect(node(path).redirect, path).toBeUndefined();
      expect(node(path).page, path).toBe(path.slice(1));
    }
  });

  it('uses the codes the spec names, on the entries it names them for', () => {
    const codes = menuCodes();
    expect(SPEC_CODES.filter((code) => !codes.includes(code))).toEqual([]);
    expect(node('/account-recharge').code).toBe('account-recharge');
    expect(node('/platform').code).toBe('platform-look');
    expect(node('/platform-manage/organization/role').code).toBe('roleM-look');
    expect(node('/platform-manage/organization/user-config').code).toBe('userConfig-look');
    expect(node('/platform-manage/organization/organ-management').code).toBe('organM-look');
    expect(node('/platform-manage/organization/account-management').code).toBe('accountM-look');
    expect(node('/platform-manage/system-manage/constant-manage').code).toBe('constant-manage');
  });

  it('uses the spec navigation labels', () => {
    expect(node('/application-admin/application-center').title).toBe('概览');
    expect(node('/application-admin/start-app').title).toBe('应用运行');
    expect(node('/application-admin/resource-stat').title).toBe('资源统计');
    expect(node('/application-admin/job-detail').title).toBe('作业详情');
    expect(node('/application-admin/work-manage').title).toBe('工单管理');
    const sections = ['application', 'organization', 'work-order', 'resource-manage', 'storageM', 'billing-management', 'portal-temp', 'system-manage'];
    expect(sections.map((s) => node(`/platform-manage/${s}`).title)).toEqual([
      '应用管理',
      '用户管理',
      '工单',
      '资源管理',
      '存储管理',
      '计费管理',
      '门户模板管理',
      '系统管理',
    ]);
  });
});

describe('menu consistency', () => {
  it('has unique paths', () => {
    const paths = all.map((e) => e.node.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('has unique codes', () => {
    const codes = all.flatMap((e) => (e.node.code ? [e.node.code] : []));
    expect(codes.filter((c, i) => codes.indexOf(c) !== i)).toEqual([]);
  });

  it('nests every child path under its parent path', () => {
    const wrong = all.filter((e) => {
      const parent = e.ancestors.at(-1);
      return parent !== undefined && !e.node.path.startsWith(`${parent.path}/`);
    });
    expect(wrong.map((e) => e.node.path)).toEqual([]);
  });

  it('gives every leaf a page id (the path without its slash) unless it is non-linkable or redirects', () => {
    const leaves = menuLeaves();
    const withoutPage = leaves.filter((e) => e.node.linkable !== false && !e.node.redirect && !e.node.page);
    expect(withoutPage.map((e) => e.node.path)).toEqual([]);
    const wrongId = leaves.filter((e) => e.node.page !== undefined && e.node.page !== e.node.path.slice(1));
    expect(wrongId.map((e) => e.node.path)).toEqual([]);
    const placeholdersWithPage = leaves.filter((e) => e.node.linkable === false && e.node.page !== undefined);
    expect(placeholdersWithPage).toEqual([]);
  });

  it('points every activePath and in-menu redirect at an existing entry', () => {
    for (const { node: n } of all) {
      if (n.activePath) expect(byPath.has(n.activePath), n.path).toBe(true);
      if (n.redirect && n.redirect !== '/category') expect(byPath.has(n.redirect), n.path).toBe(true);
    }
  });

  it('names only existing @ant-design/icons components', () => {
    const names = all.flatMap((e) => (e.node.icon ? [e.node.icon] : []));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !(name in icons))).toEqual([]);
  });

  it('has Chinese titles', () => {
    expect(all.filter((e) => !/[\u4e00-\u9fff]/.test(e.node.title)).map((e) => e.node.path)).toEqual([]);
  });
});

describe('menu look-ups', () => {
  it('normalizes locations to menu paths', () => {
    expect(normalizePath('#/platform-manage/organization/role?x=1')).toBe('/platform-manage/organization/role');
    expect(normalizePath('/application-admin/my-app/')).toBe('/application-admin/my-app');
    expect(normalizePath('application-admin')).toBe('/application-admin');
    expect(normalizePath('#/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });

  it('finds an entry with its ancestor chain and level', () => {
    const entry = findMenuEntry('/operation-center/customer/customer-info?page=2');
    expect(entry?.node.title).toBe('客户信息');
    expect(entry?.ancestors.map((n) => n.path)).toEqual(['/operation-center', '/operation-center/customer']);
    expect(entry?.level).toBe(3);
    expect(findMenuNode('/nowhere')).toBeUndefined();
  });

  it('flattens leaves with their ancestors', () => {
    const leaf = menuLeaves().find((e) => e.node.path === '/application-admin/expense-center/my-bill');
    expect(leaf?.ancestors.map((n) => n.title)).toEqual(['工作台', '费用中心']);
    expect(menuLeaves().every((e) => !isGroup(e.node))).toBe(true);
  });

  it('highlights the activePath entry and opens its groups', () => {
    expect(activeMenu('/application-admin/job-detail')).toEqual({
      selectedPath: '/application-admin/start-app',
      openPaths: ['/application-admin'],
    });
    expect(activeMenu('/application-admin/expense-center/my-order-detail?id=3')).toEqual({
      selectedPath: '/application-admin/expense-center/my-order',
      openPaths: ['/application-admin', '/application-admin/expense-center'],
    });
  });

  it('highlights a visible page itself, nothing for a hidden page without activePath, nothing outside the menu', () => {
    expect(activeMenu('/platform-manage/application/app-group').selectedPath).toBe('/platform-manage/application/app-group');
    expect(activeMenu('/platform-manage/organization/personal')).toEqual({
      selectedPath: null,
      openPaths: ['/platform-manage', '/platform-manage/organization'],
    });
    expect(activeMenu('/portal/home')).toEqual({ selectedPath: null, openPaths: [] });
  });

  it('looks up in a tree passed in', () => {
    const tree: MenuNode[] = [{ title: '甲', path: '/a', children: [{ title: '乙', path: '/a/b', page: 'a/b' }] }];
    expect(findMenuNode('/a/b', tree)?.title).toBe('乙');
    expect(findMenuNode('/application-admin', tree)).toBeUndefined();
  });
});
