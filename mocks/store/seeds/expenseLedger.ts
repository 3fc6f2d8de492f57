import type { Faker } from '@faker-js/faker';
import type { NewRecord } from '../collection';
import type { CollectionDefinition } from '../definition';
import { formatBeijingTime } from '../time';
import type { ManageInvestRecord } from '../../handlers/costRecharge';
import type { UserRecord } from './users';

/**
 * Hand-written: the ledger's lines, orders, bills and recharges must add up (fen, balances never negative, bills priced by the billing rules), which independent picks cannot promise.
 *
 * The expense centre's one ledger (docs/behaviour §7.2 coin accounts, purchase records, orders, bills,
 * payment). Every movement of a user's money is a line here, in fen (integers); the balance is
 * the sum of the user's lines, and coinAccounts.balance is kept equal to it (in 元) so the
 * workbench overview agrees. Orders, bills and recharges point at the line that paid them.
 */
export type LedgerKind = 'recharge' | 'package' | 'bill' | 'refund';

export interface LedgerRecord {
  id: number;
  userId: string;
  /** 流水号 */
  serialNo: string;
  kind: LedgerKind;
  /** Signed amount in fen: income > 0, spending < 0. */
  amountFen: number;
  /** Balance after this line, fen. */
  balanceFen: number;
  /** 摘要 */
  remark: string;
  /** The order, bill or recharge number this line settles. */
  refNo: string;
  createTime: string;
}

export type OrderStatus = 'UNPAID' | 'PAID' | 'CANCELLED';

/** A package purchase (我的订单). */
export interface OrderRecord {
  id: number;
  userId: string;
  orderNo: string;
  packageId: number;
  packageName: string;
  /** 核时 the package grants. */
  coreHours: number;
  months: number;
  quantity: number;
  unitPriceFen: number;
  discountFen: number;
  amountFen: number;
  status: OrderStatus;
  createTime: string;
  payTime?: string;
  cancelTime?: string;
}

export type BillStatus = 'UNSETTLED' | 'SETTLED';

export interface BillLine {
  partition: string;
  coreHours: number;
  unitPriceFen: number;
  amountFen: number;
}

/** A monthly usage bill (我的账单): core-hours per partition at its unit price. */
export interface BillRecord {
  id: number;
  userId: string;
  billNo: string;
  /** 账期 YYYY-MM */
  period: string;
  lines: BillLine[];
  amountFen: number;
  status: BillStatus;
  createTime: string;
  settleTime?: string;
}

export type RechargeStatus = 'CREATED' | 'PAYING' | 'SUCCESS' | 'FAILED' | 'CANCELLED';

/** An online recharge (invest) and its payment (POST pay / GET pay result). */
export interface RechargeRecord {
  id: number;
  userId: string;
  /** 商户订单号, sent to the payment as reqsn. */
  reqsn: string;
  amountFen: number;
  paytype: string;
  status: RechargeStatus;
  /** Payment platform's transaction id, once paid. */
  trxid: string;
  createTime: string;
  /** When the simulated payer completes (epoch ms), set by POST pay. */
  payDueAt?: number;
  finishTime?: string;
  failReason?: string;
}

/** Packages on sale (购买套餐); prices in fen. */
export const PACKAGES = [
  { id: 1, name: '入门体验包', coreHours: 500, months: 1, priceFen: 3_900, partition: 'cpu_normal', note: '适合首次上机、小规模测试' },
  { id: 2, name: '科研标准包', coreHours: 5_000, months: 3, priceFen: 36_000, partition: 'cpu_normal', note: '课题组日常计算' },
  { id: 3, name: '企业进阶包', coreHours: 20_000, months: 6, priceFen: 128_000, partition: 'cpu_large', note: '大规模并行，九折优惠' },
  { id: 4, name: 'GPU 训练包', coreHours: 1_000, months: 3, priceFen: 98_000, partition: 'gpu_a800', note: 'A800 卡时，AI 训练与推理' },
] as const;

/** Unit prices per core-hour, fen (GPU: per card-hour). */
export const PARTITION_PRICES: Readonly<Record<string, number>> = { cpu_normal: 8, cpu_large: 10, gpu_a800: 650, fat_mem: 15 };

export const SEED_OPENING_REMARK = '期初充值';

const serial = (faker: Faker, prefix: string, at: number): string =>
  `${prefix}${formatBeijingTime(at).replace(/\D/g, '').slice(0, 14)}${faker.string.numeric(4)}`;

