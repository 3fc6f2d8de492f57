import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

const DAY_MS = 86_400_000;

type Dept = 'ops' | 'infra' | 'tech' | 'app' | 'market' | 'service' | 'admin';

/**
 * Each department's code prefix and its posts with what the holders do (the first post is the
 * head); a post marked retired was given up (its work outsourced or merged) and is 停用.
 */
const DEPTS: Record<Dept, { prefix: string; posts: readonly (readonly [string, string, 'retired'?])[] }> = {
  ops: {
    prefix: 'YY',
    posts: [
      ['运营总监', '全面负责超算云平台运营工作，制定年度运营目标与预算并组织实施'],
      ['运营经理', '负责平台日常运营管理，跟踪核时消耗、活跃用户等运营指标'],
      ['平台运营专员', '负责平台公告、应用上架、资源套餐等内容的配置与维护'],
      ['用户运营专员', '负责新用户引导、用户分层运营与流失用户召回'],
      ['活动策划专员', '策划并执行专题培训、行业沙龙、论坛等线上线下运营活动'],
      ['数据分析师', '负责运营数据统计与分析，输出周报、月报与经营分析报告'],
      ['计费运营专员', '负责计费规则配置、账单核对与客户对账'],
      ['合作伙伴经理', '负责算力、软件与渠道合作伙伴的引入、对账与结算'],
    ],
  },
  infra: {
    prefix: 'JC',
    posts: [
      ['基础设施经理', '全面负责机房基础设施与 IT 基础架构的运行保障和建设规划'],
      ['机房运维工程师', '负责机房设备日常巡检、上下架与故障处理，执行变更操作'],
      ['高级机房运维工程师', '负责重大故障处置与机房运维规范制定，指导一线运维'],
      ['动力环境工程师', '负责 UPS、配电、柴发等供配电设施的运行维护与应急处置'],
      ['暖通工程师', '负责精密空调、冷水机组与液冷系统的运行维护和能效优化'],
      ['网络工程师', '负责数据中心网络与 InfiniBand 高速网络的配置、监控与排障'],
      ['高级网络工程师', '负责网络架构规划、出口链路与专线接入方案设计'],
      ['存储工程师', '负责并行文件系统与存储阵列的部署、扩容、监控与数据保护'],
      ['系统管理员', '负责计算节点操作系统、账号与基础软件环境的管理'],
      ['安全工程师', '负责网络安全防护、漏洞扫描、安全审计与等保测评配合'],
      ['资产管理员', '负责设备资产登记、借用归还、盘点与报废处置'],
      ['机房值守员', '负责机房夜间值守与出入登记（已由物业外包承接）', 'retired'],
    ],
  },
  tech: {
    prefix: 'JS',
    posts: [
      ['技术支持经理', '全面负责用户技术支持与服务保障工作，管理支持团队'],
      ['HPC 技术支持工程师', '受理用户技术咨询与工单，解决账号、作业提交与软件环境问题'],
      ['高级 HPC 技术支持工程师', '处理疑难技术问题，编写知识库与用户手册'],
      ['云平台运维工程师', '负责云平台各组件的部署、升级与监控告警处理'],
      ['作业调度工程师', '负责 Slurm 调度策略与队列配置，优化资源利用率'],
      ['值班工程师（7×24）', '7×24 小时值守监控平台，按预案处置告警并升级重大故障'],
      ['桌面运维工程师', '负责办公电脑与打印设备维护（已并入综合管理部）', 'retired'],
    ],
  },
  app: {
    prefix: 'YF',
    posts: [
      ['应用研发经理', '全面负责行业应用研发与平台软件开发工作，管理研发团队'],
      ['HPC 应用工程师（CFD）', '负责 Fluent、OpenFOAM 等 CFD 软件的部署、调优与用户支持'],
      ['HPC 应用工程师（分子模拟）', '负责 VASP、GROMACS 等材料与分子模拟软件的部署与调优'],
      ['HPC 应用工程师（气象海洋）', '负责 WRF 等气象海洋模式的移植、运行与性能优化'],
      ['AI 应用工程师', '负责深度学习框架与大模型训练环境的适配与优化'],
      ['生物信息工程师', '负责基因组学分析流程的部署与生物医药用户支持'],
      ['并行优化工程师', '负责重点用户程序的并行化改造与性能分析'],
      ['前端开发工程师', '负责超算云平台控制台与门户的前端开发'],
      ['后端开发工程师', '负责平台业务服务、计费与调度接口的开发'],
      ['测试工程师', '负责平台功能、性能测试与版本发布质量把关'],
    ],
  },
  market: {
    prefix: 'SC',
    posts: [
      ['市场经理', '全面负责市场拓展与品牌推广工作，制定市场策略'],
      ['大客户经理', '负责重点行业客户的拓展与维护，完成销售目标'],
      ['行业解决方案经理', '编写行业解决方案，支撑售前交流与投标'],
      ['市场推广专员', '负责品牌宣传、新媒体运营与展会组织'],
      ['渠道经理', '负责渠道合作伙伴的发展、政策制定与业绩管理'],
      ['商务专员', '负责合同起草、报价与商务流程跟进'],
    ],
  },
  service: {
    prefix: 'KF',
    posts: [
      ['客服主管', '全面负责客户服务工作，制定服务标准并考核服务质量'],
      ['客服专员', '受理客户咨询、投诉与回访，跟踪问题闭环'],
      ['客户成功经理', '负责重点客户的上线陪跑、续费与满意度提升'],
      ['工单处理专员', '负责工单分派、跟踪催办与服务质量统计'],
      ['培训讲师', '负责用户上机培训、专题课程开发与授课'],
      ['电话坐席专员', '负责热线电话接听与记录（已由在线客服替代）', 'retired'],
    ],
  },
  admin: {
    prefix: 'ZH',
    posts: [
      ['综合管理部经理', '全面负责行政、人事、财务与采购等综合管理工作'],
      ['行政专员', '负责行政后勤、会议接待与场地管理'],
      ['人事专员', '负责招聘、入离职、考勤与薪酬等人事工作'],
      ['财务专员', '负责费用报销、合同付款与财务核算'],
      ['采购专员', '负责设备与服务采购的询价、比选与合同执行'],
    ],
  },
};

/** The 54 posts of the operations team, with headcounts; in-post numbers are the staff seed's people. */
const staffPostSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate }) => {
    const rows: Omit<CrudRecord, 'id'>[] = [];
    for (const [dept, spec] of Object.entries(DEPTS) as [Dept, (typeof DEPTS)[Dept]][]) {
      spec.posts.forEach(([name, duty, retired], index) => {
        const head = index === 0;
        const headcount = head ? 1 : faker.number.int({ min: 2, max: /工程师|专员/.test(name) ? 7 : 4 });
        rows.push({
          name,
          code: `${spec.prefix}-${String(index + 1).padStart(3, '0')}`,
          dept,
          headcount,
          onDuty: retired ? 0 : Math.max(head ? 1 : 0, headcount - faker.helpers.weightedArrayElement([{ weight: 6, value: 0 }, { weight: 3, value: 1 }, { weight: 1, value: 2 }])),
          duty,
          status: retired ? 0 : 1,
          createTime: formatBeijingTime(refDate.getTime() - faker.number.int({ min: 200, max: 1800 }) * DAY_MS - faker.number.int({ min: 0, max: 86_000 }) * 1000),
        });
      });
    }
    return rows.map((row, index) => ({ ...row, id: 301 + index }));
  },
};

export default staffPostSeed;
