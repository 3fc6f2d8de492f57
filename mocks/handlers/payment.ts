import { http } from 'msw';
import { moduleGrants, requireGrant } from '../permissions';
import { db } from '../store/db';
import type { RechargeRecord } from '../store/seeds/expenseLedger';
import { formatBeijingTime } from '../store/time';
import { balanceFen, newNo, PAY_DELAY_MS, PAY_TYPES, settleDue, yuan } from './expenseBook';
import { readNumber, yuanText, type NumberRules } from './readNumber';
import { durable, fail, intParam, ok, readJsonObject } from './respond';
import { answer } from '../routing/operationAnswer';
import { yuanToFen } from '../../src/contract/money';

/**
 * Hand-written: online payment is a state machine with the payment channel (request, pay, switch type, result credited to the ledger exactly once).
 *
 * Online recharge (coin accounts invest, invest/pay1, invest/pay2, pay-result, cancel; Payment
 * POST pay and GET pay result). invest creates the recharge; invest/pay1 fixes the payment
 * request (payer, trxamt in fen as the 通联 API takes it, paytype W01 微信扫码 by default); pay
 * hands it to the payment platform; invest/pay2 switches a waiting payment to another type. The
 * simulated payer completes PAY_DELAY_MS later, and the ledger is credited exactly once when the
 * result is first read (pay/result: the payment; coin-account/pay-result: the credit).
 * A single payment above the channel's limit (50,000.00 元) is declined by the channel.
 */
const OM = '*/api/operation-management/v1';
export const RECHARGE_MODULE = 'wb-recharge';
const grants = () => moduleGrants(RECHARGE_MODULE);
const SINGLE_LIMIT_FEN = 5_000_000;
/** One recharge, online or by an operator: 0.01 to 1,000,000.00 元 (the console's forms say the same). */
export const RECHARGE_AMOUNT: NumberRules = { label: '充值金额', min: 0, exclusiveMin: true, max: 1_000_000, decimals: 2, format: yuanText };

const rechargeOut = (r: RechargeRecord) => ({
  id: r.id, reqsn: r.reqsn, amount: yuan(r.amountFen), paytype: r.paytype, payTypeName: PAY_TYPES[r.paytype] ?? r.paytype,
  status: r.status, trxid: r.trxid, createTime: r.createTime, finishTime: r.finishTime ?? '', failReason: r.failReason ?? '',
});

function ownRecharge(userId: string, reqsn: string): RechargeRecord | undefined {
  return db.collection('recharges').find((r) => r.reqsn === reqsn && r.userId === userId);
}

/** A payment type of the request: W01 when none is named, null when it is not one the platform takes. */
function readPaytype(value: unknown): string | null {
  const paytype = typeof value === 'string' && value !== '' ? value : 'W01';
  return PAY_TYPES[paytype] ? paytype : null;
}

/**
 * What both legs of paying a recharge (invest/pay1, invest/pay2) read first: the caller with the
 * recharge grant, the payment type asked for (W01 by default), and the caller's own recharge
 * named by `reqsn` — or the refusal.
 */
async function payLeg(request: Request) {
  const auth = requireGrant(request, grants());
  if (auth instanceof Response) return auth;
  const body = await readJsonObject(request);
  const paytype = readPaytype(body?.paytype);
  if (paytype === null) return fail(400, '不支持的支付方式');
  settleDue(auth.user.id);
  const recharge = ownRecharge(auth.user.id, String(body?.reqsn ?? ''));
  if (!recharge) return fail(404, '充值记录不存在');
  return { auth, paytype, recharge };
}

/** The body of POST pay for this recharge (trxamt in fen, as the payment platform takes it). */
const payRequest = (userId: string, userName: string, recharge: RechargeRecord, paytype: string) => ({
  paytype, reqsn: recharge.reqsn, requserid: userId, requsername: userName, trxamt: recharge.amountFen,
});

