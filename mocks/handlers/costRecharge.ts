import { crudCollectionName } from '../crud/crudCollections';
import { operation } from '../routing/declaredOperation';
import { db } from '../store/db';
import type { UserRecord } from '../store/seeds/users';
import { formatBeijingDate, formatBeijingTime } from '../store/time';
import { balanceFen, newNo, post, yuan } from './expenseBook';
import { RECHARGE_AMOUNT } from './payment';
import { readNumber } from './readNumber';
import { fail, ok, readJsonObject } from './respond';
import { yuanToFen } from '../../src/contract/money';

/**
 * Hand-written: an operator's recharge is a ledger posting (with a cost rule's gift as a second line), not an edit of a stored record.
 *
 * 虚拟币充值 (spec §7.2 coin accounts "manage invest"): an operator credits a customer's account.
 * The money is a line of the expense centre's one ledger (kind recharge), so the customer's
 * my-account balance and record-detail show it at once; a cost rule (费用策略) in force adds its
 * gift as a second line. `manageInvests` keeps who did it and why. The customers to pick
 * (manage-invest/customers) and the records (manage-invest/page) are aggregate reads (rowSources.ts).
 */
/** Who recharged whom and why (schemas/entities/manage-invest.json); the money is the ledger line refNo = reqsn. */
export interface ManageInvestRecord {
  id: number;
  userId: string;
  reqsn: string;
  amountFen: number;
  /** 赠送 of the cost rule applied (0 when none). */
  giftFen: number;
  ruleName: string;
  /** Customer's balance after the recharge and gift, fen. */
  balanceFen: number;
  remark: string;
  operator: string;
  createTime: string;
}


export interface AppliedGift { ruleName: string; giftFen: number }

/**
 * The gift of the cost rules in force for this customer and amount: reviewed (已生效), today within
 * its dates, for the customer's type or all, the amount at least its threshold; the largest wins.
 */
export function giftFor(customer: UserRecord, amountFen: number, now: number = Date.now()): AppliedGift | null {
  const today = formatBeijingDate(now);
  let best: AppliedGift | null = null;
  for (const rule of db.collection(crudCollectionName('cost-rule')).list()) {
    if (rule.checkStatus !== 1 || (rule.customerType !== 'ALL' && rule.customerType !== customer.accountType)) continue;
    if (String(rule.effectiveDate) > today || String(rule.expireDate) < today) continue;
    if (amountFen < Math.round(Number(rule.threshold) * 100)) continue;
    const giftFen = Math.round(Number(((amountFen * Number(rule.giftRate)) / 100).toPrecision(15)));
    if (giftFen > 0 && (!best || giftFen > best.giftFen)) best = { ruleName: String(rule.ruleName), giftFen };
  }
  return best;
}

/** A recharge as 客户充值's records list it (the aggregate read manage-invest/page, rowSources.ts) and its POST answers it. */
export const investOut = (record: ManageInvestRecord) => {
  const customer = db.collection('users').get(record.userId);
  return {
    id: record.id, reqsn: record.reqsn, userId: record.userId, userName: customer?.userName ?? '', displayName: customer?.displayName ?? '',
    amount: yuan(record.amountFen), gift: yuan(record.giftFen), ruleName: record.ruleName, balance: yuan(record.balanceFen),
    remark: record.remark, operator: record.operator, createTime: record.createTime,
  };
};

export const costRechargeHandlers = [
  operation('coin-account', 'post-manage-invest', async ({ request }, auth) => {
    const body = (await readJsonObject(request)) ?? {};
    const customer = db.collection('users').get(String(body.userId ?? ''));
    if (!customer) return fail(400, '请选择客户');
    if ((db.collection('coinControls').get(customer.id)?.coinEnabled ?? 1) !== 1) return fail(400, '该客户的虚拟币账户已停用，请先在虚拟币管理中启用');
    const amount = readNumber(body.amount, RECHARGE_AMOUNT);
    if (!amount.ok) return fail(400, amount.message);
    const fen = yuanToFen(amount.value);
    const remark = typeof body.remark === 'string' ? body.remark.trim() : '';
    if (remark.length > 100) return fail(400, '备注不能超过 100 个字符');
    const reqsn = newNo('HT');
    const operator = auth.user.displayName ? `${auth.user.displayName}（${auth.user.userName}）` : auth.user.userName;
    post(customer.id, 'recharge', fen, `后台充值（${operator}）${remark === '' ? '' : `：${remark}`}`, reqsn);
    const gift = giftFor(customer, fen);
    if (gift) post(customer.id, 'recharge', gift.giftFen, `充值赠送：${gift.ruleName}`, reqsn);
    const record = db.collection('manageInvests').insert({
      userId: customer.id, reqsn, amountFen: fen, giftFen: gift?.giftFen ?? 0, ruleName: gift?.ruleName ?? '', balanceFen: balanceFen(customer.id),
      remark, operator, createTime: formatBeijingTime(Date.now()),
    });
    return ok(investOut(record));
  }),
];
