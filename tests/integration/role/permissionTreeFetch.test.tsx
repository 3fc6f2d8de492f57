/**
 * 角色管理 fetches its permission tree from the account service (GET /api/aam/v1/mgmt/permission/tree,
 * msw) instead of bundling it: the answer is the generated file, refused to a caller who may not
 * edit roles; the editor shows a spinner while it loads, the tree's labelled levels once it is
 * there, and a failed fetch as an error panel whose 重试 fetches it again.
 */
import { act, fireEvent, render, screen, waitFor, within } from '../../support/testingLibrary';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionTreePath, readPermissionTree } from '../../../generators/permissions/permissionTree.mjs';
import { AppProviders } from '../../../src/app/AppProviders';
import { fetchPermissionTree } from '../../../src/core/menu/permissionTree';
import RoleModule from '../../../src/modules/role/RoleModule';
import { mockControl } from '../../../mocks/control';
import { recordRequests, resetSessionModules, signInAs } from '../organization/signedIn';

afterEach(resetSessionModules);

const TREE_FAULT = { method: 'GET', path: '/api/*/v1/mgmt/permission/tree' };

function renderEditor() {
  render(
    <AppProviders>
      <RoleModule />
    </AppProviders>,
  );
}

const permissionsCard = (): HTMLElement => {
  const card = screen.getByText(/^权限配置/).closest('.role-permissions');
  if (!(card instanceof HTMLElement)) throw new Error('no 权限配置 card');
  return card;
};
const treeTitles = (): string[] => [...permissionsCard().querySelectorAll('.ant-tree-title')].map((el) => el.textContent ?? '');

describe('permission tree fetch', () => {
  it('answers the generated tree to a caller who may edit roles, through the app’s client', async () => {
    await signInAs('admin');
    const requests = recordRequests();
    expect(await fetchPermissionTree()).toEqual(readPermissionTree(permissionTreePath('schemas')));
    expect(requests.filter((r) => r.endsWith('/v1/mgmt/permission/tree'))).toHaveLength(1);
  });

  it('is refused to a caller without the role pages', async () => {
    await signInAs('enterprise');
    await expect(fetchPermissionTree()).rejects.toMatchObject({ status: 403 });
  });
});

describe('角色管理 permission tree', () => {
  it('shows a spinner while the tree loads, then 超算云平台 with 前台, 后台 and 运营管理 opened', async () => {
    await signInAs('admin');
    const requests = recordRequests();
    renderEditor();
    // The first render: the fetch has only started.
    expect(within(permissionsCard()).getByRole('status', { name: '正在加载权限树…' })).toBeTruthy();
    await waitFor(() => expect(treeTitles()).toEqual(expect.arrayContaining(['超算云平台', '前台', '后台', '运营管理'])), { timeout: 10_000 });
    // The stages are open: their modules and the operation centres are in view.
    expect(treeTitles()).toEqual(expect.arrayContaining(['AI服务', '数据管理', '模型管理', '服务管理', '系统管理', '组织管理', '工作台', '运营中心', '平台管理中心']));
    expect(requests.filter((r) => r.startsWith('GET ') && r.includes('/mgmt/permission/tree'))).toHaveLength(1);
  });

  it('shows a failed fetch as the error panel; 重试 fetches the tree again and shows it', async () => {
    await signInAs('admin');
    mockControl.faults.set({ ...TREE_FAULT, status: 500, times: 1 });
    renderEditor();
    const card = await waitFor(permissionsCard);
    expect(await within(card).findByText('权限树加载失败', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(card).getByText('500：服务器出错')).toBeTruthy(); // the error catalogue's words
    expect(treeTitles()).toEqual([]);
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: /重\s*试/ }));
    });
    await waitFor(() => expect(treeTitles()).toEqual(expect.arrayContaining(['超算云平台', '前台', '运营管理'])), { timeout: 10_000 });
    expect(within(permissionsCard()).queryByText('权限树加载失败')).toBeNull();
  });

  it('keeps codes the editor does not hold disabled with 您没有此权限，不能授予', async () => {
    await signInAs('subcenter');
    renderEditor();
    // The sub-centre has no role yet: it makes one, whose tree then shows.
    fireEvent.click(await screen.findByRole('button', { name: /新增角色/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('角色名称'), { target: { value: '华南审计员' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    });
    await waitFor(() => expect(treeTitles()).toContain('前台'), { timeout: 10_000 });
    const node = (title: string) => [...permissionsCard().querySelectorAll('.ant-tree-treenode')].find((el) => el.querySelector('.ant-tree-title')?.textContent === title)!;
    // 前台 is the administrator's alone; 后台's 组织管理 holds pages the sub-centre has.
    expect(node('前台').querySelector('.ant-tree-checkbox')!.className).toContain('ant-tree-checkbox-disabled');
    fireEvent.mouseEnter(node('前台').querySelector('.role-tree-locked')!);
    expect((await screen.findByRole('tooltip')).textContent).toBe('您没有此权限，不能授予');
    expect(node('后台').querySelector('.ant-tree-checkbox')!.className).not.toContain('ant-tree-checkbox-disabled');
    expect(node('运营管理').querySelector('.ant-tree-checkbox')!.className).not.toContain('ant-tree-checkbox-disabled');
  });
});
