/**
 * lint:schemas over a list page's tree beside the list (generators/lint/treeFilterChecks.mjs) and
 * a list read whose page sits inside its answer (`read.response`, listReadChecks.mjs): the tree's
 * source is a GET of the page's family whose answer holds nodes with the fields the page names,
 * the filter is an entity field the filter bar does not also use, and the read's records path
 * leads to an object holding `records` and `total`.
 */
import { describe, expect, it } from 'vitest';
import { lintTree, type Json } from './lintHarness';


const member = { name: 'member', file: 'entities/member.json', data: { properties: { id: { type: 'string', readOnly: true }, userName: { type: 'string' }, groupId: { type: 'string' } } } };
const node = { type: 'object', properties: { groupId: { type: 'string' }, groupName: { type: 'string' }, memberCount: { type: 'integer' }, children: { type: 'array', items: { $ref: '#/$defs/node' } } } };
const answer = {
  type: 'object',
  properties: {
    tree: { type: 'array', items: { $ref: '#/$defs/node' } },
    members: { type: 'object', properties: { records: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, userName: { type: 'string' } } } }, total: { type: 'integer' } } },
  },
  $defs: { node },
};
const access = { grants: ['org-look'] };
const family: Json = {
  title: '组织', base: '/api/x/v1/groups',
  operations: [
    { name: 'tree-members', method: 'GET', path: 'tree-members', summary: '树与成员', access, response: { schema: answer } },
    { name: 'rename', method: 'PUT', path: '{id}', summary: '改名', access },
  ],
};

const tree = { title: '组织架构', source: 'tree-members', nodes: 'data.tree', nodeKey: 'groupId', nodeLabel: 'groupName', count: { field: 'memberCount', unit: '人' }, filter: 'groupId', param: 'id', descendants: true };
const read = { list: 'tree-members', response: { records: 'data.members.records', total: 'data.members.total' } };

/** Problems of one list page over the family, as "pointer message". */
function lint(page: Json): string[] {
  const data = { kind: 'list', entity: 'member', family: 'groups', permissionPrefix: 'org', columns: [{ key: 'userName' }], read, treeFilter: tree, ...page };
  return lintTree([{ id: 'org', title: '组织架构', path: '/org', code: 'org-look', data }], [{ name: 'groups', file: 'families/groups.json', data: family }], [member]).errors;
}

describe('lint:schemas — a tree beside a list', () => {
  it('passes a tree read from a GET of the family, its node fields in the answer, filtering by an entity field', () => {
    expect(lint({})).toEqual([]);
  });

  it('refuses a source the family lacks or that is not a GET', () => {
    expect(lint({ treeFilter: { ...tree, source: 'tree-membres' } })).toEqual(['/treeFilter/source 接口族 groups 没有 GET 操作 "tree-membres"']);
    expect(lint({ treeFilter: { ...tree, source: 'rename' } })).toEqual(['/treeFilter/source 接口族 groups 没有 GET 操作 "rename"']);
  });

  it('refuses node fields the answer’s nodes lack, and a nodes path that is not an array of nodes', () => {
    expect(lint({ treeFilter: { ...tree, nodeLabel: 'name', count: { field: 'members', unit: '人' } } })).toEqual([
      '/treeFilter/nodeLabel 树的节点没有字段 "name"',
      '/treeFilter/count/field 树的节点没有字段 "members"',
    ]);
    expect(lint({ treeFilter: { ...tree, nodes: 'data.members' } })).toEqual(['/treeFilter/nodes 操作 tree-members 的应答在 data.members 处不是节点数组']);
    expect(lint({ treeFilter: { ...tree, nodes: 'tree' } })).toEqual(['/treeFilter/nodes nodes 的路径 tree 不从应答体的 data 写起']);
  });

  it('refuses a filter outside the entity, or one the filter bar also has', () => {
    expect(lint({ treeFilter: { ...tree, filter: 'orgId' } })).toEqual(['/treeFilter/filter 筛选字段 "orgId" 不在实体 member 中']);
    expect(lint({ filters: [{ key: 'groupId' }] })).toEqual(['/treeFilter/filter 筛选字段 "groupId" 已在筛选栏中']);
  });
});

describe('lint:schemas — a list read whose page sits inside the answer', () => {
  it('refuses records and total of different objects, a path not from data, and a missing object', () => {
    expect(lint({ read: { ...read, response: { records: 'data.members.records', total: 'data.total' } } })).toEqual(['/read/response read.response 的 records 与 total 须是同一对象的 records 与 total']);
    expect(lint({ read: { ...read, response: { records: 'members.records', total: 'members.total' } } })).toEqual(['/read/response read.response 的路径 members.records 不从应答体的 data 写起']);
    expect(lint({ read: { ...read, response: { records: 'data.people.records', total: 'data.people.total' } } })).toEqual(['/read/response 操作 tree-members 的应答没有 people（data.people.records）']);
  });

  it('checks the columns against the records it leads to', () => {
    expect(lint({ columns: [{ key: 'userName' }, { key: 'groupId' }] })).toEqual(['/columns/1/key 列 "groupId" 不在操作 tree-members 应答的记录中']);
  });
});
