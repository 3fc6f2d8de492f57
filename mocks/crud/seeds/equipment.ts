// Hand-written, not x-seed hints: a purchase batch of one model gets consecutive asset numbers, one price and
// one warranty, and the status odds depend on the device's age; equip-borrow lends these very devices.
import type { Faker } from '@faker-js/faker';
import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingDate, formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';
import { personName } from '../seedVocab';

const DAY_MS = 86_400_000;

interface Model {
  name: string;
  model: string;
  /** Price range, yuan. */
  price: [number, number];
}

/** Device models by category (entity equipment.category), with what one unit costs. */
const MODELS: Record<number, readonly Model[]> = {
  1: [
    { name: '计算节点服务器', model: '浪潮 NF5280M6', price: [68_000, 98_000] },
    { name: '计算节点服务器', model: '华为 FusionServer 2288H V6', price: [72_000, 105_000] },
    { name: '计算节点服务器', model: '曙光 R620-G40', price: [58_000, 86_000] },
    { name: '管理节点服务器', model: '联想 ThinkSystem SR650 V2', price: [52_000, 76_000] },
    { name: '登录节点服务器', model: '新华三 UniServer R4900 G5', price: [48_000, 70_000] },
  ],
  2: [
    { name: 'GPU 计算服务器', model: '浪潮 NF5468M6（8×A100）', price: [980_000, 1_350_000] },
    { name: 'GPU 计算服务器', model: '宁畅 X640 G40（8×A800）', price: [1_100_000, 1_500_000] },
    { name: 'AI 训练服务器', model: '华为 Atlas 800 训练服务器', price: [860_000, 1_200_000] },
    { name: 'GPU 推理服务器', model: '超聚变 G5500 V7', price: [420_000, 680_000] },
  ],
  3: [
    { name: '接入交换机', model: '华为 CE6881-48S6CQ', price: [38_000, 56_000] },
    { name: '核心交换机', model: '华为 CE16804', price: [420_000, 760_000] },
    { name: 'InfiniBand 交换机', model: 'Mellanox QM8700', price: [160_000, 240_000] },
    { name: '汇聚交换机', model: '新华三 S6850-56HF', price: [62_000, 88_000] },
    { name: '下一代防火墙', model: '深信服 AF-2000', price: [85_000, 130_000] },
  ],
  4: [
    { name: '并行存储', model: '曙光 ParaStor300S', price: [1_200_000, 2_400_000] },
    { name: '存储阵列', model: '华为 OceanStor 5310', price: [380_000, 620_000] },
    { name: '存储阵列', model: '浪潮 AS5600G5', price: [320_000, 540_000] },
    { name: '归档存储', model: '曙光 ParaStor300 冷存储', price: [260_000, 420_000] },
  ],
  5: [
    { name: 'UPS', model: '华为 UPS5000-E-200K', price: [260_000, 360_000] },
    { name: 'UPS', model: '施耐德 Galaxy VS 100kVA', price: [150_000, 220_000] },
    { name: '列头配电柜', model: '施耐德 Prisma 列头柜', price: [36_000, 52_000] },
    { name: '蓄电池组', model: '理士 DJ1000 蓄电池组', price: [86_000, 120_000] },
  ],
  6: [
    { name: '精密空调', model: '艾默生 Liebert PEX4', price: [180_000, 260_000] },
    { name: '行级空调', model: '华为 NetCol5000-C', price: [96_000, 140_000] },
    { name: '精密空调', model: '英维克 CyberMate', price: [150_000, 210_000] },
    { name: '冷却液分配单元', model: '英维克 XGlacier CDU', price: [210_000, 320_000] },
  ],
  7: [
    { name: '笔记本电脑', model: '联想 ThinkPad T14', price: [7_800, 11_000] },
    { name: '笔记本电脑', model: '戴尔 Latitude 5440', price: [6_900, 9_800] },
    { name: '线缆认证测试仪', model: 'Fluke DSX-8000', price: [78_000, 96_000] },
    { name: '光功率计', model: '嘉慧 JW3208', price: [1_200, 2_400] },
    { name: '移动硬盘', model: '希捷 Expansion 8TB', price: [1_300, 1_900] },
    { name: '便携投影仪', model: '爱普生 CB-X50', price: [4_200, 5_600] },
    { name: '红外热像仪', model: '海康微影 H16', price: [3_800, 5_200] },
  ],
};

