// Hand-written, not x-seed hints: one statement per partner and month for the last 12 months (a cross
// product, not random draws), each partner with its own volume, mode and share ratio, and the last two months
// still being worked on.
import type { Faker } from '@faker-js/faker';
import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

const DAY_MS = 86_400_000;

interface Partner {
  name: string;
  /** 1 算力, 2 软件, 3 渠道 (entity partnerType). */
  type: 1 | 2 | 3;
  /** 1 分成, 2 代销, 3 采购 (entity settleMode). */
  mode: 1 | 2 | 3;
  /** The partner's share of the turnover, %. */
  ratio: number;
  /** Typical monthly turnover, yuan. */
  volume: number;
}

/**
 * Compute partners sell their spare core-hours through the platform (the platform buys them:
 * 采购 at the full price, or 分成); software vendors license their solvers per job (分成 / 代销);
 * channel partners resell platform packages and keep a commission (代销).
 */
const PARTNERS: readonly Partner[] = [
  { name: '粤港澳智算中心（广州）有限公司', type: 1, mode: 3, ratio: 100, volume: 860_000 },
  { name: '长沙星河算力科技有限公司', type: 1, mode: 1, ratio: 72, volume: 540_000 },
  { name: '苏州云峰智算有限公司', type: 1, mode: 3, ratio: 100, volume: 420_000 },
  { name: '成都天府超算服务有限公司', type: 1, mode: 1, ratio: 68, volume: 310_000 },
  { name: '贵州黔云数据中心有限公司', type: 1, mode: 3, ratio: 100, volume: 260_000 },
  { name: '北京海仿仿真软件有限公司', type: 2, mode: 1, ratio: 60, volume: 180_000 },
  { name: '上海材睿科技有限公司', type: 2, mode: 1, ratio: 55, volume: 120_000 },
  { name: '深圳流体视界软件有限公司', type: 2, mode: 2, ratio: 80, volume: 95_000 },
  { name: '杭州基因云图生物科技有限公司', type: 2, mode: 1, ratio: 50, volume: 76_000 },
  { name: '武汉中测遥感软件有限公司', type: 2, mode: 2, ratio: 85, volume: 64_000 },
  { name: '广州信达云服务有限公司', type: 3, mode: 2, ratio: 12, volume: 380_000 },
  { name: '南京云汇信息技术有限公司', type: 3, mode: 2, ratio: 10, volume: 290_000 },
  { name: '天津北辰科技服务有限公司', type: 3, mode: 2, ratio: 8, volume: 210_000 },
  { name: '深圳启航数字科技有限公司', type: 3, mode: 2, ratio: 15, volume: 160_000 },
  { name: '济南鲁算信息科技有限公司', type: 3, mode: 2, ratio: 10, volume: 120_000 },
  { name: '西安秦云网络科技有限公司', type: 3, mode: 2, ratio: 12, volume: 90_000 },
];

const OBJECTIONS = [
  '9 月 GPU 核时用量与我方计量系统相差 3.2%，请核对 gpu_a100 分区明细',
  '本期退款订单 2 笔未冲减交易总额',
  '分成比例应按补充协议调整为 65%，请更正',
  '部分订单归属客户有误，应计入下一结算周期',
  '交易笔数与渠道后台统计不一致，请提供订单明细',
] as const;

/** Year-month `monthsAgo` months before the reference month, as YYYY-MM, and the first day of the month after it. */
function periodOf(refDate: Date, monthsAgo: number): { period: string; next: Date } {
  const beijing = new Date(refDate.getTime() + 8 * 3_600_000);
  const first = Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth() - monthsAgo, 1);
  const start = new Date(first);
  const next = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1) - 8 * 3_600_000);
  return { period: `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`, next };
}

/** How far a statement of this age has got: the last two months are still being worked on. */
function statusOf(faker: Faker, monthsAgo: number): 1 | 2 | 3 | 4 {
  if (monthsAgo === 1) return faker.helpers.weightedArrayElement([{ weight: 6, value: 1 }, { weight: 5, value: 2 }, { weight: 2, value: 4 }, { weight: 1, value: 3 }]);
  if (monthsAgo === 2) return faker.helpers.weightedArrayElement([{ weight: 1, value: 1 }, { weight: 3, value: 2 }, { weight: 2, value: 4 }, { weight: 8, value: 3 }]);
  return faker.datatype.boolean({ probability: 0.04 }) ? 4 : 3;
}

/** One statement per partner and month over the last 12 months (192 statements). */
const partnerReconciliationSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate }) => {
    const rows: Omit<CrudRecord, 'id'>[] = [];
    for (let monthsAgo = 12; monthsAgo >= 1; monthsAgo -= 1) {
      const { period, next } = periodOf(refDate, monthsAgo);
      PARTNERS.forEach((partner, index) => {
        const tradeAmount = Number((partner.volume * faker.number.float({ min: 0.6, max: 1.4 })).toFixed(2));
        const status = statusOf(faker, monthsAgo);
        // Statements are generated in the small hours of the 1st–3rd of the next month (the 1st for last month's: it is only the 2nd).
        const created = next.getTime() + faker.number.int({ min: 0, max: monthsAgo === 1 ? 0 : 2 }) * DAY_MS + faker.number.int({ min: 1, max: 4 }) * 3_600_000 + index * 60_000;
        const confirmed = created + faker.number.int({ min: 1, max: 6 }) * DAY_MS + faker.number.int({ min: 1, max: 8 }) * 3_600_000;
        const settled = confirmed + faker.number.int({ min: 2, max: 10 }) * DAY_MS + faker.number.int({ min: 1, max: 6 }) * 3_600_000;
        rows.push({
          billNo: `DZ${period.replace('-', '')}${String(index + 1).padStart(4, '0')}`,
          partnerName: partner.name,
          partnerType: partner.type,
          period,
          settleMode: partner.mode,
          tradeCount: Math.max(1, Math.round((tradeAmount / partner.volume) * faker.number.int({ min: 40, max: 900 }))),
          tradeAmount,
          shareRatio: partner.ratio,
          payableAmount: Number(((tradeAmount * partner.ratio) / 100).toFixed(2)),
          status,
          createTime: formatBeijingTime(created),
          confirmTime: status === 2 || status === 3 ? formatBeijingTime(Math.min(confirmed, refDate.getTime() - 3_600_000)) : undefined,
          settleTime: status === 3 ? formatBeijingTime(Math.min(settled, refDate.getTime() - 1_800_000)) : undefined,
          objection: status === 4 ? faker.helpers.arrayElement(OBJECTIONS) : undefined,
        });
      });
    }
    return rows.map((row, index) => ({ ...row, id: index + 1 }));
  },
};

export default partnerReconciliationSeed;