export const paymentHandlers = [
  http.get(`${OM}/coin-account/account-info`, ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    settleDue(auth.user.id);
    return answer('coin-account', 'get-account-info', { userId: auth.user.id, userName: auth.user.userName, displayName: auth.user.displayName, balance: yuan(balanceFen(auth.user.id)) });
  }),

  http.get(`${OM}/coin-account/invest/page`, ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    settleDue(auth.user.id);
    const url = new URL(request.url);
    const page = db.collection('recharges').query({
      filter: (r) => r.userId === auth.user.id, sort: { key: 'id', order: 'desc' },
      pageIndex: intParam(url, 'pageIndex', 1), pageSize: intParam(url, 'pageSize', 10),
    });
    return answer('coin-account', 'get-invest-page', { records: page.records.map(rechargeOut), total: page.total });
  }),

  http.post(`${OM}/coin-account/invest`, durable(async ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    const body = await readJsonObject(request);
    const amount = readNumber(body?.amount, RECHARGE_AMOUNT);
    if (!amount.ok) return fail(400, amount.message);
    const fen = yuanToFen(amount.value);
    const recharge = db.collection('recharges').insert({
      userId: auth.user.id, reqsn: newNo('CZ'), amountFen: fen, paytype: 'W01', status: 'CREATED', trxid: '', createTime: formatBeijingTime(Date.now()),
    });
    return answer('coin-account', 'post-invest', rechargeOut(recharge));
  })),

  /** 取消充值: the recharge named by `reqsn` in the body, while it is not yet paid. */
  http.put(`${OM}/coin-account/cancel`, durable(async ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    settleDue(auth.user.id);
    const body = await readJsonObject(request);
    const recharge = ownRecharge(auth.user.id, String(body?.reqsn ?? ''));
    if (!recharge) return fail(404, '充值记录不存在');
    if (recharge.status !== 'CREATED' && recharge.status !== 'PAYING') return fail(400, recharge.status === 'SUCCESS' ? '该笔充值已支付成功，不能取消' : '该笔充值已结束');
    const done = db.collection('recharges').update(recharge.id, { status: 'CANCELLED', finishTime: formatBeijingTime(Date.now()) }) ?? recharge;
    return answer('coin-account', 'put-cancel', rechargeOut(done));
  })),

  /**
   * invest/pay1, the first leg of paying a recharge: the coin account fixes what the payment
   * platform is asked for — the payer (the caller), the amount in fen and the payment type
   * (W01 by default) — and answers the body of POST pay.
   */
  http.post(`${OM}/coin-account/invest/pay1`, durable(async ({ request }) => {
    const leg = await payLeg(request);
    if (leg instanceof Response) return leg;
    const { auth, paytype, recharge } = leg;
    if (recharge.status !== 'CREATED') return fail(400, recharge.status === 'PAYING' ? '该笔充值正在支付中' : '该笔充值已结束');
    db.collection('recharges').update(recharge.id, { paytype });
    return ok(payRequest(auth.user.id, auth.user.userName, recharge, paytype));
  })),

  /**
   * invest/pay2, paying the same recharge another way while it waits for the payer (换一种支付方式):
   * the pending payment is closed, the recharge waits for a new POST pay with the new type.
   */
  http.post(`${OM}/coin-account/invest/pay2`, durable(async ({ request }) => {
    const leg = await payLeg(request);
    if (leg instanceof Response) return leg;
    const { auth, paytype, recharge } = leg;
    if (recharge.status !== 'PAYING') return fail(400, recharge.status === 'SUCCESS' ? '该笔充值已支付成功' : recharge.status === 'CREATED' ? '该笔充值尚未发起支付' : '该笔充值已结束');
    db.collection('recharges').update(recharge.id, { status: 'CREATED', paytype, payDueAt: undefined });
    return ok(payRequest(auth.user.id, auth.user.userName, recharge, paytype));
  })),

  /** pay-result: the recharge as the coin account sees it — credited or not, the ledger line that credited it, the balance now. */
  http.get(`${OM}/coin-account/pay-result`, ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    settleDue(auth.user.id);
    const recharge = ownRecharge(auth.user.id, new URL(request.url).searchParams.get('reqsn') ?? '');
    if (!recharge) return fail(404, '充值记录不存在');
    const line = db.collection('ledger').find((l) => l.userId === auth.user.id && l.kind === 'recharge' && l.refNo === recharge.reqsn);
    return answer('coin-account', 'get-pay-result', {
      ...rechargeOut(recharge), credited: line !== undefined, serialNo: line?.serialNo ?? '', creditTime: line?.createTime ?? '',
      balance: yuan(balanceFen(auth.user.id)),
    });
  }),

  http.post(`${OM}/pay`, durable(async ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    const body = await readJsonObject(request);
    const paytype = typeof body?.paytype === 'string' && body.paytype !== '' ? body.paytype : 'W01';
    if (!PAY_TYPES[paytype]) return fail(400, '不支持的支付方式');
    const recharge = ownRecharge(auth.user.id, String(body?.reqsn ?? ''));
    if (!recharge) return fail(404, '充值记录不存在');
    // The payer named in the request (id and user name, as the payment platform records them) must be the caller.
    if (String(body?.requserid ?? '') !== auth.user.id || String(body?.requsername ?? '') !== auth.user.userName) return fail(400, '付款用户与当前登录用户不一致');
    if (body?.trxamt !== recharge.amountFen) return fail(400, '支付金额与充值金额不一致');
    if (recharge.status !== 'CREATED') return fail(400, recharge.status === 'PAYING' ? '该笔充值正在支付中' : '该笔充值已结束');
    const now = Date.now();
    const declined = recharge.amountFen > SINGLE_LIMIT_FEN;
    db.collection('recharges').update(recharge.id, declined
      ? { paytype, status: 'FAILED', failReason: '超出支付渠道单笔限额（50,000.00 元）', finishTime: formatBeijingTime(now) }
      : { paytype, status: 'PAYING', payDueAt: now + PAY_DELAY_MS });
    return ok({
      reqsn: recharge.reqsn, paytype, trxamt: recharge.amountFen, trxstatus: declined ? '3045' : '0000',
      // The QR payload a wallet scans (shown as a code on the payment step).
      payinfo: `weixin://wxpay/bizpayurl?pr=${recharge.reqsn.slice(-10)}`,
    });
  })),

  http.get(`${OM}/pay/result`, ({ request }) => {
    const auth = requireGrant(request, grants());
    if (auth instanceof Response) return auth;
    settleDue(auth.user.id);
    const reqsn = new URL(request.url).searchParams.get('reqsn') ?? '';
    const recharge = ownRecharge(auth.user.id, reqsn);
    if (!recharge) return fail(404, '充值记录不存在');
    return answer('pay', 'get-result', { ...rechargeOut(recharge), balance: yuan(balanceFen(auth.user.id)) });
  }),
];
