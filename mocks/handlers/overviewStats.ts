/**
 * The platform's money at a glance (account-stat is in dashboard.ts: it feeds the workbench's
 * 概览): what the platform is owed by its bills (platform-should-money), what customers really
 * owe beyond their balance (platform-real-owe-money), how the billed amount splits over the
 * partitions (allocation-bill-stat) and what users have recharged (user-invest-stat). All read
 * the expense centre's one ledger and bills, over the customers in the caller's scope
 * (customerScope.ts); amounts in 元. The 费用管理 codes read them (账单管理 for the bills, 虚拟币管理 for the
 * accounts); set-surplus / custom-set-surplus (one package's 余量 and its warning) are the
 * 套餐余量 page's detail and edit, in costManage.ts.
 */
import { type HttpHandler } from 'msw';
import { type Access } from '../permissions';
import { db } from '../store/db';
import { SEED_OPENING_REMARK } from '../store/seeds/expenseLedger';
import type { UserRecord } from '../store/seeds/users';
import { PARTITION_NAMES } from './costViews';
import { customerScope } from './customerScope';
import { balanceFen, settleDue, yuan } from './expenseBook';
import { fail, ok } from './respond';
import { operation } from '../routing/declaredOperation';

/** The customers in the caller's scope (customerScope.ts). */
function customers(auth: Access): UserRecord[] {
  const inScope = customerScope(auth);
  return db.collection('users').list().filter((user) => inScope(user));
}

/** An optional 账期 range (YYYY-MM) of the query, or the refusal. */
function periodRange(url: URL): { from: string; to: string } | Response {
  const from = url.searchParams.get('startPeriod') ?? '';
  const to = url.searchParams.get('endPeriod') ?? '';
  for (const value of [from, to]) if (value !== '' && !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return fail(400, '账期格式应为 YYYY-MM');
  if (from !== '' && to !== '' && from > to) return fail(400, '开始账期不能晚于结束账期');
  return { from, to };
}

const inPeriod = (period: string, range: { from: string; to: string }) => (range.from === '' || period >= range.from) && (range.to === '' || period <= range.to);

/** Sums fen by key, keys in ascending order, as { name, value } in 元. */
function series(entries: Iterable<[string, number]>): { name: string; value: number }[] {
  const sums = new Map<string, number>();
  for (const [key, fen] of entries) sums.set(key, (sums.get(key) ?? 0) + fen);
  return [...sums].sort(([a], [b]) => a.localeCompare(b)).map(([name, fen]) => ({ name, value: yuan(fen) }));
}

/** Where a recharge line came from, by the ledger's own wording (costRecharge.ts, expenseBook.ts). */
function investChannel(remark: string): string {
  if (remark.startsWith('在线充值')) return '在线充值';
  if (remark.startsWith('后台充值')) return '后台充值';
  if (remark.startsWith('充值赠送')) return '充值赠送';
  return '其他';
}

export const overviewStatHandlers: HttpHandler[] = [
  /** 平台应收: the bills of the customers in scope, issued / settled / still open, per 账期. */
  operation('overview-stats', 'get-platform-should-money', ({ request }, auth) => {
    const range = periodRange(new URL(request.url));
    if (range instanceof Response) return range;
    const ids = new Set(customers(auth).map((u) => u.id));
    const bills = db.collection('expenseBills').list().filter((b) => ids.has(b.userId) && inPeriod(b.period, range));
    const sum = (keep: (status: string) => boolean) => bills.filter((b) => keep(b.status)).reduce((s, b) => s + b.amountFen, 0);
    return ok({
      total: yuan(sum(() => true)), settled: yuan(sum((s) => s === 'SETTLED')), unsettled: yuan(sum((s) => s === 'UNSETTLED')), bills: bills.length,
      periods: series(bills.map((b) => [b.period, b.amountFen])),
    });
  }),

  /** 实际欠费: per customer in scope, open bills beyond the balance; the ten largest listed. */
  operation('overview-stats', 'get-platform-real-owe-money', (_, auth) => {
    const open = new Map<string, number>();
    for (const bill of db.collection('expenseBills').list()) if (bill.status === 'UNSETTLED') open.set(bill.userId, (open.get(bill.userId) ?? 0) + bill.amountFen);
    const owing = customers(auth).flatMap((user) => {
      settleDue(user.id);
      const unsettled = open.get(user.id) ?? 0;
      const balance = balanceFen(user.id);
      const owe = unsettled - balance;
      return owe > 0 ? [{ userName: user.userName, displayName: user.displayName, unsettledFen: unsettled, balanceFen: balance, oweFen: owe }] : [];
    }).sort((a, b) => b.oweFen - a.oweFen || a.userName.localeCompare(b.userName));
    return ok({
      total: yuan(owing.reduce((s, o) => s + o.oweFen, 0)), customers: owing.length,
      records: owing.slice(0, 10).map((o) => ({ userName: o.userName, displayName: o.displayName, unsettled: yuan(o.unsettledFen), balance: yuan(o.balanceFen), owe: yuan(o.oweFen) })),
    });
  }),

  /** 账单分摊: the billed core-hours and amounts of the customers in scope, per partition. */
  operation('overview-stats', 'get-allocation-bill-stat', ({ request }, auth) => {
    const range = periodRange(new URL(request.url));
    if (range instanceof Response) return range;
    const ids = new Set(customers(auth).map((u) => u.id));
    const rows = new Map<string, { coreHours: number; fen: number }>();
    for (const bill of db.collection('expenseBills').list()) {
      if (!ids.has(bill.userId) || !inPeriod(bill.period, range)) continue;
      for (const line of bill.lines) {
        const row = rows.get(line.partition) ?? { coreHours: 0, fen: 0 };
        row.coreHours += line.coreHours;
        row.fen += line.amountFen;
        rows.set(line.partition, row);
      }
    }
    const totalFen = [...rows.values()].reduce((s, r) => s + r.fen, 0);
    return ok({
      total: yuan(totalFen),
      records: [...rows].sort(([, a], [, b]) => b.fen - a.fen).map(([partition, r]) => ({
        partition, name: PARTITION_NAMES[partition] ?? partition, coreHours: Math.round(r.coreHours * 100) / 100, value: yuan(r.fen),
        share: totalFen === 0 ? 0 : Math.round((r.fen / totalFen) * 10_000) / 100,
      })),
    });
  }),

  /** 用户充值: the recharges of the customers in scope (the opening balances of the demo left out), per month and per channel. */
  operation('overview-stats', 'get-user-invest-stat', (_, auth) => {
    const ids = new Set(customers(auth).map((u) => u.id));
    for (const id of ids) settleDue(id);
    const lines = db.collection('ledger').list().filter((l) => ids.has(l.userId) && l.kind === 'recharge' && l.remark !== SEED_OPENING_REMARK);
    return ok({
      total: yuan(lines.reduce((s, l) => s + l.amountFen, 0)), count: lines.length, users: new Set(lines.map((l) => l.userId)).size,
      months: series(lines.map((l) => [l.createTime.slice(0, 7), l.amountFen])),
      channels: series(lines.map((l) => [investChannel(l.remark), l.amountFen])),
    });
  }),
];
