/**
 * 费用管理 rows (docs/behaviour §2.3 cost-manage): every customer's account, orders, bills and job costs as
 * the list pages show them, computed on each read from the expense centre's one ledger (fen) and
 * its orders and bills — the same records the customers see in their own expense centre.
 */
import { crudCollectionName } from '../crud/crudCollections';
import { db } from '../store/db';
import { PARTITION_PRICES, type BillRecord, type LedgerRecord, type OrderRecord } from '../store/seeds/expenseLedger';
import { jobChargeFen, rulePriceFen } from '../../src/contract/jobCharge';
import { formatFen } from '../../src/contract/money';
import type { UserRecord } from '../store/seeds/users';
import { formatBeijingTime } from '../store/time';
import { arrearsFen, balanceFen, packageUsage, settleDue, yuan } from './expenseBook';
import { jobCoreHours, jobView } from './workbenchJobs';

import type { Row } from './pageRows';

export type { Row };

const users = (): Map<string, UserRecord> => new Map(db.collection('users').list().map((u) => [u.id, u]));
const who = (user: UserRecord | undefined) => ({ userName: user?.userName ?? '', displayName: user?.displayName ?? '' });

/** A customer's coin account: ledger balance, open bills, the operator's settings (我的账户 reads the customer's own). */
export function accountRow(user: UserRecord): Row {
  settleDue(user.id);
  const balance = balanceFen(user.id);
  const arrears = arrearsFen(user.id);
  const warn = db.collection('accountSettings').get(user.id) ?? { warnEnabled: false, warnAmountFen: 0 };
  const control = db.collection('coinControls').get(user.id) ?? { debtLimitFen: 0, coinEnabled: 1 as const };
  const lastLine = db.collection('ledger').list().filter((l) => l.userId === user.id).at(-1);
  const accountStatus = arrears > control.debtLimitFen ? 'OVERDUE' : warn.warnEnabled && balance < warn.warnAmountFen ? 'WARN' : 'NORMAL';
  return {
    id: user.id, userId: user.id, userName: user.userName, displayName: user.displayName, accountType: user.accountType,
    balance: yuan(balance), arrears: yuan(arrears), warnEnabled: warn.warnEnabled, warnAmount: yuan(warn.warnAmountFen),
    // The customer's own warning (我的账户): below the amount it set, whether or not the account is also overdue.
    warning: warn.warnEnabled && balance < warn.warnAmountFen,
    debtLimit: yuan(control.debtLimitFen), coinEnabled: control.coinEnabled, accountStatus,
    ...(lastLine ? { updateTime: lastLine.createTime } : {}),
  };
}

export function accountRows(): Row[] {
  return db.collection('users').list().map(accountRow);
}

export function orderRow(order: OrderRecord, user: UserRecord | undefined): Row {
  return {
    id: order.id, orderNo: order.orderNo, userId: order.userId, ...who(user), packageId: order.packageId, packageName: order.packageName, coreHours: order.coreHours, months: order.months,
    quantity: order.quantity, unitPrice: yuan(order.unitPriceFen), discount: yuan(order.discountFen), amount: yuan(order.amountFen),
    status: order.status, createTime: order.createTime,
    ...(order.payTime ? { payTime: order.payTime } : {}), ...(order.cancelTime ? { cancelTime: order.cancelTime } : {}),
  };
}

/** Every package purchase with its customer (购买记录, 订单管理). */
export function orderRows(): Row[] {
  const byId = users();
  return db.collection('expenseOrders').list().map((o) => orderRow(o, byId.get(o.userId)));
}

/** One ledger line as 收支明细 shows it: the signed change and the balance after it, in 元. */
export function lineRow(line: LedgerRecord): Row {
  return {
    id: line.id, serialNo: line.serialNo, userId: line.userId, kind: line.kind, direction: line.amountFen > 0 ? 'income' : 'expense',
    change: `${line.amountFen > 0 ? '+' : ''}${formatFen(line.amountFen)}`, amount: yuan(Math.abs(line.amountFen)),
    balance: yuan(line.balanceFen), remark: line.remark, refNo: line.refNo, createTime: line.createTime,
  };
}

export const PARTITION_NAMES: Readonly<Record<string, string>> = { cpu_normal: 'CPU 通用', cpu_large: 'CPU 大规模', gpu_a800: 'GPU A800', fat_mem: '胖节点' };

