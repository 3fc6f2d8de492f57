/**
 * Spec 7.2 Company and Users calls (issue 35): company/info/{id}, the business permit's upload and
 * download, the user's own feedback (POST/PUT user/feedback) and the scope groups.
 */
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { inOrgScope } from '../../../mocks/permissions/orgScope';
import { subtreeIds } from '../../../mocks/handlers/orgGroupTree';
import { authed, getJson, login, ORIGIN } from './support';

const OM = '/api/operation-management/v1';
interface Envelope<T> { code: number; message?: string; data: T }

async function send<T>(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const init: RequestInit = { method, ...(body instanceof FormData ? { body } : body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) };
  const response = await fetch(`${ORIGIN}${path}`, authed(token, init));
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

function permitForm(name: string, bytes: Uint8Array<ArrayBuffer>, type = 'application/pdf'): FormData {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  return form;
}

const companies = () => mockControl.db.collection('crud.company');
const southern = subtreeIds('2001');

describe('企业信息 and the business permit', () => {
  it('company/info/{id} gives the record with its permit facts and counts, within the caller’s scope', async () => {
    const admin = (await login('admin')).access_token;
    const company = companies().list()[0]!;
    const info = await getJson<Envelope<{ companyName: string; resourceCount: number; appCount: number; permitFile: unknown }>>(`${OM}/company/info/${company.id}`, admin);
    expect(info.status).toBe(200);
    expect(info.body.data.companyName).toBe(company.companyName);
    expect(info.body.data.resourceCount).toBe(mockControl.db.collection('crud.customer-resource').count((r) => r.customerName === company.companyName));
    expect(info.body.data.appCount).toBe(mockControl.db.collection('crud.customer-app').count((r) => r.customerName === company.companyName));
    expect((await getJson(`${OM}/company/info/999999`, admin)).status).toBe(404);

    const sub = (await login('subcenter')).access_token;
    const outside = companies().find((c) => !inOrgScope({ all: false, groups: southern }, String(c.groupId)))!;
    const inside = companies().find((c) => inOrgScope({ all: false, groups: southern }, String(c.groupId)))!;
    expect((await getJson(`${OM}/company/info/${inside.id}`, sub)).status).toBe(200);
    expect((await getJson<Envelope<null>>(`${OM}/company/info/${outside.id}`, sub)).body.message).toBe('企业不存在');
    expect((await getJson(`${OM}/company/info/${inside.id}`, (await login('personal')).access_token)).status).toBe(403);
  });

  it('uploads a permit (pdf/jpg/png up to 10 MB) that the record then names and the download gives back', async () => {
    const admin = (await login('admin')).access_token;
    const company = companies().list()[1]!;
    const bytes = new TextEncoder().encode('%PDF-1.4 营业执照');
    const saved = await send<{ permit: string; name: string; size: number }>('POST', `${OM}/company-info/permit/upload/${company.id}`, admin, permitForm('营业执照.pdf', bytes));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: '营业执照.pdf', size: bytes.length });
    expect(companies().get(company.id)!.permit).toBe(saved.body.data.permit);
    const info = await getJson<Envelope<{ permitFile: { name: string; size: number } }>>(`${OM}/company/info/${company.id}`, admin);
    expect(info.body.data.permitFile).toMatchObject({ name: '营业执照.pdf', size: bytes.length });

    const download = await fetch(`${ORIGIN}${OM}/company-info/permit/download/${company.id}`, authed(admin));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);

    expect((await send('POST', `${OM}/company-info/permit/upload/${company.id}`, admin, permitForm('执照.exe', bytes))).body.message).toBe('营业执照只支持 pdf、jpg、png 格式');
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    expect((await send('POST', `${OM}/company-info/permit/upload/${company.id}`, admin, permitForm('执照.png', big, 'image/png'))).body.message).toBe('营业执照文件不能超过 10MB');
    expect((await send('POST', `${OM}/company-info/permit/upload/${company.id}`, admin, new FormData())).body.message).toBe('请选择营业执照文件');
    expect(companies().get(company.id)!.permit).toBe(saved.body.data.permit);
  });

  it('refuses an upload without the edit code, and a download of a company without a permit', async () => {
    const company = companies().find((c) => inOrgScope({ all: false, groups: southern }, String(c.groupId)))!;
    companies().update(company.id, { permit: undefined });
    const sub = (await login('subcenter')).access_token;
    const refused = await send('POST', `${OM}/company-info/permit/upload/${company.id}`, sub, permitForm('执照.pdf', new Uint8Array([1])));
    expect(refused.status).toBe(403);
    expect(companies().get(company.id)!.permit).toBeUndefined();
    const none = await getJson<Envelope<null>>(`${OM}/company-info/permit/download/${company.id}`, sub);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('该企业尚未上传营业执照');
  });

  it('PUT company-info/company saves a company named by the id in the body', async () => {
    const admin = (await login('admin')).access_token;
    const company = companies().list()[2]!;
    const saved = await send<{ address: string }>('PUT', `${OM}/company-info/company`, admin, { ...company, address: '广东省广州市天河区珠江新城' });
    expect(saved.status).toBe(200);
    expect(companies().get(company.id)!.address).toBe('广东省广州市天河区珠江新城');
    expect((await send('PUT', `${OM}/company-info/company`, (await login('personal')).access_token, { ...company, address: '越权' })).status).toBe(403);
  });
});

