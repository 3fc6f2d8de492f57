/**
 * A list page's named views on 订单管理 (platform-manage/cost-manage/order-management): tabs
 * 全部客户订单 (the family's customer/page) and 合作伙伴订单 (the operations get-partner-page and
 * get-partner-export). Switching goes to page 1 with the filters kept and the view in the address;
 * 导出 in a view calls that view's export; a caller holding none of a view's grants sees no tabs.
 */
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import orderManagement from '../../../schemas/pages/platform-manage/cost-manage/order-management.json';
import { loadFamily } from '../../../src/pageLanguage/familyLoader';
import type { FamilyDeclaration } from '../../../src/pageLanguage/family';
import type { ListPageConfig, PageDeclaration } from '../../../src/pageLanguage/pageConfig';
import { resolvePage } from '../../../src/pageLanguage/resolvePage';
import { screen, waitFor, within } from '../../support/testingLibrary';
import { currentLocation, renderPage } from './detailHarness';

const PAGE = 'platform-manage/cost-manage/order-management';
const PR = '/api/operation-management/v1/purchase-record';

/** Every request of the test with its query, as "METHOD /path?query". */
let requests: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  requests.push(`${request.method} ${url.pathname}${url.search}`);
};
beforeEach(() => {
  requests = [];
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
});

/** The query of the calls to `path`, newest last. */
const callsTo = (path: string) => requests.filter((r) => r.startsWith(`GET ${path}?`) || r === `GET ${path}`).map((r) => new URLSearchParams(r.split('?')[1] ?? ''));

const userOf = (userName: string) => mockControl.db.collection('users').find((u) => u.userName === userName)!;
function order(userName: string, orderNo: string) {
  return mockControl.db.collection('expenseOrders').insert({
    userId: userOf(userName).id, orderNo, packageId: 1, packageName: '入门体验包', coreHours: 500, months: 1, quantity: 1,
    unitPriceFen: 3_900, discountFen: 0, amountFen: 3_900, status: 'PAID', createTime: '2026-11-26 10:00:00', payTime: '2026-11-26 10:05:00',
  });
}
/** 12 orders of the partner account and one of an enterprise, all matching 订单号 DD-VIEW. */
function seedOrders() {
  for (let i = 1; i <= 12; i += 1) order('partner', `DD-VIEW-P${String(i).padStart(2, '0')}`);
  order('enterprise', 'DD-VIEW-C01');
}
const rows = () => [...document.querySelectorAll<HTMLElement>('.hpc-list-table tbody tr.hpc-list-row')];

describe('订单管理 views', () => {
  it('全部客户订单 ⇄ 合作伙伴订单: partner/page with the filters on page 1, the view kept in the address, its own export', async () => {
    seedOrders();
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:orders');
    // The download's link is not followed in jsdom (it has no other document to go to).
    const follow = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    onTestFinished(() => {
      saved.mockRestore();
      follow.mockRestore();
    });
    const { user } = await renderPage(PAGE, { search: '?orderNo=DD-VIEW&size=10&page=2' });
    const all = await screen.findByRole('tab', { name: '全部客户订单' }, { timeout: 8000 });
    expect(all).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(rows()).toHaveLength(3), { timeout: 8000 });
    expect(callsTo(`${PR}/customer/page`).at(-1)?.get('orderNo')).toBe('DD-VIEW');
    expect(callsTo(`${PR}/partner/page`)).toEqual([]);
    expect(screen.getByRole('list', { name: /统计$/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '合作伙伴订单' }));
    await waitFor(() => expect(callsTo(`${PR}/partner/page`)).toHaveLength(1), { timeout: 8000 });
    const partnerCall = callsTo(`${PR}/partner/page`)[0]!;
    expect(Object.fromEntries(partnerCall)).toEqual(expect.objectContaining({ pageIndex: '1', pageSize: '10', orderNo: 'DD-VIEW' }));
    await waitFor(() => expect(rows().map((row) => row.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('DD-VIEW-P')])), { timeout: 8000 });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(rows().some((row) => row.textContent?.includes('DD-VIEW-C01'))).toBe(false);
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '合作伙伴订单' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(new URLSearchParams(currentLocation.current.split('?')[1]).get('view')).toBe('partner'));
    const address = new URLSearchParams(currentLocation.current.split('?')[1]);
    expect(address.get('orderNo')).toBe('DD-VIEW');
    expect(address.get('page')).toBeNull();
    // The summary counts the family's own list: none over the partners' rows.
    expect(screen.queryByRole('list', { name: /统计$/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: /导\s?出$/ }));
    await waitFor(() => expect(callsTo(`${PR}/partner/export`)).toHaveLength(1), { timeout: 8000 });
    expect(callsTo(`${PR}/partner/export`)[0]!.get('orderNo')).toBe('DD-VIEW');
    expect(callsTo(`${PR}/customer/export`)).toEqual([]);
    await waitFor(() => expect(saved).toHaveBeenCalled());

    // Back to 全部客户订单: the bare view again, the filter still there.
    await user.click(screen.getByRole('tab', { name: '全部客户订单' }));
    await waitFor(() => expect(rows()).toHaveLength(10), { timeout: 8000 });
    await waitFor(() => expect(new URLSearchParams(currentLocation.current.split('?')[1]).get('view')).toBeNull());
    expect(callsTo(`${PR}/customer/page`).at(-1)?.get('orderNo')).toBe('DD-VIEW');
    expect(screen.getByText('共 13 条')).toBeInTheDocument();
  });

  it('an address naming the partner view opens it; 重置 keeps the view and clears the filters', async () => {
    seedOrders();
    const { user } = await renderPage(PAGE, { search: '?view=partner&orderNo=DD-VIEW-P0' });
    await waitFor(() => expect(rows()).toHaveLength(9), { timeout: 8000 });
    expect(screen.getByRole('tab', { name: '合作伙伴订单' })).toHaveAttribute('aria-selected', 'true');
    expect(callsTo(`${PR}/customer/page`)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^重\s?置$/ }));
    await waitFor(() => expect(callsTo(`${PR}/partner/page`).some((query) => !query.has('orderNo'))).toBe(true), { timeout: 8000 });
    await waitFor(() => expect(currentLocation.current).toBe(`/${PAGE}?view=partner`));
    expect(callsTo(`${PR}/customer/page`)).toEqual([]);
  });
});

describe('a caller holding none of a view’s grants', () => {
  it('sees no tabs and reads the family’s list, even when the address names the view', async () => {
    const declared = orderManagement as unknown as PageDeclaration;
    const family = (await loadFamily('purchase-record'))!;
    // The same family with the partner read behind a code nobody holds.
    const guarded: FamilyDeclaration = {
      ...family,
      operations: family.operations!.map((op) => (op.name === 'get-partner-page' ? { ...op, access: { grants: ['order-management-partner-look'] } } : op)),
    };
    const config = resolvePage(declared, guarded) as ListPageConfig;
    expect(config.views?.[1]?.grants).toEqual(['order-management-partner-look']);
    seedOrders();
    await renderPage(PAGE, { config, search: '?view=partner' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 8000 });
    expect(callsTo(`${PR}/customer/page`).length).toBeGreaterThan(0);
    expect(callsTo(`${PR}/partner/page`)).toEqual([]);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tab', { name: '合作伙伴订单' })).toBeNull();
    expect(within(document.body).getByRole('list', { name: /统计$/ })).toBeInTheDocument();
  });
});
