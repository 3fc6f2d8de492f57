/** 费用中心 calls of its hand-written page (package purchase); amounts arrive in 元 with two decimals. */
import { http } from './om';

const OM = '/api/operation-management/v1';
const PURCHASE = `${OM}/purchase-record`;

export interface Paged<T> { records: T[]; total: number }

export type OrderStatus = 'UNPAID' | 'PAID' | 'CANCELLED';
export interface Order {
  id: number; orderNo: string; packageId: number; packageName: string; coreHours: number; months: number; quantity: number;
  unitPrice: number; discount: number; amount: number; status: OrderStatus; createTime: string; payTime?: string; cancelTime?: string;
}
export interface TopPackage { rank: number; packageId: number; packageName: string; buyCount: number; amount: number }
export interface PackageOffer { id: number; name: string; coreHours: number; months: number; price: number; partition: string; note: string }
export interface Quote { packageId: number; packageName: string; coreHours: number; months: number; quantity: number; unitPrice: number; discount: number; amount: number; balance: number }

export const expenseApi = {
  /** The best-selling packages (paid quantity across the platform), most first. */
  topPackages: () => http.get<TopPackage[]>(`${PURCHASE}/buy/top10`),
  packages: () => http.get<PackageOffer[]>(`${PURCHASE}/packages`),
  quote: (packageId: number, quantity: number) => http.post<Quote>(`${PURCHASE}/summary`, { packageId, quantity }),
  buy: (packageId: number, quantity: number) => http.post<Order>(`${PURCHASE}/buy`, { packageId, quantity }),
  payOrder: (orderId: number) => http.post<Order & { balance: number }>(`${PURCHASE}/pay`, { orderId }),
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
