import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

const GROUPS = [
  { groupName: '科学计算', description: '材料、化学、分子动力学与气象海洋等科研计算应用' },
  { groupName: '工程仿真', description: '流体、结构与多物理场仿真应用' },
  { groupName: '人工智能', description: '深度学习框架与 AI for Science 应用' },
  { groupName: '通用工具', description: '开发环境、可视化与办公计算工具' },
  { groupName: '行业解决方案', description: '政务、医疗、制造等行业伙伴提供的解决方案' },
  { groupName: '教学实训', description: '高校课程与实训使用的应用组合' },
] as const;

/** 应用分组 (dataType 8): the groups the seeded applications belong to (see the application seed). */
const appGroupSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 2,
  seed: ({ faker, refDate, get }) => {
    // 应用数 counts the seeded catalogue's applications filed under the group (bind/{id}/{groupId} keeps it so).
    const catalogue = get('crud.application');
    return GROUPS.map((group, index) => ({
      ...group,
      dataType: 8,
      orderIndex: index + 1,
      appCount: catalogue.filter((app) => app.groupId === index + 1).length,
      createTime: formatBeijingTime(faker.date.past({ years: 2, refDate })),
    }));
  },
};

export default appGroupSeed;
