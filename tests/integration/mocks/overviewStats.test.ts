/**
 * The overview statistics: account-stat (the workbench 概览's source) and the platform's money —
 * receivables by bill, real arrears, the bills' split over partitions, recharges — over the
 * customers of the caller's organisation scope; and a package's 余量 read and set at
 * set-surplus / custom-set-surplus, with its per-application use (cost-set-surplus data/app).
 */
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { subtreeIds } from '../../../mocks/handlers/orgGroupTree';
import { familyGrants } from '../../../src/contract/grants';
import { authed, getJson, login, ORIGIN } from './support';

const OM = '/api/operation-management/v1';
type Envelope<T> = { code: number; data: T; message?: string };
type Row = Record<string, unknown>;
type Series = { name: string; value: number }[];

async function call<T>(method: string, path: string, token: string, json?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${ORIGIN}${path}`, authed(token, { method, ...(json === undefined ? {} : { body: JSON.stringify(json), headers: { 'content-type': 'application/json' } }) }));
  return { status: response.status, body: (await response.json()) as T };
}

const users = () => mockControl.db.collection('users');
const userOf = (userName: string) => users().find((u) => u.userName === userName)!;
const bills = () => mockControl.db.collection('expenseBills');
const fen = (yuan: number) => Math.round(yuan * 100);
const sumFen = (series: Series) => series.reduce((s, p) => s + fen(p.value), 0);

/** Gives the sub-centre administrator's role the list codes of 账单管理 and 虚拟币管理. */
function grantCostListsToSubcenter(): void {
  const codes = ['bill-manage', 'coin-account'].flatMap((family) => familyGrants(`${OM}/${family}`).verbs.list ?? []).map((g) => g.code).filter((c): c is string => c !== null);
  expect(codes.length).toBeGreaterThan(0);
  const roles = mockControl.db.collection('roles');
  const role = userOf('subcenter').role;
  roles.update(role, { permissions: [...new Set([...roles.get(role)!.permissions, ...codes])] });
}

describe('overview stats: account-stat', () => {
  it('answers the caller’s own jobs, core-hours, storage and balance; without the 概览 code it is refused', async () => {
    const admin = (await login('admin')).access_token;
    const stat = (await getJson<Envelope<{ jobs: { running: number; total: number }; account: { balance: number }; dailyCoreHours: Series }>>(`${OM}/account-stat`, admin)).body.data;
    const accs = mockControl.db.collection('hpcAccounts').list().filter((a) => a.userId === userOf('admin').id).map((a) => a.acc);
    const jobs = mockControl.db.collection('hpcJobs').list().filter((j) => accs.includes(j.acc));
    expect(stat.jobs).toMatchObject({ total: jobs.length, running: jobs.filter((j) => j.status === 'RUNNING').length });
    expect(stat.account.balance).toBe(mockControl.db.collection('coinAccounts').get(userOf('admin').id)!.balance);
    expect(stat.dailyCoreHours).toHaveLength(7);
    expect((await getJson(`${OM}/account-stat`, (await login('noperm')).access_token)).status).toBe(403);
  });
});

describe('overview stats: the platform’s money', () => {
  it('platform-should-money: every bill once, settled plus open equals the total, per 账期; a bad 账期 is refused', async () => {
    const admin = (await login('admin')).access_token;
    const answer = (await getJson<Envelope<{ total: number; settled: number; unsettled: number; bills: number; periods: Series }>>(`${OM}/platform-should-money`, admin)).body.data;
    const all = bills().list();
    expect(answer.bills).toBe(all.length);
    expect(fen(answer.total)).toBe(all.reduce((s, b) => s + b.amountFen, 0));
    expect(fen(answer.settled) + fen(answer.unsettled)).toBe(fen(answer.total));
    expect(sumFen(answer.periods)).toBe(fen(answer.total));
    const october = (await getJson<Envelope<{ bills: number }>>(`${OM}/platform-should-money?startPeriod=2026-10&endPeriod=2026-10`, admin)).body.data;
    expect(october.bills).toBe(all.filter((b) => b.period === '2026-10').length);
    const bad = await getJson<Envelope<null>>(`${OM}/platform-should-money?startPeriod=2026-13`, admin);
    expect(bad).toMatchObject({ status: 400, body: { message: '账期格式应为 YYYY-MM' } });
    expect((await getJson(`${OM}/platform-should-money?startPeriod=2026-10&endPeriod=2026-09`, admin)).status).toBe(400);
  });

  it('platform-real-owe-money: a customer whose open bills exceed the balance owes the difference', async () => {
    const admin = (await login('admin')).access_token;
    const enterprise = userOf('enterprise');
    bills().insert({ userId: enterprise.id, billNo: 'ZD-OWE-TEST', period: '2026-11', lines: [], amountFen: 900_000_000, status: 'UNSETTLED', createTime: '2026-11-01 02:00:00' });
    const answer = (await getJson<Envelope<{ total: number; customers: number; records: Row[] }>>(`${OM}/platform-real-owe-money`, admin)).body.data;
    const row = answer.records.find((r) => r.userName === 'enterprise')!;
    expect(fen(row.owe as number)).toBe(fen(row.unsettled as number) - fen(row.balance as number));
    expect(row.owe).toBeGreaterThan(0);
    // The largest debt first.
    expect(answer.records[0]).toBe(row);
    expect(answer.records.every((r) => (r.owe as number) > 0)).toBe(true);
    expect(fen(answer.total)).toBeGreaterThanOrEqual(answer.records.reduce((s, r) => s + fen(r.owe as number), 0));
  });

  it('allocation-bill-stat: the bills’ lines per partition add up to the billed total', async () => {
    const admin = (await login('admin')).access_token;
    const answer = (await getJson<Envelope<{ total: number; records: { partition: string; name: string; value: number; share: number }[] }>>(`${OM}/allocation-bill-stat`, admin)).body.data;
    const lines = bills().list().flatMap((b) => b.lines);
    expect(fen(answer.total)).toBe(lines.reduce((s, l) => s + l.amountFen, 0));
    expect(sumFen(answer.records)).toBe(fen(answer.total));
    const gpu = answer.records.find((r) => r.partition === 'gpu_a800');
    if (gpu) expect(gpu.name).toBe('GPU A800');
    expect(Math.round(answer.records.reduce((s, r) => s + r.share, 0))).toBe(100);
  });

  it('user-invest-stat: an operator recharge is counted under 后台充值 and in its month', async () => {
    const admin = (await login('admin')).access_token;
    const read = async () => (await getJson<Envelope<{ total: number; count: number; months: Series; channels: Series }>>(`${OM}/user-invest-stat`, admin)).body.data;
    const before = await read();
    expect(sumFen(before.months)).toBe(fen(before.total));
    expect(sumFen(before.channels)).toBe(fen(before.total));
    expect((await call('POST', `${OM}/coin-account/manage-invest`, admin, { userId: userOf('enterprise').id, amount: 123.45 })).status).toBe(200);
    const after = await read();
    expect(fen(after.total) - fen(before.total)).toBe(12_345);
    expect(after.count).toBe(before.count + 1);
    const channel = (s: Series) => fen(s.find((p) => p.name === '后台充值')?.value ?? 0);
    expect(channel(after.channels) - channel(before.channels)).toBe(12_345);
  });

  it('a sub-centre operator holding the cost lists’ codes reads the customers of its own organisations only; a customer is refused', async () => {
    const customer = (await login('enterprise')).access_token;
    for (const path of ['platform-should-money', 'platform-real-owe-money', 'allocation-bill-stat', 'user-invest-stat']) expect((await getJson(`${OM}/${path}`, customer)).status, path).toBe(403);
    grantCostListsToSubcenter();
    const scope = subtreeIds('2001');
    const inScope = new Set(users().list().filter((u) => scope.has(u.groupInfo[0]?.groupId ?? '')).map((u) => u.id));
    const token = (await login('subcenter')).access_token;
    const answer = (await getJson<Envelope<{ total: number; bills: number }>>(`${OM}/platform-should-money`, token)).body.data;
    const mine = bills().list().filter((b) => inScope.has(b.userId));
    expect(answer.bills).toBe(mine.length);
    expect(answer.bills).toBeLessThan(bills().count());
    expect(fen(answer.total)).toBe(mine.reduce((s, b) => s + b.amountFen, 0));
  });
});

describe('套餐余量 at set-surplus / custom-set-surplus and its per-application use', () => {
  it('reads one package’s 余量 by id, sets its warning by id in the body, and shows where its core-hours went', async () => {
    const admin = (await login('admin')).access_token;
    const runners = new Set(mockControl.db.collection('appJobs').list().map((j) => j.userId));
    const paid = mockControl.db.collection('expenseOrders').find((o) => o.status === 'PAID' && runners.has(o.userId))!;
    const row = (await getJson<Envelope<Row>>(`${OM}/set-surplus?id=${paid.id}`, admin)).body.data;
    expect(row).toMatchObject({ id: paid.id, orderNo: paid.orderNo, coreHours: paid.coreHours });
    expect((await getJson(`${OM}/set-surplus?id=999999`, admin)).status).toBe(404);
    const set = await call<Envelope<Row>>('POST', `${OM}/custom-set-surplus`, admin, { id: paid.id, warnHours: 12.5 });
    expect(set.body.data).toMatchObject({ id: paid.id, warnHours: 12.5 });
    expect((await getJson<Envelope<Row>>(`${OM}/set-surplus?id=${paid.id}`, admin)).body.data.warnHours).toBe(12.5);
    expect((await call('POST', `${OM}/custom-set-surplus`, admin, { id: 999999, warnHours: 1 })).status).toBe(404);

    const use = (await getJson<Envelope<Row & { apps: { appName: string; jobs: number; coreHours: number; cost: number }[] }>>(`${OM}/cost-set-surplus/data/app/${paid.id}`, admin)).body.data;
    expect(use).toMatchObject({ id: paid.id, orderNo: paid.orderNo });
    // The same jobs 作业费用 lists for the customer, those submitted within the package's term, per application.
    const from = paid.payTime ?? paid.createTime;
    const to = String(row.expireTime);
    const owner = userOf('admin').id === paid.userId ? 'admin' : users().get(paid.userId)!.userName;
    const jobRows = (await getJson<Envelope<{ records: Row[] }>>(`${OM}/job-cost/page?userName=${owner}&pageIndex=1&pageSize=1000`, admin)).body.data.records
      .filter((j) => j.userName === owner && String(j.submitTime) >= from && String(j.submitTime) <= to);
    const expected = new Map<string, number>();
    for (const j of jobRows) expected.set(String(j.appName), Math.round(((expected.get(String(j.appName)) ?? 0) + Number(j.coreHours)) * 100) / 100);
    expect(Object.fromEntries(use.apps.map((a) => [a.appName, a.coreHours]))).toEqual(Object.fromEntries(expected));
    expect(use.apps.reduce((s, a) => s + a.jobs, 0)).toBe(jobRows.length);
    expect((await getJson(`${OM}/cost-set-surplus/data/app/999999`, admin)).status).toBe(404);
    const customer = (await login('enterprise')).access_token;
    expect((await getJson(`${OM}/set-surplus?id=${paid.id}`, customer)).status).toBe(403);
    expect((await getJson(`${OM}/cost-set-surplus/data/app/${paid.id}`, customer)).status).toBe(403);
  });
});
