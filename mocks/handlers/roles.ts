/**
 * Hand-written: roles carry permission codes, and every write runs the delegation rule (nobody grants a code they do not hold) and ends the sessions of the users it changes.
 *
 * Roles and their permission codes (docs/behaviour §2.3 role, §2.9 permission-tree editor; the paths are
 * not in the spec — the account service's management family, /api/aam/v1/mgmt/role):
 *
 *   GET    mgmt/role/list                 roles with their user counts
 *   POST   mgmt/role          {roleName, remark}
 *   PUT    mgmt/role          {id, roleName, remark}
 *   DELETE mgmt/role/:id                   refused while users hold the role
 *   GET    mgmt/role/:id/permissions       the role's codes
 *   PUT    mgmt/role/:id/permissions {codes}  only codes of the permission tree or docs/behaviour §6's own
 *
 * Every call follows the delegation rule (mocks/permissions/delegation.ts): the list shows only the
 * roles the caller may edit (owned within its organisation scope, no code it lacks), a new role
 * belongs to the caller's own organisation, and a refused call answers 403 with the reason,
 * changing nothing.
 *
 * A role's codes are what its users hold from their next call on (mocks/permissions reads them on
 * every call). A console keeps the codes it was given at sign-in, so when they change every
 * session of the role's users ends with USER_SCOPE_CHANGE — the editor's own too when it holds
 * the role — and each signs in again to the new codes.
 */
import type { HttpResponseResolver, PathParams } from 'msw';
import { nameOf } from '../../src/core/text/normalizeName';
import { delegatorOf, DELEGATION_REFUSALS, newRoleOwner, refuseGrant, refuseRoleEdit, type Delegator } from '../permissions/delegation';
import { db } from '../store/db';
import { operation } from '../routing/declaredOperation';
import { answer } from '../routing/operationAnswer';
import { ALL_PERMISSION_CODES } from '../store/seeds/rolePermissions';
import type { RoleRecord } from '../store/seeds/roles';
import { formatBeijingTime } from '../store/time';
import { noticeSessions } from './orgUserStore';
import { fail, ok, readJsonObject } from './respond';

type Params = PathParams<'aam' | 'id'>;
type Info = Parameters<HttpResponseResolver<Params>>[0];
const ROLE_NAME_MAX = 20;
const REMARK_MAX = 100;
export const SCOPE_CHANGE_NOTICE = '您的权限范围已变更，请重新登录';

/** A 角色管理 call as its family declares it (schemas/families/mgmt-role.json), for the caller as a delegator. */
function route(name: string, resolver: (info: Info, delegator: Delegator) => Response | Promise<Response>) {
  return operation('mgmt-role', name, (info, access) => resolver(info as Info, delegatorOf(access)));
}

/** Codes a role may hold: every code the platform knows (the permission tree's, menu and page actions, and docs/behaviour §6's own). */
const grantableCodes = new Set(ALL_PERMISSION_CODES);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function roleView(role: RoleRecord) {
  return {
    id: role.id,
    roleName: role.roleName,
    remark: role.remark ?? '',
    createTime: role.createTime ?? '',
    userCount: db.collection('users').count((u) => u.role === role.id),
    codeCount: role.permissions.length,
  };
}

/** Name and remark checked as the form checks them; the name (normalised) unique among roles. */
function readRoleInput(body: Record<string, unknown>, id: string | null): { roleName: string; remark: string } | Response {
  const roleName = nameOf(body.roleName);
  const remark = text(body.remark);
  if (!roleName) return fail(400, '角色名称不能为空');
  if (Array.from(roleName).length > ROLE_NAME_MAX) return fail(400, `角色名称不能超过${ROLE_NAME_MAX}个字符`);
  if (Array.from(remark).length > REMARK_MAX) return fail(400, `说明不能超过${REMARK_MAX}个字符`);
  if (db.collection('roles').list().some((r) => nameOf(r.roleName) === roleName && r.id !== id)) return fail(400, '角色名称已存在');
  return { roleName, remark };
}

