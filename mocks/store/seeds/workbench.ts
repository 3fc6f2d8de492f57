import type { CollectionDefinition } from '../definition';

/**
 * Hand-written: each job keeps the parameters of its app's run form as one object (nodes, tasks,
 * wall time, work directory), which no entity field type holds, and its states follow from its
 * submission time and planned run (mocks/handlers/workbenchJobs.ts), not from stored values.
 *
 * The workbench's own records: the applications a user subscribed to (我的应用; seeded from
 * schemas/entities/app-subscription.json through x-seed-store), the jobs they started through
 * 应用运行 (with the parameters of the app's form).
 */
export interface AppSubscriptionRecord {
  id: number;
  userId: string;
  appId: number;
  appName: string;
  version: string;
  summary: string;
  /** 1 按核时, 2 包年包月, 3 免费 (from the catalogue). */
  billingType: 1 | 2 | 3;
  useCount: number;
  status: 'ACTIVE' | 'UNSUBSCRIBED';
  /** Whether the app has a remote desktop (GUI apps) — launch opens it. */
  desktop: boolean;
  subscribeTime: string;
  expireTime: string;
  lastUseTime: string;
}

export type AppJobStatus = 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';

/** A job submitted through 应用运行: its state advances with time (see mocks/handlers/workbenchJobs.ts). */
export interface AppJobRecord {
  id: number;
  userId: string;
  /** Slurm job id. */
  jobId: string;
  appId: number;
  appName: string;
  jobName: string;
  partition: string;
  /** The form values as submitted (field key → value). */
  params: Record<string, string | number>;
  cores: number;
  /** Planned run time, minutes (how long it stays RUNNING). */
  runMinutes: number;
  /** Epoch ms of submission; start and end follow from it. */
  submitAt: number;
  /** A final state set by the user (cancel) or decided at submission (a failing input). */
  finalStatus: 'COMPLETED' | 'FAILED' | 'CANCELLED';
  cancelAt?: number;
  /** 作业费用预估 (fen) taken at submission: cores × walltime × the partition's price then (src/contract/jobCharge.ts). */
  estimateFen?: number;
}

const DAY = 86_400_000;

export const appJobsDefinition: CollectionDefinition<AppJobRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate, get }) =>
    get('appSubscriptions').flatMap((sub) =>
      Array.from({ length: faker.number.int({ min: 0, max: 3 }) }, () => {
        const cores = faker.helpers.arrayElement([16, 32, 64, 128]);
        return {
          userId: sub.userId, jobId: faker.string.numeric({ length: 7, allowLeadingZeros: false }), appId: sub.appId, appName: sub.appName,
          jobName: `${sub.appName.split(' ')[0]?.toLowerCase() ?? 'job'}_${faker.string.alphanumeric(5).toLowerCase()}`,
          partition: faker.helpers.arrayElement(['cpu_normal', 'cpu_large', 'fat_mem']),
          params: { nodes: Math.max(1, cores / 32), ntasks: cores, walltime: '24:00:00', workdir: `/public/home/job/${sub.appName.split(' ')[0]?.toLowerCase() ?? 'run'}` },
          cores, runMinutes: faker.number.int({ min: 30, max: 1_200 }),
          submitAt: refDate.getTime() - faker.number.int({ min: 1, max: 30 }) * DAY,
          finalStatus: faker.helpers.weightedArrayElement([{ value: 'COMPLETED' as const, weight: 8 }, { value: 'FAILED' as const, weight: 1 }, { value: 'CANCELLED' as const, weight: 1 }]),
        };
      })),
};