const DAY = 86_400_000;

/** The remark of an operator's recharge on the ledger, as 为客户充值 writes it (mocks/handlers/costRecharge.ts). */
export const OPERATOR_RECHARGE_REMARK = '后台充值';
const SEED_OPERATOR_NOTE = '线下转账到账';

/**
 * Lines of one user, oldest first; the last balance is the account's balance in fen. A user's
 * second recharge (when it has one) was an operator's 后台充值 of a bank transfer rather than an
 * online payment, so 客户充值 opens on records of its own.
 */
function userLines(faker: Faker, userId: string, balanceFen: number, refMs: number, operator: string): NewRecord<LedgerRecord>[] {
  const moves: { kind: LedgerKind; amountFen: number; remark: string; refNo: string; at: number }[] = [];
  const spends = faker.number.int({ min: 3, max: 7 });
  for (let i = 0; i < spends; i += 1) {
    const at = refMs - faker.number.int({ min: 2, max: 80 }) * DAY - faker.number.int({ min: 0, max: 40_000 }) * 1000;
    if (faker.datatype.boolean()) {
      const pkg = faker.helpers.arrayElement(PACKAGES.slice(0, 3));
      moves.push({ kind: 'package', amountFen: -pkg.priceFen, remark: `购买套餐：${pkg.name}`, refNo: serial(faker, 'DD', at), at });
    } else {
      const amount = faker.number.int({ min: 1_200, max: 60_000 });
      moves.push({ kind: 'bill', amountFen: -amount, remark: '作业账单结算', refNo: serial(faker, 'ZD', at), at });
    }
  }
  const recharges = faker.number.int({ min: 1, max: 3 });
  for (let i = 0; i < recharges; i += 1) {
    const at = refMs - faker.number.int({ min: 2, max: 80 }) * DAY - faker.number.int({ min: 0, max: 40_000 }) * 1000;
    const amount = faker.helpers.arrayElement([50_000, 100_000, 200_000, 500_000]);
    const byOperator = i === 1;
    const remark = byOperator ? `${OPERATOR_RECHARGE_REMARK}（${operator}）：${SEED_OPERATOR_NOTE}` : '在线充值（微信支付）';
    moves.push({ kind: 'recharge', amountFen: amount, remark, refNo: serial(faker, byOperator ? 'HT' : 'CZ', at), at });
  }
  const movedFen = moves.reduce((sum, move) => sum + move.amountFen, 0);
  // The opening deposit makes the lines add up to the account's balance (coinAccounts).
  const openingAt = refMs - 90 * DAY;
  moves.sort((a, b) => a.at - b.at);
  let opening = balanceFen - movedFen;
  let lowest = opening;
  let prefix = opening;
  for (const move of moves) {
    prefix += move.amountFen;
    lowest = Math.min(lowest, prefix);
  }
  if (lowest < 0) {
    // A larger opening would dip below zero never; a settled bill yesterday takes the surplus back.
    const deficit = -lowest + 10_000;
    opening += deficit;
    const at = refMs - DAY;
    moves.push({ kind: 'bill', amountFen: -deficit, remark: '作业账单结算', refNo: serial(faker, 'ZD', at), at });
  }
  moves.unshift({ kind: 'recharge', amountFen: opening, remark: SEED_OPENING_REMARK, refNo: serial(faker, 'CZ', openingAt), at: openingAt });
  let running = 0;
  return moves.map((move) => {
    running += move.amountFen;
    return {
      userId,
      serialNo: serial(faker, 'LS', move.at),
      kind: move.kind,
      amountFen: move.amountFen,
      balanceFen: running,
      remark: move.remark,
      refNo: move.refNo,
      createTime: formatBeijingTime(move.at),
    };
  });
}

export const ledgerDefinition: CollectionDefinition<LedgerRecord> = {
  idKind: 'number',
  version: 2,
  seed: ({ faker, refDate, get }) => {
    const operator = seedOperator(get('users'));
    return get('coinAccounts').flatMap((account) => userLines(faker, account.id, Math.round(account.balance * 100), refDate.getTime(), operator));
  },
};

/** The operator of the seeded 后台充值: the platform administrator, named as the handler names the caller. */
function seedOperator(users: readonly UserRecord[]): string {
  const admin = users.find((user) => user.userName === 'admin');
  return admin ? (admin.displayName ? `${admin.displayName}（admin）` : 'admin') : '平台管理员';
}

