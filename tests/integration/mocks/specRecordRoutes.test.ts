/**
 * Spec 7.2 calls written without {id} (issue 35): the record travels in the body (PUT) or the query
 * (GET). Cost rules, constants, sub-centres, GeoAI tasks, the work-order detail and the portal's
 * manage info and decoration reads; each refuses a caller without the code and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { authed, getJson, login, ORIGIN } from './support';

const OM = '/api/operation-management/v1';
interface Envelope<T> { code: number; message?: string; data: T }

async function send<T>(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const init: RequestInit = { method, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) };
  const response = await fetch(`${ORIGIN}${path}`, authed(token, init));
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

describe('PUT without {id}: cost rules, constants, sub-centres', () => {
  it('PUT cost-rule and PUT cost-rule/check take the rule’s id in the body', async () => {
    const admin = (await login('admin')).access_token;
    const rules = mockControl.db.collection('crud.cost-rule');
    const pending = rules.find((r) => r.checkStatus === 0)!;
    expect((await send<{ remark: string }>('PUT', `${OM}/cost-rule`, admin, { ...pending, remark: '预算已确认' })).body.data.remark).toBe('预算已确认');
    const rejected = await send('PUT', `${OM}/cost-rule/check`, admin, { id: pending.id, result: 2 });
    expect(rejected.status).toBe(400);
    expect(rules.get(pending.id)!.checkStatus).toBe(0);
    expect((await send<{ checkStatus: number }>('PUT', `${OM}/cost-rule/check`, admin, { id: pending.id, result: 1, checkOpinion: '同意' })).body.data.checkStatus).toBe(1);
    expect((await send('PUT', `${OM}/cost-rule/check`, admin, { id: pending.id, result: 1 })).body.message).toBe('当前状态不允许该操作');
    const ops = (await login('ops')).access_token;
    expect((await send('PUT', `${OM}/cost-rule`, ops, { ...pending, remark: '越权' })).status).toBe(403);
    expect(rules.get(pending.id)!.remark).toBe('预算已确认');
  });

  it('PUT constant and PUT constant/check: a new constant waits for review, a rejection needs a reason', async () => {
    const admin = (await login('admin')).access_token;
    const constants = mockControl.db.collection('crud.system-constant');
    const created = await send<{ id: number; checkStatus: number }>('POST', `${OM}/constant`, admin, { constKey: 'JOB_MAX_HOURS', name: '作业最长时长', constValue: '168', category: 'billing' });
    expect(created.body.data.checkStatus).toBe(0);
    const id = created.body.data.id;
    expect((await send<{ constValue: string }>('PUT', `${OM}/constant`, admin, { id, constKey: 'JOB_MAX_HOURS', name: '作业最长时长', constValue: '72', category: 'billing' })).body.data.constValue).toBe('72');
    const noReason = await send('PUT', `${OM}/constant/check`, admin, { id, result: 2 });
    expect(noReason.status).toBe(400);
    expect((await send<{ checkStatus: number; checkOpinion: string }>('PUT', `${OM}/constant/check`, admin, { id, result: 2, checkOpinion: '请与计费规则核对' })).body.data)
      .toMatchObject({ checkStatus: 2, checkOpinion: '请与计费规则核对' });
    const ops = (await login('ops')).access_token;
    expect((await send('PUT', `${OM}/constant/check`, ops, { id, result: 1 })).status).toBe(403);
    expect(constants.get(id)!.checkStatus).toBe(2);
    expect(constants.list().filter((c) => c.checkStatus === 0).map((c) => c.constKey).sort()).toEqual(['TAG_LIMIT', 'UPLOAD_FILE_COUNT']);
  });

  it('PUT subcenter saves the sub-centre the body names', async () => {
    const admin = (await login('admin')).access_token;
    const centre = mockControl.db.collection('crud.subcenter').list()[0]!;
    expect((await send<{ address: string }>('PUT', `${OM}/subcenter`, admin, { ...centre, address: '广州市番禺区大学城' })).body.data.address).toBe('广州市番禺区大学城');
    expect((await send('PUT', `${OM}/subcenter`, (await login('personal')).access_token, { ...centre, address: '越权' })).status).toBe(403);
    expect(mockControl.db.collection('crud.subcenter').get(centre.id)!.address).toBe('广州市番禺区大学城');
  });
});

describe('GeoAI tasks: PUT data, reject, finish, cancel with the id in the body', () => {
  it('moves a task through its states and refuses a move its state does not allow', async () => {
    const admin = (await login('admin')).access_token;
    const tasks = mockControl.db.collection('crud.geoai-task');
    const waiting = tasks.list().filter((t) => t.status === 1);
    const [first, second] = [waiting[0]!, waiting[1]!];
    expect((await send<{ remark: string }>('PUT', `${OM}/geoai/task/data`, admin, { ...first, remark: '加急' })).status).toBe(200);
    expect((await send('PUT', `${OM}/geoai/task/reject`, admin, { id: first.id })).status).toBe(400);
    expect((await send<{ status: number }>('PUT', `${OM}/geoai/task/reject`, admin, { id: first.id, rejectReason: '影像分辨率不足' })).body.data.status).toBe(4);
    expect((await send('PUT', `${OM}/geoai/task/cancel`, admin, { id: first.id, cancelReason: '重复提交' })).body.message).toBe('当前状态不允许该操作');
    expect((await send<{ status: number }>('PUT', `${OM}/geoai/task/cancel`, admin, { id: second.id, cancelReason: '客户撤回' })).body.data.status).toBe(5);
    const running = tasks.find((t) => t.status === 2)!;
    expect((await send<{ status: number }>('PUT', `${OM}/geoai/task/finish`, admin, { id: running.id })).body.data.status).toBe(3);
    const third = tasks.find((t) => t.status === 1)!;
    expect((await send('PUT', `${OM}/geoai/task/reject`, (await login('personal')).access_token, { id: third.id, rejectReason: '越权' })).status).toBe(403);
    expect(tasks.get(third.id)!.status).toBe(1);
  });
});

describe('GET with the id in the query: work-order detail, portal manage info, decoration', () => {
  it('workorder/detail?id= reads the caller’s own work order', async () => {
    // A user of the workbench (its work orders are seeded per user: x-seed-per).
    const owner = mockControl.db.collection('users').list().find((user) => user.userName === 'personal')!;
    const order = mockControl.db.collection('crud.my-workorder').list().find((record) => record.userId === owner.id)!;
    const token = (await login(owner.userName)).access_token;
    expect((await getJson<Envelope<{ id: number }>>(`${OM}/workorder/detail?id=${order.id}`, token)).body.data.id).toBe(order.id);
    // The generated get names no record without the id: 404 as for an unknown one.
    expect((await getJson<Envelope<null>>(`${OM}/workorder/detail`, token))).toMatchObject({ status: 404, body: { message: '工单不存在' } });
    expect((await getJson(`${OM}/workorder/detail?id=999999`, token)).status).toBe(404);
  });

  it('portal/manage/info?id= and portal/decoration?pageId= read one portal and one page’s decoration', async () => {
    const admin = (await login('admin')).access_token;
    const portal = mockControl.db.collection('crud.portal').list()[0]!;
    expect((await getJson<Envelope<{ id: number }>>(`${OM}/portal/manage/info?id=${portal.id}`, admin)).body.data.id).toBe(portal.id);
    // The generated get names no record without the id: 404 as for an unknown one.
    expect((await getJson<Envelope<null>>(`${OM}/portal/manage/info`, admin))).toMatchObject({ status: 404, body: { message: '门户不存在' } });
    const page = mockControl.db.collection('crud.portal-page').list()[0]!;
    expect((await getJson(`${OM}/portal/decoration?pageId=${page.id}`, admin)).status).toBe(200);
    expect((await getJson<Envelope<null>>(`${OM}/portal/decoration`, admin)).body.message).toBe('请指定页面');
    expect((await getJson(`${OM}/portal/decoration?pageId=${page.id}`, (await login('personal')).access_token)).status).toBe(403);
  });
});
