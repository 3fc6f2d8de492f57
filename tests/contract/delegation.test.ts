/**
 * Generated delegation contract of the account service (issue 34: nobody grants what they do not
 * hold). Every demo account — and beside each an editor twin in the same organisation holding
 * the role and user pages too (delegationFixture.ts) — tries every role and user write on every
 * role and user: codes (everything, and narrowed), rename, delete, create; profile, status,
 * password, placement and create in and out of its organisation scope and with roles holding more
 * than it does. Where the rule (delegationOracle.ts) forbids: 403 with its reason and nothing in
 * the store changed; where it allows: the change is made. Then the probe of the issue, step by step.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../mocks/control';
import { getRuntimeConfig } from '../../src/core/config/runtimeConfig';
import { encryptPassword } from '../../src/core/session/passwordCipher';
import { passwordOf, requestToken } from '../integration/mocks/support';
import { signedInApi, type ApiAnswer } from './apiClient';
import {
  apiAs, BELOW_ORG, CALLER_LABELS, FIXTURE_ROLES, PLATFORM_ORG, seedDelegationWorld, SIBLING_ORG, SUBCENTRE_ORG, type Caller,
} from './delegationFixture';
import {
  assignableRoleIds, editableRoleIds, expectPlacement, expectRoleCodes, expectRoleCreate, expectRoleDelete, expectRoleRename,
  expectUserEdit, expectUserStatus, FORBIDDEN_MESSAGE, REFUSED, type Outcome,
} from './delegationOracle';

const ROLE = '/api/aam/v1/mgmt/role';
const USER = '/api/aam/v1/mgmt/user';
const cipher = (plain: string) => encryptPassword(plain, getRuntimeConfig().passwordKey);
const db = () => mockControl.db;
const roles = () => db().collection('roles');
const users = () => db().collection('users');

let callers: Caller[] = [];
/** Each outcome the matrix met, and how often (checked at the end: the world exercises every branch of the rule). */
const met = new Map<string, number>();
beforeEach(() => {
  callers = seedDelegationWorld();
});
const callerOf = (label: string) => callers.find((c) => c.label === label)!;

/** Everything a role or user write could touch (sessions too: a refusal ends none). */
const snapshot = () => JSON.stringify(['roles', 'users', 'orgMemberships', 'organizations', 'sessions'].map((name) => db().collection(name as 'roles').list()));

/**
 * Makes the call with a fresh session of the caller (a write may end the caller's sessions) and
 * checks it against the expected outcome: a refusal answers its status and reason and changes
 * nothing; an allowed call answers 200 and `changed` holds.
 */
async function check(label: string, expected: Outcome, call: (api: ReturnType<typeof apiAs>) => Promise<ApiAnswer>, callerId: string, changed: () => void) {
  const api = apiAs(callerId);
  const before = snapshot();
  const key = 'message' in expected ? expected.message : String(expected.status);
  met.set(key, (met.get(key) ?? 0) + 1);
  const answer = await call(api);
  expect(answer.status, `${label}: ${answer.text.slice(0, 160)}`).toBe(expected.status);
  if (expected.status === 200) {
    changed();
    return;
  }
  if ('message' in expected) expect((answer.body as { message?: string }).message, label).toBe(expected.message);
  expect(snapshot(), `${label}: a refused call changes nothing`).toBe(before);
}

const sameSet = (a: readonly string[], b: readonly string[]) => expect([...new Set(a)].sort()).toEqual([...new Set(b)].sort());
const targetRoles = () => roles().list().filter((r) => !r.id.startsWith('dg-editor-'));
const targetUsers = () => users().list().filter((u) => !u.userName.startsWith('dg_editor_'));

