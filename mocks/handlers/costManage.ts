import { http, type HttpHandler } from 'msw';
import { editable } from '../crud/crudHandlers';
import { answerFieldErrors, answerItem } from '../crud/envelope';
import { validateRecord } from '../crud/validateRecord';
import { familyGrants, requireGrant, type Grant } from '../permissions';
import { crudEntities } from '../crud/crudCollections';
import { db } from '../store/db';
import { formatBeijingTime } from '../store/time';
import { accountRow, billRow, jobCostRows, surplusRows } from './costViews';
import { InsufficientBalance, post } from './expenseBook';
import { durable, fail, readJsonObject } from './respond';
import { operation } from '../routing/declaredOperation';

/**
 * Hand-written: 费用管理 changes money through the one ledger (debt limits, coin switch, settling a bill from a balance), which must stay consistent across the customer's and the operator's screens.
 *
 * 费用管理 of the platform management centre (cost-manage): the writes of its families — debt
 * settings PUT with the account by `id`, coin switch, settling a bill, a package's 余量预警 — and
 * where a package's core-hours went. Their reads (coin accounts, bills, job costs, package
 * surplus: list, export, one record) are the families' computed records (`rows`, row sources in
 * rowSources.ts, served by mocks/crud/computedReads.ts) from the expense centre's one ledger, so
 * what an operator sees and does is what the customer sees in their own expense centre.
 */
/** The operator's settings of a customer's coin account, keyed by user id (seeded from schemas/entities/coin-control.json). */
export interface CoinControlRecord {
  id: string;
  /** 欠费额度: open bills above this (fen) make the account 欠费超额. */
  debtLimitFen: number;
  /** A stopped (0) account takes no operator recharge. */
  coinEnabled: 0 | 1;
  updateTime?: string;
}

/** An operator's own 余量预警 of one paid package, keyed by the order id (schemas/entities/surplus-warn.json). */
export interface SurplusWarnRecord {
  id: number;
  warnHours: number;
}

const OM = '/api/operation-management/v1';
export const COST_BASES = {
  accounts: `${OM}/coin-account`,
  bills: `${OM}/bill-manage`,
  surplus: `${OM}/cost-set-surplus`,
} as const;

const entity = (id: string) => crudEntities.get(id)!;

/** Grants of a family's verb or custom action ("PUT cancel/{id}"), as the family declares them. */
export const costGrants = (base: string, verbOrAction: string) => (): readonly Grant[] => {
  const family = familyGrants(base);
  return (family.verbs as Record<string, Grant[] | undefined>)[verbOrAction] ?? family.actions.get(verbOrAction) ?? [];
};

const user = (id: string) => db.collection('users').get(id);

