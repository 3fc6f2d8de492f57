/**
 * What the recharge page says at the end of a payment (success, failure, timeout, cancelled):
 * pure, so every outcome's wording is unit-tested without rendering the page.
 */
import { formatYuan } from '../../../contract/money';
import type { PollOutcome, PayResult } from './payPolling';

export type Outcome = PollOutcome<PayResult>['outcome'];

export interface OutcomeInput {
  outcome: Outcome;
  /** The recharge amount, 元. */
  amount: number;
  reqsn: string;
  /** Why the payment failed (the channel's reason), for 'failed'. */
  reason: string;
  /** The balance after success, 元; null when not read. */
  balance: number | null;
}

export interface OutcomeView {
  /** antd Result status, or 'info' for the cancelled notice. */
  status: 'success' | 'error' | 'warning' | 'info';
  title: string;
  text: string;
}

export function describeOutcome({ outcome, amount, reqsn, reason, balance }: OutcomeInput): OutcomeView {
  const money = `${formatYuan(amount)} 元`;
  switch (outcome) {
    case 'success':
      return { status: 'success', title: '充值成功', text: `已到账 ${money}，当前余额 ${balance === null ? '—' : formatYuan(balance)} 元` };
    case 'failed':
      return { status: 'error', title: '支付失败', text: `${reason || '支付失败'}（订单号 ${reqsn}，${money}）` };
    case 'timeout':
      return { status: 'warning', title: '暂未查询到支付结果', text: `若已完成支付，请稍后刷新结果；未支付可取消本次充值（${money}）` };
    case 'cancelled':
      return { status: 'info', title: '已取消充值', text: `订单 ${reqsn}（${money}）已取消，不会扣款。` };
  }
}
