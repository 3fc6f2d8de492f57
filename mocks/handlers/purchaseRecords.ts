/**
 * Hand-written: cancelling a purchase changes an order of the ledger (by its owner, or by an operator within its customers) and must leave the money untouched.
 *
 * 购买记录 (purchase-record): its reads are the family's computed records (`rows`: source
 * purchase-orders in rowSources.ts, served by mocks/crud/computedReads.ts) — 我的订单 (account
 * page/export, the caller's own), 订单管理 (customer page/export, stats, one record: the customers
 * in the operator's scope) and the partner accounts' (partner page/export); 购买套餐's 热销 marks
 * (buy/top10) are an aggregate read of the same rows. Here: cancel of an unpaid purchase.
 * summary/buy/pay stay in expense.ts with the rest of the customer's purchase flow.
 */
import { http, type HttpHandler } from 'msw';
import { answerItem } from '../crud/envelope';
import { forbidden, requireGrant } from '../permissions';
import { db } from '../store/db';
import { formatBeijingTime } from '../store/time';
import { costGrants } from './costManage';
import { orderRow } from './costViews';
import { customerScope } from './customerScope';
import { durable, fail, readJsonObject } from './respond';

export const PURCHASE_BASE = '/api/operation-management/v1/purchase-record';

export const purchaseRecordHandlers: HttpHandler[] = [
  /**
   * 取消订单: an unpaid purchase, by its owner (我的订单) or by an operator within their scope
   * (订单管理); no money has moved. Another's order is 403 to an owner (only 订单管理's codes reach
   * other people's orders) and 404 to an operator whose scope leaves it out (as the list does).
   */
  http.put(`*${PURCHASE_BASE}/cancel`, durable(async ({ request }) => {
    // The family's grants of the action: the operators' codes, and the owners' (`own`) of 我的订单 and its detail.
    const grants = costGrants(PURCHASE_BASE, 'PUT cancel')();
    const operatorGrants = grants.filter((grant) => !grant.own);
    const auth = requireGrant(request, grants);
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
