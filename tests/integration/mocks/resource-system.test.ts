import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { CHUNK_SIZE } from '../../../mocks/handlers/chunkAssembly';
import { authed, getJson, login, ORIGIN } from './support';

const OM = '/api/operation-management/v1';
interface Envelope<T> { code: number; message?: string; data: T }

const userId = (userName: string) => mockControl.db.collection('users').find((u) => u.userName === userName)!.id;

async function send<T>(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${ORIGIN}${path}`, authed(token, {
    method, ...(body instanceof FormData ? { body } : body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  }));
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

function chunkForm(bytes: Uint8Array, index: number, fields: Record<string, string>): FormData {
  const form = new FormData();
  const start = index * CHUNK_SIZE;
  form.append('file', new Blob([bytes.slice(start, Math.min(bytes.length, start + CHUNK_SIZE))]), fields.fileName);
  form.append('identifier', 'test-file-1');
  form.append('currentIndex', String(index));
  form.append('totalChunks', String(Math.ceil(bytes.length / CHUNK_SIZE)));
  form.append('totalSize', String(bytes.length));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

describe('资源管理 agrees with the workbench', () => {
  it('a customer’s core-hours in 资源统计 and 机时消耗明细 equal their own 资源统计 over the same days', async () => {
    const ent = (await login('enterprise')).access_token;
    const curve = await getJson<Envelope<{ start: string; end: string; total: number }>>(`${OM}/starlight/cpu-hour/curve`, ent);
    expect(curve.status).toBe(200);
    const { start, end, total } = curve.body.data;
    expect(total).toBeGreaterThan(0);

    const admin = (await login('admin')).access_token;
    const stat = await getJson<Envelope<{ total: number; records: { key: string; name: string; coreHours: number }[] }>>(
      `${OM}/resource-manage/stat?scope=enterprise&startDate=${start}&endDate=${end}`, admin);
    expect(stat.status).toBe(200);
    const row = stat.body.data.records.find((r) => r.key === userId('enterprise'));
    expect(row?.coreHours).toBe(total);

    const sub = await getJson<Envelope<{ total: number }>>(`${OM}/resource-manage/stat?scope=subcenter&startDate=${start}&endDate=${end}`, admin);
    expect(sub.body.data.total).toBe(stat.body.data.total);

    const detail = await getJson<Envelope<{ total: number; coreHours: number; records: { customer: string }[] }>>(
      `${OM}/resource-manage/consume-time/page?customer=${encodeURIComponent(row!.name)}&startDate=${start}&endDate=${end}&pageIndex=1&pageSize=5`, admin);
    expect(detail.body.data.coreHours).toBe(total);
    expect(detail.body.data.records.length).toBeLessThanOrEqual(5);
    expect(detail.body.data.records.every((r) => r.customer === row!.name)).toBe(true);

    const csv = await fetch(`${ORIGIN}${OM}/resource-manage/consume-time/export?customer=${encodeURIComponent(row!.name)}&startDate=${start}&endDate=${end}`, authed(admin));
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(detail.body.data.total + 1);

    expect((await getJson(`${OM}/resource-manage/stat?scope=enterprise`, ent)).status).toBe(403);
    expect((await getJson(`${OM}/resource-manage/stat?scope=enterprise&startDate=2026-02-01&endDate=2026-01-01`, admin)).status).toBe(400);
  });
});

describe('行业模块 edits show on the /platform page', () => {
  it('an edited solution shows, a hidden one does not', async () => {
    const admin = (await login('admin')).access_token;
    const list = await getJson<Envelope<{ records: { id: number; title: string }[] }>>(`${OM}/industry-module/page?industry=geo&moduleType=2&pageIndex=1&pageSize=20`, admin);
    const [first, second] = list.body.data.records;
    expect(first && second).toBeTruthy();
    const record = mockControl.db.collection('crud.industry-module').get(first!.id)!;
    const saved = await send('PUT', `${OM}/industry-module/${first!.id}`, admin, { ...record, title: '洪涝淹没分析', content: '分钟级洪水演进模拟，支撑防汛决策' });
    expect(saved.status).toBe(200);
    expect((await send('PUT', `${OM}/industry-module/status/${second!.id}/0`, admin)).status).toBe(200);

    const page = await getJson<Envelope<{ solutions: { title: string; text: string }[] }>>(`${OM}/industry-module/info?industry=geo`, admin);
    expect(page.body.data.solutions).toContainEqual({ title: '洪涝淹没分析', text: '分钟级洪水演进模拟，支撑防汛决策' });
    expect(page.body.data.solutions.map((s) => s.title)).not.toContain(second!.title);
  });
});

describe('操作指南', () => {
  it('is saved by an operator and read by every user, as written', async () => {
    const admin = (await login('admin')).access_token;
    const html = '<p><strong>加粗</strong><img src="x" onerror="alert(1)"></p>';
    const saved = await send<{ content: string; updatedBy: string }>('PUT', `${OM}/operation-guide/data`, admin, { content: html });
    expect(saved.body.data).toMatchObject({ content: html, updatedBy: 'admin' });
    const personal = (await login('personal')).access_token;
    expect((await getJson<Envelope<{ content: string }>>(`${OM}/operation-guide/data`, personal)).body.data.content).toBe(html);
    expect((await send('PUT', `${OM}/operation-guide/data`, personal, { content: '<p>x</p>' })).status).toBe(403);
    expect((await getJson(`${OM}/operation-guide/data`)).status).toBe(401);
  });

  it('puts a file sent in 5 MB chunks together, in any order, and serves it', async () => {
    const admin = (await login('admin')).access_token;
    const bytes = new Uint8Array(CHUNK_SIZE + 1000).map((_, i) => i % 251);
    const fields = { fileName: '大图.png' };
    const last = await send<{ complete: boolean }>('POST', `${OM}/operation-guide/chunk-file`, admin, chunkForm(bytes, 1, fields));
    expect(last.body.data).toMatchObject({ complete: false, received: 1, totalChunks: 2 });
    const done = await send<{ complete: boolean; url: string; size: number }>('POST', `${OM}/operation-guide/chunk-file`, admin, chunkForm(bytes, 0, fields));
    expect(done.body.data).toMatchObject({ complete: true, size: bytes.length });
    const file = new Uint8Array(await (await fetch(`${ORIGIN}${done.body.data.url}`)).arrayBuffer());
    expect(file.length).toBe(bytes.length);
    expect(Buffer.from(file).equals(Buffer.from(bytes)), 'the bytes put together are the file sent').toBe(true);

    const short = chunkForm(bytes, 0, fields);
    short.set('file', new Blob([bytes.slice(0, 10)]), '大图.png');
    expect((await send('POST', `${OM}/operation-guide/chunk-file`, admin, short)).body.message).toContain('分片大小应为');
    const noId = chunkForm(bytes, 0, fields);
    noId.delete('identifier');
    expect((await send('POST', `${OM}/operation-guide/chunk-file`, admin, noId)).status).toBe(400);
    const anonymous = await fetch(`${ORIGIN}${OM}/operation-guide/chunk-file`, { method: 'POST', body: chunkForm(bytes, 0, fields) });
    expect(anonymous.status).toBe(401);
  });
});

describe('GeoAI任务', () => {
  it('is confirmed once, then finished; its videos upload in chunks, list and delete', async () => {
    const admin = (await login('admin')).access_token;
    const pending = mockControl.db.collection('crud.geoai-task').find((t) => t.status === 1)!;
    const confirmed = await send<{ status: number; confirmTime: string }>('PUT', `${OM}/geoai/task/task-confirm/${pending.id}`, admin);
    expect(confirmed.body.data.status).toBe(2);
    expect(confirmed.body.data.confirmTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await send('PUT', `${OM}/geoai/task/task-confirm/${pending.id}`, admin)).status).toBe(400);
    expect((await send('PUT', `${OM}/geoai/task/cost`, admin, { id: pending.id, costNote: '按面积核价' })).body.data).toMatchObject({ costNote: '按面积核价' });

    const bytes = new Uint8Array(3000).fill(7);
    const up = await send<{ complete: boolean; video: { id: number; taskId: number; size: number } }>('POST', `${OM}/geoai/video/chunk-upload`, admin,
      chunkForm(bytes, 0, { fileName: '巡河.mp4', taskId: String(pending.id) }));
    expect(up.body.data).toMatchObject({ complete: true, video: { taskId: pending.id, size: 3000 } });
    const listed = await getJson<Envelope<{ id: number; name: string }[]>>(`${OM}/geoai/video/list?taskId=${pending.id}`, admin);
    expect(listed.body.data.map((v) => v.name)).toEqual(['巡河.mp4']);
    // The upload dialog's task picker counts each task's videos, latest task first.
    const tasks = (await getJson<Envelope<{ id: number; videos: number }[]>>(`${OM}/geoai/video/tasks`, admin)).body.data;
    expect(tasks.find((t) => t.id === pending.id)?.videos).toBe(1);
    expect(tasks).toHaveLength(mockControl.db.collection('crud.geoai-task').count());
    expect((await getJson<Envelope<{ value: number; label: string }[]>>(`${OM}/geoai/task-type`, admin)).body.data[0]).toEqual({ value: 1, label: '遥感影像解译' });
    expect((await send('DELETE', `${OM}/geoai/video/${up.body.data.video.id}`, admin)).status).toBe(200);
    expect((await getJson<Envelope<unknown[]>>(`${OM}/geoai/video/list?taskId=${pending.id}`, admin)).body.data).toEqual([]);

    const wrongType = await send('POST', `${OM}/geoai/video/chunk-upload`, admin, chunkForm(bytes, 0, { fileName: 'a.exe', taskId: String(pending.id) }));
    expect(wrongType.status).toBe(400);
    expect((await send('PUT', `${OM}/geoai/task/finish`, admin, { id: pending.id })).body.data).toMatchObject({ status: 3 });
  });
});
