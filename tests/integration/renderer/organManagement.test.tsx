/**
 * 组织管理 (platform-manage/organization/organ-management) as a tree page over the organisation
 * operations (`trees`, `writes`, `addRoots: false`): 政务组织 and 企业组织 as tabs, each read by the
 * spec's GET mgmt/groups/government/{id} and enterprise/{id}; organisations are added only under
 * one (新增下级组织 sends its parentId), renamed and deleted through POST/PUT/DELETE mgmt/groups,
 * and the server's rules (重名, 仍有成员, 顶级组织) reach the user in its words while the dialog keeps
 * what was typed. The behaviours of the hand-written module it replaces, on the renderer.
 */
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { http } from '../../../src/core/http/client';
import { recordRequests } from '../../support/requestLog';
import { screen, waitFor, within } from '../../support/testingLibrary';
import { renderListPage } from './renderListPage';

const PAGE = 'platform-manage/organization/organ-management';
const GROUPS = '/api/aam/v1/mgmt/groups';
const requests = recordRequests();

interface Node { groupId: string; groupName: string; memberCount: number; children: Node[] }
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
const read = async (path: string) => (await http.get<{ data: Node[] }>(`${GROUPS}/${path}`, { loading: false, silent: true })).data;

const treeRows = () => [...document.querySelectorAll<HTMLElement>('.hpc-tree-table tbody tr.ant-table-row')];
const rowOf = (name: string) => treeRows().find((row) => row.querySelector('td')?.textContent?.includes(name));
async function waitForRow(name: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => expect((found = rowOf(name))).toBeDefined(), { timeout: 8000 });
  return found!;
}
const dialog = () => screen.findByRole('dialog', {}, { timeout: 8000 });

describe('组织管理: organisation trees as a tree page', { timeout: 120_000 }, () => {
  it('shows 政务组织 and 企业组织 as tabs, every organisation open, no top-level 新增', async () => {
    const { user } = await renderListPage(PAGE);
    const government = flatten(await read('government/1001'));
    await waitFor(() => expect(treeRows()).toHaveLength(government.length), { timeout: 8000 });
    expect(requests).toContain(`GET ${GROUPS}/government/1001`);
    expect(screen.getByRole('tab', { name: '政务组织' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: /新增组织/ })).toBeNull();
    expect(within(treeRows()[0]!).getByRole('button', { name: '新增下级组织' })).toBeInTheDocument();
    // The top organisation offers no 删除 (the server refuses it: 顶级组织不能删除); a sub-organisation does.
    expect(within(treeRows()[0]!).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(treeRows()[1]!).getByRole('button', { name: '删除' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '企业组织' }));
    const enterprises = flatten(await read('enterprise/0'));
    await waitFor(() => expect(treeRows()).toHaveLength(enterprises.length), { timeout: 8000 });
    expect(requests).toContain(`GET ${GROUPS}/enterprise/0`);
    await waitForRow(enterprises[0]!.groupName);
  });

  it('adds under a node, keeps the dialog on a duplicate name, renames, and deletes only an organisation without members', async () => {
    const { user, notices } = await renderListPage(PAGE);
    const government = flatten(await read('government/1001'));
    const parent = government.find((node) => node.groupId !== '1001' && node.memberCount > 0)!;
    const taken = government.find((node) => node.groupId !== parent.groupId && node.groupId !== '1001')!;

    // A duplicate name: the server's refusal, the dialog still open with what was typed.
    await user.click(within(await waitForRow(parent.groupName)).getByRole('button', { name: '新增下级组织' }));
    let form = await dialog();
    expect(form).toHaveTextContent(`新增下级组织（上级：${parent.groupName}）`);
    await user.type(within(form).getByLabelText(/组织名称/), taken.groupName);
    await user.click(within(form).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(notices.map((n) => n.text)).toContain('组织名称已存在'));
    expect(within(form).getByLabelText(/组织名称/)).toHaveValue(taken.groupName);

    // A new name: created under the node (its parentId sent), shown in the tree.
    await user.clear(within(form).getByLabelText(/组织名称/));
    await user.type(within(form).getByLabelText(/组织名称/), '算力调度组');
    await user.click(within(form).getByRole('button', { name: /确\s*定/ }));
    const added = await waitForRow('算力调度组');
    const record = mockControl.db.collection('organizations').find((o) => o.groupName === '算力调度组')!;
    expect(record.parentId).toBe(parent.groupId);
    expect(requests.filter((r) => r === `POST ${GROUPS}`)).toHaveLength(2);

    // 重命名.
    await user.click(within(added).getByRole('button', { name: '重命名' }));
    form = await dialog();
    expect(within(form).getByLabelText(/组织名称/)).toHaveValue('算力调度组');
    await user.clear(within(form).getByLabelText(/组织名称/));
    await user.type(within(form).getByLabelText(/组织名称/), '算力调度中心');
    await user.click(within(form).getByRole('button', { name: /确\s*定/ }));
    await waitForRow('算力调度中心');
    expect(requests).toContain(`PUT ${GROUPS}/${record.id}`);

    // 删除 an organisation with members: refused in the server's words, still there.
    const withMembers = government.find((node) => node.groupId !== '1001' && node.groupId !== parent.groupId && node.children.length === 0 && node.memberCount > 0)!;
    const withMembersCount = mockControl.db.collection('orgMemberships').count((m) => m.groupId === withMembers.groupId);
    expect(withMembersCount).toBeGreaterThan(0);
    await user.click(within(await waitForRow(withMembers.groupName)).getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(notices.map((n) => n.text)).toContain(`该组织下仍有 ${withMembersCount} 名成员，不能删除`));
    expect(rowOf(withMembers.groupName)).toBeDefined();

    // 删除 the new, empty one: gone.
    await user.click(within(await waitForRow('算力调度中心')).getByRole('button', { name: '删除' }));
    const confirms = await screen.findAllByRole('button', { name: /确\s*认/ });
    await user.click(confirms[confirms.length - 1]!);
    await waitFor(() => expect(rowOf('算力调度中心')).toBeUndefined(), { timeout: 8000 });
    expect(mockControl.db.collection('organizations').get(record.id)).toBeUndefined();
  });
});
