// Hand-written, not x-seed hints: the editions of a theme are numbered in date order (第 N 期, or a touring
// event's city station with its venue), each kind has a status plan so every action has rows it applies to
// and rows it refuses, and the HTML content repeats the row's own time, place and organiser — rows built
// together, not field by field.
import type { Faker } from '@faker-js/faker';
import type { CollectionDefinition } from '../../store/definition';
import { SEEDED_UPLOADS, uploadUrl } from '../../store/seeds/uploads';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Kind = 'special' | 'industry' | 'forum' | 'enterprise';

interface Theme {
  title: string;
  intro: string;
}

interface KindProfile {
  themes: readonly Theme[];
  /** How editions are told apart: 第 N 期 of a series held at these venues, or the city of a touring event (venue from CITY_VENUES). */
  edition: { by: 'issue'; locations: readonly string[] } | { by: 'city' };
  organizers: readonly string[];
  capacity: [number, number];
  /** Whole days after the first (0: a one-day event). */
  extraDays: [number, number];
  /** Start hour and end hour (Beijing). */
  hours: [number, number];
  agenda: readonly string[];
  cover: string;
}

const CENTRE = ['超算中心一楼报告厅', '超算中心三楼培训教室 301', '超算中心二楼多功能厅', '线上直播（腾讯会议）'] as const;

