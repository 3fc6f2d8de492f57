/**
 * Aggregate reads (src/pageLanguage/aggregate.ts, mocks/crud/aggregateEngine.ts): the shipped
 * declarations of 资源统计 and 机时消耗明细 over a handful of rows (these sums were
 * resourceManageModel.ts's), and each kind of part, range, filter and measure on its own.
 */
import { describe, expect, it } from 'vitest';
import { aggregateAnswer, aggregateCsv, type AggregateRow } from '../../../mocks/crud/aggregateEngine';
import { aggregateProblems } from '../../../mocks/crud/aggregateReads';
import { aggregateRegistry } from '../../../mocks/handlers/rowSources';
import { declaredOperations, declaredOperationsOf } from '../../../src/contract/operations';
import type { AggregateDeclaration } from '../../../src/pageLanguage/aggregate';
import type { FamilyDeclaration } from '../../../src/pageLanguage/family';

const declared = (family: string, name: string): AggregateDeclaration =>
  [...declaredOperations.values()].find((op) => op.family === family && op.name === name)!.aggregate!;
const answer = (declaration: AggregateDeclaration, rows: readonly AggregateRow[], query = '', today = '2026-11-30') => {
  const result = aggregateAnswer(declaration, rows, new URLSearchParams(query), today);
  if ('refusal' in result) throw new Error(result.refusal);
  return result.answer as Record<string, unknown>;
};
const refusal = (declaration: AggregateDeclaration, rows: readonly AggregateRow[], query: string) => {
  const result = aggregateAnswer(declaration, rows, new URLSearchParams(query), '2026-11-30');
  return 'refusal' in result ? result.refusal : null;
};

const CUSTOMERS: Record<string, Record<string, string>> = {
  u1: { customer: '甲公司', customerType: '企业', cluster: '广州集群', subcentre: '华南超算分中心', groupId: '2001' },
  u2: { customer: '张三（个人）', customerType: '个人', cluster: '广州集群', subcentre: '华南超算分中心', groupId: '2001' },
  u3: { customer: '乙公司', customerType: '企业', cluster: '无锡集群', subcentre: '华东超算分中心', groupId: '2002' },
};
const price = (partition: string) => (partition === 'gpu_a800' ? 6.5 : 0.08);
const usage = (over: Record<string, string | number>): AggregateRow => {
  const row = { day: '2026-11-20', app: 'VASP', partition: 'cpu_normal', coreHours: 10, userId: 'u1', acc: 'hpc_a', jobId: '1', jobName: 'vasp_relax', cores: 64, source: 'batch', ...over };
  const partition = String(row.partition);
  return { ...row, ...CUSTOMERS[String(row.userId)], partitionKind: partition.startsWith('gpu') ? 'gpu' : 'cpu', cost: Math.round(Number(row.coreHours) * price(partition) * 100) / 100 };
};
const all = [
  usage({ jobId: '1', coreHours: 10.005 }),
  usage({ jobId: '2', partition: 'gpu_a800', coreHours: 2.5, day: '2026-11-21' }),
  usage({ jobId: '3', userId: 'u2', acc: 'hpc_b', coreHours: 4 }),
  usage({ jobId: '4', userId: 'u3', acc: 'hpc_c', coreHours: 100, day: '2026-11-01' }),
];
type Entry = Record<string, unknown>;

