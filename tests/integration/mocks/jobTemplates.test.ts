/**
 * 作业模板 in the mock backend (issue 39, app-job-template): a user saves a template of a job form —
 * values, help per field, locked fields with their reason — private or shared in its organisation;
 * each save of the same template is a new version; only operators publish for everyone, and then
 * every user of the application sees it; another organisation never sees a private or shared one.
 */
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { authed, login, ORIGIN } from './support';

const BASE = `${ORIGIN}/api/operation-management/v1/app-job-template`;
interface Template { templateNo: string; version: number; versions: number; name: string; scope: string; mine: boolean; fields: { key: string; value: string | number; help: string; locked: boolean; lockReason: string }[] }
type Envelope<T> = { code: number; data: T; message?: string; errors?: Record<string, string> };

async function save(token: string, body: unknown) {
  const response = await fetch(`${BASE}/save`, authed(token, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }));
  return { status: response.status, body: (await response.json()) as Envelope<Template> };
}
async function list(token: string, appId: number): Promise<Template[]> {
  return ((await (await fetch(`${BASE}/list?appId=${appId}`, authed(token))).json()) as Envelope<Template[]>).data;
}

const FIELDS = [
  { key: 'partition', value: 'cpu_normal', help: '课题组统一使用通用分区', locked: true, lockReason: '课题组经费只覆盖通用分区' },
  { key: 'ntasks', value: 64, help: '64 核可在 2 小时内算完标准算例', locked: false, lockReason: '' },
  { key: 'walltime', value: 4, help: '', locked: false, lockReason: '' },
];

describe('作业模板', () => {
  it('saves versions of a private template, refuses publishing by a user, and hides it from another organisation', async () => {
    const token = (await login('personal')).access_token;
    const user = mockControl.db.collection('users').find((u) => u.userName === 'personal')!;
    const sub = mockControl.db.collection('appSubscriptions').list().find((s) => s.userId === user.id && s.status === 'ACTIVE')!;

    const first = await save(token, { appId: sub.appId, name: '标准算例', description: '课题组的标准设置', scope: 'PRIVATE', fields: FIELDS });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ version: 1, versions: 1, name: '标准算例', scope: 'PRIVATE', mine: true, fields: FIELDS });
    const second = await save(token, { templateNo: first.body.data.templateNo, appId: sub.appId, name: '标准算例', scope: 'ORG', fields: FIELDS.map((f) => (f.key === 'walltime' ? { ...f, value: 6 } : f)) });
    expect(second.body.data).toMatchObject({ templateNo: first.body.data.templateNo, version: 2, versions: 2, scope: 'ORG' });
    const mine = (await list(token, sub.appId)).filter((t) => t.templateNo === first.body.data.templateNo);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.fields.find((f) => f.key === 'walltime')!.value).toBe(6);

    // Every version, oldest first; another organisation reads none of them.
    const history = ((await (await fetch(`${BASE}/versions?templateNo=${first.body.data.templateNo}`, authed(token))).json()) as Envelope<{ version: number; scope: string; fields: Template['fields'] }[]>).data;
    expect(history.map((v) => [v.version, v.scope])).toEqual([[1, 'PRIVATE'], [2, 'ORG']]);
    expect(history[0]!.fields.find((f) => f.key === 'walltime')!.value).toBe(4);

    // A locked field says why; publishing is the operators'.
    const noReason = await save(token, { appId: sub.appId, name: '缺原因', scope: 'PRIVATE', fields: [{ ...FIELDS[0]!, lockReason: '' }] });
    expect(noReason).toMatchObject({ status: 400, body: { code: 400, errors: { fields: '请填写锁定「计算分区」的原因' } } });
    const publish = await save(token, { appId: sub.appId, name: '发布', scope: 'PUBLIC', fields: FIELDS });
    expect(publish).toMatchObject({ status: 403, body: { message: '只有运营人员可以把模板发布给所有用户' } });

    // The enterprise account is another organisation: neither the private nor the shared template.
    const other = (await login('enterprise')).access_token;
    expect((await list(other, sub.appId)).some((t) => t.templateNo === first.body.data.templateNo)).toBe(false);
    expect(((await (await fetch(`${BASE}/versions?templateNo=${first.body.data.templateNo}`, authed(other))).json()) as Envelope<unknown[]>).data).toEqual([]);
    const foreign = await save(other, { templateNo: first.body.data.templateNo, appId: sub.appId, name: 'x', scope: 'PRIVATE', fields: [] });
    expect([400, 404]).toContain(foreign.status);
  });

  it('an operator publishes for everyone: every user of the application sees it, and only operators save its next version', async () => {
    const admin = (await login('admin')).access_token;
    const user = mockControl.db.collection('users').find((u) => u.userName === 'personal')!;
    const sub = mockControl.db.collection('appSubscriptions').list().find((s) => s.userId === user.id && s.status === 'ACTIVE')!;
    const published = await save(admin, { appId: sub.appId, name: '平台推荐', description: '运营推荐设置', scope: 'PUBLIC', fields: FIELDS });
    expect(published.status).toBe(200);
    const token = (await login('personal')).access_token;
    const seen = (await list(token, sub.appId)).find((t) => t.templateNo === published.body.data.templateNo);
    expect(seen).toMatchObject({ name: '平台推荐', scope: 'PUBLIC', mine: false, version: 1 });
    const refused = await save(token, { templateNo: published.body.data.templateNo, appId: sub.appId, name: '平台推荐', scope: 'PRIVATE', fields: FIELDS });
    expect(refused).toMatchObject({ status: 403, body: { message: '只能保存自己的模板的新版本' } });
  });
});
