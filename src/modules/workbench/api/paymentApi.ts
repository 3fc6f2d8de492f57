/**
 * Online recharge: coin accounts invest, invest/pay1 (the payment request), invest/pay2 (another
 * payment type while waiting), pay-result (the credit) and cancel; Payment POST pay (paytype W01 by
 * default) and GET pay result.
 */
import { http } from './om';
import type { PayStatus } from '../model/payPolling';
import type { Paged } from './expenseApi';

const OM = '/api/operation-management/v1';

export interface AccountInfo { userId: string; userName: string; displayName: string; balance: number }
export interface Recharge {
  id: number; reqsn: string; amount: number; paytype: string; payTypeName: string; status: PayStatus;
  trxid: string; createTime: string; finishTime: string; failReason: string;
}
export interface PayAnswer { reqsn: string; paytype: string; trxamt: number; trxstatus: string; payinfo: string }
export interface PayRequest { paytype: string; reqsn: string; requserid: string; requsername: string; trxamt: number }
/** The recharge as the coin account sees it: credited or not, by which ledger line. */
export interface Credit extends Recharge { credited: boolean; serialNo: string; creditTime: string; balance: number }

export const DEFAULT_PAYTYPE = 'W01';
export const PAY_TYPE_OPTIONS = [
  { value: 'W01', label: '微信支付' },
  { value: 'A01', label: '支付宝' },
  { value: 'U01', label: '银联支付' },
] as const;

export const paymentApi = {
  accountInfo: () => http.get<AccountInfo>(`${OM}/coin-account/account-info`),
  recharges: (query: Record<string, number>) => http.get<Paged<Recharge>>(`${OM}/coin-account/invest/page`, { query }),
  invest: (amount: number) => http.post<Recharge>(`${OM}/coin-account/invest`, { amount }),
  cancel: (reqsn: string) => http.put<Recharge>(`${OM}/coin-account/cancel`, { reqsn }),
  /** The body of POST pay for a new recharge: payer, amount in fen and payment type, as the coin account fixes them. */
  payRequest: (reqsn: string, paytype: string) => http.post<PayRequest>(`${OM}/coin-account/invest/pay1`, { reqsn, paytype }),
  /** Another payment type while the payer has not paid yet: the waiting payment is closed, a new POST pay follows. */
  switchPaytype: (reqsn: string, paytype: string) => http.post<PayRequest>(`${OM}/coin-account/invest/pay2`, { reqsn, paytype }),
  pay: (body: PayRequest) => http.post<PayAnswer>(`${OM}/pay`, body),
  /** Whether and by which ledger line the recharge was credited. */
  credit: (reqsn: string) => http.get<Credit>(`${OM}/coin-account/pay-result`, { query: { reqsn }, loading: false, silent: true }),
  /** Polled quietly: no overlay and no toast per read (the page shows the state). */
  result: (reqsn: string) => http.get<Recharge & { balance: number }>(`${OM}/pay/result`, { query: { reqsn }, loading: false, silent: true }),
};
