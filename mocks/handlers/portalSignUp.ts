import { HttpResponse } from 'msw';
import { getRuntimeConfig } from '../../src/core/config/runtimeConfig';
import { decryptPassword } from '../../src/core/session/passwordCipher';
import { COMPANY_NAME_TAKEN, validateCompanyName } from '../../src/contract/signUpRules';
import { MOBILE_PATTERN, SmsMessages } from '../../src/contract/smsTemplates';
import { db } from '../store/db';
import { nameOf } from '../../src/core/text/normalizeName';
import { TOKEN_LIFETIME_SECONDS } from '../store/seeds/sessions';
import { DEFAULT_REALM, type UserRecord } from '../store/seeds/users';
import { formatBeijingTime } from '../store/time';
import { notices } from '../ws/userEvents';
import { clearSignInFailures, recordSignInFailure, signInKey, signInLockedAnswer, signInLockedFor } from './abuseLimits';
import { fail, readJsonObject } from './respond';
import { consumeSmsCode, userByPhone } from './sms';
import { publicOperation } from '../routing/declaredOperation';

/**
 * Hand-written: sign-up, password reset and SMS sign-in verify SMS codes and encrypted passwords and issue tokens — authentication.
 *
 * Sign-up, password reset and SMS sign-in (docs/behaviour §2.1 /register, /forget; §7.1):
 * - POST /api/operation-management/v1/personal-user/register  { phone, smsCode, password }
 * - POST /api/operation-management/v1/company-info/register   { phone, smsCode, password, companyName }
 * - POST /api/oauth/v1/forget/password                        { phone, smsCode, password, checkPassword }
 * - POST /api/oauth/v1/sms/code/authorize/token               form: realm, phone, code → the token answer
 * Passwords travel encrypted as at login (docs/behaviour §5). The account name of a registered user is the
 * phone number; the user signs in with it and the password, or with an SMS code.
 */
const PASSWORD_MIN = 6;
const PASSWORD_MAX = 12;
const PERSONAL_GROUP = '3001';
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function invalid(errors: Record<string, string>): Response {
  return HttpResponse.json({ code: 400, message: Object.values(errors)[0] ?? '请求参数错误', errors }, { status: 400 });
}

/** The plain password of an encrypted field, or the docs/behaviour §5 message when it is unusable. */
function plainPassword(cipher: unknown): string | { error: string } {
  const plain = typeof cipher === 'string' && cipher !== '' ? decryptPassword(cipher, getRuntimeConfig().passwordKey) : null;
  if (plain === null || plain === '') return { error: '请输入密码' };
  const length = Array.from(plain).length;
  return length < PASSWORD_MIN || length > PASSWORD_MAX ? { error: '未按要求设置密码' } : plain;
}

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function nextGroupId(): string {
  const taken = db.collection('organizations').list().map((o) => Number(o.id)).filter(Number.isFinite);
  return String(Math.max(6000, ...taken) + 1);
}

function createUser(phone: string, password: string, companyName: string | null): UserRecord {
  const now = Date.now();
  const enterprise = companyName !== null;
  let groupId = PERSONAL_GROUP;
  let roleName = '个人用户';
  if (enterprise) {
    groupId = nextGroupId();
    roleName = '企业管理员';
    db.collection('organizations').insert({
      id: groupId, groupName: companyName, orgLevel: 1, topGroupId: groupId, department: '企业用户',
      roles: [{ roleId: `${groupId}01`, roleName }, { roleId: `${groupId}02`, roleName: '普通成员' }],
    });
  }
  const organization = db.collection('organizations').get(groupId);
  const user = db.collection('users').insert({
    id: crypto.randomUUID(),
    userName: phone,
    displayName: enterprise ? companyName : `用户${phone.slice(-4)}`,
    password,
    role: enterprise ? 'enterprise' : 'personal',
    roleName,
    accountType: enterprise ? 'enterprise' : 'person',
    phone,
    email: '',
    enabled: true,
    firstLogin: false,
    realm: DEFAULT_REALM,
    aamServerName: 'aam',
    groupInfo: [{ orgLevel: organization?.orgLevel ?? (enterprise ? 1 : 3), groupId, groupName: organization?.groupName ?? roleName }],
    topGroup: [{ id: organization?.topGroupId ?? groupId }],
    endTime: formatBeijingTime(now + 3 * 365 * 86_400_000),
    createTime: formatBeijingTime(now),
  });
  const roleId = organization?.roles.find((r) => r.roleName === roleName)?.roleId ?? null;
  db.collection('orgMemberships').insert({ userId: user.id, groupId, roleIds: roleId ? [roleId] : [], isDefault: true, defaultRoleId: roleId });
  return user;
}

