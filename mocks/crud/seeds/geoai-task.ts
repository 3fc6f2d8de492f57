import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

const HOUR = 3_600_000;

/** Task types with what customers typically ask for. */
const KINDS: Readonly<Record<number, readonly [string, string][]>> = {
  1: [['土地利用分类', '基于 2 米分辨率卫星影像完成全域土地利用十类解译'], ['耕地非农化排查', '识别耕地上新增建筑与硬化地面并输出图斑']],
  2: [['违建变化检测', '对比两期航拍影像，提取新增建筑图斑'], ['岸线变化监测', '逐季度监测海岸线与滩涂变化']],
  3: [['光伏板识别', '统计屋顶光伏安装面积与分布'], ['船舶目标识别', '港区 SAR 影像船舶检测与计数']],
  4: [['河道漂浮物识别', '巡河无人机视频中识别漂浮垃圾并定位'], ['道路病害巡检', '车载视频识别裂缝、坑槽等道路病害']],
  5: [['城区实景三维', '倾斜摄影数据生成 5 厘米级实景三维模型'], ['矿山三维建模', '矿区无人机影像三维重建与土方量计算']],
};
const AREAS = ['广州市天河区', '深圳市南山区', '佛山市顺德区', '珠海市香洲区', '东莞市松山湖', '长沙市岳麓区', '无锡市滨湖区', '湛江港区'];
const CUSTOMERS = ['广州市规划和自然资源局', '深圳市水务局', '佛山市交通运输局', '珠海市海洋发展局', '某新能源科技有限公司', '某测绘地理信息院', '湛江港集团', '某矿业集团'];

/**
 * GeoAI tasks in every state: pending ones waiting for 确认, running, finished, rejected and
 * cancelled, the latest first.
 */
const geoaiTaskSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate }) => Array.from({ length: 24 }, (_, index) => {
    const taskType = (index % 5) + 1;
    const [taskName, description] = faker.helpers.arrayElement(KINDS[taskType] ?? []);
    const created = refDate.getTime() - (24 - index) * 36 * HOUR - faker.number.int({ min: 0, max: 20 }) * HOUR;
    // The newest tasks are still pending; older ones have moved on.
    const status = index >= 18 ? 1 : faker.helpers.weightedArrayElement([{ value: 2, weight: 3 }, { value: 3, weight: 5 }, { value: 4, weight: 1 }, { value: 5, weight: 1 }]);
    const cost = faker.number.int({ min: 20, max: 600 }) * 100;
    const record: CrudRecord = {
      id: index + 1,
      taskName: `${taskName}（${AREAS[index % AREAS.length]}）`.slice(0, 40),
      taskType,
      customerName: CUSTOMERS[(index * 3) % CUSTOMERS.length]!,
      area: AREAS[index % AREAS.length]!,
      description,
      // Priced when confirmed: pending and rejected tasks have no cost yet.
      cost: status === 1 || status === 4 ? 0 : cost,
      status,
      createTime: formatBeijingTime(created),
    };
    if (status !== 1 && status !== 4) {
      record.confirmTime = formatBeijingTime(created + 5 * HOUR);
      record.costNote = '按影像面积与处理精度核价';
      record.costTime = formatBeijingTime(created + 4 * HOUR);
    }
    if (status === 3) record.finishTime = formatBeijingTime(created + 30 * HOUR);
    if (status === 4) record.rejectReason = '影像数据不完整，请补充后重新提交';
    if (status === 5) record.cancelReason = '客户需求变更';
    return record;
  }),
};

export default geoaiTaskSeed;
