/**
 * The row sources and caller scopes the families' aggregate reads name (`aggregate.source`,
 * `restrict.scope`; mocks/crud/aggregateReads.ts sums them): rows derived from several
 * collections, written once here so every statistic over them agrees.
 */
import type { AggregateRegistry } from '../crud/aggregateReads';
import { crudCollectionName } from '../crud/crudCollections';
import { accountFs } from '../storage/fs/accountFs';
import { totalSize } from '../storage/fs/walk';
import { db } from '../store/db';
import { SEED_OPENING_REMARK } from '../store/seeds/expenseLedger';
import { accountRows, billRows, jobCostRows, lineRow, orderRows, PARTITION_NAMES, surplusRows } from './costViews';
import { usageRows } from './coreHourUsage';
import { investOut } from './costRecharge';
import { customerScope } from './customerScope';
import { parentOf } from './orgGroupTree';
import { presentDate } from '../store/demoClock';
import { balanceFen, settleDue, yuan } from './expenseBook';
import { jobOut } from './workbenchApps';

/** Where a recharge line came from, by the ledger's own wording (costRecharge.ts, expenseBook.ts). */
function investChannel(remark: string): string {
  if (remark.startsWith('在线充值')) return '在线充值';
  if (remark.startsWith('后台充值')) return '后台充值';
  if (remark.startsWith('充值赠送')) return '充值赠送';
  return '其他';
}

/** A partner account: the demo's 合作伙伴 role. */
const PARTNER_ROLE_NAME = '合作伙伴';

