/**
 * Hand-written: the purchase records are the ledger's orders read three ways (own, an operator's customers, partner accounts) with their money and a cancel that must leave the ledger untouched.
 *
 * 购买记录 (purchase-record): the package purchases of the expense centre, the one collection
 * expenseOrders, read three ways — the signed-in account's own (我的订单: account page/export),
 * every customer's in the operator's scope (订单管理: customer page/export, stats; customerScope.ts),
 * and the partner accounts' (partner page/export) — with top10 of the packages on sale and
 * cancel of an unpaid purchase, by its owner or by an operator. summary/buy/pay stay in
 * expense.ts with the rest of the customer's purchase flow.
 */
import { http, type HttpHandler } from 'msw';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import { crudEntities } from '../crud/crudCollections';
import type { CrudRecord } from '../crud/crudRecord';
import { answerItem, answerList } from '../crud/envelope';
import { resolveServerQuery } from '../crud/listQuery';
import { summarise } from '../crud/readVerbs';
import { toCsv } from '../crud/toCsv';
import { forbidden, moduleGrants, requireGrant, type Access, type Grant } from '../permissions';
import { db } from '../store/db';
import { PACKAGES, type OrderRecord } from '../store/seeds/expenseLedger';
import type { UserRecord } from '../store/seeds/users';
import { formatBeijingTime } from '../store/time';
import { costGrants } from './costManage';
import { orderRow } from './costViews';
import { customerScope } from './customerScope';
import { EXPENSE_MODULE } from './expense';
import { yuan } from './expenseBook';
import { pageRows, type Row } from './pageRows';
import { durable, fail, ok, readJsonObject } from './respond';
import { operation } from '../routing/declaredOperation';

export const PURCHASE_BASE = '/api/operation-management/v1/purchase-record';
const ENTITY = 'cost-order';
/** A partner account: the demo's 合作伙伴 role (its purchases are listed apart for the partner settlement). */
const PARTNER_ROLE_NAME = '合作伙伴';

const entity = (): EntitySchema => {
  const found = crudEntities.get(ENTITY);
  if (!found) throw new Error(`实体 ${ENTITY} 不存在`);
  return found;
};
const own = (): readonly Grant[] => moduleGrants(EXPENSE_MODULE);
/** 订单管理's codes for the call: the family's grants but those on the caller's own records only. */
const operator = (key: string) => (): readonly Grant[] => costGrants(PURCHASE_BASE, key)().filter((grant) => !grant.own);

/** Who the caller reads for: an operator (the customers in their scope) or the owner (own purchases only). */
type Reader = { kind: 'operator'; inScope: (user: UserRecord | undefined) => boolean } | { kind: 'owner'; userId: string };

/** The caller as an operator if they hold the operator's grant, else as the owner; or the refusal. */
function reader(request: Request, operatorGrants: readonly Grant[], ownerGrants: readonly Grant[]): { auth: Access; as: Reader } | Response {
  const auth = requireGrant(request, [...operatorGrants, ...ownerGrants]);
  if (auth instanceof Response) return auth;
  const codes = new Set(operatorGrants.map((g) => g.code));
  if (auth.held.some((g) => codes.has(g.code))) {
    return { auth, as: { kind: 'operator', inScope: customerScope(auth) } };
  }
  return { auth, as: { kind: 'owner', userId: auth.user.id } };
}

/**
 * Why the caller may not touch this order, if they may not: another's order is 403 to an owner
 * (only 订单管理's codes reach other people's orders) and 404 to an operator whose scope leaves
 * it out (as the list does).
 */
function refusal(order: OrderRecord, as: Reader, byId: Map<string, UserRecord>): Response | null {
  if (readable(order, as, byId)) return null;
  return as.kind === 'owner' ? forbidden() : fail(404, '订单不存在');
}

const usersById = (): Map<string, UserRecord> => new Map(db.collection('users').list().map((u) => [u.id, u]));

function readable(order: OrderRecord, as: Reader, byId: Map<string, UserRecord>): boolean {
  return as.kind === 'owner' ? order.userId === as.userId : as.inScope(byId.get(order.userId));
}

/** The rows of the orders `keep` admits, as the list pages and exports show them. */
function rows(keep: (order: OrderRecord, user: UserRecord | undefined) => boolean): Row[] {
  const byId = usersById();
  return db.collection('expenseOrders').list().filter((o) => keep(o, byId.get(o.userId))).map((o) => orderRow(o, byId.get(o.userId)));
}

type Query = Parameters<typeof pageRows>[1];

/** The list filters of 订单管理 (entity fields) plus the account page's own `keyword` (order number or package). */
function query(url: URL, paged: boolean): Query {
  const base = resolveServerQuery(entity(), url) as Query;
  const keyword = url.searchParams.get('keyword')?.trim() ?? '';
  const filter = keyword === '' ? base.filter
    : (row: Row) => (base.filter ? base.filter(row) : true) && (String(row.orderNo).includes(keyword) || String(row.packageName).includes(keyword));
  return { ...base, filter, sort: base.sort ?? { key: 'createTime', order: 'desc' }, ...(paged ? {} : { pageSize: 0 }) };
}

function csv(all: Row[], name: string): Response {
  return new Response(toCsv(entity(), all), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}.csv"` },
  });
}

