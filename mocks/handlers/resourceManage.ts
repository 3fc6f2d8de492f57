/**
 * 机时消耗明细's CSV export (资源管理 of the management centre): the rows its page lists — the
 * aggregate read `get-consume-time-page` (schemas/families/resource-manage.json), same filters,
 * same organisation scope — all of them, as a file. 资源统计 and the page itself are aggregate
 * reads served from their declarations (mocks/crud/aggregateReads.ts); a file is not.
 */
import { declaredOperations } from '../../src/contract/operations';
import type { AggregateDeclaration } from '../../src/pageLanguage/aggregate';
import { aggregateRead } from '../crud/aggregateReads';
import { operation } from '../routing/declaredOperation';
import { fail } from './respond';
import { aggregateRegistry } from './rowSources';

const page = [...declaredOperations.values()].find((op) => op.family === 'resource-manage' && op.name === 'get-consume-time-page')!.aggregate!;
const rowsPart = page.parts.records!.rows!;
/** The page's rows without the paging. */
const allRows: AggregateDeclaration = { ...page, parts: { records: { rows: { fields: rowsPart.fields, sort: rowsPart.sort } } } };

const COLUMNS: readonly [string, string][] = [
  ['day', '日期'], ['customer', '客户'], ['acc', 'HPC 账号'], ['jobId', '作业号'], ['jobName', '作业名'], ['app', '应用'], ['partition', '分区'],
  ['cores', '核数'], ['coreHours', '核时'], ['cost', '费用（元）'], ['source', '来源'],
];

export const resourceManageHandlers = [
  operation('resource-manage', 'get-consume-time-export', ({ request }, caller) => {
    const result = aggregateRead(allRows, aggregateRegistry, caller, new URL(request.url).searchParams);
    if ('refusal' in result) return fail(400, result.refusal);
    const rows = ((result.answer as { records: Record<string, unknown>[] }).records).map((row) => ({
      ...row, coreHours: Number(row.coreHours).toFixed(2), cost: Number(row.cost).toFixed(2), source: row.source === 'app' ? '应用运行' : '批处理作业',
    }));
    return csv(rows);
  }),
];

function csv(rows: Record<string, unknown>[]): Response {
  const text = '\uFEFF' + [COLUMNS.map(([, title]) => title), ...rows.map((row) => COLUMNS.map(([field]) => row[field]))]
    .map((cells) => cells.map((c) => `"${String(c ?? '').replace(/"/g, '""')}"`).join(',')).join('\r\n') + '\r\n';
  return new Response(text, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="consume-time.csv"' } });
}