const PROFILES: Record<Kind, KindProfile> = {
  special: {
    themes: [
      { title: '超算应用专题培训：VASP 第一性原理计算入门', intro: '面向材料、化学方向的科研用户，系统讲解 VASP 输入文件准备、作业提交与结果分析。' },
      { title: 'GPU 并行编程专题：CUDA 实战', intro: '从 CUDA 编程模型讲起，结合平台 A100 分区完成矩阵运算与性能调优实验。' },
      { title: 'AI for Science 专题：蛋白质结构预测实践', intro: '基于平台预置的 AlphaFold 模板，演示从序列到结构预测、结果可视化的完整流程。' },
      { title: 'Slurm 作业调度进阶专题', intro: '讲解分区、QOS、作业数组与依赖作业的用法，帮助用户缩短排队时间、提高核时利用率。' },
      { title: '分子动力学专题：GROMACS 模拟实战', intro: '围绕 GROMACS 的体系构建、能量最小化与生产模拟，分享多节点并行的最佳实践。' },
      { title: 'CFD 仿真专题：OpenFOAM 上云实践', intro: '介绍 OpenFOAM 在超算平台上的部署、网格划分与大规模并行求解。' },
      { title: '气象数值预报专题：WRF 模式应用', intro: '讲解 WRF 模式编译、区域嵌套配置与业务化运行，适合气象、环境方向的用户。' },
      { title: '大模型训练与推理优化专题', intro: '分享大模型分布式训练、混合精度与推理加速在平台 GPU 集群上的实践经验。' },
      { title: '国产化算力迁移适配专题', intro: '介绍应用向国产处理器平台迁移的编译、调优方法与典型案例。' },
      { title: '超算存储与数据迁移专题', intro: '讲解并行文件系统使用规范、冷数据归档与大规模数据迁移工具。' },
    ],
    edition: { by: 'issue', locations: CENTRE },
    organizers: ['超算中心运营部', '超算中心应用研发部', '超算中心技术支持部'],
    capacity: [30, 120],
    extraDays: [0, 2],
    hours: [9, 17],
    agenda: ['09:00 签到与环境准备', '09:30 专题讲解', '12:00 午餐休息', '13:30 上机实操', '16:30 答疑与结业测评'],
    cover: 'seed-cover-5',
  },
  industry: {
    themes: [
      { title: '生物医药行业超算应用沙龙', intro: '邀请药企与科研院所分享计算机辅助药物设计、组学分析中的算力实践。' },
      { title: '智能制造仿真行业交流会', intro: '聚焦结构仿真、多物理场耦合与数字孪生，交流制造企业上云用算经验。' },
      { title: '气象海洋行业算力对接会', intro: '面向气象、海洋预报业务单位，对接高分辨率数值预报的算力与存储需求。' },
      { title: '新能源材料计算行业研讨会', intro: '围绕电池材料、光伏材料的高通量计算，探讨算力与软件协同方案。' },
      { title: '地球科学数据处理行业沙龙', intro: '分享地震资料处理、遥感影像解译在超算平台上的应用案例。' },
      { title: '汽车碰撞仿真行业交流会', intro: '交流整车碰撞、NVH 仿真的大规模并行计算与许可证共享模式。' },
      { title: '集成电路 EDA 上云行业沙龙', intro: '探讨芯片设计 EDA 工具上云的合规、弹性算力与数据安全方案。' },
      { title: '智慧城市政务数据行业对接会', intro: '面向政务数据部门，介绍城市级数据治理与算力服务模式。' },
    ],
    edition: { by: 'city' },
    organizers: ['超算中心市场部', '省高性能计算学会', '超算中心行业赋能部', '市工业和信息化局'],
    capacity: [40, 150],
    extraDays: [0, 0],
    hours: [14, 17],
    agenda: ['14:00 签到', '14:30 行业应用主题分享', '15:30 企业案例交流', '16:30 算力需求对接与自由交流'],
    cover: 'seed-cover-7',
  },
  forum: {
    themes: [
      { title: 'AI for Science 前沿论坛', intro: '汇聚人工智能与科学计算领域专家，研讨科学智能的前沿进展与算力支撑。' },
      { title: '粤港澳大湾区算力发展论坛', intro: '围绕区域算力网络建设、算力调度与产业协同展开主旨报告和圆桌讨论。' },
      { title: '高性能计算青年学者论坛', intro: '为青年科研人员搭建交流平台，分享并行算法、性能优化与应用研究成果。' },
      { title: '算力网络与东数西算论坛', intro: '探讨跨区域算力调度、数据流通与绿色算力的发展路径。' },
      { title: '科学计算开源软件生态论坛', intro: '邀请开源社区与软件开发者，交流科学计算软件的国产化与开源协作。' },
      { title: '数字孪生与工业仿真论坛', intro: '聚焦工业数字孪生、实时仿真与超算融合应用。' },
      { title: '绿色数据中心与液冷技术论坛', intro: '交流液冷、余热回收等节能技术在超算数据中心的实践。' },
    ],
    edition: { by: 'city' },
    organizers: ['超算中心', '中国计算机学会高性能计算专委会', '省科学技术协会', '超算中心科研合作部'],
    capacity: [200, 1000],
    extraDays: [0, 1],
    hours: [9, 18],
    agenda: ['09:00 开幕致辞', '09:30 主旨报告', '11:30 专题报告', '14:00 分论坛', '16:30 圆桌对话'],
    cover: 'seed-cover-6',
  },
  enterprise: {
    themes: [
      { title: '超算中心企业开放日', intro: '邀请企业客户走进超算中心，参观机房与展厅，了解平台算力与服务。' },
      { title: '弹性 GPU 算力体验日', intro: '现场演示按需计费的弹性 GPU 算力，一键部署训练环境并发放体验核时。' },
      { title: '企业客户技术交流会', intro: '面向企业技术团队，交流作业提交、软件许可共享与数据传输的实践经验。' },
      { title: '企业算力体验营', intro: '为中小企业提供免费算力体验券与技术顾问一对一指导。' },
      { title: '合作伙伴沙龙', intro: '面向算力、软件与渠道合作伙伴，交流合作进展、分成政策与联合方案。' },
      { title: '制造企业上云专场推介会', intro: '介绍仿真软件许可共享、专属资源池与数据专线接入方案。' },
    ],
    edition: { by: 'issue', locations: ['超算中心展厅', '超算中心二楼多功能厅', '超算中心一楼报告厅', '白云国际会议中心'] },
    organizers: ['超算中心市场部', '超算中心客户服务部', '超算中心运营部'],
    capacity: [20, 200],
    extraDays: [0, 0],
    hours: [9, 12],
    agenda: ['09:00 签到', '09:30 平台介绍与产品演示', '10:30 参观机房与展厅', '11:30 交流与答疑'],
    cover: 'seed-cover-8',
  },
};

/** Touring events (行业、论坛) are held city by city; the venue follows the city of the title. */
const CITY_VENUES: readonly [string, readonly string[]][] = [
  ['广州', ['超算中心二楼多功能厅', '南沙国际金融论坛会址']],
  ['深圳', ['深圳湾科技生态园会议中心', '深圳会展中心 5 号馆会议室']],
  ['长沙', ['长沙梅溪湖国际研发中心', '长沙国际会议中心']],
  ['南京', ['南京国际博览中心']],
  ['成都', ['成都天府国际会议中心']],
  ['武汉', ['武汉光谷科技会展中心']],
  ['天津', ['天津滨海新区文化中心']],
  ['杭州', ['杭州国际博览中心']],
];

/** Per kind: 草稿 4, 报名中 7, 进行中 2, 已结束 14, 已下线 3 — every action has rows it applies to and rows it refuses. */
const STATUS_PLAN: readonly (0 | 1 | 2 | 3 | 4)[] = [0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, ...Array<3>(14).fill(3), 4, 4, 4];

const COVERS = new Map(SEEDED_UPLOADS.map((upload) => [upload.id, uploadUrl(upload)]));

