/**
 * The workbench's stateful handlers (issue 20): 我的应用 (use count, unsubscribe, check
 * permission), 应用统计 / 资源统计 (application-stat and the cpu-hour curve follow the jobs run and
 * the billing rule in force) and 工单管理 (create, page, detail, confirm, export: the generated family).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { authed, getJson, login, ORIGIN } from './support';

const OM = '/api/operation-management/v1';
type Envelope<T> = { code: number; data: T; message?: string };
type Row = Record<string, unknown>;
interface MyApp { id: number; appId: number; appName: string; useCount: number; desktop: boolean; lastUseTime: string }

async function call<T>(method: string, path: string, token: string, json?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${ORIGIN}${path}`, authed(token, { method, ...(json === undefined ? {} : { body: JSON.stringify(json), headers: { 'content-type': 'application/json' } }) }));
  return { status: response.status, body: (await response.json()) as T };
}
const data = async <T>(path: string, token: string) => (await getJson<Envelope<T>>(path, token)).body.data;
const myApps = (token: string) => data<MyApp[]>(`${OM}/application-manage/my-apps`, token);
const permission = (token: string, appId: number) => data<{ permitted: boolean; message: string }>(`${OM}/application-workorder/check-permission?appId=${appId}`, token);

afterEach(() => {
  vi.useRealTimers();
});

describe('我的应用: use count, unsubscribe, check permission', () => {
  it('counts a launch, refuses another user’s app, and unsubscribing takes the app away and closes launch', async () => {
    const token = (await login('personal')).access_token;
    const apps = await myApps(token);
    expect(apps.length).toBeGreaterThan(0);
    const app = apps[0]!;
    expect(await permission(token, app.appId)).toEqual({ permitted: true, message: '' });

    const counted = await call<Envelope<MyApp>>('PUT', `${OM}/application-manage/use-count/${app.id}`, token);
    expect(counted.body.data.useCount).toBe(app.useCount + 1);
    expect((await myApps(token)).find((a) => a.id === app.id)).toMatchObject({ useCount: app.useCount + 1, lastUseTime: counted.body.data.lastUseTime });
    expect((await myApps(token))[0]!.id).toBe(app.id); // most recently used first

    const other = (await login('enterprise')).access_token;
    const foreign = await call<Envelope<null>>('PUT', `${OM}/application-manage/use-count/${app.id}`, other);
    expect([403, 404]).toContain(foreign.status);
    expect((await call<Envelope<null>>('PUT', `${OM}/application-workorder/subscription/unsubscription`, other, { id: app.id })).status).not.toBe(200);

    const gone = await call<Envelope<Row>>('PUT', `${OM}/application-workorder/subscription/unsubscription`, token, { id: app.id });
    expect(gone.body.data).toMatchObject({ id: app.id, status: 'UNSUBSCRIBED' });
    expect((await myApps(token)).some((a) => a.id === app.id)).toBe(false);
    expect(await permission(token, app.appId)).toEqual({ permitted: false, message: '您尚未订阅该应用或已退订' });
    const twice = await call<Envelope<null>>('PUT', `${OM}/application-workorder/subscription/unsubscription`, token, { id: app.id });
    expect(twice).toMatchObject({ status: 404, body: { message: '应用不存在或已退订' } });
    expect((await getJson(`${OM}/application-workorder/check-permission?appId=${app.appId}`)).status).toBe(401);
  });

  it('check-permission refuses an expired subscription and a caller without a usable HPC account', async () => {
    const token = (await login('enterprise')).access_token;
    const [app] = await myApps(token);
    const subs = mockControl.db.collection('appSubscriptions');
    const original = subs.get(app!.id)!.expireTime;
    subs.update(app!.id, { expireTime: '2020-01-01 00:00:00' });
    expect(await permission(token, app!.appId)).toEqual({ permitted: false, message: '该应用的使用期限已到期，请续订' });
    subs.update(app!.id, { expireTime: original });
    const userId = subs.get(app!.id)!.userId;
    const accounts = mockControl.db.collection('hpcAccounts');
    for (const account of accounts.list().filter((a) => a.userId === userId)) accounts.update(account.id, { status: 'locked' });
    expect(await permission(token, app!.appId)).toEqual({ permitted: false, message: '当前未绑定HPC账号，请刷新页面或联系平台管理员' });
  });
});

describe('应用统计 and 资源统计 (application-stat, cpu-hour curve)', () => {
  it('a finished job adds its core-hours and its cost at the billing rule in force; the curve agrees', async () => {
    // Now, or tomorrow 10:00 (Beijing) late in the evening, so the job's hour of running stays
    // within one day; never earlier than now, when every seeded job has ended.
    const beijing = (t: number) => new Date(t + 8 * 3_600_000).toISOString();
    // Nor within the hour before 10:00, when the seeded history moves up a day (SEED_REF_DATE's
    // hour, store/demoClock.ts presentDate) and a day of old jobs would join today's.
    const hour = Number(beijing(Date.now()).slice(11, 13));
    const late = hour >= 22;
    const start = late ? Date.parse(`${beijing(Date.now() + 86_400_000).slice(0, 10)}T10:00:00+08:00`)
      : hour === 9 ? Date.parse(`${beijing(Date.now()).slice(0, 10)}T10:00:00+08:00`) : Date.now();
    const today = beijing(start).slice(0, 10);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const admin = (await login('admin')).access_token;
    const token = (await login('enterprise')).access_token;
    const [app] = await myApps(token);
    const form = await data<{ fields: { key: string; type: string; required: boolean; default?: unknown; options?: { value: string }[] }[]; partitions: { name: string; price: number }[] }>(`${OM}/starlight/app/forms?appId=${app!.appId}`, token);
    expect(form.partitions.find((p) => p.name === 'cpu_normal')?.price).toBe(0.08);
    const params: Record<string, unknown> = { jobName: 'stat_check', partition: 'cpu_normal', ntasks: 64, walltime: 1 };
    for (const f of form.fields) if (params[f.key] === undefined && f.required) params[f.key] = f.default ?? f.options?.[0]?.value ?? '/public/home/stat/in';

    const q = `startDate=${today}&endDate=${today}`;
    const rowOf = async () => (await data<{ records: Row[] }>(`${OM}/application-manage/application-stat?${q}`, token)).records.find((r) => r.appName === app!.appName);
    const before = (await rowOf()) ?? { jobs: 0, coreHours: 0, cost: 0 };
    const curveBefore = await data<{ total: number; records: { date: string; coreHours: number; cpu: number }[] }>(`${OM}/starlight/cpu-hour/curve?${q}`, token);
    expect((await call<Envelope<Row>>('POST', `${OM}/app-start/apply`, token, { appId: app!.appId, params })).status).toBe(200);
    vi.setSystemTime(Date.now() + 61 * 60_000); // 64 cores × 1 h = 64 core-hours at 0.08 = 5.12

    const after = (await rowOf())!;
    expect(after.jobs).toBe((before.jobs as number) + 1);
    expect(Math.round((after.coreHours as number) * 100)).toBe(Math.round((before.coreHours as number) * 100) + 6_400);
    expect(Math.round((after.cost as number) * 100)).toBe(Math.round((before.cost as number) * 100) + 512);
    const curve = await data<{ total: number; records: { date: string; coreHours: number; cpu: number }[] }>(`${OM}/starlight/cpu-hour/curve?${q}`, token);
    expect(Math.round(curve.total * 100)).toBe(Math.round(curveBefore.total * 100) + 6_400);
    expect(curve.records).toEqual([expect.objectContaining({ date: today, coreHours: curve.total })]);

    const rule = mockControl.db.collection('crud.time-billing').find((r) => r.partition === 'cpu_normal' && r.status === 1)!;
    expect((await call('PUT', `${OM}/time-billing/${rule.id as number}`, admin, { ...rule, unitPrice: 0.1 })).status).toBe(200);
    const repriced = (await rowOf())!;
    expect(Math.round((repriced.cost as number) * 100) - Math.round((after.cost as number) * 100)).toBeGreaterThanOrEqual(128); // 64 × 2 fen more, at least
  });

  it('answers the table rows sorted by core-hours and refuses bad ranges with clear messages', async () => {
    const token = (await login('personal')).access_token;
    const answer = await data<{ start: string; end: string; records: { appName: string; jobs: number; coreHours: number; cost: number }[] }>(`${OM}/application-manage/application-stat?startDate=2020-01-01&endDate=2020-12-31`, token);
    expect(answer).toMatchObject({ start: '2020-01-01', end: '2020-12-31' });
    const fallback = await data<{ start: string; end: string; records: { appName: string; coreHours: number }[] }>(`${OM}/application-manage/application-stat`, token);
    expect(Date.parse(fallback.end) - Date.parse(fallback.start)).toBe(29 * 86_400_000);
    const hours = fallback.records.map((r) => r.coreHours);
    expect(hours).toEqual([...hours].sort((a, b) => b - a));
    for (const [query, message] of [
      ['startDate=2026-02-01&endDate=2026-01-01', '开始日期不能晚于结束日期'],
      ['startDate=2026/01/01&endDate=2026-01-31', '日期格式应为 YYYY-MM-DD'],
      ['startDate=2024-01-01&endDate=2026-01-31', '统计区间不能超过一年'],
    ] as const) {
      const bad = await getJson<Envelope<null>>(`${OM}/application-manage/application-stat?${query}`, token);
      expect(bad.status, query).toBe(400);
      expect(bad.body.message).toBe(message);
    }
  });
});

// 工单管理 is a generated list of the `workorder` family (entity my-workorder, the caller's own: x-owner-field).
describe('工单管理: create, page, detail, confirm, export', () => {
  it('moves a ticket from created to confirmed, and exports the caller’s tickets', async () => {
    const token = (await login('personal')).access_token;
    const bad = await call<Envelope<null> & { errors: Record<string, string> }>('POST', `${OM}/workorder/create`, token, { type: '其他', title: '  ', content: 'x', phone: '13800000000' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['title', 'content']));
    expect((await call<{ errors: Record<string, string> }>('POST', `${OM}/workorder/create`, token, { type: '其他', title: '登录失败', content: '无法登录', phone: '123' })).body.errors.phone).toBe('请输入正确的手机号码');
    expect((await call<{ errors: Record<string, string> }>('POST', `${OM}/workorder/create`, token, { type: '无此类型', title: '登录失败', content: '无法登录', phone: '13800000000' })).body.errors).toHaveProperty('type');

    const created = await call<Envelope<Row>>('POST', `${OM}/workorder/create`, token, { type: '故障报修', title: ' 登录节点无法访问 ', content: '  ssh 超时  ', phone: '13800000000', status: 'CLOSED', userId: 'someone-else' });
    const personal = mockControl.db.collection('users').find((u) => u.userName === 'personal')!;
    // Trimmed, numbered after the day's series, pending and the caller's own whatever the body says.
    expect(created.body.data).toMatchObject({ title: '登录节点无法访问', content: 'ssh 超时', status: 'PENDING', userId: personal.id, orderNo: expect.stringMatching(/^GD\d{12}$/) });
    const id = created.body.data.id as number;
    const list = await call<Envelope<{ records: Row[]; total: number }>>('POST', `${OM}/workorder/page`, token, { pageIndex: 1, pageSize: 10, sortField: 'createTime', sortOrder: 'desc' });
    expect(list.body.data.records[0]).toMatchObject({ id, orderNo: created.body.data.orderNo });
    const pending = await call<Envelope<{ records: Row[] }>>('POST', `${OM}/workorder/page`, token, { status: 'PENDING', title: '登录节点', pageIndex: 1, pageSize: 10 });
    expect(pending.body.data.records.map((r) => r.id)).toContain(id);
    expect(pending.body.data.records.every((r) => r.status === 'PENDING')).toBe(true);

    const early = await call<Envelope<null>>('POST', `${OM}/workorder/confirm`, token, { id });
    expect(early).toMatchObject({ status: 400, body: { message: '当前状态不允许该操作' } });
    mockControl.db.collection('crud.my-workorder').update(id, { status: 'REPLIED', reply: '已恢复', replyTime: '2026-11-26 10:00:00' });
    const other = (await login('enterprise')).access_token;
    expect((await call('POST', `${OM}/workorder/confirm`, other, { id })).status).toBe(404);
    expect((await getJson(`${OM}/workorder/detail?id=${id}`, other)).status).toBe(404);
    expect((await call('POST', `${OM}/workorder/confirm`, token, { id })).status).toBe(200);
    expect(await data<Row>(`${OM}/workorder/detail?id=${id}`, token)).toMatchObject({ status: 'CLOSED', confirmTime: expect.any(String), reply: '已恢复' });

    const response = await fetch(`${ORIGIN}${OM}/workorder/export`, authed(token));
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n').filter((l) => l !== '').map((l) => l.split(','));
    expect(lines[0]).toEqual(['编号', '工单编号', '工单类型', '工单标题', '问题描述', '联系人', '联系电话', '状态', '处理回复', '回复时间', '提交时间', '完结时间']);
    const total = (await call<Envelope<{ total: number }>>('POST', `${OM}/workorder/page`, token, { pageIndex: 1, pageSize: 1 })).body.data.total;
    expect(lines.length - 1).toBe(total);
    expect(lines.find((l) => l[1] === created.body.data.orderNo)).toEqual([String(id), created.body.data.orderNo, '故障报修', '登录节点无法访问', 'ssh 超时', '', '13800000000', '已完结', '已恢复', '2026-11-26 10:00:00', created.body.data.createTime, expect.any(String)]);
  });
});
