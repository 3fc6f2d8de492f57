/**
 * 应用运行's price before launch (issue 39): the job form shows 费用预估 as the user types — the
 * formula 核数 × 小时 = 核时 × 单价 of the chosen partition's 计时计费 rule, by the function the bills
 * use — and what the account can pay (app-start funds); a job it cannot cover is refused before
 * sending with a clear message at 最长运行时间, and when the server refuses (the funds changed
 * meanwhile) its reason shows there too; either way the form keeps what was typed. Both the
 * enterprise and the personal demo account.
 */
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { partitionPriceFen } from '../../../mocks/handlers/costViews';
import { balanceFen, post } from '../../../mocks/handlers/expenseBook';
import { jobFunds } from '../../../mocks/handlers/jobFunds';
import { FeedbackSlot } from '../../../src/app/feedback/FeedbackSlot';
import StartAppModule from '../../../src/modules/workbench/apps/StartAppModule';
import { render, screen, waitFor, within } from '../../support/testingLibrary';
import { signIn } from '../renderer/detailHarness';

/** Brings the user's balance to `fen` through the ledger, as a payment or a recharge would. */
function setBalance(userId: string, fen: number): void {
  const change = fen - balanceFen(userId);
  if (change !== 0) post(userId, change > 0 ? 'recharge' : 'bill', change, '测试：余额调整', 'TEST');
}

describe.each(['enterprise', 'personal'])('应用运行 as %s: 费用预估 and the refusal', (userName) => {
  it('follows what is typed, refuses what the account cannot cover, and keeps what was typed', async () => {
    const user = mockControl.db.collection('users').find((u) => u.userName === userName)!;
    const codes = mockControl.db.collection('roles').get(user.role)!.permissions;
    const sub = mockControl.db.collection('appSubscriptions').list().find((s) => s.userId === user.id && s.status === 'ACTIVE')!;
    // 100.00 元 and no credit: the form's numbers are then known to the fen.
    mockControl.db.collection('coinControls').update(user.id, { debtLimitFen: 0 });
    setBalance(user.id, 10_000);
    expect(partitionPriceFen('cpu_normal')).toBe(8);
    expect(jobFunds(user.id).reservedFen, 'no job of this account is under way in the demo data').toBe(0);

    await signIn(userName, codes);
    const events = userEvent.setup();
    render(
      <ConfigProvider locale={zhCN}>
        <FeedbackSlot />
        <MemoryRouter initialEntries={[`/application-admin/start-app?appId=${sub.appId}`]}><StartAppModule /></MemoryRouter>
      </ConfigProvider>,
    );
    const estimate = await screen.findByRole('region', { name: '费用预估' }, { timeout: 8000 });
    // The platform's defaults: 32 cores, 24 hours on cpu_normal at 0.08 元/核时.
    await waitFor(() => expect(estimate).toHaveTextContent('32 核 × 24 小时 = 768 核时 × 0.08 元/核时 = 61.44 元'));
    await waitFor(() => expect(estimate).toHaveTextContent(/可用额度 100\.00 元（余额 100\.00 元 \+ 剩余欠费额度 0\.00 元 − 排队与运行中作业预估 0\.00 元/), { timeout: 8000 });
    expect(within(estimate).queryByRole('alert')).toBeNull();

    await events.type(screen.getByLabelText('作业名称'), 'price_check');
    for (const input of screen.getAllByRole('textbox')) if ((input as HTMLInputElement).value === '' && input.getAttribute('id') !== 'workdir') await events.type(input, '/public/home/demo/input');

    // Typing 64 cores doubles it at once, beyond the 100.00 元 the account holds.
    const cores = screen.getByLabelText('核数');
    await events.clear(cores);
    await events.type(cores, '64');
    await waitFor(() => expect(estimate).toHaveTextContent('64 核 × 24 小时 = 1536 核时 × 0.08 元/核时 = 122.88 元'));
    const message = '可用额度不足：预估费用 122.88 元，可用额度 100.00 元。请缩短最长运行时间、减少核数，或先充值';
    expect(within(estimate).getByRole('alert')).toHaveTextContent(message);

    // 提交作业 is refused here: the reason at 最长运行时间, nothing sent, what was typed kept.
    const jobs = mockControl.db.collection('appJobs').count();
    await events.click(screen.getByRole('button', { name: '提交作业' }));
    const walltimeItem = () => screen.getByLabelText('最长运行时间（小时）').closest('.ant-formily-item') as HTMLElement;
    await waitFor(() => expect(within(walltimeItem()).getByText(message)).toBeInTheDocument());
    expect(mockControl.db.collection('appJobs').count()).toBe(jobs);
    expect(document.body.textContent).not.toContain('请按提示修改后重新提交'); // refused before sending, not by the server
    expect(screen.getByLabelText('核数')).toHaveValue('64');
    expect(screen.getByLabelText('作业名称')).toHaveValue('price_check');

    // Back to 32 cores it fits; but the balance drops to 50.00 元 behind the form's back, so the
    // server refuses, and its reason shows at the field, the form still holding the values.
    await events.clear(cores);
    await events.type(cores, '32');
    await waitFor(() => expect(within(estimate).queryByRole('alert')).toBeNull());
    setBalance(user.id, 5_000);
    await events.click(screen.getByRole('button', { name: '提交作业' }));
    await waitFor(() => expect(document.body.textContent).toContain('请按提示修改后重新提交'), { timeout: 8000 });
    await waitFor(() => expect(within(walltimeItem()).getByText('可用额度不足：预估费用 61.44 元，可用额度 50.00 元。请缩短最长运行时间、减少核数，或先充值')).toBeInTheDocument());
    expect(mockControl.db.collection('appJobs').count()).toBe(jobs);
    expect(screen.getByLabelText('核数')).toHaveValue('32');
    expect(screen.getByLabelText('作业名称')).toHaveValue('price_check');
    // The funds are read again after a refusal: the form now says the same as the server.
    await waitFor(() => expect(estimate).toHaveTextContent('可用额度 50.00 元'), { timeout: 8000 });
  });
});
