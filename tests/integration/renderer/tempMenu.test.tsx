/**
 * 门户菜单 (platform-manage/portal-temp/temp-menu) as a tree page config: the page works within a
 * chosen portal (`scopeChoice`: portal get-list, the default portal first) whose id goes with the
 * tree read and the create; 新增一级菜单 is the generated form (the server's link rule reaches the
 * field); 关联页面 calls PUT relation-page/{menuId}/{pageId} with {menuId} from the record's id
 * (`path`) and {pageId} from the form, its choices the chosen portal's pages (a lookup whose source
 * reads page/list?portalId= from the page's scope). Moved here from the hand-written module's
 * tests (tests/unit/portal/linkPageDialog.test.tsx): a failed load of the portal pages says so with
 * the reason and 重试 instead of an empty choice; the loaded pages are offered by name; 取消关联 is
 * offered on a linked entry only (`showWhen` pageId `notIn` [null]) and sends {pageId} 0.
 */
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { recordRequests } from '../../support/requestLog';
import { screen, waitFor, within } from '../../support/testingLibrary';
import { renderListPage } from './renderListPage';

const PAGE = 'platform-manage/portal-temp/temp-menu';
const P = '/api/operation-management/v1/portal';
const requests = recordRequests();

const treeRows = () => [...document.querySelectorAll<HTMLElement>('.hpc-tree-table tbody tr.ant-table-row')];
const rowOf = (name: string) => treeRows().find((row) => row.querySelector('td')?.textContent?.includes(name));
async function waitForRow(name: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => expect((found = rowOf(name))).toBeDefined(), { timeout: 8000 });
  return found!;
}
/** An option of the open select, by its name (antd draws a virtual list: found by the item's title). */
const option = async (name: string): Promise<HTMLElement> => {
  let found: HTMLElement | undefined;
  await waitFor(() => expect((found = [...document.querySelectorAll<HTMLElement>(`.ant-select-item-option[title="${name}"]`)].at(-1))).toBeDefined(), { timeout: 8000 });
  return found!;
};
const noOption = (name: string) => document.querySelector(`.ant-select-item-option[title="${name}"]`);
const dialog = (name: RegExp | string) => screen.findByRole('dialog', { name }, { timeout: 8000 });