const byOperator = (line: LedgerRecord) => line.kind === 'recharge' && line.remark.startsWith(`${OPERATOR_RECHARGE_REMARK}（`);

/** 客户充值's records of the seeded operator recharges: who, how much, the balance after, why. */
export const manageInvestsDefinition: CollectionDefinition<ManageInvestRecord> = {
  idKind: 'number',
  version: 2,
  seed: ({ get }) => {
    const operator = seedOperator(get('users'));
    return get('ledger').filter(byOperator).map((line): NewRecord<ManageInvestRecord> => ({
      userId: line.userId, reqsn: line.refNo, amountFen: line.amountFen, giftFen: 0, ruleName: '', balanceFen: line.balanceFen,
      remark: SEED_OPERATOR_NOTE, operator, createTime: line.createTime,
    }));
  },
};

export const expenseOrdersDefinition: CollectionDefinition<OrderRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, get }) =>
    get('ledger')
      .filter((line) => line.kind === 'package')
      .map((line): NewRecord<OrderRecord> => {
        const pkg = PACKAGES.find((p) => line.remark.endsWith(p.name)) ?? PACKAGES[0];
        return {
          userId: line.userId, orderNo: line.refNo, packageId: pkg.id, packageName: pkg.name, coreHours: pkg.coreHours, months: pkg.months,
          quantity: 1, unitPriceFen: pkg.priceFen, discountFen: 0, amountFen: -line.amountFen, status: 'PAID' as const,
          createTime: line.createTime, payTime: line.createTime,
        };
      })
      .concat(get('users').slice(0, 6).map((user, index): NewRecord<OrderRecord> => {
        const pkg = PACKAGES[index % PACKAGES.length] ?? PACKAGES[0];
        const at = formatBeijingTime(Date.parse('2026-10-28T09:00:00+08:00') + index * DAY + faker.number.int({ min: 0, max: 36_000 }) * 1000);
        return {
          userId: user.id, orderNo: `DD${at.replace(/\D/g, '')}${faker.string.numeric(4)}`, packageId: pkg.id, packageName: pkg.name,
          coreHours: pkg.coreHours, months: pkg.months, quantity: 1, unitPriceFen: pkg.priceFen, discountFen: 0, amountFen: pkg.priceFen,
          status: index % 2 === 0 ? ('UNPAID' as const) : ('CANCELLED' as const), createTime: at, ...(index % 2 === 0 ? {} : { cancelTime: at }),
        };
      })),
};

export const expenseBillsDefinition: CollectionDefinition<BillRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, get }) =>
    get('users').flatMap((user) =>
      ['2026-08', '2026-09', '2026-10'].map((period, index) => {
        const lines = Object.entries(PARTITION_PRICES)
          .filter(() => faker.datatype.boolean({ probability: 0.6 }))
          .map(([partition, unitPriceFen]) => {
            const coreHours = faker.number.float({ min: 20, max: 1_800, fractionDigits: 2 });
            return { partition, coreHours, unitPriceFen, amountFen: Math.round(Number((coreHours * unitPriceFen).toPrecision(15))) };
          });
        const amountFen = lines.reduce((sum, line) => sum + line.amountFen, 0);
        const created = formatBeijingTime(Date.parse(`${period}-01T02:00:00+08:00`) + 32 * DAY - (Date.parse(`${period}-01T02:00:00+08:00`) % DAY));
        return {
          userId: user.id, billNo: `ZD${period.replace('-', '')}${faker.string.numeric(6)}`, period, lines, amountFen,
          // The latest month is still open; earlier ones were settled (their spending is in the ledger's 作业账单结算 lines).
          status: index === 2 ? ('UNSETTLED' as const) : ('SETTLED' as const),
          createTime: created.slice(0, 10) + ' 02:00:00', ...(index === 2 ? {} : { settleTime: created.slice(0, 10) + ' 09:30:00' }),
        };
      })),
};

export const rechargesDefinition: CollectionDefinition<RechargeRecord> = {
  idKind: 'number',
  version: 2,
  seed: ({ faker, get }) =>
    get('ledger')
      // Online payments only: an operator's recharge is a record of 客户充值 (manageInvests).
      .filter((line) => line.kind === 'recharge' && !byOperator(line))
      .map((line) => ({
        userId: line.userId, reqsn: line.refNo, amountFen: line.amountFen, paytype: 'W01', status: 'SUCCESS' as const,
        trxid: faker.string.numeric(18), createTime: line.createTime, finishTime: line.createTime,
      })),
};
