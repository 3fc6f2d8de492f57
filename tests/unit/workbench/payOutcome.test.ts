import { describe, expect, it } from 'vitest';
import { describeOutcome } from '../../../src/modules/workbench/model/payOutcome';

const base = { amount: 100, reqsn: 'CZ20261126000001', reason: '', balance: null };

describe('describeOutcome: what the recharge page says at the end', () => {
  it('success shows the amount credited and the server’s balance, two decimals', () => {
    expect(describeOutcome({ ...base, outcome: 'success', amount: 1234.5, balance: 12345.6 }))
      .toEqual({ status: 'success', title: '充值成功', text: '已到账 1,234.50 元，当前余额 12,345.60 元' });
    expect(describeOutcome({ ...base, outcome: 'success' }).text).toBe('已到账 100.00 元，当前余额 — 元');
  });

  it('failure names the channel’s reason, the order and the amount; without a reason it still says 支付失败', () => {
    expect(describeOutcome({ ...base, outcome: 'failed', amount: 60000, reason: '超出支付渠道单笔限额（50,000.00 元）' }))
      .toEqual({ status: 'error', title: '支付失败', text: '超出支付渠道单笔限额（50,000.00 元）（订单号 CZ20261126000001，60,000.00 元）' });
    expect(describeOutcome({ ...base, outcome: 'failed' }).text).toBe('支付失败（订单号 CZ20261126000001，100.00 元）');
  });

  it('timeout is a warning that offers refresh or cancel, not a failure', () => {
    expect(describeOutcome({ ...base, outcome: 'timeout', amount: 0.1 }))
      .toEqual({ status: 'warning', title: '暂未查询到支付结果', text: '若已完成支付，请稍后刷新结果；未支付可取消本次充值（0.10 元）' });
  });

  it('cancelled says nothing is charged', () => {
    expect(describeOutcome({ ...base, outcome: 'cancelled' }))
      .toEqual({ status: 'info', title: '已取消充值', text: '订单 CZ20261126000001（100.00 元）已取消，不会扣款。' });
  });
});
