// Hand-written, not x-seed hints: the unit prices are the expense ledger's (PARTITION_PRICES in
// mocks/store/seeds/expenseLedger.ts), one source for bills, job costs and these rules.
import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import { PARTITION_PRICES } from '../../store/seeds/expenseLedger';
import type { CrudRecord } from '../crudRecord';

const DAY = 86_400_000;
const NAMES: Readonly<Record<string, string>> = { cpu_normal: 'CPU 通用分区', cpu_large: 'CPU 大规模分区', gpu_a800: 'GPU 分区（A800）', fat_mem: '胖节点分区' };

/**
 * 计时计费: one enabled rule per partition at the unit price the expense centre's ledger and bills
 * use (PARTITION_PRICES, fen), plus last year's superseded rules, disabled.
 */
const timeBillingSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ refDate }) => {
    const ref = refDate.getTime();
    const current = Object.entries(PARTITION_PRICES).map(([partition, fen]) => ({
      ruleName: `${NAMES[partition]}标准计费`, partition, billingUnit: partition.startsWith('gpu') ? 'CARD_HOUR' : 'CORE_HOUR', unitPrice: fen / 100,
      minMinutes: 1, rounding: 'MINUTE', effectiveDate: '2026-01-01', status: 1, remark: '2026 年度标准价', createTime: formatBeijingTime(ref - 330 * DAY),
    }));
    const previous = Object.entries(PARTITION_PRICES).map(([partition, fen], index) => ({
      ruleName: `${NAMES[partition]}2025 年度计费`, partition, billingUnit: partition.startsWith('gpu') ? 'CARD_HOUR' : 'CORE_HOUR', unitPrice: Math.round(fen * 1.2) / 100,
      minMinutes: index % 2 === 0 ? 1 : 60, rounding: index % 2 === 0 ? 'MINUTE' : 'HOUR', effectiveDate: '2025-01-01', status: 0, remark: '已被 2026 年度标准价取代',
      createTime: formatBeijingTime(ref - 700 * DAY),
    }));
    return [...previous, ...current];
  },
};

export default timeBillingSeed;