describe('门户菜单: the chosen portal\'s menu tree as a page config', { timeout: 120_000 }, () => {
  it('starts at the default portal, reads its tree with portalId, and reads another portal\'s when chosen', async () => {
    const { user } = await renderListPage(PAGE);
    await waitForRow('算力服务');
    expect(requests).toContain(`GET ${P}/list`);
    expect(requests).toContain(`GET ${P}/menu-info/tree`);
    const picker = screen.getByRole('combobox', { name: '门户' });
    expect(within(picker.closest('.hpc-scope-choice')!).getByText('超算云平台门户')).toBeInTheDocument();
    // The external link shows in its column; a linked entry shows its page's name, read for this portal.
    expect(await waitForRow('应用商店')).toHaveTextContent('/portal/appStore');
    await waitFor(() => expect(rowOf('关于我们')?.textContent).toMatch(/关于我们.*关于我们/), { timeout: 8000 });
    expect(requests).toContain(`GET ${P}/page/list`);

    await user.click(picker);
    await user.click(await option('华南超算分中心门户'));
    await waitForRow('分中心简介');
    // Portal 2's tree: its own entries, none of portal 1's (the tree is read with portalId).
    expect(rowOf('算力服务')).toBeUndefined();
  });

  it('adds a main menu: every field by its label, the server\'s link rule on its field, the portal in the body', async () => {
    const { user } = await renderListPage(PAGE);
    await waitForRow('算力服务');
    await user.click(screen.getByRole('button', { name: /新增一级菜单/ }));
    const form = await dialog('新增一级菜单');
    await user.type(await within(form).findByRole('textbox', { name: '菜单名称' }), '合作生态');
    await user.click(within(form).getByRole('radio', { name: '外部链接' }));
    for (const label of ['菜单类型', '菜单简介', '设为首页']) expect(within(form).getAllByText(label).length).toBeGreaterThan(0);
    const link = await within(form).findByRole('textbox', { name: '链接地址' });
    await user.type(link, 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: /保\s*存|确\s*定/ }));
    expect(await within(form).findByText('链接须以 http:// 或 https:// 开头，或为站内路径（以 / 开头）', {}, { timeout: 8000 })).toBeInTheDocument();
    await user.clear(link);
    await user.type(link, 'https://partner.hpc-demo.cn/');
    await user.click(within(form).getByRole('button', { name: /保\s*存|确\s*定/ }));
    expect(await waitForRow('合作生态')).toHaveTextContent('https://partner.hpc-demo.cn/');
    const created = mockControl.db.collection('crud.portal-menu').list().find((menu) => menu.menuName === '合作生态');
    expect(created).toMatchObject({ portalId: 1, parentId: 0, configType: 2 });
  });

  it('关联页面 offers the chosen portal\'s pages by name and links one through PUT relation-page/{menuId}/{pageId}', async () => {
    const { user } = await renderListPage(PAGE);
    await user.click(within(await waitForRow('筹备中的专栏')).getByRole('button', { name: '关联页面' }));
    const form = await dialog(/关联页面：筹备中的专栏/);
    await user.click(await within(form).findByRole('combobox', { name: '选择页面' }));
    expect(await option('关于我们')).toBeInTheDocument();
    expect(await option('解决方案')).toBeInTheDocument();
    // Only this portal's pages: the branch portal's are not offered.
    expect(noOption('分中心简介')).toBeNull();
    await user.click(await option('关于我们'));
    await user.click(within(form).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(requests).toContain(`PUT ${P}/relation-page/120/5`), { timeout: 8000 });
    await waitFor(() => expect(rowOf('筹备中的专栏')).toHaveTextContent('关于我们'), { timeout: 8000 });
  });

  it('取消关联 shows on a linked entry only, asks first, and sends PUT relation-page/{menuId}/0', async () => {
    const { user } = await renderListPage(PAGE);
    const unlinked = await waitForRow('筹备中的专栏');
    await waitFor(() => expect(rowOf('关于我们')?.textContent).toMatch(/关于我们.*关于我们/), { timeout: 8000 });
    expect(within(unlinked).queryByRole('button', { name: '取消关联' })).toBeNull();
    const linked = rowOf('关于我们')!;
    const id = mockControl.db.collection('crud.portal-menu').list().find((menu) => menu.menuName === '关于我们' && menu.portalId === 1)?.id;
    await user.click(within(linked).getByRole('button', { name: '取消关联' }));
    const confirm = await screen.findByRole('dialog', { name: /取消关联|确认/ }, { timeout: 8000 });
    expect(confirm).toHaveTextContent('确定取消该菜单与页面的关联吗？');
    await user.click(within(confirm).getByRole('button', { name: /确\s*[定认]/ }));
    await waitFor(() => expect(requests).toContain(`PUT ${P}/relation-page/${id}/0`), { timeout: 8000 });
    await waitFor(() => expect(within(rowOf('关于我们')!).queryByRole('button', { name: '取消关联' })).toBeNull(), { timeout: 8000 });
    expect(mockControl.db.collection('crud.portal-menu').get(String(id))).toMatchObject({ pageId: null });
  });

  it('a failed load of the portal pages says so with the reason and 重试, instead of an empty choice', async () => {
    const { user } = await renderListPage(PAGE);
    const row = await waitForRow('筹备中的专栏');
    // The list's own read of the pages (the 关联页面 column) is done: the dialog's read is the one that fails.
    await waitFor(() => expect(rowOf('关于我们')?.textContent).toMatch(/关于我们.*关于我们/), { timeout: 8000 });
    mockControl.faults.set({ path: `${P}/page/list`, status: 500, times: 1 });
    await user.click(within(row).getByRole('button', { name: '关联页面' }));
    const form = await dialog(/关联页面：筹备中的专栏/);
    expect(await within(form).findByRole('button', { name: /重\s?试/ }, { timeout: 8000 })).toBeInTheDocument();
    // Says what failed and why (the server's reason after the field's name), not an empty choice.
    expect(within(form).getAllByRole('alert').some((alert) => /加载失败：.+/.test(alert.textContent ?? ''))).toBe(true);
    expect(within(form).queryByRole('combobox', { name: '选择页面' })).toBeNull();
    expect(within(form).queryByRole('option')).toBeNull();
    // 确定 while the pages failed saves nothing (the old dialog disabled it): {pageId} fills the call's path, so it is required.
    await user.click(within(form).getByRole('button', { name: /确\s*定/ }));
    expect(await within(form).findByText('关联页面不能为空', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(requests.filter((line) => line.startsWith(`PUT ${P}/relation-page/`))).toEqual([]);
    expect(screen.getByRole('dialog', { name: /关联页面：筹备中的专栏/ })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: /重\s?试/ }));
    await user.click(await within(form).findByRole('combobox', { name: '选择页面' }, { timeout: 8000 }));
    expect(await option('关于我们')).toBeInTheDocument();
  });
});
