/**
 * Spec 7.1 calls without a path of their own in the product (issue 35): the user-role fetch, the
 * default organisation/role check, the repeat-user check, the client link and the SMS providers.
 */
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { authed, getJson, login, ORIGIN } from './support';

const AAM = '/api/aam/v1';
interface Envelope<T> { code: number; message?: string; data: T }

async function send<T>(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const init: RequestInit = { method, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) };
  const response = await fetch(`${ORIGIN}${path}`, token ? authed(token, init) : init);
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

const userId = (userName: string) => mockControl.db.collection('users').find((u) => u.userName === userName)!.id;

describe('GET portal/user/roles', () => {
  it('lists the caller’s roles in its default organisation, or in one it names; refuses one it is not in', async () => {
    const token = (await login('subcenter')).access_token;
    const roles = await getJson<Envelope<{ roleId: string; roleName: string; groupId: string; defaultRole: number }[]>>(`${AAM}/portal/user/roles`, token);
    expect(roles.status).toBe(200);
    expect(roles.body.data.length).toBeGreaterThan(0);
    expect(roles.body.data.every((r) => r.groupId === '2001')).toBe(true);
    expect(roles.body.data.filter((r) => r.defaultRole === 1)).toHaveLength(1);
    const other = mockControl.db.collection('orgMemberships').find((m) => m.userId === userId('subcenter') && !m.isDefault);
    if (other) expect((await getJson<Envelope<{ groupId: string }[]>>(`${AAM}/portal/user/roles?groupId=${other.groupId}`, token)).body.data.every((r) => r.groupId === other.groupId)).toBe(true);
    const foreign = await getJson<Envelope<null>>(`${AAM}/portal/user/roles?groupId=4001`, token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('您不属于该组织');
    expect((await getJson(`${AAM}/portal/user/roles`)).status).toBe(401);
  });
});

describe('GET portal/user/default', () => {
  it('tells whether the caller has a default organisation and role, and follows a change of default role', async () => {
    const token = (await login('enterprise')).access_token;
    const first = await getJson<Envelope<{ hasDefaultGroup: boolean; hasDefaultRole: boolean; groupId: string; roleId: string }>>(`${AAM}/portal/user/default`, token);
    expect(first.body.data).toMatchObject({ hasDefaultGroup: true, hasDefaultRole: true, groupId: '4001' });
    const membership = mockControl.db.collection('orgMemberships').find((m) => m.userId === userId('enterprise') && m.isDefault)!;
    mockControl.db.collection('orgMemberships').update(membership.id, { defaultRoleId: null });
    const after = await getJson<Envelope<{ hasDefaultGroup: boolean; hasDefaultRole: boolean; roleId: string | null }>>(`${AAM}/portal/user/default`, token);
    expect(after.body.data).toMatchObject({ hasDefaultGroup: true, hasDefaultRole: false, roleId: null });
    expect((await getJson(`${AAM}/portal/user/default`)).status).toBe(401);
  });
});

describe('GET user/repeat/check', () => {
  it('answers a company name before any session, taken or free', async () => {
    const taken = mockControl.db.collection('organizations').get('4001')!.groupName;
    const answer = await send<{ exists: boolean; message: string }>('GET', `${AAM}/user/repeat/check?companyName=${encodeURIComponent(` ${taken} `)}`, null);
    expect(answer.body.data).toMatchObject({ exists: true, message: '企业名称已存在' });
    const free = await send<{ exists: boolean }>('GET', `${AAM}/user/repeat/check?companyName=${encodeURIComponent('从未注册过的测试企业')}`, null);
    expect(free.body.data.exists).toBe(false);
  });

  it('tells whether an account or a phone exists only to a user manager; one question at a time', async () => {
    expect((await send('GET', `${AAM}/user/repeat/check?userName=admin`, null)).status).toBe(401);
    const personal = (await login('personal')).access_token;
    const refused = await send('GET', `${AAM}/user/repeat/check?userName=admin`, personal);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('只有用户管理员可以检查登录账号是否已存在');
    const admin = (await login('admin')).access_token;
    expect((await send<{ exists: boolean; message: string }>('GET', `${AAM}/user/repeat/check?userName=admin`, admin)).body.data).toMatchObject({ exists: true, message: '登录账号已存在' });
    expect((await send<{ exists: boolean }>('GET', `${AAM}/user/repeat/check?userName=nobody_here`, admin)).body.data.exists).toBe(false);
    const phone = mockControl.db.collection('users').find((u) => u.userName === 'ops')!.phone;
    expect((await send<{ exists: boolean; message: string }>('GET', `${AAM}/user/repeat/check?phone=${phone}`, admin)).body.data).toMatchObject({ exists: true, message: '手机号已被注册' });
    const both = await send('GET', `${AAM}/user/repeat/check?userName=a&phone=1`, admin);
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('请提供登录账号、手机号或企业名称中的一项');
    expect((await send('GET', `${AAM}/user/repeat/check?userName=%20`, admin)).body.message).toBe('请输入登录账号');
  });
});

describe('GET oauth/v1/client/link', () => {
  it('gives a passed, synchronised docking’s address with a one-time code; refuses the others', async () => {
    const docks = mockControl.db.collection('crud.app-dock');
    const ready = docks.find((d) => d.auditStatus === 2 && d.syncStatus === 2)!;
    // A client none of whose dockings has passed review (a client's live docking is the one opened).
    const waiting = docks.find((d) => !docks.list().some((o) => o.clientId === d.clientId && o.auditStatus === 2))!;
    const token = (await login('enterprise')).access_token;
    const link = await getJson<Envelope<{ url: string; appName: string; expiresIn: number }>>(`/api/oauth/v1/client/link?clientId=${String(ready.clientId)}`, token);
    expect(link.status).toBe(200);
    const url = new URL(link.body.data.url);
    expect(url.origin + url.pathname).toBe(String(ready.dockUrl));
    expect(url.searchParams.get('client_id')).toBe(ready.clientId);
    expect(url.searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);
    const again = await getJson<Envelope<{ url: string }>>(`/api/oauth/v1/client/link?clientId=${String(ready.clientId)}`, token);
    expect(new URL(again.body.data.url).searchParams.get('code')).not.toBe(url.searchParams.get('code'));
    expect((await getJson<Envelope<null>>(`/api/oauth/v1/client/link?clientId=${String(waiting.clientId)}`, token)).body.message).toBe('该应用对接尚未审核通过，不能打开');
    expect((await getJson<Envelope<null>>('/api/oauth/v1/client/link?clientId=client_none', token)).status).toBe(404);
    expect((await getJson<Envelope<null>>('/api/oauth/v1/client/link', token)).body.message).toBe('请提供客户端编号');
    expect((await getJson('/api/oauth/v1/client/link?clientId=x')).status).toBe(401);
  });
});

describe('SMS providers (ali, tencent)', () => {
  it('send straight through a provider for the administrator only, keep every message and cap a phone per day', async () => {
    const phone = '13900001111';
    const ops = (await login('ops')).access_token;
    const refused = await send('POST', '/api/sms-api/v1/ali/sms', ops, { PhoneNumbers: phone, SignName: '超算云', TemplateCode: 'SMS_NOTICE', TemplateParam: { name: '张三' } });
    expect(refused.status).toBe(403);
    expect(mockControl.db.collection('smsOutbox').count()).toBe(0);

    const admin = (await login('admin')).access_token;
    const ali = await send<{ Code: string; BizId: string; count: number }>('POST', '/api/sms-api/v1/ali/sms', admin, { PhoneNumbers: `${phone},13900002222`, SignName: '超算云', TemplateCode: 'SMS_NOTICE', TemplateParam: { name: '张三' } });
    expect(ali.body.data).toMatchObject({ Code: 'OK', count: 2 });
    const query = new URLSearchParams({ PhoneNumberSet: `+86${phone}`, SignName: '超算云', TemplateId: '1024', TemplateParamSet: '维护通知' });
    const tencent = await send<{ SendStatusSet: { PhoneNumber: string; Code: string }[] }>('GET', `/api/sms-api/v1/tencent/sms?${query.toString()}`, admin);
    expect(tencent.body.data.SendStatusSet).toEqual([expect.objectContaining({ PhoneNumber: `+86${phone}`, Code: 'Ok' })]);
    expect(mockControl.db.collection('smsOutbox').list().map((m) => [m.provider, m.phone])).toEqual([['ali', phone], ['ali', '13900002222'], ['tencent', phone]]);

    expect((await send('POST', '/api/sms-api/v1/ali/sms', admin, { PhoneNumbers: '123', SignName: 'a', TemplateCode: 'b' })).body.message).toBe('手机号格式不正确：123');
    expect((await send('POST', '/api/sms-api/v1/ali/sms', admin, { PhoneNumbers: phone, TemplateCode: 'b' })).body.message).toBe('短信签名不能为空');
    expect((await send('POST', '/api/sms-api/v1/ali/sms', admin, { PhoneNumbers: phone, SignName: 'a', TemplateCode: 'b', TemplateParam: '不是JSON' })).body.message).toBe('模板参数必须是 JSON 对象或数组');
    for (let i = 0; i < 8; i += 1) expect((await send('POST', '/api/sms-api/v1/ali/sms', admin, { PhoneNumbers: phone, SignName: 'a', TemplateCode: 'b' })).status).toBe(200);
    const capped = await send('POST', '/api/sms-api/v1/ali/sms', admin, { PhoneNumbers: phone, SignName: 'a', TemplateCode: 'b' });
    expect(capped.status).toBe(429);
    expect(capped.body.message).toBe('该手机号今日短信发送次数已达上限，请明天再试');
  });
});
