import type { CollectionDefinition } from '../definition';
import { formatBeijingTime } from '../time';

/**
 * Hand-written: one account per user (the users collection), and the ledger's seed (expenseLedger.ts) writes its opening deposit from this balance, so the lines add up to it.
 */
/** A user's platform account (spec §7.2 coin accounts): the money jobs and packages are paid from. */
export interface CoinAccountRecord {
  /** The user's id: one account per user. */
  id: string;
  /** 账户余额, in 元. */
  balance: number;
  updateTime: string;
}

export const coinAccountsDefinition: CollectionDefinition<CoinAccountRecord> = {
  idKind: 'string',
  version: 1,
  seed: ({ faker, refDate, get }) =>
    get('users').map((user) => ({
      id: user.id,
      balance: faker.number.float({ min: 150, max: 28_000, fractionDigits: 2 }),
      updateTime: formatBeijingTime(faker.date.recent({ days: 20, refDate })),
    })),
};
