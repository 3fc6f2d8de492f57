import { formatBeijingDate } from '../store/time';
import { latestDay, usages } from './coreHourUsage';
import { fail, ok } from './respond';
import { jobCostFen, partitionPriceFen } from './costViews';
import { operation } from '../routing/declaredOperation';

/**
 * 应用统计 (application-stat) and 资源统计 (cpu-hour curve) of the caller, over a date range
 * (default: the last 30 days). Core-hours come from the caller's batch jobs (hpcJobs of their
 * HPC accounts) and the jobs they started through 应用运行.
 */
const DAY = 86_400_000;

/**
 * The range asked for; without one, the 30 days up to the caller's latest usage (a user back
 * after a pause sees their last month of work rather than an empty chart).
 */
function range(url: URL, latest: () => string): { start: string; end: string } | Response {
  const end = url.searchParams.get('endDate') || latest();
  const start = url.searchParams.get('startDate') || formatBeijingDate(Date.parse(`${end}T00:00:00+08:00`) - 29 * DAY);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end)) return fail(400, '日期格式应为 YYYY-MM-DD');
  if (start > end) return fail(400, '开始日期不能晚于结束日期');
  if (Date.parse(end) - Date.parse(start) > 366 * DAY) return fail(400, '统计区间不能超过一年');
  return { start, end };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export const workbenchStatHandlers = [
  operation('application-manage', 'get-application-stat', ({ request }, auth) => {
    const all = usages(auth.user.id, Date.now());
    const r = range(new URL(request.url), () => latestDay(all));
    if (r instanceof Response) return r;
    // Cost at the unit price of each partition's billing rule in force (the price 作业账单 and 作业费用 use).
    const rows = new Map<string, { appName: string; jobs: number; coreHours: number; cost: number }>();
    for (const u of all) {
      if (u.day < r.start || u.day > r.end) continue;
      const row = rows.get(u.app) ?? { appName: u.app, jobs: 0, coreHours: 0, cost: 0 };
      row.jobs += 1;
      row.coreHours = round2(row.coreHours + u.coreHours);
      row.cost = (Math.round(row.cost * 100) + jobCostFen(u.coreHours, partitionPriceFen(u.partition))) / 100;
      rows.set(u.app, row);
    }
    return ok({ ...r, records: [...rows.values()].sort((a, b) => b.coreHours - a.coreHours) });
  }),

  operation('starlight', 'get-cpu-hour-curve', ({ request }, auth) => {
    const all = usages(auth.user.id, Date.now());
    const r = range(new URL(request.url), () => latestDay(all));
    if (r instanceof Response) return r;
    const days: { date: string; coreHours: number; cpu: number; gpu: number }[] = [];
    for (let t = Date.parse(`${r.start}T00:00:00+08:00`); formatBeijingDate(t) <= r.end; t += DAY) days.push({ date: formatBeijingDate(t), coreHours: 0, cpu: 0, gpu: 0 });
    const byDay = new Map(days.map((d) => [d.date, d]));
    for (const u of all) {
      const d = byDay.get(u.day);
      if (!d) continue;
      d.coreHours = round2(d.coreHours + u.coreHours);
      if (u.partition.startsWith('gpu')) d.gpu = round2(d.gpu + u.coreHours);
      else d.cpu = round2(d.cpu + u.coreHours);
    }
    return ok({ ...r, total: round2(days.reduce((s, d) => s + d.coreHours, 0)), records: days });
  }),
];
