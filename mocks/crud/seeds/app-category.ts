import type { CollectionDefinition } from '../../store/definition';
import { portalAppsDefinition, portalCategoriesDefinition } from '../../store/seeds/portalApps';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

const DESCRIPTIONS: Record<string, string> = {
  材料计算: '第一性原理、量子化学等材料与化学计算软件',
  分子动力学: '原子与分子尺度的动力学模拟',
  流体力学: '计算流体力学（CFD）仿真',
  工程仿真: '结构、电磁与多物理场工程仿真',
  气象海洋: '数值天气预报、气候与海洋模式',
  人工智能: '深度学习框架与模型训练推理',
  生物信息: '基因组、蛋白质结构与序列分析',
  通用工具: '开发环境、可视化与通用软件',
};

/** 应用分类: the categories the portal app store navigates by (mocks/handlers/portalApps.ts reads them). */
const appCategorySeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: (ctx) => {
    const apps = portalAppsDefinition.seed(ctx);
    return portalCategoriesDefinition.seed(ctx).map((category, index) => ({
      ...category,
      visualRange: index === 7 ? 2 : 1,
      appCount: apps.filter((app) => app.categoryId === category.id).length,
      description: DESCRIPTIONS[category.name] ?? '',
      createTime: formatBeijingTime(ctx.faker.date.past({ years: 3, refDate: ctx.refDate })),
    }));
  },
};

export default appCategorySeed;