describe.each(CALLER_LABELS.map((label) => [label]))('delegation: %s', (label) => {
  it('role codes: granting everything, then narrowing, on every role', async () => {
    const { userId } = callerOf(label);
    const everything = roles().get('platformAdmin')!.permissions;
    for (const variant of ['everything', 'narrowed'] as const) {
      for (const { id } of targetRoles()) {
        const role = roles().get(id)!;
        const codes = variant === 'everything' ? [...everything] : role.permissions.slice(0, -1);
        await check(`${label} ${variant} → ${id}`, expectRoleCodes(userId, role, codes),
          (api) => api.call('PUT', `${ROLE}/${encodeURIComponent(id)}/permissions`, { json: { codes } }), userId,
          () => sameSet(roles().get(id)!.permissions, codes));
      }
    }
  });

  it('role rename and delete on every role; a created role belongs to the caller’s organisation', async () => {
    const { userId } = callerOf(label);
    for (const [n, { id }] of targetRoles().entries()) {
      const role = roles().get(id)!;
      const roleName = `改名角色${n}`;
      await check(`${label} renames ${id}`, expectRoleRename(userId, role),
        (api) => api.call('PUT', ROLE, { json: { id, roleName, remark: '' } }), userId,
        () => expect(roles().get(id)!.roleName).toBe(roleName));
    }
    for (const { id } of targetRoles()) {
      await check(`${label} deletes ${id}`, expectRoleDelete(userId, roles().get(id)!),
        (api) => api.call('DELETE', `${ROLE}/${encodeURIComponent(id)}`), userId,
        () => expect(roles().get(id)).toBeUndefined());
    }
    let created = '';
    await check(`${label} creates a role`, expectRoleCreate(userId), async (api) => {
      const answer = await api.call('POST', ROLE, { json: { roleName: '委派新角色', remark: '' } });
      created = (answer.body as { data?: { id: string } }).data?.id ?? '';
      return answer;
    }, userId, () => expect(roles().get(created)!.groupId).toBe(users().get(userId)!.groupInfo[0]!.groupId));
    if (created) expect(editableRoleIds(userId), 'the new role is the creator’s to edit').toContain(created);
  });

  it('the role list shows exactly the roles the caller may edit; user options only roles whose codes it holds', async () => {
    const { userId } = callerOf(label);
    const api = apiAs(userId);
    const list = await api.call('GET', `${ROLE}/list`);
    const options = await api.call('GET', `${USER}/options`);
    const caller = users().get(userId)!;
    if (list.status === 200) sameSet((list.body as { data: { id: string }[] }).data.map((r) => r.id), editableRoleIds(userId));
    else expect(list.status).toBe(caller.enabled ? 403 : 401);
    if (options.status === 200) sameSet((options.body as { data: { roles: { roleId: string }[] } }).data.roles.map((r) => r.roleId), assignableRoleIds(userId));
    else expect(options.status).toBe(caller.enabled ? 403 : 401);
  });

  it('user profile, status and password on every user', async () => {
    const { userId } = callerOf(label);
    for (const { id, userName } of targetUsers()) {
      await check(`${label} edits ${userName}`, expectUserEdit(userId, users().get(id)!),
        (api) => api.call('PUT', `${USER}/${id}`, { json: { displayName: '越权改名', phone: '13800138000', email: '' } }), userId,
        () => expect(users().get(id)!.displayName).toBe('越权改名'));
      // One's own password is set to what it was, so the account still signs in afterwards.
      const password = id === userId ? users().get(id)!.password : 'Reset#2026';
      await check(`${label} resets ${userName}'s password`, expectUserEdit(userId, users().get(id)!),
        (api) => api.call('PUT', `${USER}/${id}/password`, { json: { password: cipher(password) } }), userId,
        () => expect(users().get(id)!.password).toBe(password));
      await check(`${label} disables ${userName}`, expectUserStatus(userId, users().get(id)!),
        (api) => api.call('PUT', `${USER}/${id}/status/0`), userId,
        () => expect(users().get(id)!.enabled).toBe(false));
    }
  });

  it('user placement and creation: in and out of scope, with narrow and wider roles, never oneself', async () => {
    const { userId } = callerOf(label);
    const own = users().get(userId)!.groupInfo[0]?.groupId ?? PLATFORM_ORG;
    const placements = [[own, FIXTURE_ROLES.below], [BELOW_ORG, FIXTURE_ROLES.inside], [SIBLING_ORG, FIXTURE_ROLES.inside], [own, 'platformAdmin'], [SUBCENTRE_ORG, FIXTURE_ROLES.wider]] as const;
    for (const { id, userName } of targetUsers()) {
      for (const [groupId, roleId] of placements) {
        await check(`${label} places ${userName} in ${groupId} as ${roleId}`, expectPlacement(userId, users().get(id) ?? null, groupId, roles().get(roleId)!),
          (api) => api.call('PUT', `${USER}/${id}/assign`, { json: { groupId, roleId } }), userId,
          () => expect(users().get(id)).toMatchObject({ role: roleId, groupInfo: [expect.objectContaining({ groupId })] }));
      }
    }
    for (const [n, [groupId, roleId]] of placements.entries()) {
      const userName = `dg_new_${n}`;
      await check(`${label} creates ${userName} in ${groupId} as ${roleId}`, expectPlacement(userId, null, groupId, roles().get(roleId)!),
        (api) => api.call('POST', USER, { json: { userName, displayName: '新用户', phone: '13800138001', email: '', password: cipher('New#2026'), groupId, roleId } }), userId,
        () => expect(users().find((u) => u.userName === userName)).toMatchObject({ role: roleId, groupInfo: [expect.objectContaining({ groupId })] }));
    }
  });
});

