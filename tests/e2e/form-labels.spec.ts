import type { Locator, Page } from '@playwright/test';
import { expect, test } from './guards';
import { BOOT_TIMEOUT, openConsole, signInFresh } from './support';

/**
 * Every field of every hand-written form is tied to its label (issue 36, "One form system per
 * role"): each dialog, drawer and page form is opened and every visible input, select, text area,
 * switch, radio group and rich-text area must have an accessible name equal to the label shown
 * beside it — the name a screen reader reads and getByLabel finds, not the placeholder. One
 * signed-in page walks them all in order (serial), as tests/e2e/contract/session.ts does.
 */
test.describe.configure({ mode: 'serial' });

let page: Page;

/** What counts as a control a person fills; radios and checkboxes carry their own option names. */
const CONTROL = [
  'input:not([type=hidden]):not([type=file]):not([type=radio]):not([type=checkbox])',
  'textarea',
  '[role=switch]',
  '.ant-radio-group',
  '[contenteditable=true]',
].join(', ');
/** A field's item: formily's (hand-written forms) or antd's as rjsf draws it (generated forms). */
const ITEM = '.ant-formily-item, .ant-form-item';
const LABEL = '.ant-formily-item-label label, .ant-form-item-label > label';

interface Found {
  mark: string;
  label: string;
}

/**
 * The visible controls in `scope`, each marked (data-label-check) with the label of the field
 * item it sits in; problems: a control beside no label, a radio group not announced as one.
 */
async function collect(scope: Locator): Promise<{ found: Found[]; problems: string[] }> {
  return scope.evaluate((root, selectors) => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    for (const old of root.querySelectorAll('[data-label-check]')) old.removeAttribute('data-label-check');
    const found: { mark: string; label: string }[] = [];
    const problems: string[] = [];
    root.querySelectorAll(selectors.control).forEach((control, index) => {
      if (!shown(control)) return;
      const item = control.closest(selectors.item);
      const label = item?.querySelector(selectors.label)?.textContent?.trim() ?? '';
      const what = `${control.tagName.toLowerCase()}${control.getAttribute('placeholder') ? ` (${control.getAttribute('placeholder')})` : ''}`;
      if (label === '') {
        problems.push(`${what}: no label beside it`);
        return;
      }
      if (control.classList.contains('ant-radio-group') && control.getAttribute('role') !== 'radiogroup') problems.push(`${label}: a radio group not announced as one`);
      control.setAttribute('data-label-check', String(index));
      found.push({ mark: String(index), label });
    });
    return { found, problems };
  }, { control: CONTROL, item: ITEM, label: LABEL });
}

/**
 * Checks every visible control in `scope`: it sits in a field item with a label, and its
 * accessible name is that label exactly; the fields `expected` are among them.
 */
async function expectLabelled(scope: Locator, expected: string[]): Promise<void> {
  let found: Found[] = [];
  // Parts load apart from the form (the rich-text editor, a lookup's choices): read until every expected field is drawn.
  await expect(async () => {
    const seen = await collect(scope);
    expect(seen.problems).toEqual([]);
    expect(seen.found.map((f) => f.label)).toEqual(expect.arrayContaining(expected));
    found = seen.found;
  }).toPass({ timeout: 10_000 });
  for (const { mark, label } of found) {
    await expect(scope.locator(`[data-label-check="${mark}"]`), `the field labelled ${label}`).toHaveAccessibleName(label);
  }
}

async function go(path: string): Promise<void> {
  await page.evaluate((hash) => { window.location.hash = hash; }, path);
}

const active = () => page.getByTestId('active-page');
const dialog = (title: string) => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

async function closeDialog(scope: Locator): Promise<void> {
  await scope.getByRole('button', { name: /^取\s*消$/ }).click();
  await expect(scope).toBeHidden();
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
});

test.afterAll(async () => {
  await page.close();
});

test('the sign-in family and the public resource request', async () => {
  await openConsole(page, '/login');
  await expectLabelled(page.getByRole('form', { name: '账号登录' }), ['账号', '密码']);
  await page.goto('/#/register');
  await expectLabelled(page.getByRole('form', { name: '注册账号' }), ['手机号', '验证码', '设置密码', '确认密码']);
  await page.goto('/#/forget');
  await expectLabelled(page.getByRole('form', { name: '找回密码' }), ['手机号', '验证码', '新密码', '确认密码']);
  await page.goto('/#/portal/workorder');
  await expectLabelled(page.getByRole('form', { name: '资源申请' }), ['申请人', '单位名称', '联系电话', '邮箱', '资源类型', '申请数量', '使用时长', '用途说明']);
});

