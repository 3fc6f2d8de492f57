/**
 * 组织架构 (platform-manage/organization/micro-org) as a list page with a tree beside it
 * (`treeFilter`): the organisations the caller sees on the left with their member counts, the
 * members of the chosen organisation and every one below it on the right — both read from the
 * spec's GET mgmt/groups/tree-members. The behaviours of the hand-written module it replaces:
 * the whole forest's members at first (共 N 条), a node's members and its sub-organisations' once
 * chosen, a search by account or name within the chosen node, back to everyone with 全部.
 */
import { describe, expect, it } from 'vitest';
import { http } from '../../../src/core/http/client';
import { recordRequests } from '../../support/requestLog';
import { screen, waitFor, within } from '../../support/testingLibrary';
import { location, renderListPage, rows, waitForRows, waitForTotal } from './renderListPage';

const PAGE = 'platform-manage/organization/micro-org';
const CALL = '/api/aam/v1/mgmt/groups/tree-members';
const requests = recordRequests({ withQuery: true });

interface Node { groupId: string; groupName: string; memberCount: number; children: Node[] }
interface Answer { tree: Node[]; members: { records: { userName: string; displayName: string }[]; total: number } }

const read = async (query: string) => (await http.get<{ data: Answer }>(`${CALL}?${query}`, { loading: false, silent: true })).data;
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe('组织架构: the organisation tree filters the member list', { timeout: 90_000 }, () => {
  it('shows every member first, a node’s members (and below) once chosen, and everyone again with 全部', async () => {
    const { user } = await renderListPage(PAGE);
    const all = await read('id=0&pageIndex=1&pageSize=10');
    await waitForRows();
    await waitForTotal(all.members.total);
    const panel = await screen.findByRole('complementary', { name: '组织架构' });
    expect(within(panel).getByRole('status')).toHaveTextContent('显示全部');

    // A sub-organisation with members, fewer than the whole forest's.
    const node = flatten(all.tree).find((candidate) => candidate.children.length === 0 && candidate.memberCount > 0)!;
    expect(node).toBeDefined();
    const below = await read(`id=${node.groupId}&pageIndex=1&pageSize=10`);
    expect(below.members.total).toBeLessThan(all.members.total);
    // Its member count shows beside its name.
    // The tree is read apart from the rows: under load it may come after them.
    const title = await within(panel).findByText(node.groupName, {}, { timeout: 8000 });
    expect(title.closest('.hpc-tree-filter-node')).toHaveTextContent(`${node.memberCount} 人`);

    await user.click(title);
    await waitForTotal(below.members.total);
    expect(requests.some((r) => r.startsWith(`GET ${CALL}?`) && r.includes(`id=${node.groupId}`))).toBe(true);
    await waitFor(() => expect(location.current).toContain(`groupId=${node.groupId}`));
    expect(within(panel).getByRole('status')).toHaveTextContent(`已选：${node.groupName}（含下级）`);
    const names = below.members.records.map((member) => member.userName);
    await waitFor(() => expect(rows().map((row) => row.querySelector('td')?.textContent)).toEqual(names));

    // A search looks within the chosen organisation: the node stays in the call.
    const member = below.members.records[0]!;
    await user.type(screen.getByPlaceholderText('登录账号或姓名'), member.userName);
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(requests.some((r) => r.includes(`keyword=${encodeURIComponent(member.userName)}`) && r.includes(`id=${node.groupId}`))).toBe(true));
    await waitFor(() => expect(rows().map((row) => row.querySelector('td')?.textContent)).toContain(member.userName));

    // 全部 takes the tree's filter off and keeps the search.
    await user.click(within(panel).getByRole('button', { name: /全\s*部/ }));
    await waitFor(() => expect(location.current).not.toContain('groupId='));
    expect(within(panel).getByRole('status')).toHaveTextContent('显示全部');
    const searched = await read(`id=0&pageIndex=1&pageSize=10&keyword=${encodeURIComponent(member.userName)}`);
    await waitForTotal(searched.members.total);
  });

  it('choosing the chosen node again shows everyone', async () => {
    const { user } = await renderListPage(PAGE);
    const all = await read('id=0&pageIndex=1&pageSize=10');
    await waitForTotal(all.members.total);
    const panel = await screen.findByRole('complementary', { name: '组织架构' });
    const root = all.tree[0]!;
    await user.click(within(panel).getByText(root.groupName));
    await waitFor(() => expect(location.current).toContain(`groupId=${root.groupId}`));
    await user.click(within(panel).getByText(root.groupName));
    await waitFor(() => expect(location.current).not.toContain('groupId='));
    await waitForTotal(all.members.total);
  });
});