describe('资源统计 (resource-manage get-stat, as declared)', () => {
  const stat = declared('resource-manage', 'get-stat');

  it('sums by customer within the range, CPU and GPU apart, biggest first, costs at the partition price', () => {
    const data = answer(stat, all, 'scope=enterprise&startDate=2026-11-15&endDate=2026-11-30');
    expect(data).toMatchObject({ start: '2026-11-15', end: '2026-11-30', scope: 'enterprise', total: 16.51, jobs: 3 });
    expect((data.records as Entry[]).map((r) => [r.key, r.name, r.type, r.jobs, r.cpu, r.gpu, r.coreHours, r.cost])).toEqual([
      ['u1', '甲公司', '企业', 2, 10.01, 2.5, 12.51, 17.05],
      ['u2', '张三（个人）', '个人', 1, 4, 0, 4, 0.32],
    ]);
    expect(data.daily).toEqual([{ date: '2026-11-20', cpu: 14.01, gpu: 0 }, { date: '2026-11-21', cpu: 0, gpu: 2.5 }]);
    expect(data.partitions).toEqual([{ name: 'cpu_normal', value: 14.01 }, { name: 'gpu_a800', value: 2.5 }]);
  });

  it('sums by sub-centre: the cluster of the customers’ accounts, counting customers; each row names its organisation', () => {
    const data = answer(stat, all, 'scope=subcenter&startDate=2026-11-01&endDate=2026-11-30');
    expect((data.records as Entry[]).map((r) => [r.key, r.name, r.customers, r.coreHours, r.groupId])).toEqual([
      ['无锡集群', '华东超算分中心', 1, 100, '2002'],
      ['广州集群', '华南超算分中心', 2, 16.51, '2001'],
    ]);
    expect(refusal(stat, all, 'scope=cluster')).toBe('统计维度只能是 enterprise 或 subcenter');
  });

  it('without a range: the 30 days up to the latest day with rows, not after today', () => {
    expect(answer(stat, all)).toMatchObject({ start: '2026-10-23', end: '2026-11-21' });
    expect(answer(stat, all, '', '2026-11-20')).toMatchObject({ end: '2026-11-20' });
    expect(answer(stat, [])).toMatchObject({ start: '2026-11-01', end: '2026-11-30', total: 0, records: [] });
  });

  it('refuses a malformed, reversed or over-long range', () => {
    expect(refusal(stat, all, 'startDate=2026/01/01&endDate=2026-01-31')).toBe('日期格式应为 YYYY-MM-DD');
    expect(refusal(stat, all, 'startDate=2026-02-01&endDate=2026-01-01')).toBe('开始日期不能晚于结束日期');
    expect(refusal(stat, all, 'startDate=2024-01-01&endDate=2026-01-31')).toBe('统计区间不能超过一年');
  });
});

describe('机时消耗明细 (resource-manage get-consume-time-page, as declared)', () => {
  const page = declared('resource-manage', 'get-consume-time-page');

  it('filters, orders (latest day first), pages and sums the job rows', () => {
    const first = answer(page, all, 'pageIndex=1&pageSize=2');
    expect((first.records as Entry[]).map((r) => r.jobId)).toEqual(['2', '3']);
    expect(first).toMatchObject({ total: 4, coreHours: 116.51 });
    expect((answer(page, all, 'pageIndex=2&pageSize=2').records as Entry[]).map((r) => [r.jobId, r.groupId])).toEqual([['1', '2001'], ['4', '2002']]);
    expect((answer(page, all, 'customer=公司').records as Entry[]).map((r) => r.jobId)).toEqual(['2', '1', '4']);
    expect(answer(page, all, 'partition=gpu_a800').cost).toBe(16.25);
    expect((answer(page, all, 'startDate=2026-11-21&endDate=2026-11-30').records as Entry[]).map((r) => r.jobId)).toEqual(['2']);
    expect(Object.keys((first.records as Entry[])[0]!)).not.toContain('partitionKind');
  });

  it('pages at most 1000 rows (as every list page reads), 20 by default', () => {
    const many = Array.from({ length: 1030 }, (_, i) => usage({ jobId: String(1000 + i) }));
    expect(answer(page, many).records).toHaveLength(20);
    expect(answer(page, many, 'pageSize=5000').records).toHaveLength(1000);
  });
});

