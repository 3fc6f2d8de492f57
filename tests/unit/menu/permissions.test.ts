import { describe, expect, it } from 'vitest';
import {
  adminLevel,
  canChooseManagementCentre,
  filterMenu,
  firstPermittedPath,
  guardRoute,
  hasPermission,
  isRouteAllowed,
  landingPath,
  menuCodes,
  menuTree,
  walkMenu,
} from '../../../src/core/menu';
import type { MenuNode } from '../../../src/core/menu';

/** A small tree with every case the rules distinguish. */
const tree: MenuNode[] = [
  {
    title: '工作台',
    path: '/w',
    code: 'w',
    children: [
      { title: '概览', path: '/w/home-page', code: 'w-home', page: 'w/home-page' },
      { title: '详情', path: '/w/detail', hidden: true, noCheck: true, page: 'w/detail' },
      { title: '公开', path: '/w/open', noCheck: true, code: 'w-open', page: 'w/open' },
      { title: '无码', path: '/w/free', page: 'w/free' },
    ],
  },
  {
    title: '运营',
    path: '/o',
    code: 'o',
    children: [
      { title: '客户', path: '/o/c', code: 'o-c', children: [{ title: '信息', path: '/o/c/info', code: 'o-c-info', page: 'o/c/info' }] },
      { title: '资金', path: '/o/funds', code: 'o-funds', linkable: false },
    ],
  },
  { title: '隐藏', path: '/h', hidden: true, noCheck: true, children: [{ title: '子', path: '/h/x', noCheck: true, page: 'h/x' }] },
];

const paths = (nodes: readonly MenuNode[]): string[] =>
  nodes.flatMap((n) => [n.path, ...paths(n.children ?? [])]);

describe('hasPermission (docs/behaviour §6)', () => {
  it('is true for an empty code or a code in the list', () => {
    expect(hasPermission(undefined, [])).toBe(true);
    expect(hasPermission('', [])).toBe(true);
    expect(hasPermission(null, [])).toBe(true);
    expect(hasPermission('a', ['a', 'b'])).toBe(true);
    expect(hasPermission('c', ['a', 'b'])).toBe(false);
  });
});

describe('isRouteAllowed (docs/behaviour §6)', () => {
  it('allows a held code, an undefined code or noCheck', () => {
    expect(isRouteAllowed({ code: 'a' }, ['a'])).toBe(true);
    expect(isRouteAllowed({}, [])).toBe(true);
    expect(isRouteAllowed({ code: 'a', noCheck: true }, [])).toBe(true);
    expect(isRouteAllowed({ code: 'a' }, ['b'])).toBe(false);
  });
});

