import { http } from 'msw';
import { moduleGrants, requireGrant } from '../permissions';
import { db } from '../store/db';
import { PACKAGES, type BillRecord, type LedgerRecord, type OrderRecord } from '../store/seeds/expenseLedger';
import { formatBeijingTime } from '../store/time';
import { jobCostRows } from './costViews';
import { arrearsFen, balanceFen, InsufficientBalance, newNo, packageUsage, post, settleDue, yuan } from './expenseBook';
import { readNumber, yuanText, type NumberRules } from './readNumber';
import { durable, fail, intParam, ok, readJsonObject } from './respond';
import { WARN_AMOUNT_MAX_FEN, yuanToFen } from '../../src/contract/money';
import { JOB_STATUS_LABELS } from './workbenchJobs';

/**
 * 费用中心 (expense-center): the caller's own account, ledger lines, bills and the package
 * purchase flow (purchase-record summary, buy, pay; the purchase records themselves are read and
 * cancelled in purchaseRecords.ts). Amounts go out in 元 with two decimals; the ledger keeps fen
 * (expenseBook.ts).
 */
const OM = '*/api/operation-management/v1';
export const EXPENSE_MODULE = 'wb-expense';
const grants = () => moduleGrants(EXPENSE_MODULE);
/** The customer's own balance warning: the operator's coin-account setting has the same limit. */
const WARN_AMOUNT: NumberRules = { label: '预警金额', min: 0, max: WARN_AMOUNT_MAX_FEN / 100, decimals: 2, format: yuanText };

const lineOut = (line: LedgerRecord) => ({
  id: line.id, serialNo: line.serialNo, kind: line.kind, direction: line.amountFen > 0 ? 'income' : 'expense',
  amount: yuan(Math.abs(line.amountFen)), balance: yuan(line.balanceFen), remark: line.remark, refNo: line.refNo, createTime: line.createTime,
});
const orderOut = (order: OrderRecord) => ({
  ...order, unitPrice: yuan(order.unitPriceFen), discount: yuan(order.discountFen), amount: yuan(order.amountFen),
});
const billOut = (bill: BillRecord) => ({
  ...bill, amount: yuan(bill.amountFen), lines: bill.lines.map((l) => ({ ...l, unitPrice: yuan(l.unitPriceFen), amount: yuan(l.amountFen) })),
  coreHours: Math.round(bill.lines.reduce((s, l) => s + l.coreHours, 0) * 100) / 100,
});

function inRange(time: string, url: URL): boolean {
  const start = url.searchParams.get('startDate') ?? '';
  const end = url.searchParams.get('endDate') ?? '';
  return (start === '' || time.slice(0, 10) >= start) && (end === '' || time.slice(0, 10) <= end);
}