export const costManageHandlers: HttpHandler[] = [
  /** 预警与欠费设置: the warning is the customer's own my-account setting (accountSettings), the debt limit the operator's. */
  http.put(`*${COST_BASES.accounts}/debt-setting`, durable(async ({ request }) => {
    const auth = requireGrant(request, costGrants(COST_BASES.accounts, 'update')());
    if (auth instanceof Response) return auth;
    const raw = (await readJsonObject(request)) ?? {};
    const customer = user(String(raw.id ?? ''));
    if (!customer) return fail(404, '虚拟币账户不存在');
    const schema = entity('coin-account');
    const body = editable(schema, raw);
    // The entity's rules hold both amounts to 元 with at most two decimals (multipleOf 0.01).
    const errors = validateRecord(schema, body, true);
    if (Object.keys(errors).length > 0) return answerFieldErrors(undefined, errors);
    const now = formatBeijingTime(Date.now());
    const settings = db.collection('accountSettings');
    const warn = settings.get(customer.id) ?? { id: customer.id, warnEnabled: false, warnAmountFen: 0 };
    const nextWarn = {
      warnEnabled: typeof body.warnEnabled === 'boolean' ? body.warnEnabled : warn.warnEnabled,
      warnAmountFen: typeof body.warnAmount === 'number' ? Math.round(body.warnAmount * 100) : warn.warnAmountFen,
    };
    if (settings.get(customer.id)) settings.update(customer.id, nextWarn);
    else settings.insert({ id: customer.id, ...nextWarn });
    if (typeof body.debtLimit === 'number') {
      const controls = db.collection('coinControls');
      const change = { debtLimitFen: Math.round(body.debtLimit * 100), updateTime: now };
      if (controls.get(customer.id)) controls.update(customer.id, change);
      else controls.insert({ id: customer.id, coinEnabled: 1, ...change });
    }
    return answerItem(undefined, accountRow(customer));
  })),

  /** 虚拟币开关: a stopped account takes no operator recharge. */
  http.put(`*${COST_BASES.accounts}/coin-switch/:id/:value`, durable(({ request, params }) => {
    const auth = requireGrant(request, costGrants(COST_BASES.accounts, 'status')());
    if (auth instanceof Response) return auth;
    const customer = user(String(params.id));
    if (!customer) return fail(404, '虚拟币账户不存在');
    const value = String(params.value);
    if (value !== '0' && value !== '1') return fail(400, '虚拟币账户的取值无效');
    const controls = db.collection('coinControls');
    const change = { coinEnabled: value === '1' ? (1 as const) : (0 as const), updateTime: formatBeijingTime(Date.now()) };
    if (controls.get(customer.id)) controls.update(customer.id, change);
    else controls.insert({ id: customer.id, debtLimitFen: 0, ...change });
    return answerItem(undefined, accountRow(customer));
  })),

  /** 结算账单: the amount leaves the customer's balance through the ledger, as the customer's own 结算 does. */
  http.put(`*${COST_BASES.bills}/settle/:id`, durable(({ request, params }) => {
    const auth = requireGrant(request, costGrants(COST_BASES.bills, 'PUT settle/{id}')());
    if (auth instanceof Response) return auth;
    const bills = db.collection('expenseBills');
    const bill = bills.get(Number(params.id));
    if (!bill) return fail(404, '账单不存在');
    if (bill.status === 'SETTLED') return fail(400, '当前状态不允许该操作');
    try {
      if (bill.amountFen > 0) post(bill.userId, 'bill', -bill.amountFen, `账单结算：${bill.period}（平台结算）`, bill.billNo);
    } catch (error) {
      if (error instanceof InsufficientBalance) return fail(400, '客户账户余额不足，请先为客户充值');
      throw error;
    }
    const done = bills.update(bill.id, { status: 'SETTLED', settleTime: formatBeijingTime(Date.now()) }) ?? bill;
    return answerItem(undefined, billRow(done, user(done.userId)));
  })),

  /** 余量预警 of one package (custom-set-surplus, the package by `id` in the body); without a value it keeps its current one. */
  http.post(`*${OM}/custom-set-surplus`, durable(async ({ request }) => {
    const auth = requireGrant(request, costGrants(COST_BASES.surplus, 'update')());
    if (auth instanceof Response) return auth;
    const raw = (await readJsonObject(request)) ?? {};
    const order = db.collection('expenseOrders').get(Number(raw.id));
    if (!order || order.status !== 'PAID') return fail(404, '套餐余量不存在');
    const schema = entity('cost-surplus');
    const body = editable(schema, raw);
    const errors = validateRecord(schema, body, true);
    if (Object.keys(errors).length > 0) return answerFieldErrors(undefined, errors);
    if (typeof body.warnHours === 'number') {
      const warns = db.collection('surplusWarns');
      if (warns.get(order.id)) warns.update(order.id, { warnHours: body.warnHours });
      else warns.insert({ id: order.id, warnHours: body.warnHours });
    }
    return answerItem(undefined, surplusRows().find((r) => r.id === order.id));
  })),

  /**
   * data/app/{id}: where one paid package's core-hours went — the customer's jobs per application
   * over the package's term (from its payment to its expiry), priced as 作业费用 prices them.
   */
  operation('cost-set-surplus', 'get-data-app', ({ params }) => {
    const order = db.collection('expenseOrders').get(Number(params.id));
    const row = surplusRows().find((r) => r.id === order?.id);
    if (!order || !row) return fail(404, '套餐余量不存在');
    const from = order.payTime ?? order.createTime;
    const to = String(row.expireTime);
    const apps = new Map<string, { appName: string; jobs: number; coreHours: number; costFen: number }>();
    for (const job of jobCostRows(Date.now(), order.userId)) {
      const at = String(job.submitTime);
      if (at < from || at > to) continue;
      const app = apps.get(String(job.appName)) ?? { appName: String(job.appName), jobs: 0, coreHours: 0, costFen: 0 };
      app.jobs += 1;
      app.coreHours = Math.round((app.coreHours + Number(job.coreHours)) * 100) / 100;
      app.costFen += Math.round(Number(job.cost) * 100);
      apps.set(app.appName, app);
    }
    return answerItem(undefined, {
      ...row,
      apps: [...apps.values()].sort((a, b) => b.coreHours - a.coreHours).map(({ costFen, ...app }) => ({ ...app, cost: costFen / 100 })),
    });
  }),
];
