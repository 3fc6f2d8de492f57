import { http } from 'msw';
import { callerCodes, moduleGrants, requireGrant, type Access } from '../permissions';
import { inOrgScope, orgScopeOf } from '../permissions/orgScope';
import { db } from '../store/db';
import { formatBeijingDate } from '../store/time';
import { PARTITION_PARAMS } from './appForms';
import { latestDay, usages, type Usage } from './coreHourUsage';
import { fail, intParam, ok } from './respond';
import { CLUSTER_GROUPS, groupUsage, pageUsage, type Customer, type StatScope } from './resourceManageModel';

/**
 * 资源管理 of the management centre (spec §2.3): 资源统计 by enterprise customer or by
 * sub-centre, and 机时消耗明细 job by job, with export. Everything is summed from the same usage
 * the workbench's 资源统计 shows (coreHourUsage.ts): a customer's core-hours agree on both sides.
 * A sub-centre reads the usage of its own organisation scope only: the jobs run on the clusters of
 * the sub-centres in it (CLUSTER_GROUPS); each row carries that `groupId`.
 *
 *   GET resource-manage/stat?scope=enterprise|subcenter&startDate&endDate
 *   GET resource-manage/consume-time/page?pageIndex&pageSize&customer&acc&partition&startDate&endDate
 *   GET resource-manage/consume-time/export?(the same filters)
 */
const OM = '*/api/operation-management/v1/resource-manage';
export const RESOURCE_STAT_MODULE = 'resource-stat';
export const CONSUME_TIME_MODULE = 'consume-time';
const DAY = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The date range asked for; without one, the 30 days up to the latest usage. */
function range(url: URL, all: readonly Usage[], required: boolean): { start: string; end: string } | Response {
  const given = { start: url.searchParams.get('startDate') ?? '', end: url.searchParams.get('endDate') ?? '' };
  if (!required && given.start === '' && given.end === '') return { start: '', end: '' };
  const end = given.end || latestDay(all);
  const start = given.start || formatBeijingDate(Date.parse(`${end}T00:00:00+08:00`) - 29 * DAY);
  if (!DATE.test(start) || !DATE.test(end)) return fail(400, '日期格式应为 YYYY-MM-DD');
  if (start > end) return fail(400, '开始日期不能晚于结束日期');
  if (Date.parse(end) - Date.parse(start) > 366 * DAY) return fail(400, '统计区间不能超过一年');
  return { start, end };
}

/** Customer name and kind of every user: the organisation of an enterprise account, the person's name otherwise. */
function customers(): Map<string, Customer> {
  const clusters = new Map(db.collection('hpcAccounts').list().map((a) => [a.userId, a.cluster]));
  return new Map(db.collection('users').list().map((u) => {
    const cluster = clusters.get(u.id) ?? '';
    return [u.id, {
      name: u.accountType === 'enterprise' ? (u.groupInfo[0]?.groupName ?? u.displayName) : `${u.displayName}（个人）`,
      type: u.accountType === 'enterprise' ? '企业' : '个人',
      cluster,
      groupId: CLUSTER_GROUPS[cluster] ?? '',
    }];
  }));
}

/** The usage the caller may see: all for a platform administrator, else its organisation scope's. */
function visibleUsage(access: Access, all: Map<string, Customer>): ReturnType<typeof usages> {
  const scope = orgScopeOf(access.user, callerCodes(access));
  return usages(undefined, Date.now()).filter((u) => inOrgScope(scope, all.get(u.userId)?.groupId));
}

const price = (partition: string) => PARTITION_PARAMS.find((p) => p.name === partition)?.price ?? 0.08;

function filtered(url: URL, access: Access): { rows: ReturnType<typeof pageUsage>['rows']; range: { start: string; end: string } } | Response {
  const known = customers();
  const all = visibleUsage(access, known);
  const r = range(url, all, false);
  if (r instanceof Response) return r;
  const q = (name: string) => (url.searchParams.get(name) ?? '').trim();
  const { rows } = pageUsage(all, known, price, {
    start: r.start, end: r.end, customer: q('customer'), acc: q('acc'), partition: q('partition'), page: 1, size: Number.MAX_SAFE_INTEGER,
  });
  return { rows, range: r };
}

function csv(rows: (string | number)[][]): Response {
  const text = '\uFEFF' + rows.map((r) => r.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(',')).join('\r\n') + '\r\n';
  return new Response(text, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="consume-time.csv"' } });
}

export const resourceManageHandlers = [
  http.get(`${OM}/stat`, ({ request }) => {
    const auth = requireGrant(request, moduleGrants(RESOURCE_STAT_MODULE));
    if (auth instanceof Response) return auth;
    const url = new URL(request.url);
    const scope = (url.searchParams.get('scope') ?? 'enterprise') as StatScope;
    if (scope !== 'enterprise' && scope !== 'subcenter') return fail(400, '统计维度只能是 enterprise 或 subcenter');
    const known = customers();
    const all = visibleUsage(auth, known);
    const r = range(url, all, true);
    if (r instanceof Response) return r;
    return ok({ ...r, scope, ...groupUsage(all, known, price, scope, r.start, r.end) });
  }),

  http.get(`${OM}/consume-time/page`, ({ request }) => {
    const auth = requireGrant(request, moduleGrants(CONSUME_TIME_MODULE));
    if (auth instanceof Response) return auth;
    const url = new URL(request.url);
    const known = customers();
    const all = visibleUsage(auth, known);
    const r = range(url, all, false);
    if (r instanceof Response) return r;
    const q = (name: string) => (url.searchParams.get(name) ?? '').trim();
    const page = pageUsage(all, known, price, {
      start: r.start, end: r.end, customer: q('customer'), acc: q('acc'), partition: q('partition'),
      page: Math.max(1, intParam(url, 'pageIndex', 1)), size: Math.min(100, Math.max(1, intParam(url, 'pageSize', 20))),
    });
    return ok({ records: page.pageRows, total: page.rows.length, coreHours: page.coreHours, cost: page.cost });
  }),

  http.get(`${OM}/consume-time/export`, ({ request }) => {
    const auth = requireGrant(request, moduleGrants(CONSUME_TIME_MODULE));
    if (auth instanceof Response) return auth;
    const result = filtered(new URL(request.url), auth);
    if (result instanceof Response) return result;
    return csv([
      ['日期', '客户', 'HPC 账号', '作业号', '作业名', '应用', '分区', '核数', '核时', '费用（元）', '来源'],
      ...result.rows.map((u) => [u.day, u.customer, u.acc, u.jobId, u.jobName, u.app, u.partition, u.cores, u.coreHours.toFixed(2), u.cost.toFixed(2), u.source === 'app' ? '应用运行' : '批处理作业']),
    ]);
  }),
];
