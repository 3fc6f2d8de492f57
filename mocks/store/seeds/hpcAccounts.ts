import type { CollectionDefinition } from '../definition';
import { formatBeijingTime } from '../time';
import { DEMO_ACCOUNTS } from './demoAccounts';

/**
 * Hand-written: which demo sign-in holds which HPC account name is the demo table's hpcAccount
 * column (demoAccounts.ts: hpc_admin, hpc_sub01, … — names tests and the storage seed use), not
 * a distribution hints could draw; the users records do not carry it, so hints would copy that
 * table into the entity.
 */
/** An account on the supercomputer bound to a platform user (docs/behaviour §3 HPC account list). */
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
