/**
 * Hand-written, not generated CRUD: the records are the `organizations` sign-in and the organisation scope read, written under that scope.
 *
 * Organisation trees (docs/behaviour §7.2 Groups: GET /api/aam/v1/mgmt/groups/government/{id}, the
 * enterprise equivalent, and tree-members) and their upkeep in 组织管理:
 *
 *   GET    mgmt/groups/government/:id     the platform's tree from :id
 *   GET    mgmt/groups/enterprise/:id     an enterprise's tree; :id 0 = every enterprise
 *   GET    mgmt/groups/tree-members?id&pageIndex&pageSize&keyword   组织架构: { tree, members } —
 *          the forest the caller sees and the members of :id and below (:id 0: of the whole forest)
 *   POST   mgmt/groups        {parentId, groupName}   a sub-organisation
 *   PUT    mgmt/groups/:id    {groupName}
 *   DELETE mgmt/groups/:id    refused while it has sub-organisations or members
 *
 * An administrator sees every tree; anyone else the subtree of their own organisation.
 */
import { callerCodes, type Access } from '../permissions';
import { operation } from '../routing/declaredOperation';
import { db } from '../store/db';
import { nameOf } from '../../src/core/text/normalizeName';
import { buildTree, kindOf, parentOf, rootsOf, subtreeIds, type GroupNode, type TreeKind } from './orgGroupTree';
import { inOrgScope, isPlatformAdmin, orgScopeOf, ownGroupId } from '../permissions/orgScope';
import { userRow } from './orgUserStore';
import { fail, intParam, ok, readJsonObject } from './respond';

type Resolver = Parameters<typeof operation>[2];

/** A 组织管理 call as its family declares it (schemas/families/mgmt-groups.json): route, guard, and a write saved before it answers. */
const route = (name: string, resolver: Resolver) => operation('mgmt-groups', name, resolver);

const isAdmin = (access: Access) => isPlatformAdmin(callerCodes(access));
const ownGroup = (access: Access) => ownGroupId(access.user);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The organisations the caller may see and change: its organisation scope (permissions/orgScope.ts). */
function visible(access: Access): (id: string) => boolean {
  const scope = orgScopeOf(access.user, callerCodes(access));
  return (id) => inOrgScope(scope, id);
}

function treeRoute(kind: TreeKind): Resolver {
  return ({ params }, access) => {
    const id = String(params.id);
    if (!isAdmin(access)) {
      const own = db.collection('organizations').get(ownGroup(access));
      return ok(own && kindOf(own) === kind ? buildTree([own.id]) : []);
    }
    if (kind === 'enterprise' && id === '0') return ok(buildTree(rootsOf('enterprise')));
    const org = db.collection('organizations').get(id);
    if (!org || kindOf(org) !== kind) return fail(404, '组织不存在');
    return ok(buildTree([id]));
  };
}

/** Every tree the caller sees: an administrator the platform's and the enterprises', others their own organisation's. */
function forest(access: Access) {
  if (isAdmin(access)) return buildTree([...rootsOf('government'), ...rootsOf('enterprise')]);
  return buildTree([ownGroup(access)]);
}
const NAME_MAX = 30;

export const orgGroupHandlers = [
  route('get-government', treeRoute('government')),
  route('get-enterprise', treeRoute('enterprise')),

  // The spec writes the call without a path parameter: the node travels as ?id= (0 for the whole forest).
  route('get-tree-members', ({ request }, access) => {
    const id = new URL(request.url).searchParams.get('id') ?? '0';
    const tree = forest(access);
    let ids: Set<string>;
    if (id === '0') {
      ids = new Set();
      const visit = (node: GroupNode) => {
        ids.add(node.groupId);
        node.children.forEach(visit);
      };
      tree.forEach(visit);
    } else {
      if (!db.collection('organizations').get(id) || !visible(access)(id)) return fail(404, '组织不存在');
      ids = subtreeIds(id);
    }
    const url = new URL(request.url);
    const keyword = text(url.searchParams.get('keyword')).toLowerCase();
    const memberIds = new Set(db.collection('orgMemberships').list().filter((m) => ids.has(m.groupId)).map((m) => m.userId));
    const page = db.collection('users').query({
      filter: (u) => memberIds.has(u.id) && (!keyword || u.userName.toLowerCase().includes(keyword) || u.displayName.toLowerCase().includes(keyword)),
      sort: { key: 'userName' },
      pageIndex: intParam(url, 'pageIndex', 1),
      pageSize: Math.min(intParam(url, 'pageSize', 10), 100),
    });
    return ok({ tree, members: { records: page.records.map(userRow), total: page.total } });
  }),

  route('post', async ({ request }, access) => {
    const body = await readJsonObject(request);
    const parent = db.collection('organizations').get(text(body?.parentId));
    const groupName = nameOf(body?.groupName);
    if (!parent || !visible(access)(parent.id)) return fail(400, '请选择上级组织');
    if (!groupName) return fail(400, '组织名称不能为空');
    if (Array.from(groupName).length > NAME_MAX) return fail(400, `组织名称不能超过${NAME_MAX}个字符`);
    if (db.collection('organizations').find((o) => nameOf(o.groupName) === groupName)) return fail(400, '组织名称已存在');
    const taken = db.collection('organizations').list().map((o) => Number(o.id)).filter(Number.isFinite);
    const id = String(Math.max(7000, ...taken) + 1);
    const created = db.collection('organizations').insert({
      id, groupName, orgLevel: parent.orgLevel + 1, topGroupId: parent.topGroupId, parentId: parent.id,
      department: parent.groupName, roles: [{ roleId: `${id}01`, roleName: '普通成员' }],
    });
    return ok(buildTree([created.id])[0]);
  }),

  route('put', async ({ request, params }, access) => {
    const org = db.collection('organizations').get(String(params.id));
    if (!org || !visible(access)(org.id)) return fail(404, '组织不存在');
    const body = await readJsonObject(request);
    const groupName = nameOf(body?.groupName);
    if (!groupName) return fail(400, '组织名称不能为空');
    if (Array.from(groupName).length > NAME_MAX) return fail(400, `组织名称不能超过${NAME_MAX}个字符`);
    if (db.collection('organizations').find((o) => nameOf(o.groupName) === groupName && o.id !== org.id)) return fail(400, '组织名称已存在');
    db.collection('organizations').update(org.id, { groupName });
    // The members' session data and their sub-organisations' 所属部门 follow the name.
    for (const user of db.collection('users').list().filter((u) => u.groupInfo[0]?.groupId === org.id)) {
      db.collection('users').update(user.id, { groupInfo: user.groupInfo.map((g) => (g.groupId === org.id ? { ...g, groupName } : g)) });
    }
    for (const child of db.collection('organizations').list().filter((o) => parentOf(o) === org.id && o.department === org.groupName)) {
      db.collection('organizations').update(child.id, { department: groupName });
    }
    return ok(buildTree([org.id])[0]);
  }),

  route('delete', ({ params }, access) => {
    const org = db.collection('organizations').get(String(params.id));
    if (!org || !visible(access)(org.id)) return fail(404, '组织不存在');
    if (parentOf(org) === null) return fail(400, '顶级组织不能删除');
    if (db.collection('organizations').list().some((o) => parentOf(o) === org.id)) return fail(400, '请先删除该组织的下级组织');
    const members = db.collection('orgMemberships').count((m) => m.groupId === org.id);
    if (members > 0) return fail(400, `该组织下仍有 ${members} 名成员，不能删除`);
    db.collection('organizations').remove(org.id);
    return ok(null);
  }),
];