/** The role named by `id` if the delegator may edit it; else the answer (404 unknown, 403 refused). */
function editableRole(delegator: Delegator, id: string): RoleRecord | Response {
  const role = db.collection('roles').get(id);
  if (!role) return fail(404, '角色不存在');
  const refusal = refuseRoleEdit(delegator, role);
  return refusal ? fail(403, refusal) : role;
}

/** The codes of a body `{ codes }`: strings of the permission tree (or of src/core/menu/globalCodes.ts), each once. */
function readCodes(body: Record<string, unknown> | null): string[] | Response {
  const codes = body?.codes;
  if (!Array.isArray(codes) || codes.some((c) => typeof c !== 'string')) return fail(400, 'codes 必须是权限编码数组');
  const unknown = (codes as string[]).filter((c) => !grantableCodes.has(c));
  if (unknown.length > 0) return fail(400, `未知的权限编码：${unknown.slice(0, 5).join('、')}`);
  return [...new Set(codes as string[])];
}

const sameCodes = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((code) => b.includes(code));

export const roleHandlers = [
  route('get-list', (_info, delegator) => answer('mgmt-role', 'get-list', db.collection('roles').list()
    .filter((role) => refuseRoleEdit(delegator, role) === null)
    .map(roleView))),

  route('post', async ({ request }, delegator) => {
    const body = await readJsonObject(request);
    if (!body) return fail(400, '请求体必须是 JSON 对象');
    const groupId = newRoleOwner(delegator);
    if (groupId === null) return fail(403, DELEGATION_REFUSALS.noOrganisation);
    const input = readRoleInput(body, null);
    if (input instanceof Response) return input;
    const role = db.collection('roles').insert({
      id: `role-${crypto.randomUUID().slice(0, 8)}`, ...input, permissions: [], groupId, createTime: formatBeijingTime(Date.now()),
    });
    return answer('mgmt-role', 'post', roleView(role));
  }),

  route('put', async ({ request }, delegator) => {
    const body = await readJsonObject(request);
    if (!body) return fail(400, '请求体必须是 JSON 对象');
    const role = editableRole(delegator, text(body.id));
    if (role instanceof Response) return role;
    const input = readRoleInput(body, role.id);
    if (input instanceof Response) return input;
    return answer('mgmt-role', 'put', roleView(db.collection('roles').update(role.id, input)!));
  }),

  route('delete', ({ params }, delegator) => {
    const role = editableRole(delegator, String(params.id));
    if (role instanceof Response) return role;
    const users = db.collection('users').count((u) => u.role === role.id);
    if (users > 0) return fail(400, `该角色下仍有 ${users} 个用户，不能删除`);
    db.collection('roles').remove(role.id);
    return ok(null);
  }),

  route('get-permissions', ({ params }, delegator) => {
    const role = editableRole(delegator, String(params.id));
    return role instanceof Response ? role : answer('mgmt-role', 'get-permissions', role.permissions);
  }),

  route('put-permissions', async ({ request, params }, delegator) => {
    const role = editableRole(delegator, String(params.id));
    if (role instanceof Response) return role;
    const codes = readCodes(await readJsonObject(request));
    if (codes instanceof Response) return codes;
    const refusal = refuseGrant(delegator, codes);
    if (refusal) return fail(403, refusal);
    if (sameCodes(role.permissions, codes)) return ok(null);
    db.collection('roles').update(role.id, { permissions: codes });
    // Every console of the role's users (the editor's own included) holds the old codes: it ends.
    for (const user of db.collection('users').list().filter((u) => u.role === role.id)) {
      noticeSessions(user.id, 'USER_SCOPE_CHANGE', SCOPE_CHANGE_NOTICE, { end: true });
    }
    return ok(null);
  }),
];
