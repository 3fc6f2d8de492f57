import { describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig } from '../../../src/core/config/runtimeConfig';
import { encryptPassword } from '../../../src/core/session/passwordCipher';
import { SMS_TEMPLATES } from '../../../src/contract/smsTemplates';
import { mockControl } from '../../../mocks/control';
import { authed, getJson, ORIGIN, requestToken } from './support';

/** SMS codes, sign-up, forgotten password and SMS sign-in against the mocks (issue 19). */
interface Envelope<T> {
  code: number;
  message?: string;
  data: T;
  errors?: Record<string, string>;
}

const enc = (plain: string) => encryptPassword(plain, getRuntimeConfig().passwordKey);

async function post<T>(path: string, json: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${ORIGIN}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

function sendCode(phone: string, templateId: string = SMS_TEMPLATES.register, smsType = 2) {
  return post<{ demoCode: string; resendAfter: number }>('/api/sms-api/v1/common/send', {
    identifier: 'form-1', phones: phone, smsToken: '', smsType, templateId,
  });
}

const REGISTER_PERSON = '/api/operation-management/v1/personal-user/register';
const REGISTER_COMPANY = '/api/operation-management/v1/company-info/register';

describe('verification SMS', () => {
  it('sends a code for a new phone, refuses a resend within 60 s, and checks type, template and number', async () => {
    const sent = await sendCode('13800001111');
    expect(sent.status).toBe(200);
    expect(sent.body.data.demoCode).toMatch(/^\d{6}$/);
    expect(sent.body.data.resendAfter).toBe(60);
    expect((await sendCode('13800001111')).body.message).toBe('验证码发送过于频繁，请60秒后再试');
    expect((await sendCode('12345')).body.message).toBe('请输入正确的手机号');
    expect((await sendCode('13800001112', SMS_TEMPLATES.register, 1)).body.message).toBe('不支持的短信类型');
    expect((await sendCode('13800001112', 'NOPE')).body.message).toBe('短信模板不存在');
    // An unregistered phone is answered as a registered one is (tests/integration/login/abuseLimits.test.ts).
    const unregistered = await sendCode('13800001112', SMS_TEMPLATES.forget);
    expect(unregistered.status).toBe(200);
    expect(unregistered.body).toMatchObject({ code: 200, msg: '验证码已发送' });
  });

  it('allows a resend once 60 s have passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await sendCode('13800002222');
      vi.setSystemTime(Date.now() + 61_000);
      expect((await sendCode('13800002222')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('registration', () => {
  it('a person registers with the code and then signs in with phone and password', async () => {
    const code = (await sendCode('13900003333')).body.data.demoCode;
    const wrong = await post(REGISTER_PERSON, { phone: '13900003333', smsCode: code === '000000' ? '111111' : '000000', password: enc('abc123') });
    expect(wrong.body.errors).toEqual({ smsCode: '验证码错误' });
    const short = await post(REGISTER_PERSON, { phone: '13900003333', smsCode: code, password: enc('abc') });
    expect(short.body.errors).toEqual({ password: '未按要求设置密码' });

    const done = await post<{ userName: string }>(REGISTER_PERSON, { phone: '13900003333', smsCode: code, password: enc('abc123!') });
    expect(done.status).toBe(200);
    expect(done.body.data.userName).toBe('13900003333');
    // The code is spent.
    const again = await post(REGISTER_PERSON, { phone: '13900003333', smsCode: code, password: enc('abc123!') });
    expect(again.body.errors).toEqual({ phone: '该手机号已注册' });

    const token = await requestToken('13900003333', 'abc123!');
    expect(token.status).toBe(200);
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const info = await getJson<{ groupInfo: { orgLevel: number }[]; displayName: string }>('/api/aam/v1/portal/user/info', accessToken);
    expect(info.body.groupInfo[0]?.orgLevel).toBe(3);
    const codes = await getJson<string[]>('/api/aam/v1/portal/user/resource', accessToken);
    expect(codes.body.length).toBeGreaterThan(0);
  });

  it('an enterprise registers with its name, which becomes its organisation', async () => {
    const code = (await sendCode('13700004444')).body.data.demoCode;
    const missing = await post(REGISTER_COMPANY, { phone: '13700004444', smsCode: code, password: enc('abc123') });
    expect(missing.body.errors).toEqual({ companyName: '请输入企业名称' });
    const done = await post(REGISTER_COMPANY, { phone: '13700004444', smsCode: code, password: enc('abc123'), companyName: '星河材料科技有限公司' });
    expect(done.status).toBe(200);
    const org = mockControl.db.collection('organizations').find((o) => o.groupName === '星河材料科技有限公司');
    expect(org).toMatchObject({ orgLevel: 1, roles: [expect.objectContaining({ roleName: '企业管理员' }), expect.anything()] });
    const user = mockControl.db.collection('users').find((u) => u.userName === '13700004444');
    expect(user).toMatchObject({ accountType: 'enterprise', role: 'enterprise', groupInfo: [{ groupId: org!.id }] });
    expect(mockControl.db.collection('orgMemberships').find((m) => m.userId === user!.id)).toMatchObject({ isDefault: true, groupId: org!.id });
  });
});

describe('forgotten password and SMS sign-in', () => {
  async function registered(phone: string, password: string): Promise<void> {
    const code = (await sendCode(phone)).body.data.demoCode;
    expect((await post(REGISTER_PERSON, { phone, smsCode: code, password: enc(password) })).status).toBe(200);
  }

  it('resets the password with a code; the old one stops working and open sessions end', async () => {
    await registered('13600005555', 'first1');
    const before = (await (await requestToken('13600005555', 'first1')).json()) as { access_token: string };
    const code = (await sendCode('13600005555', SMS_TEMPLATES.forget)).body.data.demoCode;
    const mismatch = await post('/api/oauth/v1/forget/password', { phone: '13600005555', smsCode: code, password: enc('second2'), checkPassword: enc('second3') });
    expect(mismatch.body.errors).toEqual({ checkPassword: '密码输入不一致' });
    const done = await post('/api/oauth/v1/forget/password', { phone: '13600005555', smsCode: code, password: enc('second2'), checkPassword: enc('second2') });
    expect(done.status).toBe(200);
    expect((await requestToken('13600005555', 'first1')).status).toBe(401);
    expect((await requestToken('13600005555', 'second2')).status).toBe(200);
    expect((await fetch(`${ORIGIN}/api/aam/v1/portal/user/info`, authed(before.access_token))).status).toBe(401);
  });

  it('signs in with an SMS code once; a wrong or spent code is refused with the message', async () => {
    await registered('13500006666', 'pass66');
    const code = (await sendCode('13500006666', SMS_TEMPLATES.login)).body.data.demoCode;
    const token = (form: Record<string, string>) =>
      fetch(`${ORIGIN}/api/oauth/v1/sms/code/authorize/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
    const wrong = await token({ realm: 'hpc', phone: '13500006666', code: code === '999999' ? '888888' : '999999' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toBe('验证码错误');
    const ok = await token({ realm: 'hpc', phone: '13500006666', code });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { access_token: string; session_state: string };
    expect(body.session_state).toBeTruthy();
    expect((await getJson('/api/aam/v1/portal/user/info', body.access_token)).status).toBe(200);
    const spent = await token({ realm: 'hpc', phone: '13500006666', code });
    expect(((await spent.json()) as { message: string }).message).toBe('验证码错误');
  });
});
