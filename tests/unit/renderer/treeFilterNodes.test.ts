/**
 * The tree beside a list: an answer's nodes read by the fields the page names
 * (src/renderer/list/treeFilter/treeFilterQuery.ts), its filter sent like the bar's
 * (resolveFilters.ts treeFilterOf, listSetup.ts), and the page resolved with its tree's path and
 * grants (resolvePage.ts).
 */
import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import type { FamilyDeclaration } from '../../../src/pageLanguage/family';
import type { ListPageDeclaration } from '../../../src/pageLanguage/pageConfig';
import { FamilyReferenceError, resolvePage } from '../../../src/pageLanguage/resolvePage';
import { resolveFilterQuery, resolveFilters, treeFilterOf } from '../../../src/renderer/list/resolveFilters';
import { filterTreeNodes, findTreeNode, treeKeys } from '../../../src/renderer/list/treeFilter/treeFilterQuery';

const fields = { nodeKey: 'groupId', nodeLabel: 'groupName', count: { field: 'memberCount', unit: '人' } };

describe('filterTreeNodes', () => {
  it('reads key, label, figure and children by the named fields, keys as strings', () => {
    const nodes = filterTreeNodes([
      { groupId: 1001, groupName: '超算中心', memberCount: 3, children: [{ groupId: '1002', groupName: '运维部', memberCount: 0, children: [] }] },
    ], fields);
    expect(nodes).toEqual([
      { key: '1001', label: '超算中心', count: 3, children: [{ key: '1002', label: '运维部', count: 0, children: [] }] },
    ]);
    expect(treeKeys(nodes)).toEqual(['1001', '1002']);
    expect(findTreeNode(nodes, '1002')?.label).toBe('运维部');
    expect(findTreeNode(nodes, '9')).toBeNull();
  });

  it('reads another children field, shows the key when a node has no label, and leaves out nodes without a key', () => {
    const nodes = filterTreeNodes([{ id: 'a', sub: [{ id: 'b', name: '乙' }, { name: '无键' }] }, 'x', null], { nodeKey: 'id', nodeLabel: 'name', childrenKey: 'sub' });
    expect(nodes).toEqual([{ key: 'a', label: 'a', count: null, children: [{ key: 'b', label: '乙', count: null, children: [] }] }]);
  });

  it('is empty for an answer that is not an array', () => {
    expect(filterTreeNodes({ tree: [] }, fields)).toEqual([]);
    expect(filterTreeNodes(undefined, fields)).toEqual([]);
  });
});

describe('the tree’s filter', () => {
  const entity = { $id: 'member', title: '成员', type: 'object', properties: { userName: { type: 'string', title: '登录账号' }, groupId: { type: 'string', title: '所属组织编号' } } } as unknown as EntitySchema;

  it('is a hidden filter sent under its parameter, beside the bar’s', () => {
    const filters = [...resolveFilters([{ key: 'userName', param: 'keyword' }], entity), ...treeFilterOf({ title: '组织架构', filter: 'groupId', param: 'id' }, entity)];
    expect(filters.map((f) => [f.key, f.params, f.hidden])).toEqual([['userName', ['keyword'], undefined], ['groupId', ['id'], true]]);
    expect(resolveFilterQuery(filters, { userName: 'li', groupId: '1002' })).toEqual({ keyword: 'li', id: '1002' });
    expect(resolveFilterQuery(filters, { userName: 'li' })).toEqual({ keyword: 'li' });
  });

  it('is none without a tree', () => {
    expect(treeFilterOf(undefined, entity)).toEqual([]);
  });
});

describe('resolvePage with a tree beside the list', () => {
  const family: FamilyDeclaration = {
    title: '组织', base: '/api/x/v1/groups',
    operations: [
      { name: 'tree-members', method: 'GET', path: 'tree-members', summary: '树与成员', access: { grants: ['org-look'] } },
      { name: 'rename', method: 'PUT', path: '{id}', summary: '改名', access: { grants: ['org-look'] } },
    ],
  };
  const page: ListPageDeclaration = {
    kind: 'list', entity: 'member', family: 'groups', permissionPrefix: 'org', columns: [{ key: 'userName' }],
    read: { list: 'tree-members', response: { records: 'data.members.records', total: 'data.members.total' } },
    treeFilter: { title: '组织架构', source: 'tree-members', nodes: 'data.tree', nodeKey: 'groupId', nodeLabel: 'groupName', filter: 'groupId', descendants: true },
  };

  it('gives the tree its GET path and grants, and the list its records inside the answer', () => {
    const resolved = resolvePage(page, family);
    if (resolved.kind !== 'list') throw new Error('a list page');
    expect(resolved.treeFilter).toMatchObject({ source: '/api/x/v1/groups/tree-members', grants: ['org-look'], nodeKey: 'groupId', descendants: true });
    expect(resolved.endpoint.routes?.list).toEqual({ method: 'GET', path: '/api/x/v1/groups/tree-members' });
    expect(resolved.endpoint.response).toEqual({ records: 'data.members.records', total: 'data.members.total' });
  });

  it('refuses a source that is not a GET of the family', () => {
    expect(() => resolvePage({ ...page, treeFilter: { ...page.treeFilter!, source: 'rename' } }, family)).toThrow(FamilyReferenceError);
  });
});