type Keep = (auth: Access) => (order: OrderRecord, user: UserRecord | undefined) => boolean;

const pageOf = (request: Request, auth: Access, keep: Keep): Response => {
  const page = pageRows(rows(keep(auth)), query(new URL(request.url), true));
  return answerList(undefined, page.records, page.total);
};
const exportOf = (request: Request, auth: Access, keep: Keep, name: string): Response =>
  csv(pageRows(rows(keep(auth)), query(new URL(request.url), false)).records, name);

/** page + export of a view declared as the family's operations (`get-<view>-page`, `get-<view>-export`), routed and guarded by them. */
function declaredView(view: 'account' | 'partner', keep: Keep, name: string): HttpHandler[] {
  return [
    operation('purchase-record', `get-${view}-page`, ({ request }, auth) => pageOf(request, auth, keep)),
    operation('purchase-record', `get-${view}-export`, ({ request }, auth) => exportOf(request, auth, keep, name)),
  ];
}

/** 订单管理's page + export: the family's record routes (list, export), guarded by their declared grants. */
function customerView(keep: Keep, name: string): HttpHandler[] {
  return [
    http.get(`*${PURCHASE_BASE}/customer/page`, ({ request }) => {
      const auth = requireGrant(request, operator('list')());
      return auth instanceof Response ? auth : pageOf(request, auth, keep);
    }),
    http.get(`*${PURCHASE_BASE}/customer/export`, ({ request }) => {
      const auth = requireGrant(request, operator('export')());
      return auth instanceof Response ? auth : exportOf(request, auth, keep, name);
    }),
  ];
}

const inCallerScope = customerScope;

export const purchaseRecordHandlers: HttpHandler[] = [
  // 我的订单: the signed-in account's own purchases.
  ...declaredView('account', (auth) => (order) => order.userId === auth.user.id, 'my-purchase-records'),
  // 订单管理: the purchases of the customers in the operator's scope.
  ...customerView((auth) => { const inScope = inCallerScope(auth); return (_, user) => inScope(user); }, 'purchase-records'),
  // Partner accounts' purchases (for the partner settlement; 订单管理's codes read them).
  ...declaredView('partner', (auth) => { const inScope = inCallerScope(auth); return (_, user) => user?.roleName === PARTNER_ROLE_NAME && inScope(user); }, 'partner-purchase-records'),

  /** 订单管理's summary strip: counts per status of the purchases matching the list's filters, with the paid total. */
  http.get(`*${PURCHASE_BASE}/stats`, ({ request }) => {
    const auth = requireGrant(request, operator('summary')());
    if (auth instanceof Response) return auth;
    const inScope = inCallerScope(auth);
    const matched = pageRows(rows((_, user) => inScope(user)), query(new URL(request.url), false)).records;
    const paidFen = matched.filter((r) => r.status === 'PAID').reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
    return answerItem(undefined, { ...summarise(entity(), matched as CrudRecord[]), paidAmount: yuan(paidFen) });
  }),

  /** 购买套餐's 热销 marks: the packages on sale by paid quantity across the platform, most first (at most 10). */
  operation('purchase-record', 'get-buy-top10', () => {
    const paid = db.collection('expenseOrders').list().filter((o) => o.status === 'PAID');
    const ranked = PACKAGES.map((p) => {
      const mine = paid.filter((o) => o.packageId === p.id);
      return { packageId: p.id, packageName: p.name, buyCount: mine.reduce((s, o) => s + o.quantity, 0), amount: yuan(mine.reduce((s, o) => s + o.amountFen, 0)) };
    }).filter((r) => r.buyCount > 0).sort((a, b) => b.buyCount - a.buyCount || b.amount - a.amount || a.packageId - b.packageId);
    return ok(ranked.slice(0, 10).map((r, i) => ({ rank: i + 1, ...r })));
  }),

  /** 取消订单: an unpaid purchase, by its owner (我的订单) or by an operator within their scope (订单管理); no money has moved. */
  http.put(`*${PURCHASE_BASE}/cancel`, durable(async ({ request }) => {
    const read = reader(request, operator('PUT cancel')(), own());
    if (read instanceof Response) return read;
    const body = await readJsonObject(request);
    const orders = db.collection('expenseOrders');
    const order = orders.get(Number(body?.id));
    const byId = usersById();
    if (!order) return fail(404, '订单不存在');
    const refused = refusal(order, read.as, byId);
    if (refused) return refused;
    if (order.status !== 'UNPAID') return fail(400, '只有待支付的订单可以取消');
    const done = orders.update(order.id, { status: 'CANCELLED', cancelTime: formatBeijingTime(Date.now()) }) ?? order;
    return answerItem(undefined, orderRow(done, byId.get(done.userId)));
  })),

  /** One purchase: the owner's own (订单详情 of 我的订单) or one within the operator's scope (订单管理's 订单详情). */
  http.get(`*${PURCHASE_BASE}/:id`, ({ request, params }) => {
    const read = reader(request, operator('get')(), own());
    if (read instanceof Response) return read;
    const order = db.collection('expenseOrders').get(Number(params.id));
    const byId = usersById();
    if (!order) return fail(404, '订单不存在');
    const refused = refusal(order, read.as, byId);
    if (refused) return refused;
    return answerItem(undefined, orderRow(order, byId.get(order.userId)));
  }),
];
