import { describe, expect, it } from 'vitest';
import { getRuntimeConfig } from '../../../src/core/config/runtimeConfig';
import { encryptPassword } from '../../../src/core/session/passwordCipher';
import { mockControl } from '../../../mocks/control';
import { firstPermittedPath, menuCodes, menuTree } from '../../../src/core/menu';
import { ALL_PERMISSION_CODES, NON_MENU_CODES, PERMISSION_CODES } from '../../../mocks/store/seeds/demoAccounts';
import { authed, getJson, login, ORIGIN, passwordOf, requestToken } from './support';

const ALL_CODES = [...ALL_PERMISSION_CODES];

interface UserInfo {
  id: string;
  displayName: string;
  userName: string;
  groupInfo: { orgLevel: number; groupId: string; groupName: string }[];
  topGroup: { id: string }[];
  endTime: string;
}

describe('public platform calls', () => {
  it('serves platform info and the realm list without a token', async () => {
    const info = await getJson<{ name: string; shortName: string; version: string; copyright: string }>('/api/oauth/v1/project/info');
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ name: '超算云平台', shortName: '超算云' });
    expect(info.body.copyright).toContain('超算云平台');
    const realm = await getJson<{ realm: string; realms: { realm: string }[] }>('/api/oauth/v1/project/realm');
    expect(realm.body.realm).toBe('hpc');
    expect(realm.body.realms.map((r) => r.realm)).toContain('hpc');
    const configs = await getJson<{ code: number; data: { configKey: string; configValue: string }[] }>('/api/operation-management/v1/configs?configKey=upload.maxSizeKb');
    expect(configs.body).toMatchObject({ code: 200, data: [{ configKey: 'upload.maxSizeKb', configValue: '2048' }] });
  });
});

describe('token endpoint', () => {
  it.each(['admin', 'subcenter', 'enterprise', 'personal', 'partner', 'ops', 'newuser', 'noperm'])(
    'issues a stored token for %s',
    async (userName) => {
      const token = await login(userName);
      expect(token.access_token).toMatch(/^[0-9a-f]{64}$/);
      expect(token.refresh_token).toMatch(/^[0-9a-f]{64}$/);
      expect(token.expires_in).toBeGreaterThan(0);
      expect(token.session_state).toBeTruthy();
      const session = mockControl.db.collection('sessions').get(token.access_token);
      expect(session?.sessionState).toBe(token.session_state);
      const me = await getJson<UserInfo>('/api/aam/v1/portal/user/info', token.access_token);
      expect(me.body.userName).toBe(userName);
    },
  );

  it('answers 401 invalid_grant for a wrong password or an unknown user', async () => {
    for (const response of [await requestToken('admin', 'wrong-pass'), await requestToken('nobody', 'admin123')]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'invalid_grant', error_description: '账号或密码错误' });
    }
    expect(mockControl.db.collection('sessions').count()).toBe(0);
  });

  it('refuses a password sent unencrypted or under another key', async () => {
    const plain = await fetch(`${ORIGIN}/api/oauth/v1/pwd/authorize/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ realm: 'hpc', username: 'admin', password: 'admin123' }).toString(),
    });
    expect(plain.status).toBe(401);
    const otherKey = await fetch(`${ORIGIN}/api/oauth/v1/pwd/authorize/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ realm: 'hpc', username: 'admin', password: encryptPassword('admin123', 'another-key-0000') }).toString(),
    });
    expect(otherKey.status).toBe(401);
  });

  it('answers 400 "Account disabled" for the disabled account', async () => {
    const response = await requestToken('disabled');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_grant', error_description: 'Account disabled', message: 'Account disabled' });
  });

  it('answers 400 for empty credentials and an unknown realm', async () => {
    expect((await requestToken('', '')).status).toBe(400);
    const badRealm = await requestToken('admin', 'admin123', 'elsewhere');
    expect(badRealm.status).toBe(400);
    expect(await badRealm.json()).toMatchObject({ message: '认证域不存在' });
  });
});

describe('calls that need the token', () => {
  it('answer 401 without a token or with an unknown one', async () => {
    for (const path of ['/api/oauth/v1/project/user/realm', '/api/aam/v1/portal/user/info', '/api/aam/v1/portal/user/resource', '/api/operation-management/v1/starlight/account/list']) {
      const missing = await getJson<{ message: string }>(path);
      expect(missing.status, path).toBe(401);
      expect(missing.body.message).toBe('未登录或登录已过期');
      expect((await getJson(path, 'not-a-token')).status, path).toBe(401);
    }
  });

  it('user realm, user info and HPC accounts describe the logged-in user', async () => {
    const { access_token: token } = await login('admin');
    const realm = await getJson<{ aamServerName: string; firstLoginConfirm: boolean }>('/api/oauth/v1/project/user/realm', token);
    expect(realm.body).toMatchObject({ aamServerName: 'aam', firstLoginConfirm: true });
    const info = await getJson<UserInfo>('/api/aam/v1/portal/user/info', token);
    expect(info.body.groupInfo[0]).toMatchObject({ orgLevel: 1, groupName: '超算云平台运营中心' });
    expect(info.body.topGroup[0]?.id).toBe('1001');
    expect(info.body.displayName).toMatch(/^[\u4e00-\u9fa5]+$/);
    const accounts = await getJson<{ code: number; data: { acc: string }[] }>('/api/operation-management/v1/starlight/account/list', token);
    expect(accounts.body.data[0]?.acc).toBe('hpc_admin');

    const partner = await login('partner');
    const none = await getJson<{ data: unknown[] }>('/api/operation-management/v1/starlight/account/list', partner.access_token);
    expect(none.body.data).toEqual([]);
  });

  it('serves the account service under the stored server name prefix (aam…)', async () => {
    const { access_token: token } = await login('personal');
    expect((await getJson('/api/aam-person/v1/portal/user/info', token)).status).toBe(200);
  });

  it('logout ends the session', async () => {
    const { access_token: token } = await login('ops');
    const out = await fetch(`${ORIGIN}/api/oauth/v1/logout`, authed(token, { method: 'POST' }));
    expect(out.status).toBe(200);
    expect((await getJson('/api/aam/v1/portal/user/info', token)).status).toBe(401);
  });

  it('an expired session answers 401', async () => {
    const { access_token: token } = await login('ops');
    mockControl.db.collection('sessions').update(token, { expiresAt: Date.now() - 1 });
    expect((await getJson('/api/aam/v1/portal/user/info', token)).status).toBe(401);
  });
});

