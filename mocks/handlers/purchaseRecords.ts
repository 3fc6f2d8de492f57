/**
 * Hand-written: cancelling a purchase changes an order of the ledger (by its owner, or by an operator within its customers) and must leave the money untouched; the 热销 ranking lists the packages on sale with their paid quantities and amounts.
 *
 * 购买记录 (purchase-record): its reads are the family's computed records (`rows`: source
 * purchase-orders in rowSources.ts, served by mocks/crud/computedReads.ts) — 我的订单 (account
 * page/export, the caller's own), 订单管理 (customer page/export, stats, one record: the customers
 * in the operator's scope) and the partner accounts' (partner page/export). Here: top10 of the
 * packages on sale and cancel of an unpaid purchase. summary/buy/pay stay in expense.ts with the
 * rest of the customer's purchase flow.
 */
import { http, type HttpHandler } from 'msw';
import { answerItem } from '../crud/envelope';
import { forbidden, moduleGrants, requireGrant } from '../permissions';
import { db } from '../store/db';
import { PACKAGES } from '../store/seeds/expenseLedger';
import { formatBeijingTime } from '../store/time';
import { costGrants } from './costManage';
import { orderRow } from './costViews';
import { customerScope } from './customerScope';
import { EXPENSE_MODULE } from './expense';
import { yuan } from './expenseBook';
import { durable, fail, ok, readJsonObject } from './respond';
import { operation } from '../routing/declaredOperation';

export const PURCHASE_BASE = '/api/operation-management/v1/purchase-record';

export const purchaseRecordHandlers: HttpHandler[] = [
  /** 购买套餐's 热销 marks: the packages on sale by paid quantity across the platform, most first (at most 10). */
  operation('purchase-record', 'get-buy-top10', () => {
    const paid = db.collection('expenseOrders').list().filter((o) => o.status === 'PAID');
    const ranked = PACKAGES.map((p) => {
      const mine = paid.filter((o) => o.packageId === p.id);
      return { packageId: p.id, packageName: p.name, buyCount: mine.reduce((s, o) => s + o.quantity, 0), amount: yuan(mine.reduce((s, o) => s + o.amountFen, 0)) };
    }).filter((r) => r.buyCount > 0).sort((a, b) => b.buyCount - a.buyCount || b.amount - a.amount || a.packageId - b.packageId);
    return ok(ranked.slice(0, 10).map((r, i) => ({ rank: i + 1, ...r })));
  }),

  /**
   * 取消订单: an unpaid purchase, by its owner (我的订单) or by an operator within their scope
   * (订单管理); no money has moved. Another's order is 403 to an owner (only 订单管理's codes reach
   * other people's orders) and 404 to an operator whose scope leaves it out (as the list does).
   */
  http.put(`*${PURCHASE_BASE}/cancel`, durable(async ({ request }) => {
    const operatorGrants = costGrants(PURCHASE_BASE, 'PUT cancel')().filter((grant) => !grant.own);
    const auth = requireGrant(request, [...operatorGrants, ...moduleGrants(EXPENSE_MODULE)]);
    if (auth instanceof Response) return auth;
    const asOperator = auth.held.some((held) => operatorGrants.some((grant) => grant.code === held.code));
    const body = await readJsonObject(request);
    const orders = db.collection('expenseOrders');
    const order = orders.get(Number(body?.id));
    if (!order) return fail(404, '订单不存在');
    const customer = db.collection('users').get(order.userId);
    if (!asOperator && order.userId !== auth.user.id) return forbidden();
    if (asOperator && !customerScope(auth)(customer)) return fail(404, '订单不存在');
    if (order.status !== 'UNPAID') return fail(400, '只有待支付的订单可以取消');
    const done = orders.update(order.id, { status: 'CANCELLED', cancelTime: formatBeijingTime(Date.now()) }) ?? order;
    return answerItem(undefined, orderRow(done, customer));
  })),
];
