/** 费用中心 calls (coin accounts, purchase records, bills); amounts arrive in 元 with two decimals. */
import { http } from './om';

const OM = '/api/operation-management/v1';
const PURCHASE = `${OM}/purchase-record`;

export interface Paged<T> { records: T[]; total: number }

export interface OwnedPackage { orderNo: string; packageName: string; coreHours: number; usedCoreHours: number; expireTime: string; expired: boolean }
export interface MyAccount {
  balance: number; arrears: number; monthSpend: number; totalRecharge: number;
  warnEnabled: boolean; warnAmount: number; warning: boolean; packages: OwnedPackage[];
}
export interface LedgerLine {
  id: number; serialNo: string; kind: 'recharge' | 'package' | 'bill' | 'refund'; direction: 'income' | 'expense';
  amount: number; balance: number; remark: string; refNo: string; createTime: string;
}
export type OrderStatus = 'UNPAID' | 'PAID' | 'CANCELLED';
export interface Order {
  id: number; orderNo: string; packageId: number; packageName: string; coreHours: number; months: number; quantity: number;
  unitPrice: number; discount: number; amount: number; status: OrderStatus; createTime: string; payTime?: string; cancelTime?: string;
}
export interface BillLine { partition: string; coreHours: number; unitPrice: number; amount: number }
export interface Bill { id: number; billNo: string; period: string; lines: BillLine[]; coreHours: number; amount: number; status: 'UNSETTLED' | 'SETTLED'; createTime: string; settleTime?: string }
/** A job of the caller priced by the partition's billing rule in force (the operator's 作业费用 row). */
export interface JobBill {
  id: number; jobId: string; jobName: string; appName: string; partition: string; status: string; statusName: string; cores: number;
  coreHours: number; unitPrice: number; cost: number; submitTime: string; endTime: string;
}
export interface JobBills extends Paged<JobBill> { totalCoreHours: number; totalCost: number }
export interface TopPackage { rank: number; packageId: number; packageName: string; buyCount: number; amount: number }
export interface PackageOffer { id: number; name: string; coreHours: number; months: number; price: number; partition: string; note: string }
export interface Quote { packageId: number; packageName: string; coreHours: number; months: number; quantity: number; unitPrice: number; discount: number; amount: number; balance: number }

type Query = Record<string, string | number | undefined>;

export const expenseApi = {
  myAccount: () => http.get<MyAccount>(`${OM}/coin-account/my-account`),
  saveWarn: (warnEnabled: boolean, warnAmount: number) => http.put<{ warnEnabled: boolean; warnAmount: number }>(`${OM}/coin-account/warn`, { warnEnabled, warnAmount }),
  ledger: (query: Query) => http.get<Paged<LedgerLine>>(`${OM}/coin-account/account-bills`, { query }),
  jobBills: (query: Query) => http.get<JobBills>(`${OM}/coin-account/job-bills`, { query }),
  /** 我的订单: the signed-in account's purchase records (status, keyword: order number or package). */
  orders: (query: Query) => http.get<Paged<Order>>(`${PURCHASE}/account/page`, { query }),
  exportOrders: (query: Query) => http.download(`${PURCHASE}/account/export`, { query }),
  order: (id: number) => http.get<Order>(`${PURCHASE}/${id}`),
  cancelOrder: (id: number) => http.put<Order>(`${PURCHASE}/cancel`, { id }),
  /** The best-selling packages (paid quantity across the platform), most first. */
  topPackages: () => http.get<TopPackage[]>(`${PURCHASE}/buy/top10`),
  bills: (query: Query) => http.get<Paged<Bill>>(`${OM}/bill/page`, { query }),
  bill: (id: number) => http.get<Bill>(`${OM}/bill/${id}`),
  settleBill: (id: number) => http.put<Bill>(`${OM}/bill/settle/${id}`),
  exportBills: () => http.download(`${OM}/bill/export`),
  packages: () => http.get<PackageOffer[]>(`${OM}/purchase-record/packages`),
  quote: (packageId: number, quantity: number) => http.post<Quote>(`${OM}/purchase-record/summary`, { packageId, quantity }),
  buy: (packageId: number, quantity: number) => http.post<Order>(`${OM}/purchase-record/buy`, { packageId, quantity }),
  payOrder: (orderId: number) => http.post<Order & { balance: number }>(`${OM}/purchase-record/pay`, { orderId }),
};

/** Saves a downloaded file under a name (the browser's download). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
