/**
 * The world the delegation contract (delegation.test.ts) plays in, laid on the seeded demo data
 * after each reset: an organisation below the sub-centre's, roles and users inside the
 * sub-centre's scope, below it, outside it and holding a code the sub-centre lacks — and the
 * callers: every demo account, and beside each an "editor" in the same organisation holding the
 * account's codes plus the role and user editors' own, so the rule is tried from every
 * organisation and not only by the two accounts the demo gives those pages.
 */
import { mockControl } from '../../mocks/control';
import { moduleGrants, pagePermissions } from '../../mocks/permissions';
import { DEMO_ACCOUNTS } from '../../mocks/store/seeds/demoAccounts';
import type { RoleRecord } from '../../mocks/store/seeds/roles';
import { TOKEN_LIFETIME_SECONDS } from '../../mocks/store/seeds/sessions';
import type { UserRecord } from '../../mocks/store/seeds/users';
import { tokenApi, type Api } from './apiClient';

export const SUBCENTRE_ORG = '2001';
/** Created here under 2001 (an id of its own, apart from the seed's): in the sub-centre's scope as a descendant. */
export const BELOW_ORG = 'dg-2001-below';
/** 华东超算分中心: a sibling of the sub-centre, outside its scope. */
export const SIBLING_ORG = '2002';
export const PLATFORM_ORG = '1001';

export const FIXTURE_ROLES = {
  inside: 'dg-inside',
  below: 'dg-below',
  wider: 'dg-wider',
  outside: 'dg-outside',
} as const;

const db = () => mockControl.db;

/** The codes each editor page's calls need (the role page's, the user page's). */
export const ROLE_PAGE_CODES = moduleGrants('role-permissions').map((g) => g.code).filter((c): c is string => c !== null);
export const USER_PAGE_CODES = pagePermissions.look('platform-manage/organization/user-config').map((g) => g.code).filter((c): c is string => c !== null);

export interface Caller {
  /** The demo account's name, or `<name>+editor` for its editor twin. */
  label: string;
  userId: string;
}

/** A session of the user made directly in the store (as a sign-in would), and calls with its token. */
export function apiAs(userId: string): Api {
  const now = Date.now();
  const id = `dg-${crypto.randomUUID()}`;
  db().collection('sessions').insert({
    id, refreshToken: id, userId, sessionState: crypto.randomUUID(), realm: 'hpc', createdAt: now, expiresAt: now + TOKEN_LIFETIME_SECONDS * 1000,
  });
  return tokenApi(id);
}

function userByName(userName: string): UserRecord {
  const user = db().collection('users').find((u) => u.userName === userName);
  if (!user) throw new Error(`种子数据中没有用户 ${userName}`);
  return user;
}

function addUser(template: UserRecord, userName: string, role: string, groupId: string): UserRecord {
  const org = db().collection('organizations').get(groupId);
  if (!org) throw new Error(`没有组织 ${groupId}`);
  return db().collection('users').insert({
    ...template, id: `dg-${userName}`, userName, role, enabled: true,
    groupInfo: [{ orgLevel: org.orgLevel, groupId, groupName: org.groupName }], topGroup: [{ id: org.topGroupId }],
  });
}

function addRole(id: string, permissions: readonly string[], groupId: string): RoleRecord {
  return db().collection('roles').insert({ id, roleName: `委派测试-${id}`, permissions: [...permissions], groupId });
}

/** Lays the fixture on the seeded data; returns the callers. Call after each reset. */
export function seedDelegationWorld(): Caller[] {
  const sub = userByName('subcenter');
  db().collection('organizations').insert({
    id: BELOW_ORG, groupName: '委派测试一部', orgLevel: 3, topGroupId: PLATFORM_ORG, department: '分中心管理部', roles: [], parentId: SUBCENTRE_ORG,
  });
  const subCodes = db().collection('roles').get(sub.role)!.permissions;
  const allCodes = db().collection('roles').get('platformAdmin')!.permissions;
  const lacking = allCodes.find((code) => !subCodes.includes(code));
  if (!lacking) throw new Error('分中心拥有全部权限，无法构造更宽的角色');
  // A few codes the sub-centre holds that are not the editors' own (so holding them opens no editor).
  const narrow = subCodes.filter((code) => !ROLE_PAGE_CODES.includes(code) && !USER_PAGE_CODES.includes(code)).slice(0, 4);
  addRole(FIXTURE_ROLES.inside, narrow, SUBCENTRE_ORG);
  addRole(FIXTURE_ROLES.below, narrow.slice(0, 2), BELOW_ORG);
  addRole(FIXTURE_ROLES.wider, [...narrow, lacking], SUBCENTRE_ORG);
  addRole(FIXTURE_ROLES.outside, narrow, SIBLING_ORG);
  addUser(sub, 'dg_inside', FIXTURE_ROLES.inside, SUBCENTRE_ORG);
  addUser(sub, 'dg_below', FIXTURE_ROLES.inside, BELOW_ORG);
  addUser(sub, 'dg_wider', FIXTURE_ROLES.wider, SUBCENTRE_ORG);
  addUser(sub, 'dg_outside', FIXTURE_ROLES.inside, SIBLING_ORG);

  const callers: Caller[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const user = userByName(account.userName);
    callers.push({ label: account.userName, userId: user.id });
    const codes = db().collection('roles').get(user.role)?.permissions ?? [];
    const groupId = user.groupInfo[0]?.groupId ?? PLATFORM_ORG;
    const editorRole = addRole(`dg-editor-${account.userName}`, [...new Set([...codes, ...ROLE_PAGE_CODES, ...USER_PAGE_CODES])], groupId);
    const editor = addUser(user, `dg_editor_${account.userName}`, editorRole.id, groupId);
    callers.push({ label: `${account.userName}+editor`, userId: editor.id });
  }
  return callers;
}

/** The demo accounts' names, for the test titles (the callers exist only after seeding). */
export const CALLER_LABELS: readonly string[] = DEMO_ACCOUNTS.flatMap((a) => [a.userName, `${a.userName}+editor`]);
