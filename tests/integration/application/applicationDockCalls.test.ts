/**
 * The spec's 应用对接 calls (schemas/families/application-dock*.json, mocks/handlers/applicationDock.ts):
 * the list, the review (PUT status) and sync naming the record in the body, a client's history and
 * its passed requests, the client's figures and the link that opens a docked application — over
 * the records the 应用对接 page edits, refused to a caller without its codes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { DOCK_REFUSALS } from '../../../mocks/handlers/applicationDock';
import { authed, login, ORIGIN } from '../mocks/support';

const D = '/api/operation-management/v1/application-dock';

interface Envelope<T> {
  code: number;
  message?: string;
  data: T;
  errors?: Record<string, string>;
}
interface Page<T> {
  records: T[];
  total: number;
}
interface Dock {
  id: number;
  clientId: string;
  appName: string;
  platformName: string;
  dockUrl: string;
  auditStatus: number;
  syncStatus: number;
  opinion?: string;
  auditTime?: string;
  syncTime?: string;
  contact: string;
  phone: string;
  createTime: string;
}

async function call<T>(method: string, path: string, token: string | null, json?: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const init: RequestInit = { method, headers: { 'content-type': 'application/json' }, ...(json === undefined ? {} : { body: JSON.stringify(json) }) };
  const response = await fetch(`${ORIGIN}${path}`, token ? authed(token, init) : init);
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

const docks = () => mockControl.db.collection('crud.app-dock').list() as unknown as Dock[];
const admin = async () => (await login('admin')).access_token;

afterEach(async () => {
  await mockControl.reset();
});

describe('GET application-dock/list', () => {
  it('pages the docking requests with the list filters', async () => {
    const token = await admin();
    const all = await call<Page<Dock>>('GET', `${D}/list?pageIndex=1&pageSize=10`, token);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(docks().length);
    expect(all.body.data.records).toHaveLength(10);
    const waiting = await call<Page<Dock>>('GET', `${D}/list?pageIndex=1&pageSize=50&auditStatus=1`, token);
    expect(waiting.body.data.total).toBe(docks().filter((d) => d.auditStatus === 1).length);
    expect(waiting.body.data.records.every((d) => d.auditStatus === 1)).toBe(true);
    expect((await call('GET', `${D}/list`, (await login('ops')).access_token)).status).toBe(403);
  });
});

describe('PUT application-dock/status and sync (the record in the body)', () => {
  it('a review passes or rejects a waiting request; sync puts a passed one online', async () => {
    const token = await admin();
    const [first, second] = docks().filter((d) => d.auditStatus === 1);
    const passed = await call<Dock>('PUT', `${D}/status`, token, { id: first!.id, result: 1, opinion: '接口联调通过' });
    expect(passed.status).toBe(200);
    expect(passed.body.data).toMatchObject({ id: first!.id, auditStatus: 2, opinion: '接口联调通过' });
    expect(passed.body.data.auditTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // A rejection needs its reason; a reviewed request is not reviewed again.
    const bare = await call('PUT', `${D}/status`, token, { id: second!.id, result: 2 });
    expect(bare.status).toBe(400);
    expect(bare.body.errors).toEqual({ opinion: '审核意见不能为空' });
    expect((await call('PUT', `${D}/status`, token, { id: first!.id, result: 2, opinion: '重复' })).status).toBe(400);

    const synced = await call<Dock>('PUT', `${D}/sync`, token, { id: first!.id });
    expect(synced.body.data).toMatchObject({ id: first!.id, syncStatus: 2 });
    expect(docks().find((d) => d.id === first!.id)!.syncStatus).toBe(2);
    // Only a passed request is synchronised; an unknown one is 404.
    expect((await call('PUT', `${D}/sync`, token, { id: second!.id })).status).toBe(400);
    expect((await call('PUT', `${D}/sync`, token, { id: 9999 })).status).toBe(404);
    expect((await call('PUT', `${D}/status`, (await login('ops')).access_token, { id: second!.id, result: 1 })).status).toBe(403);
  });
});

describe('GET application-dock/history and pass-list', () => {
  it('history lists every request of one client; pass-list its passed ones only', async () => {
    const token = await admin();
    const clientId = docks()[0]!.clientId;
    const mine = docks().filter((d) => d.clientId === clientId);
    expect(mine.length).toBeGreaterThan(1);
    const history = await call<Page<Dock>>('GET', `${D}/history?pageIndex=1&pageSize=20&clientId=${clientId}`, token);
    expect(history.status).toBe(200);
    expect(history.body.data.records.map((d) => d.id).sort((a, b) => a - b)).toEqual(mine.map((d) => d.id).sort((a, b) => a - b));

    const pass = await call<Page<Dock>>('GET', `${D}/pass-list?pageIndex=1&pageSize=20&clientId=${clientId}&auditStatus=2`, token);
    expect(pass.status).toBe(200);
    expect(pass.body.data.records.map((d) => d.id).sort((a, b) => a - b)).toEqual(mine.filter((d) => d.auditStatus === 2).map((d) => d.id).sort((a, b) => a - b));
    // The pass list is the passed requests: asking it for others is refused.
    expect((await call('GET', `${D}/pass-list?pageIndex=1&pageSize=20&auditStatus=1`, token)).status).toBe(403);

    // A request passed now joins the client's pass list.
    const waiting = docks().find((d) => d.auditStatus === 1)!;
    await call('PUT', `${D}/status`, token, { id: waiting.id, result: 1 });
    const after = await call<Page<Dock>>('GET', `${D}/pass-list?pageIndex=1&pageSize=50&clientId=${waiting.clientId}&auditStatus=2`, token);
    expect(after.body.data.records.some((d) => d.id === waiting.id)).toBe(true);

    const ops = (await login('ops')).access_token;
    expect((await call('GET', `${D}/history?clientId=${clientId}`, ops)).status).toBe(403);
    expect((await call('GET', `${D}/pass-list?auditStatus=2`, ops)).status).toBe(403);
  });
});

describe('GET application-dock/client-info', () => {
  it('counts one client’s requests by outcome and names its passed applications', async () => {
    const token = await admin();
    const clientId = docks()[0]!.clientId;
    const mine = docks().filter((d) => d.clientId === clientId);
    const { status, body } = await call<{ clientId: string; platformName: string; requestCount: number; passCount: number; rejectCount: number; pendingCount: number; syncCount: number; apps: string[] }>(
      'GET', `${D}/client-info?clientId=${clientId}`, token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      clientId,
      platformName: mine[0]!.platformName,
      requestCount: mine.length,
      passCount: mine.filter((d) => d.auditStatus === 2).length,
      rejectCount: mine.filter((d) => d.auditStatus === 3).length,
      pendingCount: mine.filter((d) => d.auditStatus === 1).length,
      syncCount: mine.filter((d) => d.auditStatus === 2 && d.syncStatus === 2).length,
    });
    // The contact is the latest request's; the applications those that passed, each once; the first and latest request times.
    const byTime = [...mine].sort((a, b) => String(a.createTime).localeCompare(String(b.createTime)));
    const latest = byTime[byTime.length - 1]!;
    const info = body.data as unknown as { contact: string; phone: string; apps: string[]; firstTime: string; lastTime: string };
    expect(info).toMatchObject({ contact: latest.contact, phone: latest.phone, firstTime: byTime[0]!.createTime, lastTime: latest.createTime });
    expect(info.apps).toEqual([...new Set(mine.filter((d) => d.auditStatus === 2).map((d) => d.appName))]);
    expect(await call('GET', `${D}/client-info`, token)).toMatchObject({ status: 400, body: { message: '请指定客户端 ID' } });
    expect(await call('GET', `${D}/client-info?clientId=client_none`, token)).toMatchObject({ status: 404, body: { message: '对接客户端不存在' } });
    expect((await call('GET', `${D}/client-info?clientId=${clientId}`, (await login('ops')).access_token)).status).toBe(403);
  });
});

describe('GET application-dock/url', () => {
  it('opens a passed and synchronised application at its dock address with the client id and a ticket', async () => {
    const token = await admin();
    const online = docks().find((d) => d.auditStatus === 2 && d.syncStatus === 2)!;
    const { status, body } = await call<{ url: string }>('GET', `${D}/url?id=${online.id}`, token);
    expect(status).toBe(200);
    const url = new URL(body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(online.dockUrl);
    expect(url.searchParams.get('client_id')).toBe(online.clientId);
    expect(url.searchParams.get('ticket')).toMatch(/^[0-9a-f]{24}$/);
    // Each call gives a new ticket.
    const again = await call<{ url: string }>('GET', `${D}/url?id=${online.id}`, token);
    expect(new URL(again.body.data.url).searchParams.get('ticket')).not.toBe(url.searchParams.get('ticket'));

    const waiting = docks().find((d) => d.auditStatus === 1)!;
    expect(await call('GET', `${D}/url?id=${waiting.id}`, token)).toMatchObject({ status: 400, body: { message: DOCK_REFUSALS.notPassed } });
    const offline = docks().find((d) => d.auditStatus === 2 && d.syncStatus !== 2)!;
    expect(await call('GET', `${D}/url?id=${offline.id}`, token)).toMatchObject({ status: 400, body: { message: DOCK_REFUSALS.notSynced } });
    expect(await call('GET', `${D}/url`, token)).toMatchObject({ status: 400, body: { message: DOCK_REFUSALS.idMissing } });
    expect((await call('GET', `${D}/url?id=9999`, token)).status).toBe(404);
    expect((await call('GET', `${D}/url?id=${online.id}`, (await login('ops')).access_token)).status).toBe(403);
  });
});
