import { db } from '../store/db';
import { formatBeijingDate, formatBeijingTime } from '../store/time';
import { presentDate } from './dashboard';
import { jobCoreHours, jobView } from './workbenchJobs';

/**
 * Core-hour usage, one entry per job that has used any: a user's batch jobs (hpcJobs of their
 * HPC accounts) and the jobs they started through 应用运行 (appJobs). The one source of the
 * workbench's 应用统计 / 资源统计 (workbenchStats.ts) and the operator's 资源统计 and 机时消耗明细
 * (resourceManage.ts), so the same customer shows the same core-hours on both sides.
 */
export interface Usage {
  /** The day it counts for (Beijing date; seeded history moved up to today, as the overview shows it). */
  day: string;
  app: string;
  partition: string;
  coreHours: number;
  userId: string;
  acc: string;
  jobId: string;
  jobName: string;
  cores: number;
  source: 'batch' | 'app';
}

function hpcAccountsOf(userId?: string) {
  return db.collection('hpcAccounts').list().filter((a) => userId === undefined || a.userId === userId);
}

/** Usage of one user, or of every user with an HPC account when `userId` is left out. */
export function usages(userId: string | undefined, now: number): Usage[] {
  const owner = new Map(hpcAccountsOf(userId).map((a) => [a.acc, a.userId]));
  const fromBatch = db.collection('hpcJobs').list().filter((j) => owner.has(j.acc) && j.coreHours > 0).map((j): Usage => ({
    day: presentDate(j.endTime ?? j.startTime ?? j.submitTime, now),
    app: (j.name.split('_')[0] ?? j.name).toUpperCase(),
    partition: j.partition === 'gpu' ? 'gpu_a800' : j.partition === 'fat' ? 'fat_mem' : 'cpu_normal',
    coreHours: j.coreHours,
    userId: owner.get(j.acc) ?? '',
    acc: j.acc,
    jobId: j.jobId,
    jobName: j.name,
    cores: j.cores,
    source: 'batch',
  }));
  const accOf = new Map(hpcAccountsOf(userId).map((a) => [a.userId, a.acc]));
  const fromApps = db.collection('appJobs').list().filter((j) => userId === undefined || j.userId === userId).map((j): Usage => {
    const view = jobView(j, now);
    return {
      day: presentDate(formatBeijingTime(view.endAt ?? now), now), app: j.appName, partition: j.partition, coreHours: jobCoreHours(j, view, now),
      userId: j.userId, acc: accOf.get(j.userId) ?? '', jobId: j.jobId, jobName: j.jobName, cores: j.cores, source: 'app',
    };
  }).filter((u) => u.coreHours > 0);
  return [...fromBatch, ...fromApps];
}

/** The latest day with usage, not after today (today when there is none). */
export function latestDay(all: readonly Usage[]): string {
  const today = formatBeijingDate(Date.now());
  const last = all.reduce((max, u) => (u.day > max && u.day <= today ? u.day : max), '');
  return last || today;
}
