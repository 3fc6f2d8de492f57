/**
 * Hand-written: the expense centre's lists are the caller's share of the ledger, computed on each read, and settling a bill posts to it.
 *
 * 费用中心's list pages (收支明细, 作业账单, 我的账单 and its detail): page configs whose
 * families the generated CRUD cannot answer, because their rows are the caller's own part of the
 * one ledger (fen) — lines, bills and the priced jobs — computed on each read, the same
 * records 费用管理 shows the operator (computedRows.ts), and settle a bill from the balance
 * through the ledger.
 */
import { http, type HttpHandler } from 'msw';
import { answerItem } from '../crud/envelope';
import { requireGrant, type Access } from '../permissions';
import { db } from '../store/db';
import type { LedgerRecord } from '../store/seeds/expenseLedger';
import { formatBeijingTime } from '../store/time';
import { billRow, jobCostRows } from './costViews';
import { InsufficientBalance, post, settleDue, yuan } from './expenseBook';
import { computedFamily, declaredGrants } from './computedRows';
import type { Row } from './pageRows';
import { durable, fail } from './respond';
import { formatFen } from '../../src/contract/money';

const OM = '/api/operation-management/v1';
export const EXPENSE_LIST_BASES = {
  ledger: `${OM}/coin-account/account-bills`,
  jobs: `${OM}/coin-account/job-bills`,
  bills: `${OM}/bill`,
} as const;

/** One ledger line as 收支明细 shows it: the signed change and the balance after it, in 元. */
function lineRow(line: LedgerRecord): Row {
  return {
    id: line.id, serialNo: line.serialNo, kind: line.kind, direction: line.amountFen > 0 ? 'income' : 'expense',
    change: `${line.amountFen > 0 ? '+' : ''}${formatFen(line.amountFen)}`, amount: yuan(Math.abs(line.amountFen)),
    balance: yuan(line.balanceFen), remark: line.remark, refNo: line.refNo, createTime: line.createTime,
  };
}

const newestFirst = <T extends { id: number }>(records: T[]): T[] => [...records].sort((a, b) => b.id - a.id);
const me = (auth: Access) => db.collection('users').get(auth.user.id);

export const expenseListHandlers: HttpHandler[] = [
  // 收支明细: every line of the caller's ledger (a recharge whose payer has completed is credited first).
  ...computedFamily({
    base: EXPENSE_LIST_BASES.ledger, entityId: 'ledger-line', list: '',
    rows: (auth) => {
      settleDue(auth.user.id);
      return newestFirst(db.collection('ledger').list().filter((l) => l.userId === auth.user.id)).map(lineRow);
    },
  }),
  // 作业账单: the caller's jobs priced by the billing rules in force, the very rows of the operator's 作业费用.
  ...computedFamily({
    base: EXPENSE_LIST_BASES.jobs, entityId: 'job-cost', list: '',
    rows: (auth) => jobCostRows(Date.now(), auth.user.id).sort((a, b) => Number(b.id) - Number(a.id)),
    aside: (matched) => {
      const fen = (key: 'cost' | 'coreHours') => matched.reduce((sum, r) => sum + Math.round(Number(r[key]) * 100), 0);
      return { totalCoreHours: fen('coreHours') / 100, totalCost: yuan(fen('cost')) };
    },
  }),
  // 我的账单 and 账单详情: the caller's monthly bills.
  ...computedFamily({
    base: EXPENSE_LIST_BASES.bills, entityId: 'cost-bill', export: 'export', get: ':id',
    rows: (auth) => newestFirst(db.collection('expenseBills').list().filter((b) => b.userId === auth.user.id)).map((b) => billRow(b, me(auth))),
  }),

  /** 结清: an open bill of the caller's, paid from the balance (no overdraft: 账户余额不足，请先充值). */
  http.put(`*${EXPENSE_LIST_BASES.bills}/settle/:id`, durable(({ request, params }) => {
    const auth = requireGrant(request, declaredGrants(EXPENSE_LIST_BASES.bills, 'PUT settle/{id}'));
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
    return answerItem(undefined, billRow(done, me(auth)));
  })),
];
