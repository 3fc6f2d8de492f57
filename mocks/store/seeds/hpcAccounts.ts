import type { CollectionDefinition } from '../definition';
import { formatBeijingTime } from '../time';
import { DEMO_ACCOUNTS } from './demoAccounts';

/**
 * Hand-written: one HPC account per demo account that has one (demoAccounts.ts), the account storage and jobs are seeded for.
 */
/** An account on the supercomputer bound to a platform user (spec §3 HPC account list). */
export interface HpcAccountRecord {
  id: number;
  userId: string;
  acc: string;
  cluster: string;
  homeDir: string;
  status: 'normal' | 'locked';
  createTime: string;
}

export const hpcAccountsDefinition: CollectionDefinition<HpcAccountRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate, get }) => {
    const users = get('users');
    return DEMO_ACCOUNTS.flatMap((account) => {
      const user = users.find((u) => u.userName === account.userName);
      if (!user || account.hpcAccount === null) return [];
      return [{
        userId: user.id,
        acc: account.hpcAccount,
        cluster: faker.helpers.arrayElement(['广州集群', '长沙集群', '无锡集群']),
        homeDir: `/public/home/${account.hpcAccount}`,
        status: 'normal' as const,
        createTime: formatBeijingTime(faker.date.past({ years: 1, refDate })),
      }];
    });
  },
};
