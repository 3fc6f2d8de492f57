/**
 * The reference backend's abuse limits (mocks/handlers/abuseLimits.ts, README "Abuse limits"):
 * the sign-in lock-out (password and SMS code), the SMS daily cap, answers to code requests and
 * password resets that do not tell whether a phone is registered, and anonymous resource
 * applications per client per hour. Each test starts from the seed (mockControl.reset after each).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig } from '../../../src/core/config/runtimeConfig';
import { encryptPassword } from '../../../src/core/session/passwordCipher';
import { SMS_TEMPLATES } from '../../../src/contract/smsTemplates';
import { mockControl } from '../../../mocks/control';
import { login, ORIGIN, requestToken } from '../mocks/support';

const LOCKED = '登录失败次数过多，账号已锁定，请15分钟后再试';
const DAILY_CAP = '今日验证码发送次数已达上限，请明天再试';
const APPLY_LIMIT = '提交过于频繁，请稍后再试';
const MINUTE = 60_000;

const enc = (plain: string) => encryptPassword(plain, getRuntimeConfig().passwordKey);

async function post(path: string, json: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${ORIGIN}${path}`, { method: 'POST', headers, body: JSON.stringify(json) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

const sendCode = (phone: string, templateId: string) =>
  post('/api/sms-api/v1/common/send', { identifier: 'limits', phones: phone, smsToken: '', smsType: 2, templateId });

function smsToken(phone: string, code: string): Promise<Response> {
  return fetch(`${ORIGIN}/api/oauth/v1/sms/code/authorize/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ realm: 'hpc', phone, code }).toString(),
  });
}

const resetPassword = (phone: string, smsCode: string) =>
  post('/api/oauth/v1/forget/password', { phone, smsCode, password: enc('newpass1'), checkPassword: enc('newpass1') });

/** The demo account whose phone is registered (personal), and a phone nobody holds. */
const registeredPhone = (): string => {
  const user = mockControl.db.collection('users').find((u) => u.userName === 'personal');
  if (!user?.phone) throw new Error('personal has no phone');
  return user.phone;
};
const FREE_PHONE = '13912340000';

