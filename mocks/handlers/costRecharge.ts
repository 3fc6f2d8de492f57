import { http, type HttpHandler } from 'msw';
import { crudCollectionName, crudEntities } from '../crud/crudCollections';
import { editable } from '../crud/crudHandlers';
import { answerFieldErrors, answerItem } from '../crud/envelope';
import { validateRecord } from '../crud/validateRecord';
import { familyGrants, requireGrant } from '../permissions';
import { db } from '../store/db';
import type { UserRecord } from '../store/seeds/users';
import { formatBeijingDate, formatBeijingTime } from '../store/time';
import { balanceFen, newNo, post, yuan } from './expenseBook';
import { RECHARGE_AMOUNT } from './payment';
import { readNumber } from './readNumber';
import { durable, readJsonObject } from './respond';
import { yuanToFen } from '../../src/contract/money';

/**
 * Hand-written: an operator's recharge is a ledger posting (with a cost rule's gift as a second line), not an edit of a stored record.
 *
 * 虚拟币充值 (docs/behaviour §7.2 coin accounts "manage invest"): an operator credits a customer's account —
 * the create of the family manage-invest, whose records are computed (rowSources.ts
 * manage-invests, served by mocks/crud/computedReads.ts). The money is a line of the expense
 * centre's one ledger (kind recharge), so the customer's my-account balance and record-detail show
 * it at once; a cost rule (费用策略) in force adds its gift as a second line. `manageInvests` keeps
 * who did it and why. The customers to pick (manage-invest/customers) are an aggregate read.
 * Refusals are field errors, shown on the field of the recharge dialog.
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

const BASE = '/api/operation-management/v1/coin-account/manage-invest';

export const costRechargeHandlers: HttpHandler[] = [
  http.post(`*${BASE}`, durable(async ({ request }) => {
    const auth = requireGrant(request, familyGrants(BASE).verbs.create ?? []);
    if (auth instanceof Response) return auth;
    const raw = (await readJsonObject(request)) ?? {};
    // A field left out is refused as every generated form's is (客户不能为空); a value given is read
    // by the strict number reader, whose words say what is wrong with it (充值金额必须是数字).
    const schema = crudEntities.get('coin-recharge')!;
    const body = editable(schema, raw);
    const invalid = validateRecord(schema, body);
    const missing = Object.fromEntries(Object.entries(invalid).filter(([key]) => body[key] === undefined));
    if (Object.keys(missing).length > 0) return answerFieldErrors(undefined, missing);
    const customer = db.collection('users').get(String(body.userId ?? ''));
    if (!customer) return answerFieldErrors(undefined, { userId: '请选择客户' });
    if ((db.collection('coinControls').get(customer.id)?.coinEnabled ?? 1) !== 1) return answerFieldErrors(undefined, { userId: '该客户的虚拟币账户已停用，请先在虚拟币管理中启用' });
    const amount = readNumber(body.amount, RECHARGE_AMOUNT);
    if (!amount.ok) return answerFieldErrors(undefined, { amount: amount.message });
    const fen = yuanToFen(amount.value);
    if (invalid.remark) return answerFieldErrors(undefined, { remark: invalid.remark });
    const remark = typeof body.remark === 'string' ? body.remark.trim() : '';
    const reqsn = newNo('HT');
    const operator = auth.user.displayName ? `${auth.user.displayName}（${auth.user.userName}）` : auth.user.userName;
    post(customer.id, 'recharge', fen, `后台充值（${operator}）${remark === '' ? '' : `：${remark}`}`, reqsn);
    const gift = giftFor(customer, fen);
    if (gift) post(customer.id, 'recharge', gift.giftFen, `充值赠送：${gift.ruleName}`, reqsn);
    const record = db.collection('manageInvests').insert({
      userId: customer.id, reqsn, amountFen: fen, giftFen: gift?.giftFen ?? 0, ruleName: gift?.ruleName ?? '', balanceFen: balanceFen(customer.id),
      remark, operator, createTime: formatBeijingTime(Date.now()),
    });
    return answerItem(undefined, investOut(record));
  })),
];
