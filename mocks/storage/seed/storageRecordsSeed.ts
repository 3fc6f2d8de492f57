import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { StorageRecord } from './storageFsRecord';

/** A little history per account, so the operation record list is not empty in the demo. */
export const storageRecordsDefinition: CollectionDefinition<StorageRecord> = {
  idKind: 'number',
  version: 2,
  seed: ({ refDate, get }) =>
    get('hpcAccounts').flatMap((account) => {
      const home = `/public/home/${account.acc}`;
      const at = (hours: number) => formatBeijingTime(refDate.getTime() - hours * 3_600_000);
      return [
        {
          acc: account.acc,
          type: 8 as const,
          status: 3 as const,
          from: JSON.stringify([{ path: `${home}/dataset.tar` }]),
          target: JSON.stringify([{ path: `/public/scratch/${account.acc}/tmp` }]),
          message: `无法解压：/public/scratch/${account.acc}/tmp/dataset 已存在且不是目录`,
          taskId: 'seed-1',
          createTime: at(50),
        },
        {
          acc: account.acc,
          type: 2 as const,
          status: 4 as const,
          from: JSON.stringify([{ path: `${home}/results` }]),
          target: JSON.stringify([{ path: `/public/scratch/${account.acc}/tmp` }]),
          message: '任务已取消',
          taskId: 'seed-2',
          createTime: at(26),
        },
      ];
    }),
};
