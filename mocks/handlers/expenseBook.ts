import { db } from '../store/db';
import type { LedgerKind, LedgerRecord, OrderRecord, RechargeRecord } from '../store/seeds/expenseLedger';
import { formatBeijingTime } from '../store/time';

/**
 * The one ledger of the expense centre. Every change of a user's money goes through `post`,
 * which appends a line (fen, integers) and sets coinAccounts.balance to the new sum, so the
 * overview, my-account, record-detail, orders, bills and recharges never disagree.
 */

/** A user's platform account, keyed by user id (seeded from schemas/entities/user-balance.json): 账户余额 in 元, kept equal to the ledger's sum. */
export interface CoinAccountRecord {
  id: string;
  balance: number;
  updateTime: string;
}

/** Fen → 元 for the API (two decimals; the console reads it back exactly with yuanToFen). */
export const yuan = (fen: number): number => fen / 100;

export function balanceFen(userId: string): number {
  return db.collection('ledger').list().filter((line) => line.userId === userId).reduce((sum, line) => sum + line.amountFen, 0);
}

function serialNo(prefix: string, now: number): string {
  return `${prefix}${formatBeijingTime(now).replace(/\D/g, '')}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
}

export function newNo(prefix: string): string {
  return serialNo(prefix, Date.now());
}

export class InsufficientBalance extends Error {
  constructor() {
    super('账户余额不足，请先充值');
  }
}

/** Appends one line; spending beyond the balance is refused (no overdraft for self-service payments). */
export function post(userId: string, kind: LedgerKind, amountFen: number, remark: string, refNo: string): LedgerRecord {
  if (!Number.isInteger(amountFen) || amountFen === 0) throw new Error(`invalid ledger amount ${amountFen}`);
  const before = balanceFen(userId);
  if (amountFen < 0 && before + amountFen < 0) throw new InsufficientBalance();
  const now = Date.now();
  const line = db.collection('ledger').insert({
    userId, serialNo: serialNo('LS', now), kind, amountFen, balanceFen: before + amountFen, remark, refNo, createTime: formatBeijingTime(now),
  });
  const accounts = db.collection('coinAccounts');
  const balance = yuan(before + amountFen);
  if (accounts.get(userId)) accounts.update(userId, { balance, updateTime: line.createTime });
  else accounts.insert({ id: userId, balance, updateTime: line.createTime });
  return line;
}

/** How long the simulated payer takes after POST pay (the console polls pay result meanwhile). */
export const PAY_DELAY_MS = 1_500;

/**
 * A paying recharge whose payer has completed becomes SUCCESS and credits the ledger once.
 * Called by every read of recharges and balances, so the state is the same whoever asks first.
 */
export function settleDue(userId: string, now: number = Date.now()): void {
  const recharges = db.collection('recharges');
  for (const recharge of recharges.list()) {
    if (recharge.userId !== userId || recharge.status !== 'PAYING' || (recharge.payDueAt ?? Infinity) > now) continue;
    completeRecharge(recharge, now);
  }
}

function completeRecharge(recharge: RechargeRecord, now: number): void {
  const finishTime = formatBeijingTime(now);
  db.collection('recharges').update(recharge.id, { status: 'SUCCESS', finishTime, trxid: `${Date.now()}${String(recharge.id).padStart(6, '0')}` });
  post(recharge.userId, 'recharge', recharge.amountFen, `在线充值（${PAY_TYPES[recharge.paytype] ?? '在线支付'}）`, recharge.reqsn);
}

/** Payment types of the payment platform (W01 微信扫码 is the default, docs/behaviour §7.2 Payment). */
export const PAY_TYPES: Readonly<Record<string, string>> = { W01: '微信支付', A01: '支付宝', U01: '银联支付' };

/** The user's current (still unpaid) arrears: open bills. */
export function arrearsFen(userId: string): number {
  return db.collection('expenseBills').list().filter((b) => b.userId === userId && b.status === 'UNSETTLED').reduce((sum, b) => sum + b.amountFen, 0);
}

/**
 * A paid package's use so far: a steady share of its core-hours over its term (80 % by its end),
 * capped at the total. The customer's my-account and the operator's 套餐余量 both read it.
 */
export function packageUsage(order: OrderRecord, now: number = Date.now()): { usedCoreHours: number; expireAt: number; expired: boolean } {
  const bought = Date.parse(`${(order.payTime ?? order.createTime).replace(' ', 'T')}+08:00`);
  const expireAt = bought + order.months * 30 * 86_400_000;
  const used = Math.min(order.coreHours, Math.round(((now - bought) / (expireAt - bought)) * order.coreHours * 0.8 * 100) / 100);
  return { usedCoreHours: Math.max(0, used), expireAt, expired: expireAt < now };
}
