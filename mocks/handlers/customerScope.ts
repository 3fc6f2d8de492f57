/**
 * Whose money an operator of 费用管理 sees: the platform administrator and the staff of the
 * platform's own organisation (its root, 超算云平台运营中心, which serves every customer) see
 * every customer; anyone else — a sub-centre — the customers whose default organisation is its
 * own or one below it (permissions/orgScope.ts).
 */
import { callerCodes, type Access } from '../permissions';
import { orgScopeOf, ownGroupId, userInOrgScope } from '../permissions/orgScope';
import type { UserRecord } from '../store/seeds/users';
import { PLATFORM_ROOT } from './orgGroupTree';

export function customerScope(auth: Access): (user: UserRecord | undefined) => boolean {
  if (ownGroupId(auth.user) === PLATFORM_ROOT) return (user) => user !== undefined;
  const scope = orgScopeOf(auth.user, callerCodes(auth));
  return (user) => user !== undefined && userInOrgScope(scope, user);
}
