import { COMPANY_NAME_TAKEN } from '../../src/contract/signUpRules';
import { normalizeName } from '../../src/core/text/normalizeName';
import { callerCodes, pagePermissions } from '../permissions';
import { db } from '../store/db';
import { operation, publicOperation } from '../routing/declaredOperation';
import { membershipsOf } from './organization';
import { USER_CONFIG_PAGE } from './orgUsers';
import { fail, ok } from './respond';

/**
 * Hand-written: checks across the account store (the caller's roles per organisation, its defaults, whether a name, phone or company is taken) answer yes/no facts about sign-in accounts, not records.
 *
 * Account checks of the account service (spec 7.1 "Also": a user role fetch, the default group
 * and role, repeat user checks). The spec gives no paths; they sit beside portal/user/groups and
 * user/password/confirm (schemas/spec-calls.json notes).
 *
 *   GET portal/user/roles?groupId=     the caller's roles in one of its organisations (default: its default one)
 *   GET portal/user/default            whether the caller has a default organisation and a default role in it
 *   GET user/repeat/check?userName= | phone= | companyName=   whether that account, phone or company exists
 */
const PARAM_LABELS = { userName: '登录账号', phone: '手机号', companyName: '企业名称' } as const;
type RepeatField = keyof typeof PARAM_LABELS;

/** Whether a value is taken: a user's login account (a sign-up's account is its phone), a user's phone, an organisation's name. */
function taken(field: RepeatField, value: string): boolean {
  if (field === 'companyName') return Boolean(db.collection('organizations').find((o) => normalizeName(o.groupName) === value));
  if (field === 'phone') return Boolean(db.collection('users').find((u) => u.phone === value || u.userName === value));
  return Boolean(db.collection('users').find((u) => u.userName === value));
}

const TAKEN_MESSAGES: Record<RepeatField, string> = { userName: '登录账号已存在', phone: '手机号已被注册', companyName: COMPANY_NAME_TAKEN };

export const accountCheckHandlers = [
  operation('portal-user', 'get-roles', ({ request }, auth) => {
    const memberships = membershipsOf(auth.user.id);
    const asked = new URL(request.url).searchParams.get('groupId')?.trim() ?? '';
    const membership = asked === '' ? memberships.find((m) => m.isDefault) : memberships.find((m) => m.groupId === asked);
    if (!membership) return fail(asked === '' ? 400 : 404, asked === '' ? '您还没有默认组织，请先设置默认组织' : '您不属于该组织');
    const organization = db.collection('organizations').get(membership.groupId);
    if (!organization) return fail(404, '组织不存在');
    return ok(organization.roles
      .filter((role) => membership.roleIds.includes(role.roleId))
      .map((role) => ({ ...role, groupId: organization.id, defaultRole: role.roleId === membership.defaultRoleId ? 1 : 0 })));
  }),

  operation('portal-user', 'get-default', (_info, auth) => {
    const membership = membershipsOf(auth.user.id).find((m) => m.isDefault);
    const organization = membership ? db.collection('organizations').get(membership.groupId) : undefined;
    const role = organization?.roles.find((r) => r.roleId === membership?.defaultRoleId && membership.roleIds.includes(r.roleId));
    return ok({
      hasDefaultGroup: Boolean(organization),
      hasDefaultRole: Boolean(role),
      groupId: organization?.id ?? null,
      groupName: organization?.groupName ?? null,
      roleId: role?.roleId ?? null,
      roleName: role?.roleName ?? null,
      // How many roles the caller holds there: none means there is nothing to choose, only to ask for.
      roleCount: membership?.roleIds.length ?? 0,
    });
  }),

  // Sign-up asks before any session, but only about a company name: whether a phone or an
  // account is registered is told only to a user manager (sign-up itself refuses a taken phone
  // after its SMS code, so owning the phone is proven first).
  publicOperation('aam-user', 'get-repeat-check', ({ request }, auth) => {
    const params = new URL(request.url).searchParams;
    const asked = (Object.keys(PARAM_LABELS) as RepeatField[]).filter((field) => params.has(field));
    if (asked.length !== 1) return fail(400, '请提供登录账号、手机号或企业名称中的一项');
    const field = asked[0]!;
    const value = field === 'companyName' ? normalizeName(params.get(field) ?? '') : (params.get(field) ?? '').trim();
    if (value === '') return fail(400, `请输入${PARAM_LABELS[field]}`);
    if (field !== 'companyName') {
      if (!auth) return fail(401, '未登录或登录已过期');
      const codes = callerCodes(auth);
      if (!pagePermissions.look(USER_CONFIG_PAGE).some((grant) => grant.code !== null && codes.has(grant.code))) {
        return fail(403, `只有用户管理员可以检查${PARAM_LABELS[field]}是否已存在`);
      }
    }
    const exists = taken(field, value);
    return ok({ field, value, exists, message: exists ? TAKEN_MESSAGES[field] : '' });
  }),
];
