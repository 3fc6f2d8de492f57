/**
 * The store's applications as the portal reads them: the wire types of application-manage's
 * declared reads (schemas/generated/operations.ts, the same types the mocks answer with) and how
 * their billing and price read to a visitor.
 */
import type { OperationAnswer } from '../../../contract/operationTypes';

/** One application of a list (store, market, card block). */
export type AppCard = OperationAnswer<'application-manage', 'get-market'>['records'][number];
/** One application with its specifications and versions (its page). */
export type AppDetail = OperationAnswer<'application-manage', 'get-introduction'>;
export type AppSpec = AppDetail['specs'][number];

/** A category of the store's tree with its 子分类 and how many applications it holds (application-classify get-tree). */
export type Category = OperationAnswer<'application-classify', 'get-tree'>[number];

/** Billing labels of the catalogue (1 按核时, 2 包年包月, 3 免费). */
export const BILLING_LABELS: Readonly<Record<number, string>> = { 1: '按核时', 2: '包年包月', 3: '免费' };

/** Below one yuan a price keeps three decimals (¥0.045 / 核时), else two. */
const yuan = (price: number) => `¥${price.toFixed(price < 1 ? 3 : 2)}`;

export function priceText(app: Pick<AppCard, 'billingType' | 'price' | 'priceUnit'>): string {
  if (app.billingType === 3 || app.price === 0) return '免费';
  return `${yuan(app.price)} / ${app.priceUnit || '核时'} 起`;
}

/** A specification's price: per 卡时 when it has GPUs, else per 核时. */
export function specPrice(spec: AppSpec, billingType: number): string {
  if (billingType === 3 || spec.price === 0) return '免费';
  return `${yuan(spec.price)} / ${spec.gpus > 0 ? '卡时' : '核时'}`;
}