function csv(rows: (string | number)[][]): Response {
  const text = '\uFEFF' + rows.map((r) => r.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(',')).join('\r\n');
  return new Response(text, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
}

export const expenseHandlers = [
  http.get(`${OM}/coin-account/my-account`, ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    const userId = auth.user.id;
    settleDue(userId);
    const setting = db.collection('accountSettings').get(userId) ?? { warnEnabled: false, warnAmountFen: 0 };
    const month = formatBeijingTime(Date.now()).slice(0, 7);
    const lines = db.collection('ledger').list().filter((l) => l.userId === userId);
    const monthSpend = lines.filter((l) => l.amountFen < 0 && l.createTime.startsWith(month)).reduce((s, l) => s - l.amountFen, 0);
    const totalRecharge = lines.filter((l) => l.kind === 'recharge').reduce((s, l) => s + l.amountFen, 0);
    const packages = db.collection('expenseOrders').list()
      .filter((o) => o.userId === userId && o.status === 'PAID')
      .map((o) => {
        const use = packageUsage(o);
        return { orderNo: o.orderNo, packageName: o.packageName, coreHours: o.coreHours, usedCoreHours: use.usedCoreHours, expireTime: formatBeijingTime(use.expireAt), expired: use.expired };
      });
    const balance = balanceFen(userId);
    return ok({
      balance: yuan(balance), arrears: yuan(arrearsFen(userId)), monthSpend: yuan(monthSpend), totalRecharge: yuan(totalRecharge),
      warnEnabled: setting.warnEnabled, warnAmount: yuan(setting.warnAmountFen), warning: setting.warnEnabled && balance < setting.warnAmountFen,
      packages,
    });
  }),

  http.put(`${OM}/coin-account/warn`, durable(async ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    const body = await readJsonObject(request);
    const amount = readNumber(body?.warnAmount, WARN_AMOUNT);
    if (!amount.ok) return fail(400, amount.message);
    const next = { warnEnabled: body?.warnEnabled === true, warnAmountFen: yuanToFen(amount.value) };
    const settings = db.collection('accountSettings');
    if (settings.get(auth.user.id)) settings.update(auth.user.id, next);
    else settings.insert({ id: auth.user.id, ...next });
    return ok({ warnEnabled: next.warnEnabled, warnAmount: yuan(next.warnAmountFen) });
  })),

  http.get(`${OM}/coin-account/account-bills`, ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    settleDue(auth.user.id);
    const url = new URL(request.url);
    const direction = url.searchParams.get('direction') ?? '';
    const kind = url.searchParams.get('kind') ?? '';
    const page = db.collection('ledger').query({
      filter: (l) => l.userId === auth.user.id && (kind === '' || l.kind === kind)
        && (direction === '' || (direction === 'income' ? l.amountFen > 0 : l.amountFen < 0)) && inRange(l.createTime, url),
      sort: { key: 'id', order: 'desc' },
      pageIndex: intParam(url, 'pageIndex', 1), pageSize: intParam(url, 'pageSize', 10),
    });
    return ok({ records: page.records.map(lineOut), total: page.total });
  }),

  /** 作业账单: the caller's jobs priced by the billing rules in force, the very rows of the operator's 作业费用. */
  http.get(`${OM}/coin-account/job-bills`, ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    const url = new URL(request.url);
    const rows = jobCostRows(Date.now(), auth.user.id).sort((a, b) => String(b.submitTime).localeCompare(String(a.submitTime)) || Number(b.id) - Number(a.id));
    const fen = (key: 'cost' | 'coreHours') => rows.reduce((sum, r) => sum + Math.round(Number(r[key]) * 100), 0);
    const pageIndex = intParam(url, 'pageIndex', 1);
    const pageSize = intParam(url, 'pageSize', 10);
    return ok({
      records: rows.slice((pageIndex - 1) * pageSize, pageIndex * pageSize)
        .map((r) => ({ ...r, statusName: JOB_STATUS_LABELS[r.status as keyof typeof JOB_STATUS_LABELS] ?? String(r.status), endTime: r.endTime ?? '' })),
      total: rows.length, totalCoreHours: fen('coreHours') / 100, totalCost: yuan(fen('cost')),
    });
  }),

  http.get(`${OM}/bill/page`, ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    const url = new URL(request.url);
    const status = url.searchParams.get('status') ?? '';
    const page = db.collection('expenseBills').query({
      filter: (b) => b.userId === auth.user.id && (status === '' || b.status === status),
      sort: { key: 'period', order: 'desc' },
      pageIndex: intParam(url, 'pageIndex', 1), pageSize: intParam(url, 'pageSize', 10),
    });
    return ok({ records: page.records.map(billOut), total: page.total });
  }),

  http.get(`${OM}/bill/export`, ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    const bills = db.collection('expenseBills').list().filter((b) => b.userId === auth.user.id).sort((a, b) => b.period.localeCompare(a.period));
    return csv([['账单编号', '账期', '核时', '金额（元）', '状态', '出账时间', '结清时间'],
      ...bills.map((b) => [b.billNo, b.period, billOut(b).coreHours.toFixed(2), (b.amountFen / 100).toFixed(2), b.status === 'SETTLED' ? '已结清' : '未结清', b.createTime, b.settleTime ?? ''])]);
  }),

  http.get(`${OM}/bill/:id`, ({ request, params }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    const bill = db.collection('expenseBills').get(Number(params.id));
    if (!bill || bill.userId !== auth.user.id) return fail(404, '账单不存在');
    return ok(billOut(bill));
  }),

  http.put(`${OM}/bill/settle/:id`, durable(({ request, params }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    const bills = db.collection('expenseBills');
    const bill = bills.get(Number(params.id));
    if (!bill || bill.userId !== auth.user.id) return fail(404, '账单不存在');
    if (bill.status === 'SETTLED') return fail(400, '该账单已结清');
    try {
      if (bill.amountFen > 0) post(auth.user.id, 'bill', -bill.amountFen, `账单结算：${bill.period}`, bill.billNo);
    } catch (error) {
      if (error instanceof InsufficientBalance) return fail(400, error.message);
      throw error;
    }
    return ok(billOut(bills.update(bill.id, { status: 'SETTLED', settleTime: formatBeijingTime(Date.now()) }) ?? bill));
  })),

  http.get(`${OM}/purchase-record/packages`, ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    return ok(PACKAGES.map((p) => ({ ...p, price: yuan(p.priceFen) })));
  }),

  http.post(`${OM}/purchase-record/summary`, async ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    const quote = await readQuote(request);
    if (quote instanceof Response) return quote;
    return ok({ ...quote, unitPrice: yuan(quote.unitPriceFen), discount: yuan(quote.discountFen), amount: yuan(quote.amountFen), balance: yuan(balanceFen(auth.user.id)) });
  }),

  http.post(`${OM}/purchase-record/buy`, durable(async ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    const quote = await readQuote(request);
    if (quote instanceof Response) return quote;
    const order = db.collection('expenseOrders').insert({
      userId: auth.user.id, orderNo: newNo('DD'), packageId: quote.packageId, packageName: quote.packageName, coreHours: quote.coreHours * quote.quantity,
      months: quote.months, quantity: quote.quantity, unitPriceFen: quote.unitPriceFen, discountFen: quote.discountFen, amountFen: quote.amountFen,
      status: 'UNPAID', createTime: formatBeijingTime(Date.now()),
    });
    return ok(orderOut(order));
  })),

  http.post(`${OM}/purchase-record/pay`, durable(async ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    const body = await readJsonObject(request);
    const orders = db.collection('expenseOrders');
    const order = orders.get(Number(body?.orderId));
    if (!order || order.userId !== auth.user.id) return fail(404, '订单不存在');
    if (order.status !== 'UNPAID') return fail(400, order.status === 'PAID' ? '该订单已支付' : '该订单已取消');
    try {
      post(auth.user.id, 'package', -order.amountFen, `购买套餐：${order.packageName}`, order.orderNo);
    } catch (error) {
      if (error instanceof InsufficientBalance) return fail(400, error.message);
      throw error;
    }
    const now = formatBeijingTime(Date.now());
    return ok({ ...orderOut(orders.update(order.id, { status: 'PAID', payTime: now }) ?? order), balance: yuan(balanceFen(auth.user.id)) });
  })),
];

/** A package quote: 3 or more of one package are 九五折 (the platform's volume discount). */
async function readQuote(request: Request) {
  const body = await readJsonObject(request);
  const pkg = PACKAGES.find((p) => p.id === Number(body?.packageId));
  if (!pkg) return fail(400, '请选择套餐');
  const read = body?.quantity === undefined ? { ok: true as const, value: 1 } : readNumber(body.quantity, { label: '购买数量', min: 1, max: 99 });
  if (!read.ok) return fail(400, read.message);
  const quantity = read.value;
  const gross = pkg.priceFen * quantity;
  const discountFen = quantity >= 3 ? gross - Math.round(gross * 0.95) : 0;
  return {
    packageId: pkg.id, packageName: pkg.name, coreHours: pkg.coreHours, months: pkg.months, quantity, unitPriceFen: pkg.priceFen,
    discountFen, amountFen: gross - discountFen,
  };
}
