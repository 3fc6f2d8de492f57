import { http } from 'msw';
import { answerItem } from '../crud/envelope';
import { operation } from '../routing/declaredOperation';
import { answer } from '../routing/operationAnswer';
import { requireGrant } from '../permissions';
import { db } from '../store/db';
import { PACKAGES, type OrderRecord } from '../store/seeds/expenseLedger';
import { formatBeijingTime } from '../store/time';
import { balanceFen, InsufficientBalance, newNo, post, yuan } from './expenseBook';
import { readNumber, yuanText, type NumberRules } from './readNumber';
import { billRow } from './costViews';
import { costGrants } from './costManage';
import { durable, fail, ok, readJsonObject } from './respond';
import { WARN_AMOUNT_MAX_FEN, yuanToFen } from '../../src/contract/money';

/**
 * Hand-written: the customer's balance warning, package purchase flow (summary, buy, pay) and settling a bill change the ledger's records and move money through it.
 *
 * 费用中心 (expense-center): the caller's balance warning (我的账户 itself, my-account, is an
 * aggregate read of the caller's ledger lines, coin account and packages), the package
 * purchase flow (purchase-record packages, summary, buy, pay), each routed and guarded by its
 * family's declaration, and 结清 of the caller's own bill. The list pages (收支明细, 作业账单,
 * 我的账单 and its detail) are their families' computed records (`rows`, served by
 * mocks/crud/computedReads.ts); the purchase records' cancel is in purchaseRecords.ts. Amounts go
 * out in 元 with two decimals; the ledger keeps fen (expenseBook.ts).
 */
/** A user's balance warning (my-account 余额预警), keyed by user id (seeded from schemas/entities/account-setting.json). */
export interface AccountSettingRecord {
  id: string;
  warnEnabled: boolean;
  warnAmountFen: number;
}

/** The module of 我的账户, 我的订单 and 购买套餐: its pages' codes are the owner's (purchaseRecords.ts). */
export const EXPENSE_MODULE = 'wb-expense';
/** The customer's own balance warning: the operator's coin-account setting has the same limit. */
const WARN_AMOUNT: NumberRules = { label: '预警金额', min: 0, max: WARN_AMOUNT_MAX_FEN / 100, decimals: 2, format: yuanText };

const orderOut = (order: OrderRecord) => ({
  ...order, unitPrice: yuan(order.unitPriceFen), discount: yuan(order.discountFen), amount: yuan(order.amountFen),
});

/** 我的账单 (the family whose 结清 this is). */
const OWN_BILLS = '/api/operation-management/v1/bill';

export const expenseHandlers = [
  /** 结清: an open bill of the caller's, paid from the balance (no overdraft: 账户余额不足，请先充值). */
  http.put(`*${OWN_BILLS}/settle/:id`, durable(({ request, params }) => {
    const auth = requireGrant(request, costGrants(OWN_BILLS, 'PUT settle/{id}')());
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
    const done = bills.update(bill.id, { status: 'SETTLED', settleTime: formatBeijingTime(Date.now()) }) ?? bill;
    return answerItem(undefined, billRow(done, db.collection('users').get(auth.user.id)));
  })),

  operation('coin-account', 'put-warn', async ({ request }, auth) => {
    const body = await readJsonObject(request);
    const amount = readNumber(body?.warnAmount, WARN_AMOUNT);
    if (!amount.ok) return fail(400, amount.message);
    const next = { warnEnabled: body?.warnEnabled === true, warnAmountFen: yuanToFen(amount.value) };
    const settings = db.collection('accountSettings');
    if (settings.get(auth.user.id)) settings.update(auth.user.id, next);
    else settings.insert({ id: auth.user.id, ...next });
    return ok({ warnEnabled: next.warnEnabled, warnAmount: yuan(next.warnAmountFen) });
  }),

  operation('purchase-record', 'get-packages', () => {
    return answer('purchase-record', 'get-packages', PACKAGES.map((p) => ({ ...p, price: yuan(p.priceFen) })));
  }),

  operation('purchase-record', 'post-summary', async ({ request }, auth) => {
    const quote = await readQuote(request);
    if (quote instanceof Response) return quote;
    return answer('purchase-record', 'post-summary', { ...quote, unitPrice: yuan(quote.unitPriceFen), discount: yuan(quote.discountFen), amount: yuan(quote.amountFen), balance: yuan(balanceFen(auth.user.id)) });
  }),

  operation('purchase-record', 'post-buy', async ({ request }, auth) => {
    const quote = await readQuote(request);
    if (quote instanceof Response) return quote;
    const order = db.collection('expenseOrders').insert({
      userId: auth.user.id, orderNo: newNo('DD'), packageId: quote.packageId, packageName: quote.packageName, coreHours: quote.coreHours * quote.quantity,
      months: quote.months, quantity: quote.quantity, unitPriceFen: quote.unitPriceFen, discountFen: quote.discountFen, amountFen: quote.amountFen,
      status: 'UNPAID', createTime: formatBeijingTime(Date.now()),
    });
    return answer('purchase-record', 'post-buy', orderOut(order));
  }),

  operation('purchase-record', 'post-pay', async ({ request }, auth) => {
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
    return answer('purchase-record', 'post-pay', { ...orderOut(orders.update(order.id, { status: 'PAID', payTime: now }) ?? order), payTime: now, balance: yuan(balanceFen(auth.user.id)) });
  }),
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