function coverOf(faker: Faker, profile: KindProfile): string {
  const id = faker.datatype.boolean({ probability: 0.75 }) ? profile.cover : faker.helpers.arrayElement(['seed-cover-1', 'seed-cover-3', 'seed-cover-4']);
  return COVERS.get(id) ?? COVERS.get(profile.cover) ?? '';
}

/** First day of the event, in whole days from the reference day (negative: past). */
function startDay(faker: Faker, status: number): number {
  switch (status) {
    case 0: return faker.number.int({ min: 20, max: 90 });
    case 1: return faker.number.int({ min: 3, max: 60 });
    case 2: return 0;
    case 3: return -faker.number.int({ min: 3, max: 330 });
    default: return faker.number.int({ min: -200, max: 40 });
  }
}

function contentOf(theme: Theme, profile: KindProfile, location: string, organizer: string, when: string): string {
  const agenda = profile.agenda.map((item) => `<li>${item}</li>`).join('');
  return [
    `<p>${theme.intro}</p>`,
    `<p><strong>活动时间：</strong>${when}</p>`,
    `<p><strong>活动地点：</strong>${location}</p>`,
    `<p><strong>活动安排</strong></p><ul>${agenda}</ul>`,
    `<p>主办单位：${organizer}。名额有限，报满即止；报名成功后将以短信通知，如需取消请提前 1 天告知。</p>`,
  ].join('');
}

/** 30 activities of each kind (120 in all) over the last eleven months and the next three. */
const activitySeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 2,
  seed: ({ faker, refDate }) => {
    // Beijing midnight of the reference day, the origin of every event day.
    const beijingNow = refDate.getTime() + 8 * HOUR_MS;
    const midnight = beijingNow - (beijingNow % DAY_MS) - 8 * HOUR_MS;
    const rows: Omit<CrudRecord, 'id'>[] = [];
    for (const kind of Object.keys(PROFILES) as Kind[]) {
      const profile = PROFILES[kind];
      // When each event takes place first, so editions can be numbered in date order.
      const plans = STATUS_PLAN.map((status) => {
        const day = startDay(faker, status);
        const extra = faker.number.int({ min: profile.extraDays[0], max: profile.extraDays[1] });
        // An event under way started this morning, whatever the kind's usual hours.
        const startHour = status === 2 ? Math.min(profile.hours[0], 9) : profile.hours[0];
        const start = midnight + day * DAY_MS + startHour * HOUR_MS + (status !== 2 && faker.datatype.boolean() ? 30 * 60_000 : 0);
        const end = midnight + (day + extra) * DAY_MS + profile.hours[1] * HOUR_MS + 30 * 60_000;
        return { status, theme: faker.helpers.arrayElement(profile.themes), start, end, extra };
      }).sort((a, b) => a.start - b.start);
      const editions = new Map<string, number>();
      for (const { status, theme, start, end, extra } of plans) {
        const edition = (editions.get(theme.title) ?? 0) + 1;
        editions.set(theme.title, edition);
        const [city, venues] = CITY_VENUES[(edition - 1) % CITY_VENUES.length]!;
        const suffix = profile.edition.by === 'issue' ? `（第 ${edition} 期）` : ` · ${city}站`;
        const capacity = faker.number.int({ min: profile.capacity[0], max: profile.capacity[1] });
        const filled = { 0: 0, 1: faker.number.float({ min: 0.1, max: 0.9 }), 2: faker.number.float({ min: 0.8, max: 1 }), 3: faker.number.float({ min: 0.55, max: 1 }), 4: faker.number.float({ min: 0, max: 0.6 }) }[status];
        const location = faker.helpers.arrayElement(profile.edition.by === 'issue' ? profile.edition.locations : venues);
        const organizer = faker.helpers.arrayElement(profile.organizers);
        const created = Math.min(start - faker.number.int({ min: 10, max: 60 }) * DAY_MS, refDate.getTime() - faker.number.int({ min: 1, max: 72 }) * HOUR_MS);
        const when = `${formatBeijingTime(start).slice(0, 16)} 至 ${formatBeijingTime(end).slice(extra === 0 ? 11 : 0, 16)}`;
        rows.push({
          title: `${theme.title}${suffix}`,
          activityType: kind,
          cover: coverOf(faker, profile),
          startTime: formatBeijingTime(start),
          endTime: formatBeijingTime(end),
          location,
          organizer,
          capacity,
          enrolled: Math.floor(capacity * filled),
          status,
          pinned: (status === 1 || status === 2) && faker.datatype.boolean({ probability: 0.3 }) ? 1 : 0,
          content: contentOf(theme, profile, location, organizer, when),
          createTime: formatBeijingTime(created),
        });
      }
    }
    rows.sort((a, b) => String(a.createTime).localeCompare(String(b.createTime)));
    return rows.map((row, index) => ({ ...row, id: 2001 + index }));
  },
};

export default activitySeed;
