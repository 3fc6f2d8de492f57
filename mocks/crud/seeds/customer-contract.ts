// Hand-written, not x-seed hints: start, end, signing and drafting dates are worked back from a
// status-dependent end relative to now, and contract numbers run per signing year;
// customerContractSeed.test.ts checks the chain.
import type { Faker } from '@faker-js/faker';
import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingDate, formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';
import { addDays, customerShortName, duringOfficeHours, pickCustomer, staffNames } from './support/customerRelations';

const DAY = 86_400_000;

/** Contract kinds: 框架协议 / 采购合同 / 服务合同 / 补充协议, with term, amount range and name. */
const KINDS = {
  1: { years: [1, 2, 3], amount: [120_000, 500_000], names: ['年度超算服务框架协议', '高性能计算资源合作框架协议', '算力服务战略合作框架协议'] },
  2: { years: [1], amount: [20_000, 300_000], names: ['CPU 核时采购合同', 'GPU 卡时采购合同', '存储扩容采购合同', '专线带宽采购合同'] },
  3: { years: [1], amount: [5_000, 120_000], names: ['应用软件授权服务合同', '作业托管运维服务合同', '数据迁移技术服务合同', '并行程序优化服务合同'] },
  4: { years: [1], amount: [500, 50_000], names: ['核时单价调整补充协议', '资源配额变更补充协议', '服务期限延长补充协议'] },
} as const;

const REMARKS = ['按季度结算', '含 5% 核时赠送', '需开具增值税专用发票', '到期前一个月启动续签', '', '', ''] as const;

type Status = 0 | 1 | 2 | 3;

/**
 * Where a contract's term sits relative to the reference day, so the list shows every state the
 * actions need and the expiry warning: drafts start soon, active contracts (some ending within
 * 30 days) and terminated ones started already, expired ones ended in the past.
 */
function termEnd(faker: Faker, status: Status, years: number, refDate: Date): Date {
  const ref = refDate.getTime();
  const term = years * 365;
  if (status === 2) return new Date(ref - faker.number.int({ min: 1, max: 540 }) * DAY);
  if (status === 0) return new Date(ref + (faker.number.int({ min: 5, max: 45 }) + term - 1) * DAY);
  if (status === 3) return new Date(ref + faker.number.int({ min: -200, max: term - 30 }) * DAY);
  // One active contract in five ends within the warning window (counted from the reference day
  // plus three weeks, so the 即将到期 tag still shows while the demo data is a few weeks old).
  const soon = faker.datatype.boolean({ probability: 0.2 });
  return new Date(ref + (soon ? faker.number.int({ min: 12, max: 48 }) : faker.number.int({ min: 60, max: term - 1 })) * DAY);
}

/** 150 contracts with enterprise customers over the last three years. */
const customerContractSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 2,
  seed: ({ faker, refDate, get }) => {
    const customers = get('crud.customer');
    const owners = staffNames(faker, 8);
    const rows = Array.from({ length: 150 }, () => {
      const customer = pickCustomer(faker, customers, 0.9);
      const contractType = faker.helpers.weightedArrayElement([
        { weight: 3, value: 1 as const }, { weight: 4, value: 2 as const }, { weight: 2, value: 3 as const }, { weight: 1, value: 4 as const },
      ]);
      const kind = KINDS[contractType];
      const status = faker.helpers.weightedArrayElement<Status>([
        { weight: 8, value: 0 }, { weight: 62, value: 1 }, { weight: 22, value: 2 }, { weight: 8, value: 3 },
      ]);
      const years = faker.helpers.arrayElement<number>(kind.years);
      const end = termEnd(faker, status, years, refDate);
      const start = addDays(end, -365 * years + 1);
      const sign = addDays(start, -faker.number.int({ min: 1, max: 20 }));
      const drafted = addDays(sign, -faker.number.int({ min: 1, max: 10 }));
      const created = duringOfficeHours(faker, drafted.getTime() < refDate.getTime() ? drafted : addDays(refDate, -1));
      const amount = faker.number.int({ min: kind.amount[0] / 100, max: kind.amount[1] / 100 }) * 100;
      const terminated = status === 3
        ? formatBeijingTime(faker.date.between({ from: start, to: new Date(Math.min(end.getTime(), refDate.getTime())) }))
        : undefined;
      return {
        name: `${customerShortName(String(customer.name))}${faker.helpers.arrayElement(kind.names)}`,
        customerId: customer.id,
        customerName: String(customer.name),
        contractType,
        amount,
        signDate: formatBeijingDate(sign),
        startDate: formatBeijingDate(start),
        endDate: formatBeijingDate(end),
        owner: faker.helpers.arrayElement(owners),
        status,
        terminateReason: terminated ? faker.helpers.arrayElement(['客户业务调整，双方协商提前终止', '客户迁移至自建集群', '合同主体变更，重新签订']) : undefined,
        terminateTime: terminated,
        remark: faker.helpers.arrayElement(REMARKS) || undefined,
        createTime: formatBeijingTime(created),
      };
    });
    rows.sort((a, b) => a.createTime.localeCompare(b.createTime));
    // Numbers run per signing year, in creation order, as the contract office hands them out.
    const perYear = new Map<string, number>();
    return rows.map((row, index) => {
      const year = row.signDate.slice(0, 4);
      const seq = (perYear.get(year) ?? 0) + 1;
      perYear.set(year, seq);
      return { ...row, id: index + 1, contractNo: `HT${year}-${String(seq).padStart(4, '0')}` };
    });
  },
};

export default customerContractSeed;