describe('filterMenu (docs/behaviour §2.3)', () => {
  it('keeps visible entries whose code is held, noCheck entries and code-less entries', () => {
    const visible = paths(filterMenu(tree, ['w', 'w-home']));
    expect(visible).toEqual(['/w', '/w/home-page', '/w/open', '/w/free']);
  });

  it('drops hidden entries even when noCheck', () => {
    const visible = paths(filterMenu(tree, ['w', 'o', 'o-c', 'o-c-info']));
    expect(visible).not.toContain('/w/detail');
    expect(visible).not.toContain('/h');
    expect(visible).not.toContain('/h/x');
  });

  it('drops a group whose code is not held, with all its children', () => {
    expect(paths(filterMenu(tree, ['w-home', 'o-c', 'o-c-info']))).toEqual([]);
  });

  it('drops groups left without visible children, recursively', () => {
    // /o/c loses its only child and disappears; /o is then left with nothing and disappears too.
    expect(paths(filterMenu(tree, ['o', 'o-c']))).toEqual([]);
    expect(paths(filterMenu(tree, ['o', 'o-c', 'o-funds']))).toEqual(['/o', '/o/funds']);
  });

  it('keeps a visible placeholder even though it has no children', () => {
    expect(paths(filterMenu(tree, ['o', 'o-funds']))).toEqual(['/o', '/o/funds']);
  });

  it('does not mutate the tree it is given', () => {
    const before = JSON.stringify(tree);
    filterMenu(tree, ['o']);
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('shows the whole shipped menu, minus hidden entries, to a user holding every code', () => {
    const visible = paths(filterMenu(menuTree, menuCodes()));
    const shown = walkMenu().filter((e) => !e.node.hidden && !e.ancestors.some((a) => a.hidden)).map((e) => e.node.path);
    expect(visible).toEqual(shown);
  });

  it('shows no shipped entry to a user with no codes (every visible entry needs one)', () => {
    expect(filterMenu(menuTree, [])).toEqual([]);
  });
});

describe('first permitted page (docs/behaviour §2.3)', () => {
  it('is the first openable page of the filtered menu', () => {
    expect(firstPermittedPath(tree, ['w', 'w-home'])).toBe('/w/home-page');
    expect(firstPermittedPath(tree, ['o', 'o-c', 'o-c-info'])).toBe('/o/c/info');
  });

  it('skips placeholders, and is null when nothing can be opened', () => {
    expect(firstPermittedPath(tree, ['o', 'o-funds'])).toBeNull();
    expect(firstPermittedPath(tree, [])).toBeNull();
  });

  it('is the overview for a workbench user of the shipped menu', () => {
    expect(firstPermittedPath(menuTree, menuCodes())).toBe('/application-admin/application-center');
    expect(firstPermittedPath(menuTree, ['operation-center-look', 'customer-look', 'customer-visit-look'])).toBe(
      '/operation-center/customer/customer-visit',
    );
  });

  it('lands a group on its redirect or its first permitted page', () => {
    const group = tree[1];
    if (!group) throw new Error('fixture');
    expect(landingPath(group, ['o', 'o-c', 'o-c-info'])).toBe('/o/c/info');
    expect(landingPath(group, [])).toBeNull();
    expect(landingPath({ title: '后台', path: '/b', redirect: '/w/home-page' }, [])).toBe('/w/home-page');
  });

  it('sends an unpermitted page to the first permitted page and lets permitted, noCheck and unknown paths stay', () => {
    const codes = ['w', 'w-home'];
    expect(guardRoute('/o/c/info', codes, tree)).toEqual({ allowed: false, redirectTo: '/w/home-page' });
    expect(guardRoute('/w/home-page?x=1', codes, tree)).toEqual({ allowed: true });
    expect(guardRoute('/w/detail', [], tree)).toEqual({ allowed: true });
    expect(guardRoute('/portal/home', [], tree)).toEqual({ allowed: true });
    expect(guardRoute('/o/c/info', [], tree)).toEqual({ allowed: false, redirectTo: null });
  });

  it('guards the shipped menu: job-detail needs nothing, role management needs roleM-look', () => {
    expect(guardRoute('/application-admin/job-detail', [])).toEqual({ allowed: true });
    expect(guardRoute('/account-recharge', [])).toEqual({ allowed: true });
    expect(guardRoute('/platform-manage/organization/role', ['platform-look'])).toEqual({ allowed: false, redirectTo: null });
    expect(guardRoute('/platform-manage/organization/role', ['roleM-look'])).toEqual({ allowed: true });
  });
});

describe('admin level (docs/behaviour §4) and the platform switcher code (docs/behaviour §2.7)', () => {
  it('is 1 with application-admin, otherwise 2', () => {
    expect(adminLevel(['x', 'application-admin'])).toBe(1);
    expect(adminLevel(['x'])).toBe(2);
    expect(adminLevel([])).toBe(2);
  });

  it('the management centre needs operateM', () => {
    expect(canChooseManagementCentre(['operateM'])).toBe(true);
    expect(canChooseManagementCentre(['application-admin'])).toBe(false);
  });
});
