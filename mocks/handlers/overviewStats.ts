/**
 * 实际欠费 (platform-real-owe-money): per customer in the caller's scope (customerScope.ts), the
 * open bills beyond the balance. Written by hand because it is not a sum of rows: each customer's
 * due payments are settled first and the balance is the ledger's. The platform's other money
 * figures — platform-should-money, allocation-bill-stat, user-invest-stat — are aggregate reads
 * (schemas/families/overview-stats.json, row sources in rowSources.ts); account-stat, which feeds
 * the workbench's 概览, is in dashboard.ts. Amounts in 元.
 */
import { type HttpHandler } from 'msw';
import { db } from '../store/db';
import { customerScope } from './customerScope';
import { balanceFen, settleDue, yuan } from './expenseBook';
import { ok } from './respond';
import { operation } from '../routing/declaredOperation';

export const overviewStatHandlers: HttpHandler[] = [
  /** 实际欠费: per customer in scope, open bills beyond the balance; the ten largest listed. */
  operation('overview-stats', 'get-platform-real-owe-money', (_, auth) => {
    const open = new Map<string, number>();
    for (const bill of db.collection('expenseBills').list()) if (bill.status === 'UNSETTLED') open.set(bill.userId, (open.get(bill.userId) ?? 0) + bill.amountFen);
    const inScope = customerScope(auth);
    const owing = db.collection('users').list().filter((user) => inScope(user)).flatMap((user) => {
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
];
