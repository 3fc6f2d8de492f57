/** Online recharge (spec §7.2 coin accounts invest/cancel; Payment POST pay with paytype W01 by default, GET pay result). */
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
  cancel: (reqsn: string) => http.put<Recharge>(`${OM}/coin-account/cancel/${encodeURIComponent(reqsn)}`),
  pay: (body: PayRequest) => http.post<PayAnswer>(`${OM}/pay`, body),
  /** Polled quietly: no overlay and no toast per read (the page shows the state). */
  result: (reqsn: string) => http.get<Recharge & { balance: number }>(`${OM}/pay/result`, { query: { reqsn }, loading: false, silent: true }),
};
