import type { Faker } from '@faker-js/faker';
import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';
import { addDays, customerApplicant, dayNumberedIds, duringOfficeHours, pickCustomer } from './support/customerRelations';

type PayMethod = 1 | 2 | 3 | 4;

const CANCEL_REASONS = ['客户重复提交充值申请', '汇款信息有误，客户已重新汇款', '客户申请撤销充值', '超过 7 天未查到到账记录'] as const;
const REMARKS = ['季度预存', '项目经费到账后充值', '用于 GPU 卡时包续费', '需开具增值税专用发票', '', '', '', ''] as const;

/** The reference a payment leaves: a bank slip number, or the payment platform's trade number. */
function voucherFor(faker: Faker, method: PayMethod, at: Date): string {
  const day = formatBeijingTime(at).slice(0, 10).replaceAll('-', '');
  if (method === 2) return `${day}2200${faker.string.numeric(16)}`;
  if (method === 3) return `4200${faker.string.numeric(6)}${day}${faker.string.numeric(10)}`;
  return `${faker.helpers.arrayElement(['ICBC', 'CCB', 'BOC', 'ABC', 'CMB'])}${day}${faker.string.numeric(8)}`;
}

/** When finance confirms: online payments within the hour, bank transfers on a later working day. */
function confirmedAt(faker: Faker, method: PayMethod, at: Date): Date {
  if (method === 2 || method === 3) return new Date(at.getTime() + faker.number.int({ min: 1, max: 50 }) * 60_000);
  return duringOfficeHours(faker, addDays(at, faker.number.int({ min: 1, max: 3 })));
}

/**
 * 236 recharges over 18 months: amounts by customer kind, bank transfers for the big ones. Those
 * of the last week are still 待确认 (the 客户充值 page's work); older ones reached the account
 * (已到账) or were cancelled with a reason.
 */
const customerRechargeSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate, get }) => {
    const customers = get('crud.customer');
    const rows = Array.from({ length: 236 }, (_, index) => {
      const customer = pickCustomer(faker, customers, 0.7);
      const enterprise = customer.customerType === 1;
      const pending = index < 26;
      const at = duringOfficeHours(faker, pending
        ? addDays(refDate, -faker.number.int({ min: 0, max: 6 }))
        : faker.date.between({ from: addDays(refDate, -540), to: addDays(refDate, -7) }));
      const amount = enterprise ? faker.number.int({ min: 50, max: 5000 }) * 100 : faker.number.int({ min: 5, max: 200 }) * 100;
      const payMethod: PayMethod = amount >= 50_000
        ? faker.helpers.weightedArrayElement<PayMethod>([{ weight: 8, value: 1 }, { weight: 2, value: 4 }])
        : faker.helpers.weightedArrayElement<PayMethod>([{ weight: 3, value: 1 }, { weight: 3, value: 2 }, { weight: 3, value: 3 }, { weight: 1, value: 4 }]);
      const status = pending ? 0 : faker.datatype.boolean({ probability: 0.9 }) ? 1 : 2;
      const settledAt = confirmedAt(faker, payMethod, at);
      return {
        customerId: customer.id,
        customerName: String(customer.name),
        amount,
        payMethod,
        // A pending offline remittance may not have its slip number yet.
        voucherNo: pending && payMethod === 4 && faker.datatype.boolean() ? undefined : voucherFor(faker, payMethod, at),
        applicant: customerApplicant(customer),
        status,
        createTime: formatBeijingTime(at),
        confirmTime: status === 1 ? formatBeijingTime(settledAt) : undefined,
        cancelTime: status === 2 ? formatBeijingTime(settledAt) : undefined,
        cancelReason: status === 2 ? faker.helpers.arrayElement(CANCEL_REASONS) : undefined,
        remark: faker.helpers.arrayElement(REMARKS) || undefined,
      };
    });
    rows.sort((a, b) => a.createTime.localeCompare(b.createTime));
    return dayNumberedIds(rows);
  },
};

export default customerRechargeSeed;
