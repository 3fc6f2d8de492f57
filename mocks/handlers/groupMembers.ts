import { callerCodes } from '../permissions';
import { inOrgScope, orgScopeOf } from '../permissions/orgScope';
import { db } from '../store/db';
import { operation } from '../routing/declaredOperation';
import { userRow } from './orgUserStore';
import { fail, intParam, ok } from './respond';

/**
 * 组成员 (Users: group members): the members of one organisation, itself only (组织架构's
 * tree-members takes a whole subtree with the tree). For a member picker of one organisation;
 * no screen reads it yet. An organisation outside the caller's scope reads as absent.
 * Hand-written: the members are the account store's users joined through its memberships (store
 * collections, not an entity's records), refused 400 without a group and 404 for one outside the
 * caller's scope, searched by account or name and answered { records, total }.
 *
 *   GET user/group-members?groupId&keyword&pageIndex&pageSize   { records, total } by userName
 */
export const groupMemberHandlers = [
  operation('user', 'get-group-members', ({ request }, auth) => {
    const url = new URL(request.url);
    const groupId = (url.searchParams.get('groupId') ?? '').trim();
    if (groupId === '') return fail(400, '请选择组织');
    if (!db.collection('organizations').get(groupId) || !inOrgScope(orgScopeOf(auth.user, callerCodes(auth)), groupId)) return fail(404, '组织不存在');
    const keyword = (url.searchParams.get('keyword') ?? '').trim().toLowerCase();
    const members = new Set(db.collection('orgMemberships').list().filter((m) => m.groupId === groupId).map((m) => m.userId));
    const page = db.collection('users').query({
      filter: (u) => members.has(u.id) && (!keyword || u.userName.toLowerCase().includes(keyword) || u.displayName.toLowerCase().includes(keyword)),
      sort: { key: 'userName' },
      pageIndex: intParam(url, 'pageIndex', 1),
      pageSize: Math.min(intParam(url, 'pageSize', 10), 100),
    });
    return ok({ records: page.records.map(userRow), total: page.total });
  }),
];