export const aggregateRegistry: AggregateRegistry = {
  sources: {
    /** Batch jobs with the user owning their HPC account, on the (demo-shifted) day they were submitted. */
    'hpc-jobs': (_, now) => {
      const owner = new Map(db.collection('hpcAccounts').list().map((a) => [a.acc, a.userId]));
      return db.collection('hpcJobs').list().map((job) => ({ ...job, userId: owner.get(job.acc) ?? '', day: presentDate(job.submitTime, now) }));
    },
    /**
     * The bytes on each HPC account's live file systems. Only the caller's accounts are walked:
     * every read of it keeps the caller's own rows (restrict own), and a walk is not free.
     */
    'storage-usage': (caller) => db.collection('hpcAccounts').list().filter((a) => a.userId === caller.user.id).map((a) => {
      const fs = accountFs(a.acc);
      return { userId: a.userId, acc: a.acc, bytes: fs ? fs.roots.reduce((sum, root) => sum + totalSize(root.node), 0) : 0 };
    }),
    /** The application catalogue, each with its 应用分类's name (应用统计 counts applications per category by it). */
    'catalogue-apps': () => {
      const names = new Map(db.collection(crudCollectionName('app-category')).list().map((c) => [String(c.id), String(c.name)]));
      return db.collection(crudCollectionName('application')).list().map((a) => ({ ...a, categoryName: names.get(String(a.categoryId)) ?? String(a.categoryId) }));
    },
    /** The organisations, each with its parent (a picker of the groups in the caller's scope). */
    organizations: () => db.collection('organizations').list().map((o) => ({ groupId: o.id, groupName: o.groupName, orgLevel: o.orgLevel, parentId: parentOf(o) })),
    /** Core-hours drawn from (or returned to) 应用套餐, each with its package's name ('' once the package is gone). */
    'package-uses': () => {
      const names = new Map(db.collection(crudCollectionName('app-package')).list().map((p) => [String(p.id), String(p.packageName)]));
      return db.collection(crudCollectionName('app-package-use')).list().map((u) => ({ ...u, packageName: names.get(String(u.packageId)) ?? '' }));
    },
    /** The applications users subscribed to (我的应用). */
    'app-subscriptions': () => db.collection('appSubscriptions').list(),
    /** Jobs started through 应用运行, in the state their times give them now (workbenchJobs.ts). */
    'app-jobs': (_, now) => db.collection('appJobs').list().map((job) => ({ ...jobOut(job, now), userId: job.userId, submitAt: job.submitAt })),
    /** 虚拟币 accounts, keyed by their user. */
    'coin-accounts': () => db.collection('coinAccounts').list().map((a) => ({ ...a, userId: a.id })),
    /** One row per job that used core-hours: batch jobs of the users' HPC accounts and jobs of 应用运行. */
    'core-hour-usage': (_, now) => usageRows(now),
    'expense-bills': () => db.collection('expenseBills').list(),
    /** The bills' lines (a partition's core-hours and amount), each with its bill's customer and 账期. */
    'expense-bill-lines': () => db.collection('expenseBills').list().flatMap((bill) => bill.lines.map((line) => ({
      ...line, userId: bill.userId, period: bill.period, partitionName: PARTITION_NAMES[line.partition] ?? line.partition,
    }))),
    /**
     * Customers whose open bills exceed their balance (实际欠费), payments fallen due settled first
     * (for every customer: settling is what the next read of any of them does anyway).
     */
    'customer-debts': () => {
      const open = new Map<string, number>();
      for (const bill of db.collection('expenseBills').list()) if (bill.status === 'UNSETTLED') open.set(bill.userId, (open.get(bill.userId) ?? 0) + bill.amountFen);
      return db.collection('users').list().flatMap((user) => {
        settleDue(user.id);
        const unsettledFen = open.get(user.id) ?? 0;
        const oweFen = unsettledFen - balanceFen(user.id);
        return oweFen > 0 ? [{ userId: user.id, userName: user.userName, displayName: user.displayName, oweFen, unsettled: yuan(unsettledFen), balance: yuan(unsettledFen - oweFen), owe: yuan(oweFen) }] : [];
      });
    },
    /** Customers' recharges (the demo's opening balances left out), payments fallen due settled first. */
    'recharge-lines': (_, now) => {
      for (const user of db.collection('users').list()) settleDue(user.id, now);
      return db.collection('ledger').list().filter((l) => l.kind === 'recharge' && l.remark !== SEED_OPENING_REMARK)
        .map((l) => ({ ...l, channel: investChannel(l.remark) }));
    },
    // The computed families' records (their `rows`, mocks/crud/computedReads.ts): 费用管理 and the expense centre read the same rows.
    /** Every customer's coin account: ledger balance, open bills, the operator's settings. */
    'customer-accounts': () => accountRows(),
    /** Every bill with its customer's balance and whether 结算 can take it now. */
    'bill-rows': () => billRows(),
    /** Every job of 应用运行 priced by the billing rule in force. */
    'job-costs': (_, now) => jobCostRows(now),
    /** Every paid package with its use so far and its 余量预警. */
    'package-surplus': (_, now) => surplusRows(now),
    'purchase-orders': () => orderRows(),
    /** Operators' recharges (客户充值), each with one text to search: its number, the customer's account and name. */
    'manage-invests': () => db.collection('manageInvests').list().map((r) => {
      const out = investOut(r);
      return { ...out, searchText: `${out.reqsn} ${out.userName} ${out.displayName}` };
    }),
    /**
     * The caller's HPC accounts (资源账号), ordered by account, each with its jobs' count and
     * core-hours; only the caller's are counted (the starlight family restricts to them anyway).
     */
    'hpc-resource-accounts': (caller) => db.collection('hpcAccounts').list().filter((a) => a.userId === caller.user.id).sort((a, b) => a.acc.localeCompare(b.acc)).map(({ acc, cluster, homeDir, status, createTime, userId }) => {
      const jobs = db.collection('hpcJobs').list().filter((j) => j.acc === acc);
      const coreHours = Math.round(jobs.reduce((sum, j) => sum + j.coreHours, 0) * 100) / 100;
      return { acc, cluster, homeDir, status, createTime, userId, jobCount: jobs.length, runningJobs: jobs.filter((j) => j.status === 'RUNNING').length, coreHours };
    }),
    /** Every ledger line; the caller's payments fallen due are credited first (what 收支明细 reads). */
    'ledger-lines': (caller) => {
      settleDue(caller.user.id);
      return db.collection('ledger').list().map(lineRow);
    },
  },
  scopes: {
    /** The customers an operator of 费用管理 serves (customerScope.ts), by user id. */
    customers: (caller) => {
      const inScope = customerScope(caller);
      const users = db.collection('users');
      return (userId) => inScope(users.get(String(userId)));
    },
    /** The partner accounts (合作伙伴) among those customers: their purchases are settled with the partner. */
    partners: (caller) => {
      const inScope = customerScope(caller);
      const users = db.collection('users');
      return (userId) => { const user = users.get(String(userId)); return user?.roleName === PARTNER_ROLE_NAME && inScope(user); };
    },
  },
};
