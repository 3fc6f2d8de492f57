import type { CollectionDefinition } from '../definition';
import { formatBeijingTime } from '../time';

/**
 * The application catalogue as the public portal shows it: the app store, the cloud market, the
 * per-application list of /portal/appList/{appId}, app cards of page decorations and the
 * industry catalogue of /category. It seeds the generated application, category and
 * specification collections (mocks/crud/seeds), which the portal and the back stage read.
 * Hand-written, not x-seed hints: a fixed table of real applications whose specifications and
 * versions (lists of objects) and tags no entity field can hold, read by four seeds (application,
 * app-specification, app-category's counts, the workbench's subscriptions) that must agree on ids.
 */
export interface PortalCategoryRecord {
  id: number;
  name: string;
  orderIndex: number;
}

export interface PortalAppSpec {
  id: number;
  specName: string;
  cores: number;
  memoryGb: number;
  gpus: number;
  /** Yuan per core-hour (GPU specs: per card-hour). */
  price: number;
}

export interface PortalAppRecord {
  id: number;
  appName: string;
  version: string;
  categoryId: number;
  /** A key of the application entity's 所属行业 options. */
  industry: string;
  vendor: string;
  /** One line for cards. */
  summary: string;
  /** Longer introduction (plain paragraphs separated by blank lines). */
  introduction: string;
  tags: string[];
  /** 1 按核时, 2 包年包月, 3 免费. */
  billingType: 1 | 2 | 3;
  /** From-price of the cheapest spec, yuan. */
  price: number;
  useCount: number;
  /** Shown in the app store (store/display). */
  storeDisplay: 0 | 1;
  /** Sold in the cloud market. */
  marketDisplay: 0 | 1;
  specs: PortalAppSpec[];
  /** Versions offered on /portal/appList/{appId}. */
  versions: { version: string; releaseDate: string; note: string }[];
  createTime: string;
}

const CATEGORIES = ['材料计算', '分子动力学', '流体力学', '工程仿真', '气象海洋', '人工智能', '生物信息', '通用工具'] as const;

export const portalCategoriesDefinition: CollectionDefinition<PortalCategoryRecord> = {
  idKind: 'number',
  version: 1,
  seed: () => CATEGORIES.map((name, index) => ({ id: index + 1, name, orderIndex: index + 1 })),
};

interface AppSeed {
  name: string;
  version: string;
  category: (typeof CATEGORIES)[number];
  industry: string;
  vendor: string;
  summary: string;
  tags: string[];
  billing: 1 | 2 | 3;
  gpu?: boolean;
}

