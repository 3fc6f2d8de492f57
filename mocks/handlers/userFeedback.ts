import { callerCodes } from '../permissions';
import { orgScopeOf } from '../permissions/orgScope';
import { db } from '../store/db';
import { parentOf } from './orgGroupTree';
import { operation } from '../routing/declaredOperation';
import { ok } from './respond';

/**
 * Hand-written: the organisations of the caller's scope are computed from the organisation tree and the caller's codes, not records of a family.
 *
 * GET user/scope-groups: the organisations of the caller's scope (own default one and those below
 * it; a platform administrator every one), for a picker of groups — computed from the caller's
 * scope, not records of a family. (The user's own feedback, POST / PUT user/feedback, is the
 * generated create / update of the family user-feedback.)
 */
export const userFeedbackHandlers = [
  operation('user', 'get-scope-groups', (_, auth) => {
    const scope = orgScopeOf(auth.user, callerCodes(auth));
    const groups = db.collection('organizations').list()
      .filter((o) => scope.all || scope.groups.has(o.id))
      .map((o) => ({ groupId: o.id, groupName: o.groupName, orgLevel: o.orgLevel, parentId: parentOf(o) }))
      .sort((a, b) => a.orgLevel - b.orgLevel || a.groupId.localeCompare(b.groupId));
    return ok(groups);
  }),
];