/** An answer with the phone it names and the code it made up left out: what an onlooker compares. */
const comparable = (answer: { status: number; body: Record<string, unknown> }) => {
  const data = { ...(answer.body.data as Record<string, unknown>) };
  expect(data.demoCode).toMatch(/^\d{6}$/);
  delete data.demoCode;
  delete data.phone;
  return { status: answer.status, body: { ...answer.body, data } };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in lock-out (5 failures in 15 minutes lock the name for 15 minutes)', () => {
  it('40 wrong passwords, then the right one: 429 with the lock message, and the right password stays refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await requestToken('admin', `wrong-${i}`)).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(new Set(statuses.slice(4))).toEqual(new Set([429]));
    const right = await requestToken('admin');
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual({ error: 'too_many_attempts', error_description: LOCKED, message: LOCKED });
    expect(mockControl.db.collection('sessions').count()).toBe(0);
  });

  it('the fifth failure locks; the lock says how long (Retry-After) and ends after 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 4; i += 1) expect((await requestToken('enterprise', 'nope')).status).toBe(401);
    const fifth = await requestToken('enterprise', 'nope');
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('retry-after')).toBe('900');
    vi.setSystemTime(Date.now() + 10 * MINUTE);
    const later = await requestToken('enterprise');
    expect(((await later.json()) as { message: string }).message).toBe('登录失败次数过多，账号已锁定，请5分钟后再试');
    vi.setSystemTime(Date.now() + 5 * MINUTE + 1000);
    expect((await requestToken('enterprise')).status).toBe(200);
  });

  it('a success clears the count; failures older than 15 minutes no longer count', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 4; i += 1) await requestToken('partner', 'nope');
    expect((await requestToken('partner')).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await requestToken('partner', 'nope')).status).toBe(401);
    vi.setSystemTime(Date.now() + 16 * MINUTE);
    expect((await requestToken('partner', 'nope')).status).toBe(401);
    expect((await requestToken('partner')).status).toBe(200);
  });

  it('a name nobody holds is answered exactly as an account is, lock included', async () => {
    const answers = async (name: string) => {
      const out: unknown[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await requestToken(name, 'nope');
        out.push({ status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') });
      }
      return out;
    };
    expect(await answers('nobody-here')).toEqual(await answers('ops'));
  });

  it('other accounts are not affected, and a reset clears the lock (the counters are demo data)', async () => {
    for (let i = 0; i < 5; i += 1) await requestToken('admin', 'nope');
    expect((await requestToken('admin')).status).toBe(429);
    expect((await requestToken('subcenter')).status).toBe(200);
    expect(mockControl.db.collection('abuseCounters').get('signIn:hpc:admin')?.lockedUntil).toBeGreaterThan(Date.now());
    await mockControl.reset();
    expect((await login('admin')).access_token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('SMS sign-in: five wrong codes lock the phone, the right code is then refused; an unregistered phone is answered alike', async () => {
    const phone = registeredPhone();
    const code = (await sendCode(phone, SMS_TEMPLATES.login)).body.data as { demoCode: string };
    const wrong = code.demoCode === '000000' ? '111111' : '000000';
    const attempts = async (target: string) => {
      const out: unknown[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await smsToken(target, wrong);
        out.push({ status: response.status, body: await response.json() });
      }
      return out;
    };
    await sendCode(FREE_PHONE, SMS_TEMPLATES.login);
    const registered = await attempts(phone);
    expect(registered.slice(0, 4)).toEqual(Array(4).fill({ status: 400, body: { error: 'invalid_grant', error_description: '验证码错误', message: '验证码错误' } }));
    expect(registered[4]).toMatchObject({ status: 429, body: { message: LOCKED } });
    expect(await attempts(FREE_PHONE)).toEqual(registered);
    expect((await smsToken(phone, code.demoCode)).status).toBe(429);
  });
});

describe('verification SMS: the same answer for any phone, and a daily cap', () => {
  it('code requests answer alike for a registered and an unregistered phone, for every purpose', async () => {
    for (const templateId of [SMS_TEMPLATES.login, SMS_TEMPLATES.forget, SMS_TEMPLATES.register]) {
      const known = await sendCode(registeredPhone(), templateId);
      const unknown = await sendCode(FREE_PHONE, templateId);
      expect(known.status).toBe(200);
      expect(comparable(unknown)).toEqual(comparable(known));
      expect(known.body.msg).toBe('验证码已发送');
      // The interval holds alike too.
      expect((await sendCode(FREE_PHONE, templateId)).body).toEqual((await sendCode(registeredPhone(), templateId)).body);
    }
  });

  it('a password reset answers an unregistered phone as it answers a wrong code', async () => {
    const phone = registeredPhone();
    const known = (await sendCode(phone, SMS_TEMPLATES.forget)).body.data as { demoCode: string };
    const unknown = (await sendCode(FREE_PHONE, SMS_TEMPLATES.forget)).body.data as { demoCode: string };
    const wrong = known.demoCode === '000000' ? '111111' : '000000';
    const refusedKnown = await resetPassword(phone, wrong);
    // The unregistered phone's own "code", as the answer gave it, fails with the same words.
    const refusedUnknown = await resetPassword(FREE_PHONE, unknown.demoCode);
    expect(refusedKnown).toMatchObject({ status: 400, body: { code: 400, message: '验证码错误', errors: { smsCode: '验证码错误' } } });
    expect(refusedUnknown.status).toBe(refusedKnown.status);
    expect(refusedUnknown.body).toEqual(refusedKnown.body);
    // A phone never sent a code, registered or not, reads the same.
    expect((await resetPassword('13912349999', '123456')).body).toEqual(refusedKnown.body);
    // Only a registered phone's real code resets, and nobody was created for the other one.
    expect((await resetPassword(phone, known.demoCode)).status).toBe(200);
    expect(mockControl.db.collection('users').find((u) => u.phone === FREE_PHONE || u.userName === FREE_PHONE)).toBeUndefined();
  });

  it('registration says "already registered" only at submit', async () => {
    const phone = registeredPhone();
    const sent = await sendCode(phone, SMS_TEMPLATES.register);
    expect(sent.status).toBe(200);
    const code = (sent.body.data as { demoCode: string }).demoCode;
    const submit = await post('/api/operation-management/v1/personal-user/register', { phone, smsCode: code, password: enc('abc123') });
    expect(submit.status).toBe(400);
    expect(submit.body.errors).toEqual({ phone: '该手机号已注册' });
  });

  it('the 11th code of a day for one phone is refused with 429, registered or not; the next day it is sent again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 2026-11-27 00:30 Beijing time: ten sends 61 s apart stay within the day.
    vi.setSystemTime(new Date('2026-11-27T00:30:00+08:00'));
    const purposes = [SMS_TEMPLATES.login, SMS_TEMPLATES.forget, SMS_TEMPLATES.register];
    for (const phone of [registeredPhone(), FREE_PHONE]) {
      vi.setSystemTime(new Date('2026-11-27T00:30:00+08:00'));
      for (let i = 0; i < 10; i += 1) {
        expect((await sendCode(phone, purposes[i % 3]!)).status, `code ${i + 1}`).toBe(200);
        vi.setSystemTime(Date.now() + 61_000);
      }
      const eleventh = await sendCode(phone, SMS_TEMPLATES.login);
      expect(eleventh.status).toBe(429);
      expect(eleventh.body).toEqual({ code: 429, message: DAILY_CAP });
      expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
      // The 60 s interval is kept besides the cap.
      vi.setSystemTime(new Date('2026-11-28T00:00:01+08:00'));
      expect((await sendCode(phone, SMS_TEMPLATES.login)).status).toBe(200);
      expect((await sendCode(phone, SMS_TEMPLATES.login)).body.message).toBe('验证码发送过于频繁，请60秒后再试');
    }
  });
});

describe('anonymous resource applications (5 per client per hour)', () => {
  const APPLY = '/api/operation-management/v1/workorder/resource/apply';
  const good = { applicant: '王小明', company: '华南理工大学', phone: '13812345678', resourceType: 2, quantity: 8, duration: 3, purpose: '大模型微调实验需要 GPU' };
  const orders = () => mockControl.db.collection('crud.resource-workorder').count();

  it('the 6th anonymous application within an hour is refused with 429 and not stored; an hour later one goes through', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = orders();
    for (let i = 0; i < 5; i += 1) expect((await post(APPLY, good)).status, `application ${i + 1}`).toBe(200);
    const sixth = await post(APPLY, good);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ code: 429, message: APPLY_LIMIT });
    expect(orders()).toBe(before + 5);
    vi.setSystemTime(Date.now() + 61 * MINUTE);
    expect((await post(APPLY, good)).status).toBe(200);
  });

  it('refused submissions do not count; a signed-in user is on record and not limited', async () => {
    for (let i = 0; i < 6; i += 1) expect((await post(APPLY, { ...good, phone: '123' })).status).toBe(400);
    for (let i = 0; i < 5; i += 1) expect((await post(APPLY, good)).status).toBe(200);
    expect((await post(APPLY, good)).status).toBe(429);
    const { access_token: token } = await login('personal');
    for (let i = 0; i < 6; i += 1) expect((await post(APPLY, good, token)).status).toBe(200);
  });
});
