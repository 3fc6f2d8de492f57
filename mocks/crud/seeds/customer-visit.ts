import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingDate, formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

const TOPICS = [
  '了解 GPU 分区扩容需求，客户计划下季度开展大模型微调',
  '回访作业排队时长问题，已建议使用 cpu_large 分区错峰提交',
  '介绍存储扩容套餐与冷数据归档方案',
  '沟通年度框架合同续签及核时单价调整',
  '演示应用商店中的 VASP、GROMACS 一键运行模板',
  '收集对账单明细格式的改进意见',
  '协助客户完成 HPC 账号开通与 VPN 配置',
  '讨论专线接入与数据迁移计划',
] as const;

/** Visits to the seeded customers over the last year, registered by the operations staff. */
const customerVisitSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate, get }) => {
    const customers = get('crud.customer');
    const staff = Array.from({ length: 6 }, () => `${faker.person.lastName()}${faker.person.firstName()}`);
    const rows = Array.from({ length: 180 }, () => {
      const customer = faker.helpers.arrayElement(customers);
      const at = faker.date.past({ years: 1, refDate });
      const result = faker.helpers.weightedArrayElement([
        { weight: 3, value: 1 }, { weight: 4, value: 2 }, { weight: 2, value: 3 }, { weight: 1, value: 4 },
      ]);
      return {
        customerName: String(customer.name),
        visitType: faker.helpers.arrayElement([1, 2, 3, 4]),
        visitor: faker.helpers.arrayElement(staff),
        visitTime: formatBeijingTime(at).slice(0, 16),
        result,
        content: faker.helpers.arrayElement(TOPICS),
        nextVisitDate: result === 2 || result === 1 ? formatBeijingDate(faker.date.soon({ days: 30, refDate: at })) : undefined,
        createTime: formatBeijingTime(at),
      };
    });
    rows.sort((a, b) => a.createTime.localeCompare(b.createTime));
    return rows.map((row, index) => ({ ...row, id: index + 1 }));
  },
};

export default customerVisitSeed;
