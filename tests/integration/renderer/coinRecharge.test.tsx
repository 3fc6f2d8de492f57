/**
 * 客户充值 (platform-manage/cost-manage/coin-recharge) as a list page config: 为客户充值 opens the
 * generated form, whose customer picker shows each account's balance and greys out a stopped one
 * with why; the chosen customer's 当前余额 shows under it; a bad amount is refused on its field
 * keeping what was typed; a recharge is read back above the list (the amount credited, the new
 * balance) and heads the records. The ledger arithmetic is the server's (costManage.test.ts).
 */
import { fireEvent, screen, waitFor, within } from '../../support/testingLibrary';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { queryClient } from '../../../src/core/query/queryClient';
import { formatFen } from '../../../src/contract/money';
import { balanceFen } from '../../../mocks/handlers/expenseBook';
import { renderListPage, waitForRows } from './renderListPage';

const PAGE = 'platform-manage/cost-manage/coin-recharge';
const dialog = () => screen.getByRole('dialog');
const item = (label: string) => [...dialog().querySelectorAll<HTMLElement>('.ant-form-item')].find((el) => el.querySelector('label')?.textContent?.includes(label))!;

beforeEach(() => {
  queryClient.clear();
});

describe('客户充值', () => {
  it('picks a customer by account and balance, shows the balance, refuses a third decimal, and reads the recharge back', async () => {
    const { user } = await renderListPage(PAGE);
    const seeded = await waitForRows();
    expect(seeded[0]).toHaveTextContent('线下转账到账');
    await user.click(screen.getByRole('button', { name: /为客户充值/ }));
    await waitFor(() => expect(dialog()).toHaveTextContent('为客户充值'), { timeout: 5000 });

    const users = mockControl.db.collection('users');
    const enterprise = users.find((u) => u.userName === 'enterprise')!;
    const before = balanceFen(enterprise.id);
    await waitFor(() => expect(item('客户').querySelector('.ant-select-selection-placeholder')).toHaveTextContent('输入账号或名称搜索客户'), { timeout: 8000 });
    fireEvent.mouseDown(item('客户').querySelector('.ant-select-selector')!);
    const option = (userName: string) => [...item('客户').querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent?.includes(`（${userName}）`));
    await waitFor(() => expect(option('enterprise')).toBeDefined());
    expect(option('enterprise')).toHaveTextContent(`余额 ¥${formatFen(before)}`);
    expect(option('enterprise')).not.toHaveClass('ant-select-item-option-disabled');
    expect(option('disabled')).toHaveTextContent('（虚拟币账户已停用）');
    expect(option('disabled')).toHaveClass('ant-select-item-option-disabled');
    fireEvent.click(option('enterprise')!);
    await waitFor(() => expect(within(item('客户')).getByText('当前余额').nextSibling).toHaveTextContent(`¥${formatFen(before)}`));

    const amount = within(dialog()).getByLabelText('充值金额（元）');
    await user.type(amount, '12.345');
    await user.click(within(dialog()).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(item('充值金额')).toHaveTextContent('充值金额（元）最多保留两位小数'));
    expect(amount).toHaveValue('12.345');

    await user.clear(amount);
    await user.type(amount, '300');
    await user.type(within(dialog()).getByLabelText('备注'), '回单号 A-77');
    await user.click(within(dialog()).getByRole('button', { name: /确\s?定/ }));
    const result = await screen.findByRole('status', {}, { timeout: 8000 });
    const after = balanceFen(enterprise.id);
    expect(after).toBeGreaterThanOrEqual(before + 30_000);
    expect(result).toHaveTextContent('充值成功');
    expect(result).toHaveTextContent(`${enterprise.displayName}（enterprise）到账 300.00 元`);
    expect(result).toHaveTextContent(`当前余额 ${formatFen(after)} 元`);
    await waitFor(() => expect(document.querySelector('.hpc-list-table tbody tr.hpc-list-row')).toHaveTextContent('回单号 A-77'));
    // Closed, the read-back is gone; the record stays in the list.
    await user.click(within(result).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
