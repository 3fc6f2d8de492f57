/**
 * The screens of the workbench overview, the purchase records and the recharge make the spec's
 * calls (the msw request log): 概览 reads account-stat; 订单管理 and its detail read
 * purchase-record customer/page, stats and {id} and cancel through purchase-record/cancel;
 * 我的订单 reads purchase-record account/page (its export account/export) and pays (POST pay) or
 * cancels an unpaid order, on the list and its detail; 购买套餐 buy/top10;
 * 账户充值 invest → invest/pay1 → pay, invest/pay2 → pay for another type, pay/result and
 * coin-account/pay-result. None of them calls the old made-up paths.
 */
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { PAY_DELAY_MS } from '../../../mocks/handlers/expenseBook';
import { FeedbackSlot } from '../../../src/app/feedback/FeedbackSlot';
import PurchasePackage from '../../../src/modules/workbench/expense/PurchasePackage';
import RechargeModule from '../../../src/modules/workbench/expense/RechargeModule';
import { render, screen, waitFor, within } from '../../support/testingLibrary';
import { renderPage, signIn } from './detailHarness';

const OM = '/api/operation-management/v1';
const PR = `${OM}/purchase-record`;
const OLD = [/\/workbench\/overview/, /\/order\/(page|cancel|\d)/, /\/order-manage\//, /\/coin-account\/cancel\//, /\/coin-account\/debt-setting\//];

let requests: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  requests.push(`${request.method} ${url.pathname}`);
};
beforeEach(() => {
  requests = [];
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  vi.useRealTimers();
  expect(requests.filter((r) => OLD.some((old) => old.test(r))), 'no old made-up path is called').toEqual([]);
});

const made = (method: string, path: string | RegExp) => requests.some((r) => (typeof path === 'string' ? r === `${method} ${path}` : r.startsWith(`${method} `) && path.test(r.slice(method.length + 1))));

const userOf = (userName: string) => mockControl.db.collection('users').find((u) => u.userName === userName)!;
function unpaidOrder(userName: string, orderNo: string) {
  return mockControl.db.collection('expenseOrders').insert({
    userId: userOf(userName).id, orderNo, packageId: 1, packageName: '入门体验包', coreHours: 500, months: 1, quantity: 1,
    unitPriceFen: 3_900, discountFen: 0, amountFen: 3_900, status: 'UNPAID', createTime: '2026-11-26 10:00:00',
  });
}

/** The codes of a demo user's role. */
const codesOf = (userName: string) => mockControl.db.collection('roles').get(userOf(userName).role)!.permissions;

/** The open confirm dialog asking `question` (a closed one stays in jsdom's DOM, animating out). */
async function openConfirm(question: string): Promise<HTMLElement> {
  return waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm:not(.ant-zoom-leave)')].find((dialog) => dialog.textContent?.includes(question));
    expect(open, question).toBeDefined();
    return open!;
  });
}

/** A workbench module as its page shows it, for a signed-in demo user holding their role's codes. */
async function renderModule(element: ReactElement, userName: string, entry = '/') {
  const role = mockControl.db.collection('roles').get(userOf(userName).role)!;
  await signIn(userName, role.permissions);
  const user = userEvent.setup();
  render(
    <ConfigProvider locale={zhCN}>
      <FeedbackSlot />
      <MemoryRouter initialEntries={[entry]}>{element}</MemoryRouter>
    </ConfigProvider>,
  );
  return user;
}

describe('概览 reads the overview statistic account-stat', () => {
  it('the dashboard’s cards come from GET account-stat', async () => {
    await renderPage('application-admin/application-center');
    await screen.findByText('运行中作业', {}, { timeout: 8000 });
    await waitFor(() => expect(made('GET', `${OM}/account-stat`)).toBe(true), { timeout: 8000 });
  });
});