describe('permission codes', () => {
  const resource = async (userName: string): Promise<string[]> =>
    (await getJson<string[]>('/api/aam/v1/portal/user/resource', (await login(userName)).access_token)).body;

  it('admin has every menu code and every code named in docs/behaviour §6; noperm none', async () => {
    const admin = await resource('admin');
    expect([...admin].sort()).toEqual([...ALL_CODES].sort());
    for (const code of [...menuCodes(), ...Object.values(PERMISSION_CODES), ...NON_MENU_CODES]) expect(admin).toContain(code);
    expect(await resource('noperm')).toEqual([]);
  });

  it('the other roles hold known codes only, and land in their own area of the menu', async () => {
    const landing: Record<string, RegExp> = {
      subcenter: /^\/application-admin\//,
      enterprise: /^\/application-admin\//,
      personal: /^\/application-admin\//,
      newuser: /^\/application-admin\//,
      partner: /^\/operation-center\/partner\//,
      ops: /^\/operation-center\/customer\//,
    };
    for (const [userName, area] of Object.entries(landing)) {
      const codes = await resource(userName);
      expect(codes.length, userName).toBeGreaterThan(0);
      expect(new Set(codes).size, userName).toBe(codes.length);
      for (const code of codes) expect(ALL_CODES, `${userName}: ${code}`).toContain(code);
      expect(firstPermittedPath(menuTree, codes), userName).toMatch(area);
    }
  });

  it('roles follow the menu areas of docs/design.md §6', async () => {
    const enterprise = await resource('enterprise');
    expect(enterprise).toEqual(expect.arrayContaining(['application-admin', 'work-expense-look', 'my-account-look', 'account-recharge']));
    const personal = await resource('personal');
    expect(personal).toContain('work-app-look');
    expect(personal).not.toContain('work-expense-look');
    const subcenter = await resource('subcenter');
    expect(subcenter).toEqual(expect.arrayContaining(['operateM', 'app-audit_subcenter-look', 'resource-apply_subcenter-look', 'resourceM-stat2-look']));
    expect(subcenter).not.toContain('app-audit-look');
    expect(subcenter).not.toContain('subcenter-message-look');
    const partner = await resource('partner');
    expect(partner).toEqual(expect.arrayContaining(['operation-center-look', 'partner-look', 'partner-reconciliation-look']));
    expect(partner).not.toContain('customer-look');
    const ops = await resource('ops');
    expect(ops).toEqual(expect.arrayContaining(['operateM', 'customer-info-look', 'ledger-look', 'partner-look']));
    // Only roles with a workbench reach admin level 1 (docs/behaviour §4: application-admin in the codes).
    for (const codes of [partner, ops]) expect(codes).not.toContain('application-admin');
    expect(ops).not.toContain('platform-manage-look');
  });
});

describe('first login and password change', () => {
  const key = (): string => getRuntimeConfig().passwordKey;
  const change = (token: string, oldPassword: string, newPassword: string, userName = 'newuser'): Promise<Response> =>
    fetch(`${ORIGIN}/api/aam/v1/mgmt/user/password`, authed(token, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oldPassword: encryptPassword(oldPassword, key()), newPassword: encryptPassword(newPassword, key()), userName }),
    }));

  it('newuser must change the password once; then the flag is cleared and the new password works', async () => {
    const { access_token: token } = await login('newuser');
    expect((await getJson<{ isFirstLogin: boolean }>('/api/aam/v1/user/password/confirm', token)).body).toEqual({ isFirstLogin: true });

    const wrongOld = await change(token, 'not-my-password', 'Hpc@2026');
    expect(wrongOld.status).toBe(400);
    expect(await wrongOld.json()).toMatchObject({ message: '原密码错误' });
    const tooShort = await change(token, passwordOf('newuser'), '12345');
    expect(tooShort.status).toBe(400);
    expect(((await tooShort.json()) as { message: string }).message).toContain('6到12位');
    expect((await change(token, passwordOf('newuser'), 'Hpc@2026', 'admin')).status).toBe(400);

    const done = await change(token, passwordOf('newuser'), 'Hpc@2026');
    expect(done.status).toBe(200);
    expect((await getJson<{ isFirstLogin: boolean }>('/api/aam/v1/user/password/confirm', token)).body).toEqual({ isFirstLogin: false });
    expect((await requestToken('newuser', passwordOf('newuser'))).status).toBe(401);
    expect((await requestToken('newuser', 'Hpc@2026')).status).toBe(200);
  });

  it('other sessions of the user end when the password changes; the current one stays', async () => {
    const older = await login('personal');
    const current = await login('personal');
    expect((await change(current.access_token, passwordOf('personal'), 'Newpass1', 'personal')).status).toBe(200);
    expect((await getJson('/api/aam/v1/portal/user/info', older.access_token)).status).toBe(401);
    expect((await getJson('/api/aam/v1/portal/user/info', current.access_token)).status).toBe(200);
  });
});
