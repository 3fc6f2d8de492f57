import type { CollectionDefinition } from '../definition';

/**
 * Hand-written: warnings and operator recharges start empty, and each user's coin control follows its account type.
 *
 * The operator's settings of a customer's coin account (spec §7.2 debt settings GET/PUT, coin
 * switch), keyed by user id. The balance is not here: it is the ledger's (expenseLedger.ts).
 */
export interface CoinControlRecord {
  id: string;
  /** 欠费额度: open bills above this (fen) make the account 欠费超额. */
  debtLimitFen: number;
  /** 虚拟币账户 启用 (1) / 停用 (0): a stopped account takes no operator recharge. */
  coinEnabled: 0 | 1;
  updateTime?: string;
}

/**
 * An operator's recharge of a customer's account (spec §7.2 manage invest). The money itself is
 * the ledger line it posted (refNo = reqsn); this keeps who did it and why, and the gift a cost
 * rule added.
 */
export interface ManageInvestRecord {
  id: number;
  userId: string;
  reqsn: string;
  amountFen: number;
  /** 赠送 of the cost rule applied (0 when none). */
  giftFen: number;
  ruleName: string;
  /** Customer's balance after the recharge and gift, fen. */
  balanceFen: number;
  remark: string;
  operator: string;
  createTime: string;
}

/** An operator's own 余量预警 of one paid package (custom-set-surplus), keyed by the order id. */
export interface SurplusWarnRecord {
  id: number;
  warnHours: number;
}

export const surplusWarnsDefinition: CollectionDefinition<SurplusWarnRecord> = { idKind: 'number', version: 1, seed: () => [] };

export const coinControlsDefinition: CollectionDefinition<CoinControlRecord> = {
  idKind: 'string',
  version: 1,
  seed: ({ get }) =>
    get('users').map((user) => ({ id: user.id, debtLimitFen: user.accountType === 'enterprise' ? 500_000 : 100_000, coinEnabled: user.userName === 'disabled' ? 0 : 1 })),
};

export const manageInvestsDefinition: CollectionDefinition<ManageInvestRecord> = {
  idKind: 'number',
  version: 1,
  seed: () => [],
};
