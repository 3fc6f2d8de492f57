/**
 * Roles and their permission codes (spec §2.3 role, §2.9 permission-tree editor; the paths are
 * not in the spec — the account service's management family, /api/aam/v1/mgmt/role):
 *
 *   GET    mgmt/role/list                 roles with their user counts
 *   POST   mgmt/role          {roleName, remark}
 *   PUT    mgmt/role          {id, roleName, remark}
 *   DELETE mgmt/role/:id                   refused while users hold the role
 *   GET    mgmt/role/:id/permissions       the role's codes
 *   PUT    mgmt/role/:id/permissions {codes}  only codes of the permission tree or spec §6's own
 *
 * A role's codes are what its users hold from their next call on (mocks/permissions reads them on
 * every call); its users' other consoles are told to sign in again (USER_SCOPE_CHANGE).
 */
import { http, type HttpResponseResolver, type PathParams } from 'msw';
import { GLOBAL_CODES } from '../../src/core/menu/globalCodes';
import type { PermissionTreeNode } from '../../src/core/menu/permissionTree';
import generated from '../../schemas/generated/permission-tree.json' with { type: 'json' };
import { moduleGrants, requireGrant } from '../permissions';
import { db } from '../store/db';
import type { RoleRecord } from '../store/seeds/roles';
import { formatBeijingTime } from '../store/time';
import { notices } from '../ws/userEvents';
import { durable, fail, ok, readJsonObject } from './respond';

type Params = PathParams<'aam' | 'id'>;
const ROLE_NAME_MAX = 20;
const REMARK_MAX = 100;
export const ROLE_MODULE = 'role-permissions';

function route(method: 'get' | 'post' | 'put' | 'delete', rest: string, resolver: HttpResponseResolver<Params>) {
  return http[method]<Params>(`*/api/:aam/v1/mgmt/${rest}`, (info) => {
    const aam = info.params.aam;
    if (typeof aam !== 'string' || !aam.startsWith('aam')) return undefined; // another service
    const access = requireGrant(info.request, moduleGrants(ROLE_MODULE));
    if (access instanceof Response) return access;
    return resolver(info);
  });
}

let grantable: Set<string> | null = null;
/** Codes a role may hold: the generated permission tree's (menu and page actions) and spec §6's own. */
function grantableCodes(): Set<string> {
  if (grantable) return grantable;
  const codes = new Set<string>(GLOBAL_CODES.map((c) => c.code));
  const visit = (node: PermissionTreeNode) => {
    codes.add(node.code);
    for (const a of node.childrens) codes.add(a.code);
    node.children.forEach(visit);
  };
  (generated as unknown as { tree: PermissionTreeNode[] }).tree.forEach(visit);
  grantable = codes;
  return codes;
}

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

/** Name and remark checked as the form checks them; the name unique among roles. */
function readRoleInput(body: Record<string, unknown>, id: string | null): { roleName: string; remark: string } | Response {
  const roleName = text(body.roleName);
  const remark = text(body.remark);
  if (!roleName) return fail(400, '角色名称不能为空');
  if (Array.from(roleName).length > ROLE_NAME_MAX) return fail(400, `角色名称不能超过${ROLE_NAME_MAX}个字符`);
  if (Array.from(remark).length > REMARK_MAX) return fail(400, `说明不能超过${REMARK_MAX}个字符`);
  if (db.collection('roles').list().some((r) => r.roleName === roleName && r.id !== id)) return fail(400, '角色名称已存在');
  return { roleName, remark };
}

export const roleHandlers = [
  route('get', 'role/list', () => ok(db.collection('roles').list().map(roleView))),

  route('post', 'role', durable(async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return fail(400, '请求体必须是 JSON 对象');
    const input = readRoleInput(body, null);
    if (input instanceof Response) return input;
    const role = db.collection('roles').insert({
      id: `role-${crypto.randomUUID().slice(0, 8)}`, ...input, permissions: [], createTime: formatBeijingTime(Date.now()),
    });
    return ok(roleView(role));
  })),

  route('put', 'role', durable(async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return fail(400, '请求体必须是 JSON 对象');
    const id = text(body.id);
    if (!db.collection('roles').get(id)) return fail(404, '角色不存在');
    const input = readRoleInput(body, id);
    if (input instanceof Response) return input;
    return ok(roleView(db.collection('roles').update(id, input)!));
  })),

  route('delete', 'role/:id', durable(({ params }) => {
    const id = String(params.id);
    if (!db.collection('roles').get(id)) return fail(404, '角色不存在');
    const users = db.collection('users').count((u) => u.role === id);
    if (users > 0) return fail(400, `该角色下仍有 ${users} 个用户，不能删除`);
    db.collection('roles').remove(id);
    return ok(null);
  })),

  route('get', 'role/:id/permissions', ({ params }) => {
    const role = db.collection('roles').get(String(params.id));
    return role ? ok(role.permissions) : fail(404, '角色不存在');
  }),

  route('put', 'role/:id/permissions', durable(async ({ request, params }) => {
    const id = String(params.id);
    if (!db.collection('roles').get(id)) return fail(404, '角色不存在');
    const body = await readJsonObject(request);
    const codes = body?.codes;
    if (!Array.isArray(codes) || codes.some((c) => typeof c !== 'string')) return fail(400, 'codes 必须是权限编码数组');
    const unknown = (codes as string[]).filter((c) => !grantableCodes().has(c));
    if (unknown.length > 0) return fail(400, `未知的权限编码：${unknown.slice(0, 5).join('、')}`);
    db.collection('roles').update(id, { permissions: [...new Set(codes as string[])] });
    // The role's users hold the new codes from their next call; their consoles sign in again.
    const caller = requireGrant(request, moduleGrants(ROLE_MODULE));
    const callerSession = caller instanceof Response ? null : caller.session.id;
    const userIds = new Set(db.collection('users').list().filter((u) => u.role === id).map((u) => u.id));
    for (const session of db.collection('sessions').list()) {
      if (userIds.has(session.userId) && session.id !== callerSession) notices.push('USER_SCOPE_CHANGE', '您的权限范围已变更，请重新登录', session.sessionState);
    }
    return ok(null);
  })),
];
