/**
 * Spec 7.2 calls served by hand-written handlers (issue 35): the external platform through the
 * starlight proxy, warn rules and the contract warning rule, manual templates, the local chunk
 * upload service, and the storage progress socket's address over plain HTTP.
 */
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { CHUNK_SIZE } from '../../../mocks/handlers/chunkAssembly';
import { formatBeijingDate } from '../../../mocks/store/time';
import { authed, getJson, login, ORIGIN } from './support';

const OM = '/api/operation-management/v1';
const API = `${OM}/starlight/api`;
interface Envelope<T> { code: number; message?: string; data: T }

async function send<T>(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const init: RequestInit = { method, ...(body instanceof FormData ? { body } : body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) };
  const response = await fetch(`${ORIGIN}${path}`, authed(token, init));
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

describe('the external platform through the starlight proxy', () => {
  it('checks the caller’s own HPC account: usable, locked, or not theirs', async () => {
    const token = (await login('enterprise')).access_token;
    const user = mockControl.db.collection('users').find((u) => u.userName === 'enterprise')!;
    const account = mockControl.db.collection('hpcAccounts').find((a) => a.userId === user.id)!;
    expect((await getJson<Envelope<{ valid: boolean }>>(`${API}/account/valid?account=${account.acc}`, token)).body.data).toMatchObject({ valid: true, message: '账号可用' });
    mockControl.db.collection('hpcAccounts').update(account.id, { status: 'locked' });
    expect((await getJson<Envelope<{ valid: boolean; message: string }>>(`${API}/account/valid?account=${account.acc}`, token)).body.data).toMatchObject({ valid: false, message: '账号已锁定，请联系管理员解锁' });
    const other = mockControl.db.collection('hpcAccounts').find((a) => a.userId !== user.id)!;
    expect((await getJson<Envelope<null>>(`${API}/account/valid?account=${other.acc}`, token)).body.message).toBe('超算账号不存在');
    expect((await getJson<Envelope<null>>(`${API}/account/valid`, token)).body.message).toBe('请选择超算账号');
    expect((await getJson(`${API}/account/valid?account=${account.acc}`)).status).toBe(401);
  });

  it('counts the applications and gives a partition’s per-job limits', async () => {
    const token = (await login('personal')).access_token;
    const apps = mockControl.db.collection('crud.application').list();
    const count = await getJson<Envelope<{ total: number; enabled: number }>>(`${API}/count-application`, token);
    expect(count.body.data).toMatchObject({ total: apps.length, enabled: apps.filter((a) => a.status === 1).length });
    const params = await getJson<Envelope<{ maxCores: number; maxWalltimeHours: number; price: number }>>(`${API}/partition/params?partition=cpu_normal`, token);
    expect(params.body.data).toMatchObject({ maxCores: 512, maxWalltimeHours: 168, price: 0.08 });
    expect((await getJson<Envelope<null>>(`${API}/partition/params?partition=th2_old`, token)).body.message).toBe('分区已停用，请选择其他分区');
    expect((await getJson<Envelope<null>>(`${API}/partition/params?partition=debug`, token)).body.message).toBe('该分区不接收应用作业，请选择其他分区');
    expect((await getJson(`${API}/partition/params?partition=nope`, token)).status).toBe(404);
  });

  it('keeps each user’s job templates through the generic calls, validated against the partition', async () => {
    const mine = (await login('personal')).access_token;
    const theirs = (await login('enterprise')).access_token;
    const created = await send<{ id: number; name: string; cores: number }>('POST', `${API}/job-template`, mine, { name: 'VASP 结构优化', partition: 'cpu_normal', cores: 64, walltime: 24, script: 'mpirun vasp_std' });
    expect(created.body.data).toMatchObject({ name: 'VASP 结构优化', cores: 64 });
    const id = created.body.data.id;
    expect((await send('POST', `${API}/job-template`, mine, { name: 'VASP 结构优化', partition: 'cpu_normal', cores: 1, walltime: 1 })).body.message).toBe('作业模板名称已存在');
    expect((await send('POST', `${API}/job-template`, mine, { name: '超大作业', partition: 'cpu_normal', cores: 513, walltime: 1 })).body.message).toBe('核数不能超过分区上限 512');
    // The generated family's field checks (entity job-template) and its partition rule (x-check).
    expect((await send('POST', `${API}/job-template`, mine, { name: '超长作业', partition: 'cpu_normal', cores: 1, walltime: 169 })).body.message).toBe('运行时长（小时）不能大于168');
    expect((await send('POST', `${API}/job-template`, mine, { name: '旧分区', partition: 'th2_old', cores: 1, walltime: 1 })).body.message).toBe('分区已停用，请选择其他分区');
    expect((await send('POST', `${API}/job-template`, mine, { name: '调试', partition: 'debug', cores: 1, walltime: 1 })).body.message).toBe('该分区不接收应用作业，请选择其他分区');
    expect((await send('POST', `${API}/job-template`, mine, { name: '', partition: 'cpu_normal', cores: 1, walltime: 1 })).status).toBe(400);
    expect((await send<{ id: number }>('PUT', `${API}/job-template`, mine, { id, cores: 513 })).body.message).toBe('核数不能超过分区上限 512');
    expect((await getJson<Envelope<{ id: number }[]>>(`${API}/job-template`, mine)).body.data.map((r) => r.id)).toEqual([id]);
    expect((await getJson<Envelope<unknown[]>>(`${API}/job-template`, theirs)).body.data).toEqual([]);
    // Names are unique per user: another user may keep a template of the same name.
    const same = await send<{ id: number }>('POST', `${API}/job-template`, theirs, { name: 'VASP 结构优化', partition: 'cpu_large', cores: 1024, walltime: 2 });
    expect(same.status).toBe(200);
    expect((await send('DELETE', `${API}/job-template/${same.body.data.id}`, theirs)).status).toBe(200);

    expect((await send<{ cores: number }>('PUT', `${API}/job-template`, mine, { id, cores: 128 })).body.data.cores).toBe(128);
    expect((await send('PUT', `${API}/job-template`, theirs, { id, cores: 1 })).status).toBe(404);
    expect((await send('DELETE', `${API}/job-template/${id}`, theirs)).status).toBe(404);
    expect((await send('DELETE', `${API}/job-template/${id}`, mine)).status).toBe(200);
    expect((await getJson<Envelope<unknown[]>>(`${API}/job-template`, mine)).body.data).toEqual([]);
    const unknown = await getJson<Envelope<null>>(`${API}/no-such-thing`, mine);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('外部平台没有该接口');
    for (const method of ['POST', 'PUT']) expect((await send<null>(method, `${API}/no-such-thing`, mine, { name: 'x' })).body.message).toBe('外部平台没有该接口');
    expect((await send<null>('DELETE', `${API}/no-such-thing/1`, mine)).body.message).toBe('外部平台没有该接口');
    expect((await getJson(`${API}/job-template`)).status).toBe(401);
  });
});

describe('warn rules and the contract warning rule', () => {
  it('warn-rule/page lists and filters the platform’s rules for the administrator only', async () => {
    const admin = (await login('admin')).access_token;
    const page = await getJson<Envelope<{ records: { ruleName: string; enabled: number }[]; total: number }>>(`${OM}/warn-rule/page?pageIndex=1&pageSize=2`, admin);
    expect(page.body.data.total).toBe(mockControl.db.collection('crud.warn-rule').count());
    expect(page.body.data.records).toHaveLength(2);
    const off = await getJson<Envelope<{ records: { ruleName: string; enabled: number }[] }>>(`${OM}/warn-rule/page?enabled=0`, admin);
    expect(off.body.data.records.map((r) => [r.ruleName, r.enabled])).toEqual([['存储配额预警', 0]]);
    expect((await getJson<Envelope<null>>(`${OM}/warn-rule/page?target=weather`, admin)).body.message).toBe('预警对象不存在');
    expect((await getJson(`${OM}/warn-rule/page`, (await login('ops')).access_token)).status).toBe(403);
  });

  it('customer-contract/warning-rule gives the rule’s days and how many contracts in force end within them', async () => {
    const ops = (await login('ops')).access_token;
    const today = formatBeijingDate(Date.now());
    const last = formatBeijingDate(Date.now() + 30 * 86_400_000);
    const expected = mockControl.db.collection('crud.customer-contract').count((c) => c.status === 1 && String(c.endDate) >= today && String(c.endDate) <= last);
    const rule = await getJson<Envelope<{ warnDays: number; enabled: boolean; expiringCount: number }>>(`${OM}/customer-contract/warning-rule`, ops);
    expect(rule.body.data).toMatchObject({ warnDays: 30, enabled: true, expiringCount: expected });
    const stored = mockControl.db.collection('crud.warn-rule').find((r) => r.target === 'contract')!;
    mockControl.db.collection('crud.warn-rule').update(stored.id, { threshold: 90 });
    expect((await getJson<Envelope<{ warnDays: number }>>(`${OM}/customer-contract/warning-rule`, ops)).body.data.warnDays).toBe(90);
    expect((await getJson(`${OM}/customer-contract/warning-rule`, (await login('personal')).access_token)).status).toBe(403);
  });
});

describe('manual templates', () => {
  it('lists the templates to whoever may edit the guide, filtered by name and category', async () => {
    const admin = (await login('admin')).access_token;
    const all = await getJson<Envelope<{ records: { templateName: string; content: string }[]; total: number }>>(`${OM}/manual-template/page`, admin);
    expect(all.body.data.total).toBe(mockControl.db.collection('crud.manual-template').count());
    expect(all.body.data.records[0]!.content).toContain('<h2>');
    const jobs = await getJson<Envelope<{ records: { templateName: string }[] }>>(`${OM}/manual-template/page?category=job`, admin);
    expect(jobs.body.data.records.map((r) => r.templateName)).toEqual(['提交第一个作业']);
    expect((await getJson<Envelope<null>>(`${OM}/manual-template/page?category=x`, admin)).body.message).toBe('模板分类不存在');
    expect((await getJson(`${OM}/manual-template/page`, (await login('personal')).access_token)).status).toBe(403);
  });
});

describe('the local chunk upload service (loopback)', () => {
  it('takes a GeoAI task’s file in chunks and hands it to the task, with the GeoAI grants', async () => {
    const admin = (await login('admin')).access_token;
    const task = mockControl.db.collection('crud.geoai-task').find((t) => t.status === 1 || t.status === 2)!;
    const bytes = new Uint8Array(CHUNK_SIZE + 10).fill(3);
    const chunk = (index: number) => {
      const form = new FormData();
      const start = index * CHUNK_SIZE;
      form.append('file', new Blob([bytes.slice(start, Math.min(bytes.length, start + CHUNK_SIZE))]), '航拍.mp4');
      for (const [k, v] of Object.entries({ identifier: 'local-1', fileName: '航拍.mp4', currentIndex: String(index), totalChunks: '2', totalSize: String(bytes.length), taskId: String(task.id) })) form.append(k, v);
      return form;
    };
    expect((await send<{ complete: boolean }>('POST', '/api/local-upload/v1/chunk', admin, chunk(1))).body.data.complete).toBe(false);
    const done = await send<{ complete: boolean; video: { taskId: number; size: number } }>('POST', '/api/local-upload/v1/chunk', admin, chunk(0));
    expect(done.body.data).toMatchObject({ complete: true, video: { taskId: task.id, size: bytes.length } });
    expect((await send('POST', '/api/local-upload/v1/chunk', (await login('personal')).access_token, chunk(0))).status).toBe(403);
  });
});

describe('the storage progress socket over plain HTTP', () => {
  it('is refused with how to connect', async () => {
    const answer = await getJson<Envelope<null>>(`${API}/storage/opt/1?xg-token=abc`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('该地址是任务进度的 WebSocket 连接，请以 WebSocket 方式连接并携带 xg-token 参数');
  });
});