/** Where a device of the category sits. */
function locationOf(faker: Faker, category: number): string {
  const rack = () => String(faker.number.int({ min: 1, max: 24 })).padStart(2, '0');
  switch (category) {
    case 1:
    case 2: return `主机房 ${faker.helpers.arrayElement(['A', 'B'])} 区 ${rack()} 机柜`;
    case 3: return `网络机房 ${rack()} 机柜`;
    case 4: return `存储机房 ${rack()} 机柜`;
    case 5: return faker.helpers.arrayElement(['动力室 UPS 间', '动力室配电间', '主机房 A 区列头', '主机房 B 区列头']);
    case 6: return faker.helpers.arrayElement(['主机房 A 区空调间', '主机房 B 区空调间', '冷站', '存储机房']);
    default: return faker.helpers.arrayElement(['运维办公室设备柜', '备件库房', '科研楼 2 层资产室']);
  }
}

const REMARKS = ['', '', '', '随机附带备件一套', '原厂维保，7×24 小时响应', '二期项目采购', '已纳入年度维保合同'] as const;
const SCRAP_REASONS = ['超过使用年限，性能不再满足计算需求', '主板故障，维修费用超过残值', '机房改造替换为液冷机型'] as const;

/** 180 devices bought over the last six years, the units of one model bought together under consecutive asset numbers. */
const equipmentSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 2,
  seed: ({ faker, refDate }) => {
    const keepers = Array.from({ length: 10 }, () => personName(faker));
    const now = refDate.getTime();
    const rows: Omit<CrudRecord, 'id'>[] = [];
    while (rows.length < 180) {
      const category = faker.helpers.weightedArrayElement([
        { weight: 6, value: 1 }, { weight: 2, value: 2 }, { weight: 4, value: 3 }, { weight: 3, value: 4 },
        { weight: 2, value: 5 }, { weight: 2, value: 6 }, { weight: 4, value: 7 },
      ]);
      const spec = faker.helpers.arrayElement(MODELS[category]!);
      const bought = faker.date.past({ years: 6, refDate });
      const ageDays = (now - bought.getTime()) / DAY_MS;
      const warrantyYears = category === 7 ? faker.helpers.arrayElement([1, 2, 3]) : faker.helpers.arrayElement([3, 5]);
      const batch = Math.min(180 - rows.length, category === 1 ? faker.number.int({ min: 2, max: 6 }) : faker.number.int({ min: 1, max: 3 }));
      const price = faker.number.int({ min: spec.price[0], max: spec.price[1] });
      for (let i = 0; i < batch; i += 1) {
        // Old kit is more likely idle, broken or written off; office kit waits idle to be borrowed.
        const status = faker.helpers.weightedArrayElement(
          ageDays > 4 * 365
            ? [{ weight: 5, value: 1 }, { weight: 2, value: 2 }, { weight: 1, value: 3 }, { weight: 3, value: 4 }]
            : category === 7
              ? [{ weight: 4, value: 1 }, { weight: 5, value: 2 }, { weight: 1, value: 3 }]
              : [{ weight: 16, value: 1 }, { weight: 2, value: 2 }, { weight: 2, value: 3 }],
        );
        rows.push({
          name: spec.name,
          model: spec.model,
          category,
          location: status === 4 ? '备件库房（待处置）' : locationOf(faker, category),
          purchaseDate: formatBeijingDate(bought),
          originalValue: price,
          warrantyDate: formatBeijingDate(new Date(bought.getTime() + warrantyYears * 365 * DAY_MS)),
          status,
          keeper: faker.helpers.arrayElement(keepers),
          remark: faker.helpers.arrayElement(REMARKS),
          scrapReason: status === 4 ? faker.helpers.arrayElement(SCRAP_REASONS) : undefined,
          createTime: formatBeijingTime(Math.min(bought.getTime() + faker.number.int({ min: 1, max: 20 }) * DAY_MS, now)),
        });
      }
    }
    // Asset numbers run per purchase year in purchase order (a batch gets consecutive numbers).
    rows.sort((a, b) => String(a.purchaseDate).localeCompare(String(b.purchaseDate)));
    const perYear = new Map<string, number>();
    return rows.map((row, index) => {
      const year = String(row.purchaseDate).slice(0, 4);
      const seq = (perYear.get(year) ?? 0) + 1;
      perYear.set(year, seq);
      return { ...row, id: 5001 + index, assetNo: `ZC${year}${String(seq).padStart(4, '0')}` };
    });
  },
};

export default equipmentSeed;