describe('the matrix above', () => {
  it('met every outcome of the rule: allowed, refused by the page, and each of the rule’s reasons', () => {
    for (const outcome of ['200', '401', FORBIDDEN_MESSAGE, ...Object.values(REFUSED)]) {
      expect(met.get(outcome) ?? 0, `calls expected to answer ${outcome}`).toBeGreaterThan(0);
    }
  });
});

describe('the probe of issue 34, as the sub-centre account', () => {
  const idOf = (userName: string) => users().find((u) => u.userName === userName)!.id;
  const message = (answer: ApiAnswer) => (answer.body as { message?: string }).message;

  it('cannot grant itself everything, lock the administrator out, disable them, or cut and rename the administrator role', async () => {
    const sub = await signedInApi('subcenter');
    const admin = await signedInApi('admin');
    const everything = roles().get('platformAdmin')!.permissions;
    const before = snapshot();
    const subCodes = [...roles().get('subcenterStaff')!.permissions];

    const grab = await sub.call('PUT', `${ROLE}/subcenterStaff/permissions`, { json: { codes: everything } });
    expect(grab.status).toBe(403);
    expect(message(grab)).toBe(REFUSED.roleScope);
    expect(roles().get('subcenterStaff')!.permissions).toEqual(subCodes);
    expect((await sub.call('GET', '/api/operation-management/v1/customer/page', { query: { pageIndex: '1', pageSize: '5' } })).status).toBe(403);

    const lockOut = await sub.call('PUT', `${USER}/${idOf('admin')}/password`, { json: { password: cipher('Owned#2026') } });
    expect(lockOut.status).toBe(403);
    expect(message(lockOut)).toBe(REFUSED.userScope);
    expect((await requestToken('admin', passwordOf('admin'))).status).toBe(200);

    const disable = await sub.call('PUT', `${USER}/${idOf('admin')}/status/0`);
    expect(disable.status).toBe(403);
    expect(users().find((u) => u.userName === 'admin')!.enabled).toBe(true);

    const cut = await sub.call('PUT', `${ROLE}/platformAdmin/permissions`, { json: { codes: ['person-look'] } });
    expect(cut.status).toBe(403);
    const rename = await sub.call('PUT', ROLE, { json: { id: 'platformAdmin', roleName: '已被接管' } });
    expect(rename.status).toBe(403);
    expect((await sub.call('DELETE', `${ROLE}/platformAdmin`)).status).toBe(403);
    const self = await sub.call('PUT', `${USER}/${idOf('subcenter')}/assign`, { json: { groupId: SUBCENTRE_ORG, roleId: FIXTURE_ROLES.inside } });
    expect(message(self)).toBe(REFUSED.own);

    // The stored sessions aside (the sign-ins above add them), nothing changed; the administrator still works.
    const withoutSessions = (text: string) => JSON.stringify((JSON.parse(text) as unknown[]).slice(0, 4));
    expect(withoutSessions(snapshot())).toBe(withoutSessions(before));
    expect((await admin.call('GET', `${ROLE}/list`)).status).toBe(200);
    const listed = (await sub.call('GET', `${ROLE}/list`)).body as { data: { id: string }[] };
    expect(listed.data.map((r) => r.id)).not.toEqual(expect.arrayContaining(['platformAdmin']));
    expect(listed.data.map((r) => r.id)).not.toContain('subcenterStaff');
    expect(listed.data.map((r) => r.id)).toEqual(expect.arrayContaining([FIXTURE_ROLES.inside, FIXTURE_ROLES.below]));
  });
});