/**
 * A bill with the customer's balance; `settleState` says whether 结算 can take the amount from
 * the balance now (the ledger refuses to go below zero).
 */
export function billRow(bill: BillRecord, user: UserRecord | undefined): Row {
  const balance = balanceFen(bill.userId);
  const settleState = bill.status === 'SETTLED' ? 'SETTLED' : balance >= bill.amountFen ? 'PAYABLE' : 'SHORT';
  return {
    id: bill.id, billNo: bill.billNo, userId: bill.userId, ...who(user), period: bill.period,
    coreHours: Math.round(bill.lines.reduce((s, l) => s + l.coreHours, 0) * 100) / 100,
    lineSummary: bill.lines.map((l) => `${PARTITION_NAMES[l.partition] ?? l.partition} ${l.coreHours.toFixed(2)} 核时 × ${(l.unitPriceFen / 100).toFixed(2)} 元 = ${(l.amountFen / 100).toFixed(2)} 元`).join('；') || '本期无用量',
    amount: yuan(bill.amountFen), balance: yuan(balance), status: bill.status, settleState, createTime: bill.createTime,
    ...(bill.settleTime ? { settleTime: bill.settleTime } : {}),
  };
}

export function billRows(): Row[] {
  const byId = users();
  return db.collection('expenseBills').list().map((b) => billRow(b, byId.get(b.userId)));
}

/** Unit price of a partition in fen: its enabled 计时计费 rule (src/contract/jobCharge.ts), else the ledger's list price. */
export function partitionPriceFen(partition: string): number {
  return rulePriceFen(db.collection(crudCollectionName('time-billing')).list(), partition) ?? PARTITION_PRICES[partition] ?? PARTITION_PRICES.cpu_normal ?? 8;
}

/** A job's cost in fen: core-hours × unit price, rounded once to the fen — the job form's estimate uses the same function. */
export const jobCostFen = jobChargeFen;

/**
 * Every job started through 应用运行 (or one user's, for the customer's own 作业账单), with its
 * cost (core-hours × the unit price of the partition's billing rule, to the fen): the operator's
 * 作业费用 and the customer's 作业账单 both read these rows.
 */
export function jobCostRows(now: number = Date.now(), userId?: string): Row[] {
  const byId = users();
  return db.collection('appJobs').list().filter((job) => userId === undefined || job.userId === userId).map((job) => {
    const view = jobView(job, now);
    const coreHours = jobCoreHours(job, view, now);
    const priceFen = partitionPriceFen(job.partition);
    return {
      id: job.id, jobId: job.jobId, jobName: job.jobName, userId: job.userId, ...who(byId.get(job.userId)), appName: job.appName, partition: job.partition,
      status: view.status, cores: job.cores, coreHours, unitPrice: yuan(priceFen), cost: yuan(jobCostFen(coreHours, priceFen)),
      submitTime: formatBeijingTime(job.submitAt), ...(view.endAt !== null ? { endTime: formatBeijingTime(view.endAt) } : {}),
    };
  });
}

/** Default 余量预警 of a package (set-surplus): 10 % of its core-hours. */
export const defaultWarnHours = (coreHours: number): number => Math.round(coreHours * 10) / 100;

/** 套餐余量: every paid package, its use so far (the customer's my-account lists its own) and its warning. */
export function surplusRows(now: number = Date.now()): Row[] {
  const byId = users();
  const warns = db.collection('surplusWarns');
  return db.collection('expenseOrders').list().filter((o) => o.status === 'PAID').map((order) => {
    const use = packageUsage(order, now);
    const surplus = Math.round((order.coreHours - use.usedCoreHours) * 100) / 100;
    const warnHours = warns.get(order.id)?.warnHours ?? defaultWarnHours(order.coreHours);
    return {
      id: order.id, userId: order.userId, ...who(byId.get(order.userId)), orderNo: order.orderNo, packageName: order.packageName,
      coreHours: order.coreHours, usedCoreHours: use.usedCoreHours, surplus, warnHours,
      surplusState: use.expired ? 'EXPIRED' : surplus < warnHours ? 'LOW' : 'NORMAL', expired: use.expired, expireTime: formatBeijingTime(use.expireAt),
    };
  });
}