function register(kind: 'person' | 'enterprise') {
  return async ({ request }: { request: Request }): Promise<Response> => {
    const body = await readJsonObject(request);
    if (!body) return fail(400, '请求体必须是 JSON 对象');
    const phone = text(body.phone);
    const code = text(body.smsCode);
    const companyName = kind === 'enterprise' ? nameOf(body.companyName) : null;
    const errors: Record<string, string> = {};
    if (phone === '') errors.phone = SmsMessages.phoneRequired;
    else if (!MOBILE_PATTERN.test(phone)) errors.phone = SmsMessages.phoneInvalid;
    else if (userByPhone(phone)) errors.phone = SmsMessages.phoneTaken;
    if (code === '') errors.smsCode = SmsMessages.codeRequired;
    const password = plainPassword(body.password);
    if (typeof password !== 'string') errors.password = password.error;
    if (companyName !== null) {
      // The form's own rule and words (signUpRules.ts), on the name as it will be stored.
      const refusal = validateCompanyName(companyName);
      if (refusal) errors.companyName = refusal;
      else if (db.collection('organizations').find((o) => nameOf(o.groupName) === companyName)) errors.companyName = COMPANY_NAME_TAKEN;
    }
    if (Object.keys(errors).length > 0) return invalid(errors);
    const refused = consumeSmsCode(phone, 'register', code);
    if (refused) return invalid({ smsCode: refused });
    const user = createUser(phone, password as string, companyName);
    return HttpResponse.json({ code: 200, msg: '注册成功', data: { userId: user.id, userName: user.userName } });
  };
}

export const signUpHandlers = [
  publicOperation('personal-user', 'post-register', register('person')),
  publicOperation('company-info', 'post-register', register('enterprise')),

  publicOperation('oauth', 'post-forget-password', async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return fail(400, '请求体必须是 JSON 对象');
    const phone = text(body.phone);
    const code = text(body.smsCode);
    const errors: Record<string, string> = {};
    if (phone === '') errors.phone = SmsMessages.phoneRequired;
    else if (!MOBILE_PATTERN.test(phone)) errors.phone = SmsMessages.phoneInvalid;
    if (code === '') errors.smsCode = SmsMessages.codeRequired;
    const password = plainPassword(body.password);
    if (typeof password !== 'string') errors.password = password.error;
    const check = plainPassword(body.checkPassword);
    if (typeof password === 'string' && check !== password) errors.checkPassword = '密码输入不一致';
    if (Object.keys(errors).length > 0) return invalid(errors);
    // An unregistered phone fails as a wrong code does: the answer does not tell which it was.
    const refused = consumeSmsCode(phone, 'forget', code);
    if (refused) return invalid({ smsCode: refused });
    const user = userByPhone(phone);
    if (!user) return invalid({ smsCode: SmsMessages.codeWrong });
    db.collection('users').update(user.id, { password: password as string });
    // Every session of the user ends; open consoles are told why (docs/behaviour §4 Notice codes).
    for (const session of db.collection('sessions').list().filter((s) => s.userId === user.id)) {
      db.collection('sessions').remove(session.id);
      notices.push('PWD_CHANGE', '您的密码已重置，请重新登录', session.sessionState);
    }
    return HttpResponse.json({ code: 200, msg: '密码重置成功', data: null });
  }),

  publicOperation('oauth', 'post-sms-code-authorize-token', async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const realm = form.get('realm')?.trim() || DEFAULT_REALM;
    const phone = form.get('phone')?.trim() ?? '';
    const code = form.get('code')?.trim() ?? '';
    const refuse = (message: string) => HttpResponse.json({ error: 'invalid_grant', error_description: message, message }, { status: 400 });
    if (realm !== DEFAULT_REALM) return refuse('认证域不存在');
    if (!MOBILE_PATTERN.test(phone)) return refuse(SmsMessages.phoneInvalid);
    if (code === '') return refuse(SmsMessages.codeRequired);
    // The password sign-in's lock-out, counted against the phone (a registered user's name).
    const lockKey = signInKey(realm, phone);
    const lockedFor = signInLockedFor(lockKey);
    if (lockedFor > 0) return signInLockedAnswer(lockedFor);
    // An unregistered phone fails as a wrong code does: the answer does not tell which it was.
    const user = userByPhone(phone);
    const refused = consumeSmsCode(phone, 'login', code) ?? (user ? null : SmsMessages.codeWrong);
    if (refused || !user) {
      const locked = recordSignInFailure(lockKey);
      return locked > 0 ? signInLockedAnswer(locked) : refuse(refused ?? SmsMessages.codeWrong);
    }
    clearSignInFailures(lockKey);
    if (!user.enabled) return refuse('Account disabled');
    const now = Date.now();
    const session = db.collection('sessions').insert({
      id: randomHex(32), refreshToken: randomHex(32), userId: user.id, sessionState: crypto.randomUUID(),
      realm, createdAt: now, expiresAt: now + TOKEN_LIFETIME_SECONDS * 1000,
    });
    return HttpResponse.json({
      access_token: session.id, refresh_token: session.refreshToken, expires_in: TOKEN_LIFETIME_SECONDS,
      refresh_expires_in: TOKEN_LIFETIME_SECONDS, token_type: 'Bearer', session_state: session.sessionState, scope: 'openid profile',
    });
  }),
];