describe('parts, groupings and measures', () => {
  const rows: AggregateRow[] = [
    { userId: 'a', status: 'RUNNING', time: '2026-11-28 10:00:00', fen: 150, kind: 'cpu_x' },
    { userId: 'a', status: 'DONE', time: '2026-11-29 09:00:00', fen: 250, kind: 'gpu_y' },
    { userId: 'b', status: 'DONE', time: '2026-10-02 09:00:00', fen: 601, kind: 'gpu_y' },
  ];

  it('one number, one object of totals, distinct values, fen scaled to 元, conditions on a measure and on a part', () => {
    const data = answer({ source: 'x', parts: {
      count: { value: { count: true } },
      totals: { measures: { yuan: { sum: 'fen', scale: 0.01, digits: 2 }, users: { distinct: 'userId' }, gpu: { count: true, where: [{ field: 'kind', prefix: 'gpu' }] } } },
      done: { where: [{ field: 'status', notIn: ['RUNNING'] }], value: { count: true } },
    } }, rows);
    expect(data).toEqual({ count: 3, totals: { yuan: 10.01, users: 2, gpu: 2 }, done: 2 });
  });

  it('a required parameter, no rows left (404), the first row in an order and a field’s different values', () => {
    const client: AggregateDeclaration = {
      source: 'x', filters: [{ param: 'who', field: 'userId', match: 'equals', required: '请指定用户' }], missing: '用户不存在',
      parts: { latest: { value: { first: 'time', by: { by: 'time', order: 'desc' } } }, first: { value: { first: 'status' } }, kinds: { value: { values: 'kind' } } },
    };
    expect(answer(client, rows, 'who=a')).toEqual({ latest: '2026-11-29 09:00:00', first: 'RUNNING', kinds: ['cpu_x', 'gpu_y'] });
    expect(answer(client, rows, 'who=b')).toEqual({ latest: '2026-10-02 09:00:00', first: 'DONE', kinds: ['gpu_y'] });
    expect(refusal(client, rows, 'who=')).toBe('请指定用户');
    expect(aggregateAnswer(client, rows, new URLSearchParams('who=c'), '2026-11-30')).toEqual({ refusal: '用户不存在', status: 404 });
  });

  it('a sum of each row’s field times another (sold × price), a row without the other counting 0', () => {
    const packages: AggregateRow[] = [{ sold: 3, price: 80.5 }, { sold: 2, price: 720 }, { sold: 7 }];
    expect(answer({ source: 'x', parts: { amount: { value: { sum: 'sold', times: 'price', digits: 2 } }, sold: { value: { sum: 'sold' } } } }, packages))
      .toEqual({ amount: 1681.5, sold: 12 });
  });

  it('fixed keys with their names, each at 0 without rows; months; shares; top n', () => {
    const data = answer({ source: 'x', parts: {
      statuses: { groupBy: { field: 'status', as: 'name', keys: ['RUNNING', 'PENDING', 'DONE'], names: { RUNNING: '运行中', PENDING: '排队中', DONE: '已完成' } }, measures: { value: { count: true } } },
      months: { groupBy: { field: 'time', as: 'name', time: 'month' }, measures: { value: { sum: 'fen' }, share: { share: 'value', digits: 2 } } },
      top: { groupBy: { field: 'userId' }, measures: { fen: { sum: 'fen' } }, sort: { by: 'fen', order: 'desc' }, top: 1 },
    } }, rows);
    expect(data.statuses).toEqual([{ name: '运行中', value: 1 }, { name: '排队中', value: 0 }, { name: '已完成', value: 2 }]);
    expect(data.months).toEqual([{ name: '2026-10', value: 601, share: 60.04 }, { name: '2026-11', value: 400, share: 39.96 }]);
    expect(data.top).toEqual([{ key: 'b', fen: 601 }]);
  });

  it('ties of the sort broken in turn, entries ranked from 1 after the top n (the best sellers)', () => {
    const sales: AggregateRow[] = [
      { pkg: 3, name: '丙', sold: 2, amount: 50 }, { pkg: 1, name: '甲', sold: 2, amount: 80 }, { pkg: 2, name: '乙', sold: 1, amount: 90 },
      { pkg: 4, name: '丁', sold: 2, amount: 80 }, { pkg: 5, name: '戊', sold: 1, amount: 10 },
    ];
    const best = answer({ source: 'x', parts: { best: {
      groupBy: { field: 'pkg', as: 'packageId', labels: { packageName: 'name' } }, measures: { buyCount: { sum: 'sold' }, amount: { sum: 'amount', digits: 2 } },
      sort: { by: 'buyCount', order: 'desc' }, ties: [{ by: 'amount', order: 'desc' }, { by: 'packageId', order: 'asc' }], top: 4, rank: 'rank',
    } }, answer: 'best' }, sales) as unknown as Record<string, unknown>[];
    expect(best).toEqual([
      { rank: 1, packageId: 1, packageName: '甲', buyCount: 2, amount: 80 },
      { rank: 2, packageId: 4, packageName: '丁', buyCount: 2, amount: 80 },
      { rank: 3, packageId: 3, packageName: '丙', buyCount: 2, amount: 50 },
      { rank: 4, packageId: 2, packageName: '乙', buyCount: 1, amount: 90 },
    ]);
  });

  it('every day of the range, shown from a character on; a month range with its own word', () => {
    const days = answer({ source: 'x', range: { field: 'time', start: 's', end: 'e', format: 'date', label: '日期', defaultDays: 3 }, parts: {
      days: { groupBy: { field: 'time', time: 'day', fill: true, as: 'name', sliceFrom: 5 }, measures: { value: { sum: 'fen' } } },
    } }, rows, '', '2026-11-30');
    expect(days.days).toEqual([{ name: '11-27', value: 0 }, { name: '11-28', value: 150 }, { name: '11-29', value: 250 }]);
    const months = { source: 'x', range: { field: 'time', start: 's', end: 'e', format: 'month' as const, label: '账期' }, parts: { n: { value: { count: true as const } } } };
    expect(answer(months, rows, 's=2026-11')).toEqual({ n: 2 });
    expect(answer(months, rows)).toEqual({ n: 3 });
    expect(refusal(months, rows, 's=2026-13')).toBe('账期格式应为 YYYY-MM');
    expect(refusal(months, rows, 's=2026-11&e=2026-10')).toBe('开始账期不能晚于结束账期');
  });
});

