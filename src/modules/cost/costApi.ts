/** 虚拟币充值 calls (spec §7.2 coin accounts "manage invest"): the customers to pick, recharge, records. */
import { http } from '../workbench/api/om';

const BASE = '/api/operation-management/v1/coin-account/manage-invest';

export interface CustomerAccount { id: string; userName: string; displayName: string; accountType: string; balance: number; coinEnabled: number }
export interface ManageInvest {
  id: number; reqsn: string; userId: string; userName: string; displayName: string; amount: number; gift: number; ruleName: string;
  balance: number; remark: string; operator: string; createTime: string;
}
export interface Paged<T> { records: T[]; total: number }

export const costApi = {
  customers: () => http.get<CustomerAccount[]>(`${BASE}/customers`),
  records: (query: { pageIndex: number; pageSize: number; keyword: string }) => http.get<Paged<ManageInvest>>(`${BASE}/page`, { query }),
  recharge: (body: { userId: string; amount: number; remark: string }) => http.post<ManageInvest>(BASE, body),
};
