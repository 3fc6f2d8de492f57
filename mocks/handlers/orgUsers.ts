/**
 * Hand-written, not generated CRUD: the records are the `users` sign-in reads, and every write runs the delegation and organisation-scope rules below.
 * The page (schemas/pages/platform-manage/organization/user-config.json) reads and writes them through these operations.
 *
 * 用户配置 (user-config, docs/behaviour §2.3, §7.2 Users "list users and group members"): the account
 * service's users, the same records sign-in and the permission checks read. The spec names no
 * paths; these sit in the account service's management family beside the roles':
 *
 *   GET mgmt/user/page?pageIndex&pageSize&keyword&groupId&roleId&enabled   users (a group's members with groupId)
 *   GET mgmt/user/options                         organisations and roles the caller may assign
 *   POST mgmt/user  {userName, displayName, phone, email, password, groupId, roleId}
 *   PUT mgmt/user/:id  {displayName, phone, email}
 *   PUT mgmt/user/:id/status/:value               1 启用 / 0 禁用 (a disabled user cannot sign in)
 *   PUT mgmt/user/:id/password  {password}        reset; the password travels encrypted (docs/behaviour §5)
 *   PUT mgmt/user/:id/assign  {groupId, roleId}   organisation and role
 *
 * Every write follows the delegation rule (mocks/permissions/delegation.ts): a caller changes only
 * users of its organisation scope whose role holds no code it lacks, places users only in that
 * scope with roles whose codes it holds, and never changes its own role or organisation; a refusal
 * is 403 with the reason and changes nothing. A placement ends the user's sessions: a console
 * keeps the codes it signed in with.
 */
import { getRuntimeConfig } from '../../src/core/config/runtimeConfig';
import { decryptPassword } from '../../src/core/session/passwordCipher';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/core/session/passwordRules';
import { callerCodes, type Access } from '../permissions';
import { delegatedUser, delegatorOf, refusePlacement, refuseRoleAssignment, refuseUserEdit } from '../permissions/delegation';
import { inOrgScope } from '../permissions/orgScope';
import { db } from '../store/db';
import { operation } from '../routing/declaredOperation';
import { DEFAULT_REALM, type UserRecord } from '../store/seeds/users';
import { formatBeijingTime } from '../store/time';
import { managedBy, noticeSessions, placeUser, roleCodesOf, userRow } from './orgUserStore';
import { answerFieldErrors } from '../crud/envelope';
import { fail, intParam, ok, readJsonObject } from './respond';

/** The 用户配置 page (a list page of this family): who holds its look code manages users. */
export const USER_CONFIG_PAGE = 'platform-manage/organization/user-config';
export const ACCOUNT_DISABLED_NOTICE = '您的账号已被禁用，请联系管理员';

