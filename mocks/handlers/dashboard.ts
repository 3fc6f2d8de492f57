/**
 * account-stat, the overview statistic of the signed-in account that the workbench's 概览 shows:
 * the user's jobs, core-hours, storage and balance in one answer, computed from the stateful
 * collections (hpcJobs, storageFs through the live file systems, coinAccounts).
 */
import { accountFs } from '../storage/fs/accountFs';
import { totalSize } from '../storage/fs/walk';
import { db } from '../store/db';
import type { HpcJobRecord, JobPartition, JobStatus } from '../store/seeds/hpcJobs';
import { formatBeijingDate, SEED_REF_DATE } from '../store/time';
import { ok } from './respond';
import { operation } from '../routing/declaredOperation';

export const ACCOUNT_STAT_PATH = '/api/operation-management/v1/account-stat';

const DAY = 86_400_000;
const GB = 1024 ** 3;
export const PARTITIONS: readonly JobPartition[] = ['cpu', 'gpu', 'fat'];
export const JOB_STATUS_LABELS: Readonly<Record<JobStatus, string>> = { RUNNING: '运行中', PENDING: '排队中', COMPLETED: '已完成', FAILED: '失败' };

function beijingMs(time: string): number {
  return Date.parse(`${time.replace(' ', 'T')}+08:00`);
}

/**
 * Seeded history ends at the seed's reference moment. So that "近 7 日" and "本月" of the demo
 * are never empty however long after that the demo runs, times up to that moment are moved
 * forward by the whole days since; anything written later is real and stays as it is.
 */
export function demoShiftDays(now: number): number {
  return Math.max(0, Math.floor((now - SEED_REF_DATE.getTime()) / DAY));
}

/** The Beijing date a stored time shows as today (after the demo shift). */
export function presentDate(time: string, now: number): string {
  const ms = beijingMs(time);
  return formatBeijingDate(ms <= SEED_REF_DATE.getTime() ? ms + demoShiftDays(now) * DAY : ms);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export interface WorkbenchOverview {
  jobs: { running: number; pending: number; total: number };
  coreHours: { month: number };
  storage: { usedGb: number };
  account: { balance: number | null };
  /** 核时 per submission day, the last 7 days (MM-DD), oldest first. */
  dailyCoreHours: { name: string; value: number }[];
  partitions: { name: string; value: number }[];
  statuses: { name: string; value: number }[];
}

/** The overview of these jobs and accounts at `now`. */
export function workbenchOverview(jobs: readonly HpcJobRecord[], accs: readonly string[], balance: number | null, now: number): WorkbenchOverview {
  const today = formatBeijingDate(now);
  const days = Array.from({ length: 7 }, (_, i) => formatBeijingDate(now - (6 - i) * DAY));
  const perDay = new Map(days.map((day) => [day, 0]));
  let month = 0;
  for (const job of jobs) {
    const day = presentDate(job.submitTime, now);
    if (day.slice(0, 7) === today.slice(0, 7)) month += job.coreHours;
    if (perDay.has(day)) perDay.set(day, perDay.get(day)! + job.coreHours);
  }
  const count = (test: (job: HpcJobRecord) => boolean) => jobs.filter(test).length;
  const usedBytes = accs.reduce((sum, acc) => {
    const fs = accountFs(acc);
    return sum + (fs ? fs.roots.reduce((inner, root) => inner + totalSize(root.node), 0) : 0);
  }, 0);
  return {
    jobs: { running: count((j) => j.status === 'RUNNING'), pending: count((j) => j.status === 'PENDING'), total: jobs.length },
    coreHours: { month: round2(month) },
    storage: { usedGb: round2(usedBytes / GB) },
    account: { balance },
    dailyCoreHours: days.map((day) => ({ name: day.slice(5), value: round2(perDay.get(day)!) })),
    partitions: PARTITIONS.map((partition) => ({ name: partition, value: count((j) => j.partition === partition) })),
    statuses: (Object.keys(JOB_STATUS_LABELS) as JobStatus[]).map((status) => ({ name: JOB_STATUS_LABELS[status], value: count((j) => j.status === status) })),
  };
}

export const dashboardHandlers = [
  operation('overview-stats', 'get-account-stat', (_, auth) => {
    const accs = db.collection('hpcAccounts').list().filter((a) => a.userId === auth.user.id).map((a) => a.acc);
    const jobs = db.collection('hpcJobs').list().filter((job) => accs.includes(job.acc));
    const balance = db.collection('coinAccounts').get(auth.user.id)?.balance ?? null;
    return ok(workbenchOverview(jobs, accs, balance, Date.now()));
  }),
];