describe('windows ending today and parts reading another source', () => {
  const rows: AggregateRow[] = [
    { userId: 'a', day: '2026-11-30', n: 1 }, { userId: 'a', day: '2026-11-24', n: 2 }, { userId: 'a', day: '2026-10-31', n: 4 },
  ];
  it('the last n days, filled; today’s month; the first value of another source, null without one', () => {
    const declaration: AggregateDeclaration = { source: 'x', parts: {
      week: { within: { field: 'day', days: 7 }, groupBy: { field: 'day', time: 'day', fill: true, as: 'd', sliceFrom: 8 }, measures: { n: { sum: 'n' } } },
      month: { within: { field: 'day', month: true }, value: { sum: 'n' } },
      balance: { source: 'coins', measures: { value: { first: 'balance' } } },
    } };
    const data = answer(declaration, rows, '', '2026-11-30');
    expect(data.week).toEqual(['24', '25', '26', '27', '28', '29', '30'].map((d) => ({ d, n: d === '24' ? 2 : d === '30' ? 1 : 0 })));
    expect(data.month).toBe(3);
    expect(data.balance).toEqual({ value: null });
    const withCoins = aggregateAnswer(declaration, rows, new URLSearchParams(), '2026-11-30', (source) => (source === 'coins' ? [{ balance: 12.5 }] : []));
    expect('answer' in withCoins && (withCoins.answer as Record<string, unknown>).balance).toEqual({ value: 12.5 });
  });
});

