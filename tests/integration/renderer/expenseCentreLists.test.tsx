/**
 * 费用中心's list pages as page configs over the caller's own part of the ledger: 收支明细
 * (account-bills) shows each line's signed change and the balance after it with separators, and
 * reads again when its kept tab comes back on screen; 作业账单 (job-bills) shows the totals its
 * answer sends beside the rows; 我的账单 (bill) settles an open bill from the balance through
 * PUT bill/settle/{id}; 账单详情 reads bill/{id}.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { formatFen } from '../../../src/contract/money';
import { screen, waitFor, within } from '../../support/testingLibrary';
import { renderPage } from './detailHarness';
import { recordRequests } from '../../support/requestLog';

const OM = '/api/operation-management/v1';
const PAGES = 'application-admin/expense-center';

const requests = recordRequests();
afterEach(() => {
  vi.unstubAllGlobals();
});

const enterprise = () => mockControl.db.collection('users').find((u) => u.userName === 'enterprise')!;
const codesOf = (userName: string) => {
  const user = mockControl.db.collection('users').find((u) => u.userName === userName)!;
  return mockControl.db.collection('roles').get(user.role)!.permissions;
};
const rowsOf = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.hpc-list-table tbody tr.hpc-list-row')];

describe('收支明细 (record-detail)', () => {
  it('shows the caller’s lines newest first with the signed change and the balance after it, and reads again on return', async () => {
    const observers: ResizeObserverCallback[] = [];
    vi.stubGlobal('ResizeObserver', class {
      constructor(callback: ResizeObserverCallback) { observers.push(callback); }
      observe() {}
      disconnect() {}
    });
    const { view } = await renderPage(`${PAGES}/record-detail`, { user: 'enterprise', codes: codesOf('enterprise') });
    const lines = mockControl.db.collection('ledger').list().filter((l) => l.userId === enterprise().id).sort((a, b) => b.id - a.id);
    const newest = lines[0]!;
    await waitFor(() => expect(rowsOf(view.container)[0]).toHaveTextContent(newest.serialNo), { timeout: 8000 });
    const first = rowsOf(view.container)[0]!;
    expect(first).toHaveTextContent(`${newest.amountFen > 0 ? '+' : ''}${formatFen(newest.amountFen)}`);
    expect(first).toHaveTextContent(`¥${formatFen(newest.balanceFen)}`);
    const reads = () => requests.filter((r) => r === `GET ${OM}/coin-account/account-bills`).length;
    const before = reads();
    // The kept tab is hidden (0×0), then shown again: the list asks the server again.
    const box = (width: number) => [{ contentRect: { width, height: width } }] as unknown as ResizeObserverEntry[];
    for (const callback of observers) callback(box(0), {} as ResizeObserver);
    for (const callback of observers) callback(box(800), {} as ResizeObserver);
    await waitFor(() => expect(reads()).toBeGreaterThan(before), { timeout: 8000 });
  });
});

describe('作业账单 (work-page)', () => {
  it('shows the totals of every job of the caller beside the rows', async () => {
    const { view } = await renderPage(`${PAGES}/work-page`, { user: 'enterprise', codes: codesOf('enterprise') });
    const cost = await waitFor(() => {
      const figure = view.container.querySelector('[data-total="totalCost"] dd');
      expect(figure?.textContent).toMatch(/^¥[\d,]+\.\d{2}$/);
      return figure!;
    }, { timeout: 8000 });
    expect(view.container.querySelector('[data-total="totalCoreHours"] dd')?.textContent).toMatch(/^[\d,]+\.\d{2} 核时$/);
    expect(cost.textContent).not.toBe('-');
    expect(requests).toContain(`GET ${OM}/coin-account/job-bills`);
  });
});

describe('我的账单 (my-bill) and 账单详情', () => {
  it('结清 takes an open bill’s amount from the balance through PUT bill/settle/{id}', async () => {
    const bills = mockControl.db.collection('expenseBills');
    const open = bills.insert({
      userId: enterprise().id, billNo: 'ZD-SCREEN-1', period: '2026-11', lines: [{ partition: 'cpu_normal', coreHours: 10, unitPriceFen: 8, amountFen: 80 }],
      amountFen: 80, status: 'UNSETTLED', createTime: '2026-11-27 00:00:00',
    });
    const { user } = await renderPage(`${PAGES}/my-bill`, { user: 'enterprise', codes: codesOf('enterprise') });
    const row = (await screen.findByText('ZD-SCREEN-1', {}, { timeout: 8000 })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('¥0.80');
    expect(row).toHaveTextContent('未结清');
    await user.click(within(row).getByRole('button', { name: '结清' }));
    const dialog = await waitFor(() => {
      const shown = document.querySelector<HTMLElement>('.ant-modal-confirm:not(.ant-zoom-leave)');
      expect(shown).not.toBeNull();
      return shown!;
    });
    await user.click(within(dialog).getByRole('button', { name: /确\s?认/ }));
    await waitFor(() => expect(bills.get(open.id)!.status).toBe('SETTLED'), { timeout: 8000 });
    expect(requests).toContain(`PUT ${OM}/bill/settle/${open.id}`);
    const line = mockControl.db.collection('ledger').list().filter((l) => l.refNo === 'ZD-SCREEN-1');
    expect(line.map((l) => l.amountFen)).toEqual([-80]);
  });

  it('账单详情 reads bill/{id} and shows the lines priced per partition', async () => {
    const bill = mockControl.db.collection('expenseBills').list().find((b) => b.userId === enterprise().id)!;
    await renderPage(`${PAGES}/my-bill-detail`, { user: 'enterprise', codes: codesOf('enterprise'), search: `?id=${bill.id}` });
    expect((await screen.findAllByText(bill.billNo, {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    expect(requests).toContain(`GET ${OM}/bill/${bill.id}`);
    expect(screen.getAllByText(`¥${formatFen(bill.amountFen)}`).length).toBeGreaterThan(0);
    const first = bill.lines[0];
    if (first) expect(screen.getByText(new RegExp(`${first.coreHours.toFixed(2)} 核时 × ${(first.unitPriceFen / 100).toFixed(2)} 元`))).toBeInTheDocument();
    else expect(screen.getByText('本期无用量')).toBeInTheDocument();
  });
});
