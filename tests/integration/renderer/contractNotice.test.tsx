/**
 * 客户合同's notice: the line above the list is GET customer-contract/warning-rule's answer — the
 * contract rule and how many contracts in force end within its days — and it is gone once the
 * rule is switched off (the page's family read again, as after any change the page makes).
 */
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { http } from '../../../src/core/http/client';
import { queryClient } from '../../../src/core/query/queryClient';
import { familyKey } from '../../../src/renderer/data/familyQueries';
import { recordRequests } from '../../support/requestLog';
import { screen, waitFor } from '../../support/testingLibrary';
import { renderListPage, waitForRows } from './renderListPage';

const PAGE = 'operation-center/customer/customer-contract';
const BASE = '/api/operation-management/v1/customer-contract';
const requests = recordRequests();

describe('客户合同 到期预警', { timeout: 90_000 }, () => {
  it('shows the warning rule’s count above the list, and nothing once the rule is off', async () => {
    const rules = mockControl.db.collection('crud.warn-rule');
    const rule = rules.find((r) => r.target === 'contract')!;
    // Contracts in force ending within the rule's days: one ending in ten days at least.
    const contract = mockControl.db.collection('crud.customer-contract').list().find((c) => c.status === 1)!;
    const inTenDays = new Date(Date.now() + 10 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    mockControl.db.collection('crud.customer-contract').update(contract.id, { endDate: inTenDays });
    await renderListPage(PAGE);
    await waitForRows();
    const { data: answer } = await http.get<{ data: { expiringCount: number; warnDays: number; ruleName: string; notifyWay: string } }>(`${BASE}/warning-rule`, { loading: false, silent: true });
    expect(answer.expiringCount).toBeGreaterThan(0);
    const line = await screen.findByText(`${answer.ruleName}：${answer.expiringCount} 份生效中的合同将在 ${answer.warnDays} 天内到期，已按“${answer.notifyWay}”通知相关人员`, {}, { timeout: 8000 });
    expect(line.closest('.ant-alert')).not.toBeNull();
    expect(requests).toContain(`GET ${BASE}/warning-rule`);

    rules.update(rule.id, { enabled: 0 });
    await queryClient.invalidateQueries({ queryKey: familyKey(BASE) });
    await waitFor(() => expect(screen.queryByText(/份生效中的合同将在/)).toBeNull());
  });
});
