import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';
import { addDays, dayNumberedIds, duringOfficeHours, pickCustomer } from './support/customerRelations';

const HOUR = 3_600_000;

/** List prices of the packages (yuan) and how many a customer buys at once. */
const PRODUCTS: Record<string, { price: number; quantities: number[]; weight: number }> = {
  'cpu-100k': { price: 9_000, quantities: [1, 1, 2, 3, 5], weight: 6 },
  'cpu-500k': { price: 40_000, quantities: [1, 1, 2, 3], weight: 3 },
  'gpu-1k': { price: 8_000, quantities: [1, 2, 3, 5], weight: 5 },
  'gpu-5k': { price: 36_000, quantities: [1, 1, 2], weight: 2 },
  'storage-10t': { price: 12_000, quantities: [1, 2], weight: 3 },
  'storage-50t': { price: 50_000, quantities: [1], weight: 1 },
  'line-100m': { price: 30_000, quantities: [1], weight: 1 },
  'vasp-year': { price: 25_000, quantities: [1, 2], weight: 1 },
};

const CANCEL_REASONS = ['客户超时未支付，系统关闭', '客户改购其他套餐', '重复下单', '客户预算未获批'] as const;
const REMARKS = ['年度框架协议内采购', '享受高校科研九折优惠', '需开具增值税专用发票', '', '', '', ''] as const;

type Status = 0 | 1 | 2 | 3;

/**
 * 210 orders over a year. Unpaid orders of the last ten days are 待支付 (the 客户订单 page's work);
 * orders paid in the last three weeks wait for their resources to be opened (已支付, 标记完成 on the
 * 订单记录 page); older ones are 已完成 or 已取消. Large orders get a negotiated discount.
 */
const customerOrderSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate, get }) => {
    const customers = get('crud.customer');
    const products = Object.entries(PRODUCTS).map(([value, p]) => ({ value, weight: p.weight }));
    const rows = Array.from({ length: 210 }, (_, index) => {
      const customer = pickCustomer(faker, customers, 0.75);
      const product = faker.helpers.weightedArrayElement(products);
      const { price, quantities } = PRODUCTS[product]!;
      const quantity = faker.helpers.arrayElement(quantities);
      const list = price * quantity;
      const discount = list >= 50_000 && faker.datatype.boolean({ probability: 0.5 }) ? faker.helpers.arrayElement([0.95, 0.9, 0.85]) : 1;
      const status: Status = index < 28 ? 0 : index < 56 ? 1 : faker.datatype.boolean({ probability: 0.82 }) ? 3 : 2;
      const daysAgo = status === 0 ? faker.number.int({ min: 0, max: 9 }) : status === 1 ? faker.number.int({ min: 1, max: 20 }) : faker.number.int({ min: 21, max: 365 });
      const at = duringOfficeHours(faker, addDays(refDate, -daysAgo));
      const paid = new Date(at.getTime() + faker.number.int({ min: 5, max: 24 * 60 }) * 60_000);
      const finished = new Date(paid.getTime() + faker.number.int({ min: 2, max: 72 }) * HOUR);
      return {
        customerId: customer.id,
        customerName: String(customer.name),
        product,
        quantity,
        unitPrice: price,
        amount: Math.round(list * discount * 100) / 100,
        status,
        source: faker.datatype.boolean({ probability: 0.7 }) ? 1 : 2,
        createTime: formatBeijingTime(at),
        payTime: status === 1 || status === 3 ? formatBeijingTime(paid) : undefined,
        finishTime: status === 3 ? formatBeijingTime(finished) : undefined,
        cancelTime: status === 2 ? formatBeijingTime(new Date(at.getTime() + faker.number.int({ min: 1, max: 72 }) * HOUR)) : undefined,
        cancelReason: status === 2 ? faker.helpers.arrayElement(CANCEL_REASONS) : undefined,
        remark: faker.helpers.arrayElement(REMARKS) || undefined,
      };
    });
    rows.sort((a, b) => a.createTime.localeCompare(b.createTime));
    return dayNumberedIds(rows);
  },
};

export default customerOrderSeed;
