/**
 * 费用中心's list pages (收支明细, 作业账单, 我的账单 and its detail): page configs whose
 * families the generated CRUD cannot answer, because their rows are the caller's own part of the
 * one ledger (fen) — lines, bills and the priced jobs — computed on each read, the same
 * records 费用管理 shows the operator. These handlers answer them (before the generated ones,
 * whose collections stay empty) filtered, sorted, paged and exported as the generated lists are,
 * and settle a bill from the balance through the ledger.
 */
import { http, type HttpHandler } from 'msw';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import { crudEntities } from '../crud/crudCollections';
import { answerItem, answerList } from '../crud/envelope';
import { resolveServerQuery } from '../crud/listQuery';
import { toCsv } from '../crud/toCsv';
import { familyGrants, requireGrant, type Access, type Grant } from '../permissions';
import { db } from '../store/db';
import type { LedgerRecord } from '../store/seeds/expenseLedger';
import { formatBeijingTime } from '../store/time';
import { billRow, jobCostRows } from './costViews';
import { InsufficientBalance, post, settleDue, yuan } from './expenseBook';
import { pageRows, type Row } from './pageRows';
import { durable, fail } from './respond';
import { formatFen } from '../../src/contract/money';

const OM = '/api/operation-management/v1';
export const EXPENSE_LIST_BASES = {
  ledger: `${OM}/coin-account/account-bills`,
  jobs: `${OM}/coin-account/job-bills`,
  bills: `${OM}/bill`,
} as const;

const entity = (id: string): EntitySchema => {
  const found = crudEntities.get(id);
  if (!found) throw new Error(`实体 ${id} 不存在`);
  return found;
};

/** Grants the family at `base` declares for a verb or custom action key ("PUT settle/{id}"). */
const grantsOf = (base: string, key: string): readonly Grant[] => {
  const family = familyGrants(base);
  return (family.verbs as Record<string, Grant[] | undefined>)[key] ?? family.actions.get(key) ?? [];
};

type Query = Parameters<typeof pageRows>[1];

interface OwnRows {
  base: string;
  entityId: string;
  /** The caller's rows, newest first (ties in the page's sort keep this order). */
  rows: (auth: Access) => Row[];
  /** List route relative to the base ("" for the base itself). */
  list: string;
  export?: string;
  /** Get route (msw path) relative to the base. */
  get?: string;
  /** Figures over every row the query matches, sent beside the page's records (the list's totals). */
  aside?: (matched: Row[]) => Record<string, unknown>;
  fileName: string;
}

/** list (+ export, + get) of the caller's own computed rows, as the generated lists answer. */
function ownRows(family: OwnRows): HttpHandler[] {
  const schema = entity(family.entityId);
  const path = (relative: string) => `*${relative === '' ? family.base : `${family.base}/${relative}`}`;
  const query = (request: Request): Query => resolveServerQuery(schema, new URL(request.url)) as Query;
  const handlers = [
    http.get(path(family.list), ({ request }) => {
      const auth = requireGrant(request, grantsOf(family.base, 'list'));
      if (auth instanceof Response) return auth;
      const rows = family.rows(auth);
      const options = query(request);
      const page = pageRows(rows, options);
      const aside = family.aside?.(pageRows(rows, { ...options, pageSize: 0 }).records);
      return answerList(undefined, page.records, page.total, aside);
    }),
  ];
  if (family.export !== undefined) {
    handlers.push(http.get(path(family.export), ({ request }) => {
      const auth = requireGrant(request, grantsOf(family.base, 'export'));
      if (auth instanceof Response) return auth;
      const all = pageRows(family.rows(auth), { ...query(request), pageSize: 0 }).records;
      return new Response(toCsv(schema, all), {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${family.fileName}.csv"` },
      });
    }));
  }
  if (family.get !== undefined) {
    handlers.push(http.get(path(family.get), ({ request, params }) => {
      const auth = requireGrant(request, grantsOf(family.base, 'get'));
      if (auth instanceof Response) return auth;
      // Another user's record is answered as absent.
      const row = family.rows(auth).find((r) => String(r.id) === String(params.id));
      return row ? answerItem(undefined, row) : fail(404, `${schema.title}不存在`);
    }));
  }
  return handlers;
}

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
  ...ownRows({
    base: EXPENSE_LIST_BASES.ledger, entityId: 'ledger-line', list: '', fileName: 'account-bills',
    rows: (auth) => {
      settleDue(auth.user.id);
      return newestFirst(db.collection('ledger').list().filter((l) => l.userId === auth.user.id)).map(lineRow);
    },
  }),
  // 作业账单: the caller's jobs priced by the billing rules in force, the very rows of the operator's 作业费用.
  ...ownRows({
    base: EXPENSE_LIST_BASES.jobs, entityId: 'job-cost', list: '', fileName: 'job-bills',
    rows: (auth) => jobCostRows(Date.now(), auth.user.id).sort((a, b) => Number(b.id) - Number(a.id)),
    aside: (matched) => {
      const fen = (key: 'cost' | 'coreHours') => matched.reduce((sum, r) => sum + Math.round(Number(r[key]) * 100), 0);
      return { totalCoreHours: fen('coreHours') / 100, totalCost: yuan(fen('cost')) };
    },
  }),
  // 我的账单 and 账单详情: the caller's monthly bills.
  ...ownRows({
    base: EXPENSE_LIST_BASES.bills, entityId: 'cost-bill', list: 'page', export: 'export', get: ':id', fileName: 'my-bills',
    rows: (auth) => newestFirst(db.collection('expenseBills').list().filter((b) => b.userId === auth.user.id)).map((b) => billRow(b, me(auth))),
  }),

  /** 结清: an open bill of the caller's, paid from the balance (no overdraft: 账户余额不足，请先充值). */
  http.put(`*${EXPENSE_LIST_BASES.bills}/settle/:id`, durable(({ request, params }) => {
    const auth = requireGrant(request, grantsOf(EXPENSE_LIST_BASES.bills, 'PUT settle/{id}'));
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