describe('意见反馈: the user’s own feedback', () => {
  it('any signed-in user writes feedback that 用户反馈 lists; they change it only while unhandled', async () => {
    const personal = (await login('personal')).access_token;
    // The writer is the caller whatever the body says; the contact phone defaults to the account's.
    const created = await send<{ id: number; userName: string; status: number; phone: string }>('POST', `${OM}/user/feedback`, personal, { feedbackType: 1, title: '希望增加暗色主题', content: '晚上使用时界面太亮，希望能提供暗色主题。', userName: 'admin', status: 3 });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ userName: 'personal', status: 1 });
    expect(created.body.data.phone).toBe(mockControl.db.collection('users').find((u) => u.userName === 'personal')!.phone);
    const admin = (await login('admin')).access_token;
    const listed = await getJson<Envelope<{ records: { id: number }[] }>>(`${OM}/user/feedback/list?title=${encodeURIComponent('暗色主题')}&pageIndex=1&pageSize=10`, admin);
    expect(listed.body.data.records.map((r) => r.id)).toContain(created.body.data.id);

    const id = created.body.data.id;
    expect((await send<{ title: string }>('PUT', `${OM}/user/feedback`, personal, { id, title: '希望增加深色主题' })).body.data.title).toBe('希望增加深色主题');
    expect((await send('PUT', `${OM}/user/feedback`, (await login('enterprise')).access_token, { id, title: '别人的' })).status).toBe(404);
    expect((await send('PUT', `${OM}/user/feedback/reply/${id}`, admin, { reply: '已排期' })).status).toBe(200);
    const late = await send('PUT', `${OM}/user/feedback`, personal, { id, title: '再改' });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('该反馈已处理，不能再修改');

    const bad = await send<null>('POST', `${OM}/user/feedback`, personal, { feedbackType: 9, title: '', content: '' });
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as { errors: Record<string, string> }).errors).toHaveProperty('title');
    expect((await fetch(`${ORIGIN}${OM}/user/feedback`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(401);
  });
});

describe('GET user/scope-groups', () => {
  it('lists the caller’s own organisation and those below it; every organisation for the administrator', async () => {
    const sub = await getJson<Envelope<{ groupId: string }[]>>(`${OM}/user/scope-groups`, (await login('subcenter')).access_token);
    expect(sub.body.data.map((g) => g.groupId).sort()).toEqual([...southern].sort());
    const all = await getJson<Envelope<{ groupId: string }[]>>(`${OM}/user/scope-groups`, (await login('admin')).access_token);
    expect(all.body.data).toHaveLength(mockControl.db.collection('organizations').count());
    expect((await getJson(`${OM}/user/scope-groups`)).status).toBe(401);
  });
});
