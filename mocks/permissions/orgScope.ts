/**
 * A caller's organisation scope: a platform administrator sees every organisation; anyone else
 * their own (default) organisation and the organisations below it. Sub-centre variants of pages
 * read within it, and the role and user editors change only roles and users inside it
 * (mocks/README.md "Delegation and organisation scope").
 */
import { platformSettingsCode } from '../../src/core/menu/permissions';
import { subtreeIds } from '../handlers/orgGroupTree';
import type { UserRecord } from '../store/seeds/users';

export interface OrgScope {
  /** True for a platform administrator: every organisation. */
  all: boolean;
  /** The organisations in scope when `all` is false: the caller's own and those below it. */
  groups: ReadonlySet<string>;
}

/**
 * A platform administrator: holds the 系统管理 group's code, as for the platform-wide theme
 * (not application-admin, the workbench's admin level: it comes with the whole workbench, so a sub-centre holds it too).
 */
export function isPlatformAdmin(codes: ReadonlySet<string>): boolean {
  return codes.has(platformSettingsCode());
}

/** The caller's own (default) organisation id, '' when none. */
export function ownGroupId(user: UserRecord): string {
  return user.groupInfo[0]?.groupId ?? '';
}

export function orgScopeOf(user: UserRecord, codes: ReadonlySet<string>): OrgScope {
  if (isPlatformAdmin(codes)) return { all: true, groups: new Set() };
  const own = ownGroupId(user);
  return { all: false, groups: own ? subtreeIds(own) : new Set() };
}

/** Whether an organisation id (null/empty: none) lies in the scope; records of no organisation only for `all`. */
export function inOrgScope(scope: OrgScope, groupId: string | null | undefined): boolean {
  if (scope.all) return true;
  return typeof groupId === 'string' && groupId !== '' && scope.groups.has(groupId);
}

/** A user lies in the scope by their default organisation. */
export function userInOrgScope(scope: OrgScope, user: UserRecord): boolean {
  return inOrgScope(scope, ownGroupId(user));
}
