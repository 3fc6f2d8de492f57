// Hand-written: a two-level tree whose children name their parent by id, taken from the portal catalogue's categories
// (portalCategoriesDefinition) so the app store and this page agree; hints make flat records, not a tree linked by ids.
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

/** Second-level categories (子分类) under a top-level one, by its name. */
const CHILDREN: readonly { parent: string; name: string; description: string }[] = [
  { parent: '材料计算', name: '第一性原理', description: '密度泛函理论（DFT）电子结构计算' },
  { parent: '材料计算', name: '量子化学', description: '分子体系的从头算与半经验方法' },
  { parent: '人工智能', name: '深度学习框架', description: 'PyTorch、TensorFlow 等训练框架' },
  { parent: '人工智能', name: '大模型推理', description: '大语言模型的部署与推理服务' },
  { parent: '工程仿真', name: '结构力学', description: '有限元结构与强度分析' },
];

/**
 * 应用分类: a two-level tree (parentId 0: top level). The top level is what the portal app store
 * navigates by (mocks/handlers/portalApps.ts reads them, with their children, and counts a
 * 子分类's applications in its parent too). The seeded applications sit in top-level categories;
 * an application may be classified in any of them, 子分类 included (application.categoryId is an
 * x-lookup of this tree).
 */
const appCategorySeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 2,
  seed: (ctx) => {
    const apps = portalAppsDefinition.seed(ctx);
    const created = () => formatBeijingTime(ctx.faker.date.past({ years: 3, refDate: ctx.refDate }));
    const roots = portalCategoriesDefinition.seed(ctx).map((category, index) => ({
      ...category,
      parentId: 0,
      visualRange: index === 7 ? 2 : 1,
      appCount: apps.filter((app) => app.categoryId === category.id).length,
      description: DESCRIPTIONS[category.name] ?? '',
      createTime: created(),
    }));
    const order = new Map<number, number>();
    const children = CHILDREN.map((child, index) => {
      const parentId = Number(roots.find((root) => root.name === child.parent)?.id);
      const orderIndex = (order.get(parentId) ?? 0) + 1;
      order.set(parentId, orderIndex);
      return {
        id: roots.length + index + 1,
        name: child.name,
        parentId,
        orderIndex,
        visualRange: 1,
        appCount: 0,
        description: child.description,
        createTime: created(),
      };
    });
    return [...roots, ...children];
  },
};

export default appCategorySeed;
