/**
 * A list page's named views: resolvePage turns each view's operation names into GET routes with
 * the codes that show the view and its export; the renderer picks the views a caller sees, the one
 * an address shows, and the page as that view shows it; the list state keeps the view in the address.
 */
import { describe, expect, it } from 'vitest';
import type { FamilyDeclaration } from '../../../src/pageLanguage/family';
import type { ListPageConfig, PageDeclaration } from '../../../src/pageLanguage/pageConfig';
import { FamilyReferenceError, resolvePage } from '../../../src/pageLanguage/resolvePage';
import { resolveListState, writeListState } from '../../../src/renderer/list/listState';
import { chooseView, configForAddress, configForView, mayExportIn, shownView, visibleViews } from '../../../src/renderer/list/listViews';

const BASE = '/api/x/v1/order';
const family = {
  title: '订单', base: BASE, entity: 'order', verbs: ['list', 'export', 'summary'],
  routes: { list: { method: 'GET', path: 'customer/page' }, export: { method: 'GET', path: 'customer/export' } },
  operations: [
    { name: 'partner-page', method: 'GET', path: 'partner/page', summary: '伙伴', access: { grants: ['order-look', { code: 'partner-look', scope: { kind: 1 } }] } },
    { name: 'partner-export', method: 'GET', path: 'partner/export', summary: '导出', access: { grants: ['order-export'] } },
    { name: 'mine', method: 'GET', path: '/api/y/v1/mine', summary: '本人', access: { signedIn: '本人的订单' } },
    { name: 'cancel', method: 'PUT', path: 'cancel', summary: '取消', access: { grants: ['order-cancel'] } },
  ],
} as unknown as FamilyDeclaration;

const page = (views: unknown[], extra: Record<string, unknown> = {}): PageDeclaration => ({
  kind: 'list', entity: 'order', family: 'order', permissionPrefix: 'order', columns: [{ key: 'orderNo' }],
  summary: { items: [{ label: '全部' }] }, scope: { channel: 'web' }, views, ...extra,
} as unknown as PageDeclaration);

const VIEWS = [
  { key: 'all', title: '全部' },
  { key: 'partner', title: '合作伙伴', list: 'partner-page', export: 'partner-export', scope: { paid: true } },
  { key: 'mine', title: '本人', list: 'mine' },
];
const resolved = () => resolvePage(page(VIEWS), family) as ListPageConfig;

describe('resolvePage: list views', () => {
  it('turn operation names into GET routes with full paths and the codes of their grants', () => {
    expect(resolved().views).toEqual([
      { key: 'all', title: '全部', grants: null, exportGrants: null },
      {
        key: 'partner', title: '合作伙伴', scope: { paid: true },
        list: { method: 'GET', path: `${BASE}/partner/page` }, grants: ['order-look', 'partner-look'],
        export: { method: 'GET', path: `${BASE}/partner/export` }, exportGrants: ['order-export'],
      },
      { key: 'mine', title: '本人', list: { method: 'GET', path: '/api/y/v1/mine' }, grants: null, exportGrants: null },
    ]);
    expect(resolved().endpoint.routes?.list).toEqual({ method: 'GET', path: 'customer/page' });
  });

  it('refuse an operation the family lacks or one that is not a GET', () => {
    expect(() => resolvePage(page([{ key: 'a', title: 'A' }, { key: 'b', title: 'B', list: 'partner-pgae' }]), family)).toThrow(FamilyReferenceError);
    expect(() => resolvePage(page([{ key: 'a', title: 'A' }, { key: 'b', title: 'B', export: 'cancel' }]), family)).toThrow(/列表视图 b 指向的 cancel 不是接口族 order 的 GET 操作/);
  });
});

describe('listViews: what a caller sees', () => {
  it('shows the views whose operation the caller holds a grant of; a view on the family’s list to everyone', () => {
    const config = resolved();
    expect(visibleViews(config, ['order-look']).map((v) => v.key)).toEqual(['all', 'partner', 'mine']);
    expect(visibleViews(config, ['partner-look']).map((v) => v.key)).toEqual(['all', 'partner', 'mine']);
    expect(visibleViews(config, ['other']).map((v) => v.key)).toEqual(['all', 'mine']);
  });

  it('picks the view the address names among the shown ones, else the first shown', () => {
    const config = resolved();
    const shown = visibleViews(config, ['other']);
    expect(chooseView(config, shown, 'mine')?.key).toBe('mine');
    expect(chooseView(config, shown, 'partner')?.key).toBe('all');
    expect(chooseView(config, shown, null)?.key).toBe('all');
    expect(chooseView(config, [], 'partner')?.key).toBe('all');
  });

  it('lets the caller export in a view only with its export operation’s grant', () => {
    const [all, partner] = resolved().views!;
    expect(mayExportIn(all, [])).toBe(true);
    expect(mayExportIn(partner, ['order-look'])).toBe(false);
    expect(mayExportIn(partner, ['order-export'])).toBe(true);
    expect(mayExportIn(undefined, [])).toBe(true);
  });

  it('shows the page through a view: its list and export routes, its scope added, no summary over another list; once per view', () => {
    const config = resolved();
    const [all, partner, mine] = config.views!;
    const partnerPage = configForView(config, partner);
    expect(partnerPage.endpoint.routes).toEqual({ list: { method: 'GET', path: `${BASE}/partner/page` }, export: { method: 'GET', path: `${BASE}/partner/export` } });
    expect(partnerPage.scope).toEqual({ channel: 'web', paid: true });
    expect(partnerPage.summary).toBeUndefined();
    expect(configForView(config, partner)).toBe(partnerPage);
    expect(shownView(partnerPage)).toEqual({ key: 'partner', defaultKey: 'all' });
    const allPage = configForView(config, all);
    expect(allPage.endpoint.routes).toEqual(config.endpoint.routes);
    expect(allPage.summary).toEqual(config.summary);
    expect(allPage.scope).toEqual({ channel: 'web' });
    expect(configForView(config, mine).endpoint.routes?.export).toEqual({ method: 'GET', path: 'customer/export' });
    expect(configForAddress(config, ['order-look'], '?view=partner&page=3')).toBe(partnerPage);
    expect(configForAddress(config, ['other'], '?view=partner')).toBe(allPage);
    expect(shownView(config)).toBeUndefined();
  });
});

describe('list state: the view in the address', () => {
  const options = { filterKeys: ['status'], sortableKeys: [], view: { key: 'partner', defaultKey: 'all' } };
  it('reads as the state’s view and is written unless it is the default one', () => {
    const state = resolveListState(new URLSearchParams('view=partner&status=PAID&page=2'), options);
    expect(state).toEqual({ page: 2, pageSize: 20, sort: undefined, filters: { status: 'PAID' }, view: 'partner' });
    expect(writeListState({ ...state, page: 1 }, options).toString()).toBe('view=partner&status=PAID');
    expect(writeListState({ ...state, view: 'all' }, options).toString()).toBe('status=PAID&page=2');
  });

  it('is absent for a page without views', () => {
    const state = resolveListState(new URLSearchParams('view=partner'), { filterKeys: [], sortableKeys: [] });
    expect(state).not.toHaveProperty('view');
    expect(writeListState(state, {}).toString()).toBe('');
  });
});
