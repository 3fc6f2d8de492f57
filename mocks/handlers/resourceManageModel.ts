import type { Usage } from './coreHourUsage';

/**
 * The sums of 资源管理 (pure: given the usage, the customers and the prices): by enterprise
 * customer or by sub-centre for the charts and their tables, and the filtered, paged job rows of
 * 机时消耗明细. Amounts are rounded as the workbench's 应用统计 rounds them.
 */
export type StatScope = 'enterprise' | 'subcenter';
/** `groupId`: the organisation serving the customer, its cluster's sub-centre (CLUSTER_GROUPS). */
export interface Customer { name: string; type: string; cluster: string; groupId: string }
export type PriceOf = (partition: string) => number;

/** Sub-centres by the cluster their customers' HPC accounts are on. */
export const SUBCENTRES: Readonly<Record<string, string>> = { 广州集群: '华南超算分中心', 长沙集群: '华中超算分中心', 无锡集群: '华东超算分中心' };

/**
 * The same sub-centres' organisations (the group ids of the sub-centre list, crud seeds/subcenter.ts):
 * a usage row belongs to the organisation of the cluster it ran on, and a sub-centre's 资源统计 and
 * 机时消耗明细 hold the rows of its own organisation scope only.
 */
export const CLUSTER_GROUPS: Readonly<Record<string, string>> = { 广州集群: '2001', 长沙集群: '2004', 无锡集群: '2002' };

const round2 = (n: number) => Math.round(n * 100) / 100;
const isGpu = (partition: string) => partition.startsWith('gpu');
const costOf = (u: Usage, price: PriceOf) => Math.round(u.coreHours * price(u.partition) * 100) / 100;

export interface StatRow { key: string; name: string; type: string; groupId: string; customers: number; jobs: number; cpu: number; gpu: number; coreHours: number; cost: number }

export function groupUsage(all: readonly Usage[], customers: ReadonlyMap<string, Customer>, price: PriceOf, scope: StatScope, start: string, end: string) {
  const rows = new Map<string, StatRow & { members: Set<string> }>();
  const daily = new Map<string, { date: string; cpu: number; gpu: number }>();
  const partitions = new Map<string, number>();
  for (const u of all) {
    if (u.day < start || u.day > end) continue;
    const customer = customers.get(u.userId) ?? { name: '未知客户', type: '-', cluster: '', groupId: '' };
    const key = scope === 'enterprise' ? u.userId : customer.cluster || '未分配';
    const name = scope === 'enterprise' ? customer.name : (SUBCENTRES[customer.cluster] ?? '未分配分中心');
    const row = rows.get(key) ?? { key, name, type: scope === 'enterprise' ? customer.type : customer.cluster, groupId: customer.groupId, customers: 0, jobs: 0, cpu: 0, gpu: 0, coreHours: 0, cost: 0, members: new Set<string>() };
    row.members.add(u.userId);
    row.customers = row.members.size;
    row.jobs += 1;
    if (isGpu(u.partition)) row.gpu = round2(row.gpu + u.coreHours);
    else row.cpu = round2(row.cpu + u.coreHours);
    row.coreHours = round2(row.coreHours + u.coreHours);
    row.cost = round2(row.cost + costOf(u, price));
    rows.set(key, row);
    const day = daily.get(u.day) ?? { date: u.day, cpu: 0, gpu: 0 };
    if (isGpu(u.partition)) day.gpu = round2(day.gpu + u.coreHours);
    else day.cpu = round2(day.cpu + u.coreHours);
    daily.set(u.day, day);
    partitions.set(u.partition, round2((partitions.get(u.partition) ?? 0) + u.coreHours));
  }
  const records = [...rows.values()].map(({ members: _members, ...row }) => row).sort((a, b) => b.coreHours - a.coreHours);
  return {
    total: round2(records.reduce((s, r) => s + r.coreHours, 0)),
    cost: round2(records.reduce((s, r) => s + r.cost, 0)),
    jobs: records.reduce((s, r) => s + r.jobs, 0),
    records,
    daily: [...daily.values()].sort((a, b) => a.date.localeCompare(b.date)),
    partitions: [...partitions.entries()].map(([name, value]) => ({ name, value })).sort((a, b) => b.value - a.value),
  };
}

export interface UsageQuery { start: string; end: string; customer: string; acc: string; partition: string; page: number; size: number }
export type UsageRow = Usage & { customer: string; cost: number; groupId: string };

/** 机时消耗明细: the jobs matching the filters, latest first, with the sums over all of them. */
export function pageUsage(all: readonly Usage[], customers: ReadonlyMap<string, Customer>, price: PriceOf, q: UsageQuery) {
  const rows: UsageRow[] = all
    .filter((u) => (q.start === '' || u.day >= q.start) && (q.end === '' || u.day <= q.end))
    .filter((u) => q.acc === '' || u.acc.includes(q.acc))
    .filter((u) => q.partition === '' || u.partition === q.partition)
    .map((u) => ({ ...u, customer: customers.get(u.userId)?.name ?? '未知客户', cost: costOf(u, price), groupId: customers.get(u.userId)?.groupId ?? '' }))
    .filter((u) => q.customer === '' || u.customer.includes(q.customer))
    .sort((a, b) => b.day.localeCompare(a.day) || b.jobId.localeCompare(a.jobId));
  return {
    rows,
    pageRows: rows.slice((q.page - 1) * q.size, q.page * q.size),
    coreHours: round2(rows.reduce((s, u) => s + u.coreHours, 0)),
    cost: round2(rows.reduce((s, u) => s + u.cost, 0)),
  };
}