describe('订单管理 reads purchase-record', () => {
  it('the list reads customer/page and its summary stats; 取消订单 is PUT purchase-record/cancel with the id in the body', async () => {
    const order = unpaidOrder('enterprise', 'DD-SCREEN-OM-1');
    const { user } = await renderPage('platform-manage/cost-manage/order-management');
    const row = (await screen.findByText('DD-SCREEN-OM-1', {}, { timeout: 8000 })).closest('tr') as HTMLElement;
    expect(made('GET', `${PR}/customer/page`)).toBe(true);
    await waitFor(() => expect(made('GET', `${PR}/stats`)).toBe(true));
    let body: unknown = null;
    const onCancel = async ({ request }: { request: Request }) => {
      if (request.method === 'PUT' && new URL(request.url).pathname === `${PR}/cancel`) body = await request.clone().json();
    };
    server.events.on('request:start', onCancel);
    try {
      await user.click(within(row).getByRole('button', { name: '取消订单' }));
      // The confirm dialog (a closed one stays in jsdom's DOM, animating out).
      const dialog = await waitFor(() => {
        const open = document.querySelector<HTMLElement>('.ant-modal-confirm:not(.ant-zoom-leave)');
        expect(open).not.toBeNull();
        return open!;
      });
      await user.click(within(dialog).getByRole('button', { name: /确\s?认/ }));
      await waitFor(() => expect(mockControl.db.collection('expenseOrders').get(order.id)!.status).toBe('CANCELLED'), { timeout: 8000 });
    } finally {
      server.events.removeListener('request:start', onCancel);
    }
    expect(body).toEqual({ id: order.id });
  });

  it('the detail reads purchase-record/{id}', async () => {
    const order = unpaidOrder('enterprise', 'DD-SCREEN-OM-2');
    await renderPage('platform-manage/cost-manage/order-management-detail', { search: `?id=${order.id}` });
    expect((await screen.findAllByText('DD-SCREEN-OM-2', {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    expect(made('GET', `${PR}/${order.id}`)).toBe(true);
  });
});

describe('the expense centre reads purchase-record', () => {
  it('我的订单 lists account/page, exports account/export, cancels through purchase-record/cancel', async () => {
    const order = unpaidOrder('enterprise', 'DD-SCREEN-MY-1');
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:orders');
    const { user } = await renderPage('application-admin/expense-center/my-order', { user: 'enterprise', codes: codesOf('enterprise') });
    const row = (await screen.findByText('DD-SCREEN-MY-1', {}, { timeout: 8000 })).closest('tr') as HTMLElement;
    expect(made('GET', `${PR}/account/page`)).toBe(true);
    expect(made('GET', `${PR}/customer/page`), 'not the operators’ list').toBe(false);
    await user.click(screen.getByRole('button', { name: /导\s?出$/ }));
    await waitFor(() => expect(made('GET', `${PR}/account/export`)).toBe(true));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    await user.click(within(row).getByRole('button', { name: '取消' }));
    await user.click(within(await openConfirm('确认取消该订单？')).getByRole('button', { name: /^确\s?认$/ }));
    await waitFor(() => expect(mockControl.db.collection('expenseOrders').get(order.id)!.status).toBe('CANCELLED'), { timeout: 8000 });
    expect(made('PUT', `${PR}/cancel`)).toBe(true);
  });

  it('我的订单 pays an unpaid order from the balance through POST pay, the amount in the question; a short balance is refused with the server’s message', async () => {
    const order = unpaidOrder('enterprise', 'DD-SCREEN-MY-3');
    const dear = mockControl.db.collection('expenseOrders').insert({
      userId: userOf('enterprise').id, orderNo: 'DD-SCREEN-MY-4', packageId: 4, packageName: '企业旗舰包', coreHours: 500_000, months: 12, quantity: 99,
      unitPriceFen: 99_999_900, discountFen: 0, amountFen: 9_899_990_100, status: 'UNPAID', createTime: '2026-11-26 11:00:00',
    });
    let body: unknown = null;
    const onPay = async ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === `${PR}/pay`) body = await request.clone().json();
    };
    server.events.on('request:start', onPay);
    try {
      const { user, notices } = await renderPage('application-admin/expense-center/my-order', { user: 'enterprise', codes: codesOf('enterprise') });
      const row = (await screen.findByText('DD-SCREEN-MY-3', {}, { timeout: 8000 })).closest('tr') as HTMLElement;
      await user.click(within(row).getByRole('button', { name: '支付' }));
      await user.click(within(await openConfirm('确认从账户余额支付 39.00 元？')).getByRole('button', { name: /^确\s?认$/ }));
      await waitFor(() => expect(mockControl.db.collection('expenseOrders').get(order.id)!.status).toBe('PAID'), { timeout: 8000 });
      expect(body).toEqual({ orderId: order.id });
      await waitFor(() => expect(within(row).queryByRole('button', { name: '支付' })).toBeNull());

      const dearRow = (await screen.findByText('DD-SCREEN-MY-4')).closest('tr') as HTMLElement;
      await user.click(within(dearRow).getByRole('button', { name: '支付' }));
      await user.click(within(await openConfirm('确认从账户余额支付 98,999,901.00 元？')).getByRole('button', { name: /^确\s?认$/ }));
      await waitFor(() => expect(notices).toContainEqual({ level: 'error', text: '账户余额不足，请先充值' }), { timeout: 8000 });
      expect(mockControl.db.collection('expenseOrders').get(dear.id)!.status).toBe('UNPAID');
    } finally {
      server.events.removeListener('request:start', onPay);
    }
  });

  it('订单详情 reads purchase-record/{id}, pays and cancels an unpaid order from its header', async () => {
    const order = unpaidOrder('enterprise', 'DD-SCREEN-MY-2');
    const { user } = await renderPage('application-admin/expense-center/my-order-detail', { search: `?id=${order.id}`, user: 'enterprise', codes: codesOf('enterprise') });
    expect((await screen.findAllByText('DD-SCREEN-MY-2', {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    expect(made('GET', `${PR}/${order.id}`)).toBe(true);
    expect(screen.getByText('待支付')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消订单' }));
    await user.click(within(await openConfirm('确认取消该订单？')).getByRole('button', { name: /^确\s?认$/ }));
    await waitFor(() => expect(mockControl.db.collection('expenseOrders').get(order.id)!.status).toBe('CANCELLED'), { timeout: 8000 });
    // Read again: cancelled, so neither action shows.
    expect(await screen.findByText('已取消')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^支\s?付$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '取消订单' })).toBeNull();

    const other = unpaidOrder('enterprise', 'DD-SCREEN-MY-5');
    const again = await renderPage('application-admin/expense-center/my-order-detail', { search: `?id=${other.id}`, user: 'enterprise', codes: codesOf('enterprise') });
    await screen.findAllByText('DD-SCREEN-MY-5', {}, { timeout: 8000 });
    await again.user.click(screen.getByRole('button', { name: /^支\s?付$/ }));
    await again.user.click(within(await openConfirm('确认从账户余额支付 39.00 元？')).getByRole('button', { name: /^确\s?认$/ }));
    await waitFor(() => expect(mockControl.db.collection('expenseOrders').get(other.id)!.status).toBe('PAID'), { timeout: 8000 });
    expect(made('POST', `${PR}/pay`)).toBe(true);
  });

  it('购买套餐 marks the best sellers from buy/top10', async () => {
    await renderModule(<PurchasePackage />, 'enterprise');
    expect(await screen.findByText('热销 No.1', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(made('GET', `${PR}/buy/top10`)).toBe(true);
  });
});

describe('账户充值 pays through invest/pay1, pay, invest/pay2 and reads pay-result', () => {
  it('a recharge: invest → pay1 → pay (W01); another type: pay2 → pay (A01); success shows the ledger line from pay-result', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = await renderModule(<RechargeModule />, 'enterprise');
    await screen.findByText(/充值账户/, {}, { timeout: 8000 });
    await waitFor(() => expect(screen.getByTestId('recharge-balance')).not.toHaveTextContent('—'));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await screen.findByTestId('pay-amount', {}, { timeout: 8000 });
    expect(requests.filter((r) => /^POST .*\/(coin-account\/invest(\/pay1)?|pay)$/.test(r))).toEqual([
      `POST ${OM}/coin-account/invest`, `POST ${OM}/coin-account/invest/pay1`, `POST ${OM}/pay`,
    ]);
    const reqsn = mockControl.db.collection('recharges').list().at(-1)!.reqsn;
    expect(mockControl.db.collection('recharges').list().at(-1)).toMatchObject({ paytype: 'W01', status: 'PAYING' });

    await user.click(screen.getByRole('radio', { name: '支付宝' }));
    await waitFor(() => expect(made('POST', `${OM}/coin-account/invest/pay2`)).toBe(true));
    await waitFor(() => expect(mockControl.db.collection('recharges').find((r) => r.reqsn === reqsn)).toMatchObject({ paytype: 'A01', status: 'PAYING' }));
    expect(requests.filter((r) => r === `POST ${OM}/pay`)).toHaveLength(2);

    // The payer completes: the next read of pay/result credits the account once.
    vi.setSystemTime(Date.now() + PAY_DELAY_MS + 1_000);
    const serial = await screen.findByTestId('pay-serial', {}, { timeout: 8000 });
    const line = mockControl.db.collection('ledger').find((l) => l.refNo === reqsn)!;
    expect(serial).toHaveTextContent(`入账流水号：${line.serialNo}`);
    expect(made('GET', `${OM}/pay/result`)).toBe(true);
    expect(made('GET', `${OM}/coin-account/pay-result`)).toBe(true);
  });

  it('取消充值 is PUT coin-account/cancel with the reqsn in the body', async () => {
    const user = await renderModule(<RechargeModule />, 'enterprise');
    await screen.findByText(/充值账户/, {}, { timeout: 8000 });
    await waitFor(() => expect(screen.getByTestId('recharge-balance')).not.toHaveTextContent('—'));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(await screen.findByRole('button', { name: '取消充值' }, { timeout: 8000 }));
    expect(await screen.findByTestId('pay-result', {}, { timeout: 8000 })).toHaveTextContent(/已取消，不会扣款/);
    expect(made('PUT', `${OM}/coin-account/cancel`)).toBe(true);
    expect(mockControl.db.collection('recharges').list().at(-1)!.status).toBe('CANCELLED');
  });
});
