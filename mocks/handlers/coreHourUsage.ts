import { db } from '../store/db';
import { formatBeijingTime } from '../store/time';
import { jobCostFen, partitionPriceFen } from './costViews';
import { presentDate } from '../store/demoClock';
import { jobCoreHours, jobView } from './workbenchJobs';

/**
 * Core-hour usage, one entry per job that has used any: a user's batch jobs (hpcJobs of their
 * HPC accounts) and the jobs they started through 应用运行 (appJobs). The one source of the
 * workbench's 应用统计 / 资源统计 and the operator's 资源统计 (aggregate reads of the row source
 * `core-hour-usage`, rowSources.ts) and 机时消耗明细 (resourceManage.ts), so the same customer shows
 * the same core-hours — and the same cost, at the billing rule 作业账单 charges — on both sides.
 * Hand-written: the rows join store collections (batch jobs, application jobs whose state follows
 * from time, HPC accounts, users) with the billing rules' prices; no entity holds them.
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

/** Every user's usage: batch jobs of the HPC accounts and jobs started through 应用运行. */
function usages(now: number): Usage[] {
  const accounts = db.collection('hpcAccounts').list();
  const owner = new Map(accounts.map((a) => [a.acc, a.userId]));
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
  const accOf = new Map(accounts.map((a) => [a.userId, a.acc]));
  const fromApps = db.collection('appJobs').list().map((j): Usage => {
    const view = jobView(j, now);
    return {
      day: presentDate(formatBeijingTime(view.endAt ?? now), now), app: j.appName, partition: j.partition, coreHours: jobCoreHours(j, view, now),
      userId: j.userId, acc: accOf.get(j.userId) ?? '', jobId: j.jobId, jobName: j.jobName, cores: j.cores, source: 'app',
    };
  }).filter((u) => u.coreHours > 0);
  return [...fromBatch, ...fromApps];
}

/** Sub-centres by the cluster their customers' HPC accounts are on. */
export const SUBCENTRES: Readonly<Record<string, string>> = { 广州集群: '华南超算分中心', 长沙集群: '华中超算分中心', 无锡集群: '华东超算分中心' };

/**
 * The same sub-centres' organisations (the group ids of the sub-centre list, crud seeds/subcenter.ts):
 * a usage row belongs to the organisation of the cluster it ran on, and a sub-centre's 资源统计 and
 * 机时消耗明细 hold the rows of its own organisation scope only.
 */
export const CLUSTER_GROUPS: Readonly<Record<string, string>> = { 广州集群: '2001', 长沙集群: '2004', 无锡集群: '2002' };

/** A usage with whom it is for and what it costs: one row of the `core-hour-usage` source. */
export interface UsageRow extends Usage {
  /** The row's key in a list (a batch job and an application job may share a number). */
  id: string;
  /** The organisation of an enterprise account, the person's name otherwise. */
  customer: string;
  customerType: '企业' | '个人' | '-';
  /** The cluster of the customer's HPC account ('未分配' without one) and its sub-centre. */
  cluster: string;
  subcentre: string;
  groupId: string;
  partitionKind: 'cpu' | 'gpu';
  /** 元, at the unit price of the partition's billing rule in force. */
  cost: number;
}

/** Every user's usage with its customer and cost. */
export function usageRows(now: number): UsageRow[] {
  const clusters = new Map(db.collection('hpcAccounts').list().map((a) => [a.userId, a.cluster]));
  const users = new Map(db.collection('users').list().map((u) => [u.id, u]));
  const prices = new Map<string, number>();
  const priceOf = (partition: string) => prices.get(partition) ?? prices.set(partition, partitionPriceFen(partition)).get(partition)!;
  return usages(now).map((u) => {
    const user = users.get(u.userId);
    const cluster = clusters.get(u.userId) ?? '';
    return {
      ...u,
      id: `${u.source}-${u.jobId}`,
      customer: !user ? '未知客户' : user.accountType === 'enterprise' ? (user.groupInfo[0]?.groupName ?? user.displayName) : `${user.displayName}（个人）`,
      customerType: !user ? '-' : user.accountType === 'enterprise' ? '企业' : '个人',
      cluster: cluster || '未分配',
      subcentre: SUBCENTRES[cluster] ?? '未分配分中心',
      groupId: CLUSTER_GROUPS[cluster] ?? '',
      partitionKind: u.partition.startsWith('gpu') ? 'gpu' : 'cpu',
      cost: jobCostFen(u.coreHours, priceOf(u.partition)) / 100,
    };
  });
}