describe('a list answered alone, the first rows only, or as a CSV file', () => {
  const rows: AggregateRow[] = [
    { name: '乙', fen: 5, source: 'app', hours: 1.5 }, { name: '甲', fen: 9, source: 'batch', hours: 2 }, { name: '丙, "x"', fen: 5, source: 'app', hours: 0.125 },
  ];
  const declaration: AggregateDeclaration = {
    source: 'x', parts: { records: { rows: { fields: ['name', 'source', 'hours'], sort: [{ by: 'fen', order: 'desc' }, { by: 'name', order: 'asc' }] }, top: 2 } }, answer: 'records',
  };
  it('answers the part itself, its first n rows, ordered by fields in turn', () => {
    const result = aggregateAnswer(declaration, rows, new URLSearchParams(), '2026-11-30');
    expect('answer' in result && result.answer).toEqual([{ name: '甲', source: 'batch', hours: 2 }, { name: '丙, "x"', source: 'app', hours: 0.125 }]);
  });

  it('answers a field the row lacks as "" and keeps a null (a top-level organisation has no parent)', () => {
    const orgs = aggregateAnswer({ source: 'x', parts: { groups: { rows: { fields: ['id', 'parentId', 'note'], sort: [{ by: 'id', order: 'asc' }] } } }, answer: 'groups' },
      [{ id: 'b', parentId: 'a' }, { id: 'a', parentId: null }], new URLSearchParams(), '2026-11-30');
    expect('answer' in orgs && orgs.answer).toEqual([{ id: 'a', parentId: null, note: '' }, { id: 'b', parentId: 'a', note: '' }]);
  });

  it('writes the titles and a line per row: labels, fixed decimals, quoted where needed, with a BOM', () => {
    const csv = aggregateCsv({ fileName: 'x.csv', columns: [
      { field: 'name', title: '名称' }, { field: 'hours', title: '核时', digits: 2 }, { field: 'source', title: '来源', labels: { app: '应用运行', batch: '批处理作业' } },
    ] }, rows.slice(1));
    expect(csv).toBe('\uFEFF名称,核时,来源\r\n甲,2.00,批处理作业\r\n"丙, ""x""",0.13,应用运行\r\n');
  });
});

describe('registration', () => {
  it('every shipped aggregate read names a registered source and scope, documents its answer and declares the parameters it reads', () => {
    expect([...declaredOperations.values()].filter((op) => op.aggregate).length).toBeGreaterThanOrEqual(4);
    expect(aggregateProblems(declaredOperations.values(), aggregateRegistry)).toEqual([]);
  });

  it('names an unknown source, scope, a missing response or an undeclared query parameter', () => {
    const family: FamilyDeclaration = { title: '测试', base: '/api/x/v1', operations: [{
      name: 'get-x', method: 'GET', path: 'x', summary: '测试', access: { signedIn: '测试用的调用' },
      aggregate: { source: 'nowhere', restrict: { scope: 'nobody', field: 'userId' }, filters: [{ param: 'q', field: 'name', match: 'contains' }], parts: { n: { value: { count: true } } } },
    }] };
    expect(aggregateProblems(declaredOperationsOf(new Map([['x', family]])), aggregateRegistry)).toEqual([
      'schemas/families/x.json get-x: 没有数据源 nowhere',
      'schemas/families/x.json get-x: 没有调用者范围 nobody',
      'schemas/families/x.json get-x: 汇总读取须声明 response',
      'schemas/families/x.json get-x: 查询参数 q 未在 query 中声明',
    ]);
  });

  it('asks a required parameter and a missing answer to declare their refusals', () => {
    const family: FamilyDeclaration = { title: '测试', base: '/api/x/v1', operations: [{
      name: 'get-x', method: 'GET', path: 'x', summary: '测试', access: { signedIn: '测试用的调用' }, query: { q: { type: 'string', description: '客户端' } }, response: { schema: { type: 'object' } },
      aggregate: { source: 'entity:app-dock', filters: [{ param: 'q', field: 'clientId', match: 'equals', required: '请指定客户端' }], missing: '客户端不存在', parts: { n: { value: { count: true } } } },
    }] };
    expect(aggregateProblems(declaredOperationsOf(new Map([['x', family]])), aggregateRegistry)).toEqual([
      'schemas/families/x.json get-x: 区间、必填参数或统计维度会被拒绝（400），须声明 refusals BadRequest',
      'schemas/families/x.json get-x: missing 会被拒绝（404），须声明 refusals NotFound',
    ]);
  });
});