test('the header and user-menu dialogs: feedback, switch organisation, change password', async () => {
  await signInFresh(page);
  await page.getByRole('button', { name: '意见反馈' }).click();
  await expectLabelled(dialog('意见反馈'), ['反馈类型', '反馈标题', '反馈内容', '联系电话']);
  await closeDialog(dialog('意见反馈'));

  await page.getByRole('button', { name: /^用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '切换组织' }).click();
  await expectLabelled(dialog('切换组织'), ['默认组织', '默认角色']);
  await closeDialog(dialog('切换组织'));

  await go('/platform-manage/organization/personal');
  await active().getByRole('button', { name: /修改密码/ }).click();
  await expectLabelled(dialog('修改密码'), ['原密码', '新密码', '确认密码']);
  await closeDialog(dialog('修改密码'));
});

test('the role dialog and the start-app job form', async () => {
  await go('/platform-manage/organization/role');
  await active().getByRole('button', { name: /新增角色/ }).click();
  await expectLabelled(dialog('新增角色'), ['角色名称', '说明']);
  await closeDialog(dialog('新增角色'));

  await go('/application-admin/start-app');
  await active().getByRole('combobox', { name: '选择应用' }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
  await expectLabelled(active().locator('form'), ['作业名称']);
});

test('the storage dialogs: new folder, rename, permission, pack', async () => {
  await go('/application-admin/storage-manage');
  const readme = active().locator('.storage-table tr.ant-table-row').filter({ hasText: 'README.txt' });
  await expect(readme).toBeVisible({ timeout: BOOT_TIMEOUT });
  const menuItem = (name: string) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name });
  const fromRow = async (row: Locator, item: string) => {
    await expect(async () => {
      await row.scrollIntoViewIfNeeded();
      await row.click({ button: 'right', position: { x: 4, y: 8 } });
      await expect(menuItem(item)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await menuItem(item).click();
  };
  await fromRow(active().locator('.storage-table').locator('.ant-table-pagination, .ant-table-placeholder').first(), '新建文件夹');
  await expectLabelled(dialog('新建文件夹'), ['文件夹名称']);
  await closeDialog(dialog('新建文件夹'));
  await fromRow(readme, '重命名');
  await expectLabelled(dialog('重命名'), ['新名称']);
  await closeDialog(dialog('重命名'));
  await fromRow(readme, '修改权限');
  await expectLabelled(dialog('修改权限'), ['权限码']);
  await closeDialog(dialog('修改权限'));
  await fromRow(readme, '打包');
  await expectLabelled(dialog('打包'), ['打包文件名（.tar）', '保存到']);
  await closeDialog(dialog('打包'));
});

test('the portal dialogs and drawer: menu, link page, page, portal settings, and every block of the page editor', async () => {
  await go('/platform-manage/portal-temp/temp-menu');
  await active().getByRole('button', { name: /新增一级菜单/ }).click();
  const menu = dialog('新增一级菜单');
  await menu.getByRole('radio', { name: '外部链接' }).check({ force: true });
  await expectLabelled(menu, ['菜单名称', '菜单类型', '链接地址', '菜单简介', '设为首页']);
  await closeDialog(menu);
  await active().getByRole('button', { name: '关联页面' }).first().click();
  await expectLabelled(dialog('关联页面'), ['选择页面']);
  await closeDialog(dialog('关联页面'));

  await go('/platform-manage/portal-temp/temp-config');
  await active().getByRole('row').filter({ hasText: '超算云平台门户' }).getByRole('button', { name: '编辑' }).click();
  const drawer = page.locator('.ant-drawer-content');
  await drawer.getByRole('radio', { name: '渐变' }).check({ force: true });
  await expectLabelled(drawer, ['门户名称', '识别码', '绑定域名', '自定义导航颜色', '颜色类型', '渐变起始色', '渐变结束色', '导航阴影', '导航内容', '显示菜单简介', '备注']);
  await closeDialog(drawer);

  await go('/platform-manage/portal-temp/temp-page');
  await active().getByRole('button', { name: /新增页面/ }).click();
  await expectLabelled(dialog('新增页面'), ['页面名称', '备注']);
  await closeDialog(dialog('新增页面'));

  await active().getByRole('row').filter({ hasText: '关于我们' }).getByRole('button', { name: '装修' }).click();
  const editor = page.getByTestId('decoration-editor');
  const newest = () => page.getByTestId('editor-block').last();
  const blocks: [string, string[]][] = [
    ['横幅轮播', ['轮播间隔', '标题', '副标题', '按钮链接', '按钮文字']],
    ['卡片轮播', ['标题', '每屏数量', '说明', '链接']],
    ['图片链接', ['标题', '每行列数', '说明', '链接']],
    ['富文本', ['标题', '正文']],
    ['应用卡片', ['标题', '应用来源', '最多显示']],
  ];
  for (const [kind, labels] of blocks) {
    await editor.getByRole('button', { name: kind, exact: true }).click();
    await expectLabelled(newest(), labels);
  }
  await newest().getByRole('radio', { name: '按分类' }).check({ force: true });
  await expectLabelled(newest(), ['应用分类']);
  await newest().getByRole('radio', { name: '手动选择' }).check({ force: true });
  await expectLabelled(newest(), ['选择应用（按选择顺序显示）']);
});
