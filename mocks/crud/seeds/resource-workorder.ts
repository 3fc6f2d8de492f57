// Hand-written, not x-seed hints: every fourth request is a sub-centre's own (资源申请（分中心）) and the first two of
// those wait for review, so each sub-centre's scoped page (tests/contract/orgScope.test.ts) and the review
// actions always have rows; that is a plan by position, not a weighted pick.
import type { CollectionDefinition } from '../../store/definition';
import { mobileNumber } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';
import { personName } from '../seedVocab';
import { serviceOrgOf, subcentreOrgOf } from './support/serviceOrgs';

const PURPOSES = [
  '课题组开展第一性原理材料计算，需要 CPU 资源',
  '大模型微调实验，需要 GPU 加速卡',
  '气象数值预报业务化运行，需要稳定的计算资源',
  '基因组测序数据分析，需要存储与计算资源',
  '流体仿真项目交付，需要短期扩容',
  '高校课程实验教学，需要共享计算环境',
] as const;

const UNITS = ['华南理工大学材料学院', '中山大学生命科学学院', '广东省气象台', '星河智能科技有限公司', '南方海洋研究院', '鹏程汽车研究院'] as const;

/** Resource requests as the portal's 资源申请 form submits them (企业) and sub-centres' requests, in every state. */
const resourceWorkorderSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 4,
  seed: ({ faker, refDate }) => {
    const rows = Array.from({ length: 36 }, (_, i) => {
      const at = faker.date.past({ years: 1, refDate });
      // The first two sub-centre requests wait for review, so 资源申请（分中心） always has some.
      const waiting = i === 3 || i === 7;
      const picked = faker.helpers.weightedArrayElement([
        { weight: 3, value: 1 }, { weight: 3, value: 2 }, { weight: 4, value: 3 }, { weight: 1, value: 4 },
      ]);
      const status = waiting ? 1 : picked;
      const resourceType = faker.helpers.arrayElement([1, 2, 3, 4]);
      const accepted = new Date(at.getTime() + faker.number.int({ min: 1, max: 48 }) * 3_600_000);
      return {
        orderNo: `ZY${formatBeijingTime(at).replace(/\D/g, '').slice(2, 12)}${String(i).padStart(2, '0')}`,
        applicant: personName(faker),
        company: faker.helpers.arrayElement(UNITS),
        phone: mobileNumber(faker),
        email: `user${i + 1}@hpc-demo.cn`,
        resourceType,
        quantity: resourceType === 2 ? faker.number.int({ min: 1, max: 16 }) : resourceType === 3 ? faker.number.int({ min: 10, max: 500 }) : faker.number.int({ min: 64, max: 4096 }),
        duration: faker.helpers.arrayElement([1, 3, 6, 12]),
        purpose: faker.helpers.arrayElement(PURPOSES),
        userName: '',
        // About one in four requests comes from a sub-centre (资源申请（分中心）).
        applyType: i % 4 === 3 ? 2 : 1,
        // A sub-centre's requests are its own (the first waiting one 华南's, the second 华东's); the others go to the organisation serving the unit.
        groupId: i % 4 === 3 ? subcentreOrgOf(i >> 2) : serviceOrgOf(i),
        status,
        createTime: formatBeijingTime(at),
        acceptTime: status === 2 || status === 3 ? formatBeijingTime(accepted) : undefined,
        finishTime: status === 3 ? formatBeijingTime(accepted.getTime() + 86_400_000) : undefined,
        rejectReason: status === 4 ? '申请信息不完整，请补充项目说明后重新提交' : undefined,
        reviewOpinion: status === 4 ? '申请信息不完整，请补充项目说明后重新提交' : status === 1 ? undefined : '资源充足，同意开通',
      };
    });
    rows.sort((a, b) => a.createTime.localeCompare(b.createTime));
    return rows;
  },
};

export default resourceWorkorderSeed;
