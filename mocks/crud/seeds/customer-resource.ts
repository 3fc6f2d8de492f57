// Hand-written, not x-seed hints: quotas, units and placements depend on the resource kind, used amounts are
// a share of the quota by status, and resource-usage's jobs add up to them (customerResourceSeed.test.ts).
import type { Faker } from '@faker-js/faker';
import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingDate, formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';
import { serviceOrgOf } from './support/serviceOrgs';
import { addDays, duringOfficeHours, pickCustomer } from './support/customerRelations';

type ResourceType = 'cpu' | 'gpu' | 'storage' | 'bandwidth';
type Status = 0 | 1 | 2;

/** Where each kind of resource runs, its unit and the quotas customers buy. */
const KINDS: Record<ResourceType, { unit: string; placements: [string, string | undefined][]; quotas: number[] }> = {
  cpu: {
    unit: '核时',
    placements: [['th2', 'cpu_normal'], ['th2', 'cpu_large'], ['th2', 'fat_mem'], ['thxy', 'cpu_normal'], ['kp', 'kp_normal']],
    quotas: [20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000],
  },
  gpu: { unit: '卡时', placements: [['thxy', 'gpu_a800'], ['thxy', 'gpu_v100']], quotas: [500, 1_000, 2_000, 5_000, 10_000] },
  storage: { unit: 'TB', placements: [['th2', undefined], ['thxy', undefined], ['kp', undefined]], quotas: [5, 10, 20, 50, 100, 200] },
  bandwidth: { unit: 'Mbps', placements: [['th2', undefined], ['thxy', undefined]], quotas: [100, 200, 500, 1_000] },
};

const FREEZE_REASONS = ['账户余额不足，欠费冻结', '客户申请暂停使用', '合同到期未续签，待客户确认', '存在违规挖矿作业，安全审查中'] as const;
const REMARKS = ['随年度框架协议开通', '试用资源，到期自动回收', '科研项目专项配额', '扩容工单开通', '', '', ''] as const;

function usedShare(faker: Faker, status: Status): number {
  // Recycled resources were mostly used up; live ones anywhere between just opened and nearly full.
  return status === 2 ? faker.number.float({ min: 0.6, max: 1 }) : faker.number.float({ min: 0.03, max: 0.97 });
}

/**
 * 140 resources opened for customers over the last two years: terms of a year (half-year trials),
 * most in use, some frozen, recycled ones mostly past their term. Compute resources' used amount
 * is what their job usage records (resource-usage seed) add up to.
 */
const customerResourceSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 3,
  seed: ({ faker, refDate, get }) => {
    const customers = get('crud.customer');
    const rows = Array.from({ length: 140 }, () => {
      const customer = pickCustomer(faker, customers, 0.8);
      const resourceType = faker.helpers.weightedArrayElement<ResourceType>([
        { weight: 5, value: 'cpu' }, { weight: 3, value: 'gpu' }, { weight: 2, value: 'storage' }, { weight: 1, value: 'bandwidth' },
      ]);
      const kind = KINDS[resourceType];
      const [cluster, partition] = faker.helpers.arrayElement(kind.placements);
      const status = faker.helpers.weightedArrayElement<Status>([{ weight: 76, value: 0 }, { weight: 14, value: 1 }, { weight: 10, value: 2 }]);
      const termDays = faker.datatype.boolean({ probability: 0.15 }) ? 182 : 365;
      // Live resources are within their term (one in six ends within the warning window); recycled ones ran out.
      const daysLeft = status === 2
        ? faker.number.int({ min: -300, max: 10 })
        : faker.datatype.boolean({ probability: 0.16 }) ? faker.number.int({ min: 12, max: 48 }) : faker.number.int({ min: 49, max: termDays - 3 });
      const expire = addDays(refDate, daysLeft);
      const open = addDays(expire, -termDays);
      const opened = duringOfficeHours(faker, open);
      const quota = faker.helpers.arrayElement(kind.quotas);
      const used = Number((quota * usedShare(faker, status)).toFixed(2));
      const frozen = status === 1 ? duringOfficeHours(faker, faker.date.between({ from: open, to: addDays(refDate, -1) })) : undefined;
      const recycled = status === 2 ? duringOfficeHours(faker, addDays(new Date(Math.min(expire.getTime(), refDate.getTime() - 86_400_000)), 1)) : undefined;
      return {
        customerId: customer.id,
        customerName: String(customer.name),
        // Served where the customer is (the enterprise record of 企业管理 says the same).
        groupId: serviceOrgOf(Number(customer.id)),
        resourceType,
        cluster,
        partition,
        quota,
        used,
        unit: kind.unit,
        openDate: formatBeijingDate(open),
        expireDate: formatBeijingDate(expire),
        status,
        freezeReason: status === 1 ? faker.helpers.arrayElement(FREEZE_REASONS) : undefined,
        freezeTime: frozen ? formatBeijingTime(frozen) : undefined,
        recycleTime: recycled ? formatBeijingTime(recycled) : undefined,
        remark: faker.helpers.arrayElement(REMARKS) || undefined,
        createTime: formatBeijingTime(opened),
      };
    });
    rows.sort((a, b) => a.createTime.localeCompare(b.createTime));
    // Resource numbers: ZY + opening day + a three-digit sequence within the day.
    const perDay = new Map<string, number>();
    return rows.map((row, index) => {
      const day = row.openDate.replaceAll('-', '');
      const seq = (perDay.get(day) ?? 0) + 1;
      perDay.set(day, seq);
      return { ...row, id: index + 1, resourceNo: `ZY${day}${String(seq).padStart(3, '0')}` };
    });
  },
};

export default customerResourceSeed;