/** A 用户配置 call as its family declares it (schemas/families/mgmt-user.json): route, guard, and a write saved before it answers. */
const route = (name: string, resolver: Parameters<typeof operation>[2]) => operation('mgmt-user', name, resolver);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** A 400 naming the field it is about (the form shows it on that field; the dialect's `errors`). */
const fieldFail = (field: string, message: string) => answerFieldErrors(undefined, { [field]: message });
/** What a new user needs, with the labels of the page's form (schemas/entities/org-user.json). */
const NEW_USER_FIELDS = { userName: '登录账号', displayName: '姓名', phone: '手机号码', password: '密码', groupId: '所属组织', roleId: '角色' } as const;
const PHONE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USER_NAME = /^[A-Za-z][A-Za-z0-9_]{2,19}$/; // 3 to 20: the demo's ops account is one the console could create

/** The user named by the path if the caller may change them; else the answer (404 unknown, 403 refused). */
function managedUser(access: Access, id: unknown): UserRecord | Response {
  const user = db.collection('users').get(String(id));
  if (!user) return fail(404, '用户不存在');
  const refusal = refuseUserEdit(delegatorOf(access), delegatedUser(user, roleCodesOf));
  return refusal ? fail(403, refusal) : user;
}

function readProfile(body: Record<string, unknown>): { displayName: string; phone: string; email: string } | Response {
  const displayName = text(body.displayName);
  const phone = text(body.phone);
  const email = text(body.email);
  if (!displayName) return fieldFail('displayName', '姓名不能为空');
  if (Array.from(displayName).length > 20) return fieldFail('displayName', '姓名不能超过20个字符');
  if (!PHONE.test(phone)) return fieldFail('phone', '请输入 11 位手机号码');
  if (email && !EMAIL.test(email)) return fieldFail('email', '邮箱格式不正确');
  return { displayName, phone, email };
}

/** The encrypted password of the body, decrypted and checked against docs/behaviour §5's length rule. */
function readPassword(body: Record<string, unknown>): string | Response {
  const plain = decryptPassword(text(body.password), getRuntimeConfig().passwordKey);
  if (plain === null || plain === '') return fieldFail('password', '请输入新密码');
  const length = Array.from(plain).length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return fieldFail('password', '未按要求设置密码');
  return plain;
}

/** Organisation and role of the body for `user` (null: one being created), if the caller may place them so. */
function readPlacement(access: Access, body: Record<string, unknown>, user: UserRecord | null) {
  const organization = db.collection('organizations').get(text(body.groupId));
  const role = db.collection('roles').get(text(body.roleId));
  if (!organization) return fail(400, '请选择所属组织');
  if (!role) return fail(400, '请选择角色');
  const target = user ? delegatedUser(user, roleCodesOf) : null;
  const refusal = refusePlacement(delegatorOf(access), target, organization.id, role);
  if (refusal) return fail(403, refusal);
  return { organization, roleId: role.id };
}

export const orgUserHandlers = [
  route('get-page', ({ request }, access) => {
    const url = new URL(request.url);
    const keyword = text(url.searchParams.get('keyword')).toLowerCase();
    const groupId = text(url.searchParams.get('groupId'));
    const roleId = text(url.searchParams.get('roleId'));
    // true / false as the list's filter sends the boolean (1 / 0 also read).
    const enabled = { true: '1', false: '0' }[text(url.searchParams.get('enabled'))] ?? text(url.searchParams.get('enabled'));
    const managed = managedBy(access.user, callerCodes(access));
    const page = db.collection('users').query({
      filter: (u) => managed(u)
        && (!keyword || u.userName.toLowerCase().includes(keyword) || u.displayName.toLowerCase().includes(keyword) || u.phone.includes(keyword))
        && (!groupId || u.groupInfo[0]?.groupId === groupId)
        && (!roleId || u.role === roleId)
        && (enabled === '' || u.enabled === (enabled === '1')),
      sort: { key: 'createTime', order: 'desc' },
      pageIndex: intParam(url, 'pageIndex', 1),
      pageSize: Math.min(intParam(url, 'pageSize', 20), 100),
    });
    return ok({ records: page.records.map(userRow), total: page.total });
  }),

  route('get-options', (_info, access) => {
    const delegator = delegatorOf(access);
    const groups = db.collection('organizations').list()
      .filter((o) => inOrgScope(delegator.scope, o.id))
      .map((o) => ({ groupId: o.id, groupName: o.groupName }));
    const roles = db.collection('roles').list()
      .filter((r) => r.permissions.length > 0 && refuseRoleAssignment(delegator, r) === null)
      .map((r) => ({ roleId: r.id, roleName: r.roleName }));
    return ok({ groups, roles });
  }),

  route('post', async ({ request }, access) => {
    const body = await readJsonObject(request);
    if (!body) return fail(400, '请求体必须是 JSON 对象');
    // Every field left empty is named at once, each on its field.
    const missing = Object.entries(NEW_USER_FIELDS).filter(([field]) => text(body[field]) === '');
    if (missing.length > 0) return answerFieldErrors(undefined, Object.fromEntries(missing.map(([field, label]) => [field, `${label}不能为空`])));
    const userName = text(body.userName);
    if (!USER_NAME.test(userName)) return fieldFail('userName', '登录账号以字母开头，3 到 20 位字母、数字或下划线');
    if (db.collection('users').find((u) => u.userName === userName)) return fieldFail('userName', '登录账号已存在');
    const profile = readProfile(body);
    if (profile instanceof Response) return profile;
    const password = readPassword(body);
    if (password instanceof Response) return password;
    const placement = readPlacement(access, body, null);
    if (placement instanceof Response) return placement;
    const now = Date.now();
    const user = db.collection('users').insert({
      id: crypto.randomUUID(), userName, ...profile, password,
      role: placement.roleId, roleName: '', accountType: 'enterprise', enabled: true, firstLogin: false,
      realm: DEFAULT_REALM, aamServerName: 'aam', groupInfo: [], topGroup: [],
      endTime: formatBeijingTime(now + 3 * 365 * 86_400_000), createTime: formatBeijingTime(now),
    });
    placeUser(user.id, placement.organization, placement.roleId);
    return ok(userRow(db.collection('users').get(user.id)!));
  }),

  route('put', async ({ request, params }, access) => {
    const user = managedUser(access, params.id);
    if (user instanceof Response) return user;
    const body = await readJsonObject(request);
    if (!body) return fail(400, '请求体必须是 JSON 对象');
    const profile = readProfile(body);
    if (profile instanceof Response) return profile;
    return ok(userRow(db.collection('users').update(user.id, profile)!));
  }),

  route('put-status', ({ params }, access) => {
    const user = managedUser(access, params.id);
    if (user instanceof Response) return user;
    const value = String(params.value);
    if (value !== '0' && value !== '1') return fail(400, '状态只能是 1（启用）或 0（禁用）');
    if (user.id === access.user.id) return fail(400, '不能禁用当前登录的账号');
    db.collection('users').update(user.id, { enabled: value === '1' });
    if (value === '0') noticeSessions(user.id, 'USER_EXPIRE', ACCOUNT_DISABLED_NOTICE, { end: true });
    return ok(null);
  }),

  route('put-password-2', async ({ request, params }, access) => {
    const user = managedUser(access, params.id);
    if (user instanceof Response) return user;
    const body = await readJsonObject(request);
    const password = readPassword(body ?? {});
    if (password instanceof Response) return password;
    db.collection('users').update(user.id, { password });
    noticeSessions(user.id, 'PWD_CHANGE', '您的密码已被管理员重置，请重新登录', { keep: access.session.id, end: true });
    return ok(null);
  }),

  route('put-assign', async ({ request, params }, access) => {
    const user = managedUser(access, params.id);
    if (user instanceof Response) return user;
    const body = await readJsonObject(request);
    const placement = readPlacement(access, body ?? {}, user);
    if (placement instanceof Response) return placement;
    placeUser(user.id, placement.organization, placement.roleId);
    // The user's open consoles hold the old role's codes: they end, and the user signs in again
    // to the new role's menus (the USER_SCOPE_CHANGE notice, src/core/socket/socketCodes.ts). The caller is never the user placed.
    noticeSessions(user.id, 'USER_SCOPE_CHANGE', '您的组织或角色已变更，请重新登录', { end: true });
    return ok(userRow(db.collection('users').get(user.id)!));
  }),
];
