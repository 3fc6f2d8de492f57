import { http, HttpResponse, type HttpResponseResolver, type PathParams } from 'msw';
import { getRuntimeConfig } from '../../src/core/config/runtimeConfig';
import { decryptPassword } from '../../src/core/session/passwordCipher';
import { callerCodes } from '../permissions';
import { db } from '../store/db';
import { notices } from '../ws/userEvents';
import { durable, fail, ok, readJsonObject } from './respond';
import { requireAuth } from './session';
import { operation } from '../routing/declaredOperation';

/**
 * Hand-written: the account service's calls on the signed-in session itself (password change with the encrypted password, the caller's HPC accounts, notices to the open consoles) — sign-in state, not records of a family.
 *
 * Account-service (aam) routes. The client rewrites /api/aam/ with the server name stored from
 * project/user/realm, so they are served under any /api/aam…/ prefix.
 */
type AamParams = PathParams<'aam'>;

function aamRoute(
  method: 'get' | 'put',
  rest: string,
  resolver: HttpResponseResolver<AamParams>,
) {
  return http[method]<AamParams>(`*/api/:aam/v1/${rest}`, (info) => {
    const aam = info.params.aam;
    if (typeof aam !== 'string' || !aam.startsWith('aam')) return undefined; // another service
    return resolver(info);
  });
}

const PASSWORD_MIN = 6;
const PASSWORD_MAX = 12;

export const accountHandlers = [
  aamRoute('get', 'user/password/confirm', ({ request }) => {
    const auth = requireAuth(request);
    if (auth instanceof Response) return auth;
    return HttpResponse.json({ isFirstLogin: auth.user.firstLogin });
  }),

  aamRoute('put', 'mgmt/user/password', durable(async ({ request }) => {
    const auth = requireAuth(request);
    if (auth instanceof Response) return auth;
    const body = await readJsonObject(request);
    const oldCipher = typeof body?.oldPassword === 'string' ? body.oldPassword : '';
    const newCipher = typeof body?.newPassword === 'string' ? body.newPassword : '';
    const userName = typeof body?.userName === 'string' ? body.userName.trim() : '';
    if (oldCipher === '' || newCipher === '') return fail(400, '原密码和新密码不能为空');
    if (userName !== '' && userName !== auth.user.userName) return fail(400, '只能修改当前登录用户的密码');
    const key = getRuntimeConfig().passwordKey;
    const oldPassword = decryptPassword(oldCipher, key);
    const newPassword = decryptPassword(newCipher, key);
    if (oldPassword === null || oldPassword !== auth.user.password) return fail(400, '原密码错误');
    // Characters as the user sees them, like the client's rule (an emoji is one).
    const length = newPassword === null ? 0 : Array.from(newPassword).length;
    if (newPassword === null || length < PASSWORD_MIN || length > PASSWORD_MAX) {
      return fail(400, `新密码长度应为${PASSWORD_MIN}到${PASSWORD_MAX}位`);
    }
    if (newPassword === oldPassword) return fail(400, '新密码不能与原密码相同');
    db.collection('users').update(auth.user.id, { password: newPassword, firstLogin: false });
    // Other sessions of the user end, and their consoles are told why (docs/behaviour §4 Notice codes).
    const others = db.collection('sessions').list().filter((s) => s.userId === auth.user.id && s.id !== auth.session.id);
    for (const other of others) {
      db.collection('sessions').remove(other.id);
      notices.push('PWD_CHANGE', '您的密码已修改，请重新登录', other.sessionState);
    }
    return HttpResponse.json({ code: 200, message: '密码修改成功' });
  })),

  aamRoute('get', 'portal/user/resource', ({ request }) => {
    const auth = requireAuth(request);
    if (auth instanceof Response) return auth;
    // The codes of the user's role as stored now: the same list every endpoint checks.
    return HttpResponse.json([...callerCodes(auth)]);
  }),

  aamRoute('get', 'portal/user/info', ({ request }) => {
    const auth = requireAuth(request);
    if (auth instanceof Response) return auth;
    const { user } = auth;
    return HttpResponse.json({
      id: user.id,
      displayName: user.displayName,
      userName: user.userName,
      phone: user.phone,
      email: user.email,
      accountType: user.accountType,
      roleName: user.roleName,
      realm: user.realm,
      groupInfo: user.groupInfo,
      topGroup: user.topGroup,
      defaultGroup: user.groupInfo[0]?.groupId ?? null,
      // docs/behaviour §4 Organisation and role: the default role at login is "1".
      defaultRole: '1',
      endTime: user.endTime,
      createTime: user.createTime,
    });
  }),

  // HPC accounts bound to the user (docs/behaviour §3: the first item has acc); empty when none.
  operation('starlight', 'get-account-list', (_, auth) => {
    const accounts = db.collection('hpcAccounts').query({ filter: (a) => a.userId === auth.user.id, sort: { key: 'id' } });
    return ok(accounts.records.map(({ acc, cluster, homeDir, status, createTime }) => ({ acc, cluster, homeDir, status, createTime })));
  }),
];