const APPS: readonly AppSeed[] = [
  { name: 'VASP', version: '6.4.2', category: '材料计算', industry: 'manufacturing', vendor: 'VASP Software GmbH', summary: '第一性原理电子结构计算与分子动力学模拟', tags: ['DFT', '第一性原理'], billing: 1 },
  { name: 'Quantum ESPRESSO', version: '7.3', category: '材料计算', industry: 'tool', vendor: 'QE Foundation', summary: '基于平面波赝势的开源电子结构计算套件', tags: ['开源', 'DFT'], billing: 3 },
  { name: 'CP2K', version: '2024.1', category: '材料计算', industry: 'tool', vendor: 'CP2K Foundation', summary: '固体、液体与生物体系的原子尺度模拟', tags: ['开源', '混合泛函'], billing: 3 },
  { name: 'Gaussian', version: '16 C.02', category: '材料计算', industry: 'medicine', vendor: 'Gaussian, Inc.', summary: '量子化学计算的行业标准软件', tags: ['量子化学'], billing: 2 },
  { name: 'LAMMPS', version: '2Aug2023', category: '分子动力学', industry: 'manufacturing', vendor: 'Sandia National Labs', summary: '大规模原子/分子并行模拟器', tags: ['开源', '分子动力学'], billing: 3 },
  { name: 'GROMACS', version: '2024.2', category: '分子动力学', industry: 'medicine', vendor: 'GROMACS Team', summary: '生物大分子动力学模拟，GPU 加速', tags: ['GPU', '蛋白质'], billing: 1, gpu: true },
  { name: 'NAMD', version: '3.0', category: '分子动力学', industry: 'medicine', vendor: 'UIUC', summary: '大体系生物分子并行动力学模拟', tags: ['GPU', '生物分子'], billing: 1, gpu: true },
  { name: 'AMBER', version: '22', category: '分子动力学', industry: 'treatment', vendor: 'AMBER Team', summary: '药物设计常用的分子力场与模拟程序', tags: ['药物设计'], billing: 2 },
  { name: 'ANSYS Fluent', version: '2024 R1', category: '流体力学', industry: 'manufacturing', vendor: 'Ansys', summary: '通用计算流体力学仿真软件', tags: ['CFD', '商业软件'], billing: 1 },
  { name: 'OpenFOAM', version: 'v2312', category: '流体力学', industry: 'manufacturing', vendor: 'OpenCFD', summary: '开源计算流体力学工具箱', tags: ['开源', 'CFD'], billing: 3 },
  { name: 'COMSOL Multiphysics', version: '6.2', category: '工程仿真', industry: 'manufacturing', vendor: 'COMSOL', summary: '多物理场耦合仿真平台', tags: ['多物理场'], billing: 2 },
  { name: 'Abaqus', version: '2024', category: '工程仿真', industry: 'manufacturing', vendor: 'Dassault Systèmes', summary: '结构力学有限元分析', tags: ['有限元'], billing: 1 },
  { name: 'WRF', version: '4.5.2', category: '气象海洋', industry: 'geo', vendor: 'NCAR', summary: '中尺度数值天气预报模式', tags: ['气象', '开源'], billing: 3 },
  { name: 'CESM', version: '2.1.5', category: '气象海洋', industry: 'geo', vendor: 'NCAR', summary: '地球系统耦合气候模式', tags: ['气候'], billing: 3 },
  { name: 'ROMS', version: '4.1', category: '气象海洋', industry: 'gov', vendor: 'Rutgers', summary: '区域海洋数值模式', tags: ['海洋'], billing: 3 },
  { name: 'PyTorch', version: '2.3', category: '人工智能', industry: 'intel', vendor: 'PyTorch Foundation', summary: '深度学习训练与推理框架', tags: ['GPU', '深度学习'], billing: 1, gpu: true },
  { name: 'TensorFlow', version: '2.16', category: '人工智能', industry: 'intel', vendor: 'Google', summary: '端到端机器学习平台', tags: ['GPU', '深度学习'], billing: 1, gpu: true },
  { name: 'PaddlePaddle', version: '2.6', category: '人工智能', industry: 'intel', vendor: '百度', summary: '国产开源深度学习平台', tags: ['GPU', '国产'], billing: 1, gpu: true },
  { name: 'AlphaFold2', version: '2.3.2', category: '生物信息', industry: 'medicine', vendor: 'DeepMind', summary: '蛋白质三维结构预测', tags: ['GPU', '蛋白质'], billing: 1, gpu: true },
  { name: 'GATK', version: '4.5', category: '生物信息', industry: 'treatment', vendor: 'Broad Institute', summary: '基因组变异检测流程', tags: ['基因组'], billing: 3 },
  { name: 'BLAST+', version: '2.15', category: '生物信息', industry: 'treatment', vendor: 'NCBI', summary: '序列比对与同源搜索', tags: ['序列比对'], billing: 3 },
  { name: 'MATLAB', version: 'R2024a', category: '通用工具', industry: 'serve', vendor: 'MathWorks', summary: '数值计算与可视化环境', tags: ['商业软件'], billing: 2 },
  { name: 'JupyterLab', version: '4.1', category: '通用工具', industry: 'creativity', vendor: 'Project Jupyter', summary: '交互式数据科学开发环境', tags: ['交互式'], billing: 1 },
  { name: 'ParaView', version: '5.12', category: '通用工具', industry: 'creativity', vendor: 'Kitware', summary: '大规模科学数据可视化', tags: ['可视化', '开源'], billing: 3 },
  { name: 'SuperMap iServer', version: '11i', category: '通用工具', industry: 'geo', vendor: '超图软件', summary: '国产 GIS 服务器与空间分析', tags: ['GIS', '国产'], billing: 2 },
  { name: '政务数据中台', version: '3.0', category: '通用工具', industry: 'gov', vendor: '生态伙伴', summary: '政务数据汇聚、治理与共享服务', tags: ['政务', '国产'], billing: 2 },
  { name: '伙伴联合实验室', version: '1.0', category: '通用工具', industry: 'partner', vendor: '生态伙伴', summary: '与合作伙伴共建的联合计算环境', tags: ['合作'], billing: 2 },
];

const CPU_SPECS = [
  { specName: '通用型 32 核', cores: 32, memoryGb: 128, gpus: 0, price: 0.08 },
  { specName: '通用型 64 核', cores: 64, memoryGb: 256, gpus: 0, price: 0.075 },
  { specName: '大内存 64 核', cores: 64, memoryGb: 1024, gpus: 0, price: 0.12 },
];
const GPU_SPECS = [
  { specName: 'GPU 单卡', cores: 16, memoryGb: 128, gpus: 1, price: 6.5 },
  { specName: 'GPU 四卡', cores: 64, memoryGb: 512, gpus: 4, price: 6.0 },
  { specName: 'GPU 八卡', cores: 128, memoryGb: 1024, gpus: 8, price: 5.6 },
];

export const portalAppsDefinition: CollectionDefinition<PortalAppRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate }) =>
    APPS.map((app, index) => {
      const base = app.gpu ? GPU_SPECS : CPU_SPECS;
      const specs = base.map((spec, i) => ({ id: (index + 1) * 10 + i + 1, ...spec, price: app.billing === 3 ? 0 : spec.price }));
      const created = faker.date.past({ years: 2, refDate });
      const major = Number.parseInt(app.version, 10);
      return {
        id: index + 1,
        appName: app.name,
        version: app.version,
        categoryId: CATEGORIES.indexOf(app.category) + 1,
        industry: app.industry,
        vendor: app.vendor,
        summary: app.summary,
        introduction: `${app.name} ${app.version} 已在平台完成部署与调优，${app.summary}。\n\n通过应用商店一键提交作业，无需自行编译安装；作业文件在线管理，运行状态与费用实时可查。`,
        tags: app.tags,
        billingType: app.billing,
        price: Math.min(...specs.map((s) => s.price)),
        useCount: faker.number.int({ min: 120, max: 9800 }),
        storeDisplay: 1,
        // Free open-source tools are offered in the store only; the market sells the rest.
        marketDisplay: app.billing === 3 ? 0 : 1,
        specs,
        versions: [
          { version: app.version, releaseDate: formatBeijingTime(faker.date.recent({ days: 120, refDate })).slice(0, 10), note: '当前推荐版本' },
          ...(Number.isFinite(major)
            ? [{ version: `${app.version.replace(/^\d+/, String(major - 1))}`, releaseDate: formatBeijingTime(faker.date.past({ years: 1, refDate: created })).slice(0, 10), note: '兼容旧作业' }]
            : []),
        ],
        createTime: formatBeijingTime(created),
      };
    }),
};
