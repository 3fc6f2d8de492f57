import { type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './guards';
import { chooseOption, SCREENSHOT_DIR, signInFresh, submitLogin } from './support';

/*
 * Issue 21 journeys: the operator creates an application, classifies it, enables it, and the
 * portal app store shows it (one catalogue); a resource request sent from the portal is reviewed
 * in 资源申请（企业）: 驳回 needs an opinion, 通过 moves it on; a sub-centre account reviews its own
 * audits only. The category tree: a root and its 子分类 are added, move among their siblings, and a
 * category with 子分类 is not deleted; an application classified in the new 子分类 (the form offers
 * the tree the operator has, entity x-lookup) shows its label in the list, is found by the list's
 * category filter, and sits under that category and its parent in the portal app store.
 */
test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ viewport: { width: 1440, height: 800 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  page = await context.newPage();
  await signInFresh(page);
});
test.afterAll(async () => {
  await context.close();
});

const APP = '星图渲染引擎';
const COMPANY = '岭南数字孪生研究院';

const pane = (id: string) => page.locator(`[data-page="platform-manage/${id}"]`);
const rows = (id: string) => pane(id).locator('.hpc-list-table tbody tr.hpc-list-row');
const formDialog = () => page.getByRole('dialog').filter({ has: page.locator('.rjsf') });

/**
 * 应用分类 is a tree of the 应用分类 page's records (TreeSelect): typed to search, as a person
 * finds a node in a long tree, then the node is clicked.
 */
async function chooseCategory(dialog: Locator, name: string): Promise<void> {
  const box = dialog.getByRole('combobox', { name: '应用分类' });
  await box.click({ force: true });
  await box.fill(name);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-title').filter({ hasText: new RegExp(`^${name}$`) }).first().click();
}

async function open(route: string, id: string): Promise<void> {
  await page.goto(`/#/platform-manage/${route}`);
  await expect(rows(id).first()).toBeVisible();
}

test('create an application, classify it, enable it: the portal app store shows it', async () => {
  const id = 'application/application-information';
  await open('application/application-information', id);
  await pane(id).getByRole('button', { name: /新增/ }).click();
  const form = formDialog();
  await form.getByLabel('应用名称').fill(APP);
  await form.getByLabel('应用标识').fill('Xingtu Render');
  await form.getByLabel('版本').fill('2.1');
  await chooseCategory(form, '通用工具');
  await form.getByRole('combobox', { name: '所属行业' }).click();
  await chooseOption(page, '文化创意');
  await form.getByLabel('开发商').fill('岭南视效科技');
  await form.getByLabel('应用简介').fill('影视级 GPU 集群渲染');
  await form.getByRole('radio', { name: '按核时' }).check({ force: true });
  await form.getByRole('button', { name: /确\s?定/ }).click();
  // Bad input gets the pattern message and keeps what was typed.
  await expect(form.getByText('应用标识以小写字母开头')).toBeVisible();
  await expect(form.getByLabel('应用名称')).toHaveValue(APP);
  await form.getByLabel('应用标识').fill('xingtu-render');
  await form.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('操作成功').first()).toBeVisible();

  await pane(id).getByLabel('应用名称', { exact: true }).fill(APP);
  await pane(id).getByRole('button', { name: /查\s?询/ }).click();
  await expect(rows(id)).toHaveCount(1);
  const row = rows(id).first();
  await expect(row).toContainText('通用工具');
  await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'false');

  // Classify: move it to 人工智能.
  await row.getByRole('button', { name: /编\s?辑/ }).click();
  await chooseCategory(formDialog(), '人工智能');
  await formDialog().getByRole('button', { name: /确\s?定/ }).click();
  await expect(row).toContainText('人工智能');

  // Not enabled yet: the portal does not show it.
  const shownInStore = async () => {
    const answer = await page.evaluate(async (name) => {
      const response = await fetch(`/api/operation-management/v1/application-manage/store/display?keyword=${encodeURIComponent(name)}`);
      return (await response.json()) as { data: { total: number } };
    }, APP);
    return answer.data.total;
  };
  expect(await shownInStore()).toBe(0);

  // Enable it (confirmation first).
  await row.getByRole('switch').click();
  await expect(page.getByText('确认切换该应用的启用状态吗？')).toBeVisible();
  await page.getByRole('button', { name: /确\s?认/ }).click();
  await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/apps-information.png` });

  await page.goto('/#/portal/appStore');
  await page.getByRole('searchbox', { name: '搜索应用' }).fill(APP);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByTestId('app-card')).toHaveCount(1);
  await expect(page.getByTestId('app-card')).toContainText(APP);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/apps-portal-store.png` });

  // Its detail in the management centre.
  await open('application/application-information', id);
  await pane(id).getByLabel('应用名称', { exact: true }).fill(APP);
  await pane(id).getByRole('button', { name: /查\s?询/ }).click();
  await expect(rows(id)).toHaveCount(1);
  await rows(id).first().getByRole('button', { name: /详\s?情/ }).click();
  await expect(page).toHaveURL(/application-detail/);
  await expect(page.getByText('影视级 GPU 集群渲染')).toBeVisible();
});

test('the category tree: a root and its 子分类, 上移 / 下移 among siblings, no delete while it has 子分类', async () => {
  const id = 'application/app-category';
  const nodes = pane(id).locator('.hpc-tree-table tbody tr.ant-table-row');
  const node = (name: string) => nodes.filter({ has: page.getByText(name, { exact: true }) });
  const names = () => nodes.locator('td:first-child').allTextContents().then((all) => all.map((t) => t.trim()));
  await page.goto('/#/platform-manage/application/app-category');
  await expect(nodes.first()).toContainText('材料计算');
  // Seeded 子分类 show open under their category.
  await expect(node('第一性原理')).toBeVisible();
  await expect(node('材料计算').getByRole('button', { name: '上移' })).toBeDisabled();

  const save = async (title: string, name: string, order: string) => {
    const form = formDialog();
    await expect(form.locator('.ant-modal-title')).toHaveText(title);
    await form.getByLabel('分类名称').fill(name);
    await form.getByLabel('排序').fill(order);
    await form.getByRole('radio', { name: '企业用户' }).check({ force: true });
    await form.getByRole('button', { name: /确\s?定/ }).click();
    await expect(form).toHaveCount(0);
    await expect(node(name)).toBeVisible();
  };
  await pane(id).locator('.hpc-list-toolbar').getByRole('button', { name: /新\s?增/ }).click();
  await save('新增应用分类', '数字孪生', '20');
  await node('数字孪生').getByRole('button', { name: '新增子分类' }).click();
  await save('新增子分类（上级：数字孪生）', '城市仿真', '1');
  await node('数字孪生').getByRole('button', { name: '新增子分类' }).click();
  await save('新增子分类（上级：数字孪生）', '工厂孪生', '2');
  // Two levels only: a 子分类 gets no 新增子分类.
  await expect(node('城市仿真').getByRole('button', { name: '新增子分类' })).toHaveCount(0);
  const order = async () => (await names()).filter((n) => ['数字孪生', '城市仿真', '工厂孪生'].includes(n));
  await expect.poll(order).toEqual(['数字孪生', '城市仿真', '工厂孪生']);

  await node('工厂孪生').getByRole('button', { name: '上移' }).click();
  await expect.poll(order).toEqual(['数字孪生', '工厂孪生', '城市仿真']);
  await expect(node('工厂孪生').getByRole('button', { name: '上移' })).toBeDisabled();

  await node('数字孪生').getByRole('button', { name: /删\s?除/ }).click();
  await page.getByRole('dialog').filter({ hasText: '是否继续进行删除操作？' }).getByRole('button', { name: /确\s?认/ }).click();
  await expect(page.getByText('该应用分类下还有子分类，不能删除').first()).toBeVisible();
  await expect(node('数字孪生')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/apps-category-tree.png` });

  // The portal's category tree follows.
  const portal = await page.evaluate(async () => {
    const response = await fetch('/api/operation-management/v1/application-classify/tree');
    return ((await response.json()) as { data: { name: string; children: { name: string }[] }[] }).data;
  });
  expect(portal.find((c) => c.name === '数字孪生')?.children.map((c) => c.name)).toEqual(['工厂孪生', '城市仿真']);
});

test('an application classified in the new 子分类: its label in the list, the filter, the store under it', async () => {
  const id = 'application/application-information';
  const name = '孪生城市渲染';
  await open('application/application-information', id);
  await pane(id).getByRole('button', { name: /新增/ }).click();
  const form = formDialog();
  await form.getByLabel('应用名称').fill(name);
  await form.getByLabel('应用标识').fill('twin-city-render');
  await form.getByLabel('版本').fill('1.0');
  // The tree the operator has: the categories added on 应用分类, 子分类 under their parent.
  const box = form.getByRole('combobox', { name: '应用分类' });
  await box.click({ force: true });
  const tree = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree');
  await expect(tree.locator('.ant-select-tree-title').nth(1)).toHaveText('第一性原理');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/apps-lookup-category-tree.png` });
  await box.fill('孪生');
  await expect(tree.locator('.ant-select-tree-title')).toHaveText(['数字孪生', '工厂孪生', '城市仿真'].map((t) => new RegExp(`^${t}$`)));
  await page.screenshot({ path: `${SCREENSHOT_DIR}/apps-lookup-category-open.png` });
  await tree.locator('.ant-select-tree-title').filter({ hasText: /^城市仿真$/ }).click();
  await expect(form.locator('.ant-select-selection-item').first()).toHaveText('数字孪生 › 城市仿真');
  // 应用分组: the groups of 应用分组, not a fixed copy of four.
  await form.getByRole('combobox', { name: '应用分组' }).click();
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')).toHaveText(['科学计算', '工程仿真', '人工智能', '通用工具', '行业解决方案', '教学实训']);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/apps-lookup-group-open.png` });
  await chooseOption(page, '行业解决方案');
  await form.getByRole('combobox', { name: '所属行业' }).click();
  await chooseOption(page, '地理信息');
  await form.getByLabel('开发商').fill('岭南数字孪生研究院');
  await form.getByLabel('应用简介').fill('城市级数字孪生实时渲染');
  await form.getByRole('radio', { name: '按核时' }).check({ force: true });
  await form.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('操作成功').first()).toBeVisible();

  // The list shows the labels; its category filter offers the same tree and finds it.
  const filter = pane(id).getByRole('combobox', { name: '应用分类' });
  await filter.click();
  await pane(id).getByRole('combobox', { name: '应用分类' }).fill('城市');
  await chooseOption(page, '数字孪生 › 城市仿真');
  await pane(id).getByRole('button', { name: /查\s?询/ }).click();
  await expect(rows(id)).toHaveCount(1);
  const row = rows(id).first();
  await expect(row).toContainText(name);
  await expect(row).toContainText('数字孪生 › 城市仿真');
  await expect(row).toContainText('行业解决方案');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/apps-lookup-list.png` });
  await row.getByRole('switch').click();
  await page.getByRole('button', { name: /确\s?认/ }).click();
  await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  // Its detail names the category and the group too.
  await row.getByRole('button', { name: /详\s?情/ }).click();
  await expect(page).toHaveURL(/application-detail/);
  const detail = page.locator('.hpc-detail-sections');
  await expect(detail.getByText('数字孪生 › 城市仿真', { exact: true })).toBeVisible();
  await expect(detail.getByText('行业解决方案', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/apps-lookup-detail.png` });

  // The portal app store: the 子分类 under its parent, the application under both.
  await page.goto('/#/portal/appStore');
  const side = (label: string) => page.locator('.portal-side-item').filter({ hasText: new RegExp(`^${label}\\d+$`) });
  await expect(side('城市仿真')).toHaveClass(/portal-side-item-child/);
  await expect(side('数字孪生')).toContainText('1');
  await side('城市仿真').click();
  await expect(page.getByTestId('app-card')).toHaveCount(1);
  await expect(page.getByTestId('app-card')).toContainText(name);
  await expect(page.getByTestId('app-card')).toContainText('城市仿真');
  await side('数字孪生').click();
  await expect(page.getByTestId('app-card')).toHaveCount(1);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/apps-lookup-store.png` });
});

test('a resource request from the portal is reviewed in 资源申请（企业）', async () => {
  await page.goto('/#/portal/workorder');
  await page.getByPlaceholder('请输入申请人姓名').fill('周明远');
  await page.getByPlaceholder('请输入单位或课题组名称').fill(COMPANY);
  await page.getByPlaceholder('请输入手机号').fill('13900004321');
  await page.getByRole('radio', { name: 'GPU 计算' }).check({ force: true });
  await page.getByPlaceholder('请输入数量').fill('16');
  await page.getByPlaceholder('请简要说明项目背景、计算规模与应用软件').fill('城市数字孪生渲染需要 GPU 资源');
  await page.getByRole('button', { name: /提交申请/ }).click();
  await expect(page.getByTestId('workorder-done')).toContainText(/工单号：ZY\d{12}/);

  const id = 'work-order/resource-apply';
  await open('work-order/resource-apply', id);
  await pane(id).getByLabel('单位名称', { exact: true }).fill(COMPANY);
  await pane(id).getByRole('button', { name: /查\s?询/ }).click();
  await expect(rows(id)).toHaveCount(1);
  const row = rows(id).first();
  await expect(row).toContainText('待受理');

  await row.getByRole('button', { name: /审\s?核/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '审核结果' });
  await dialog.getByRole('button', { name: /确\s?认/ }).click();
  await expect(dialog.getByText('请选择审核结果')).toBeVisible();
  await dialog.getByRole('radio', { name: '驳回' }).check({ force: true });
  await dialog.getByRole('button', { name: /确\s?认/ }).click();
  await expect(dialog.getByText('审核意见不能为空')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/apps-review-dialog.png` });
  await dialog.getByRole('radio', { name: '通过' }).check({ force: true });
  await dialog.getByLabel('审核意见').fill('GPU 资源充足，同意开通');
  await dialog.getByRole('button', { name: /确\s?认/ }).click();
  await expect(page.getByText('操作成功').first()).toBeVisible();
  await expect(row).toContainText('处理中');
  await expect(row).toContainText('GPU 资源充足，同意开通');
  await expect(row.getByRole('button', { name: /审\s?核/ })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/apps-resource-apply.png` });

  // The resource work-order list sees the same order, now in progress.
  await open('work-order/resource-manage', 'work-order/resource-manage');
  await pane('work-order/resource-manage').getByLabel('单位名称', { exact: true }).fill(COMPANY);
  await pane('work-order/resource-manage').getByRole('button', { name: /查\s?询/ }).click();
  await expect(rows('work-order/resource-manage')).toHaveCount(1);
  await expect(rows('work-order/resource-manage').first()).toContainText('处理中');
});

test('a sub-centre account rejects an audit of its own, with an opinion', async () => {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/#/login');
  await submitLogin(page, 'subcenter', 'sub123456');
  await expect(page).toHaveURL(/#\/application-admin\//);
  const id = 'work-order/app-audit_subcenter';
  await open('work-order/app-audit_subcenter', id);
  const waiting = rows(id).filter({ hasText: '待审核' });
  const before = await waiting.count();
  expect(before).toBeGreaterThan(0);
  const orderNo = (await waiting.first().locator('td').first().textContent())!.trim();
  await waiting.first().getByRole('button', { name: /审\s?核/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '审核结果' });
  await dialog.getByRole('radio', { name: '驳回' }).check({ force: true });
  await dialog.getByLabel('审核意见').fill('上架材料缺少软件授权证明');
  await dialog.getByRole('button', { name: /确\s?认/ }).click();
  await expect(page.getByText('操作成功').first()).toBeVisible();
  const reviewed = rows(id).filter({ hasText: orderNo });
  await expect(reviewed).toContainText('已驳回');
  await expect(reviewed).toContainText('上架材料缺少软件授权证明');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/apps-audit-subcenter.png` });
  // Its resource requests: only the sub-centre's, some waiting for review.
  await open('work-order/resource-apply_subcenter', 'work-order/resource-apply_subcenter');
  await expect(rows('work-order/resource-apply_subcenter').filter({ hasText: '待受理' }).first().getByRole('button', { name: /审\s?核/ })).toBeVisible();
  // The platform-wide audit page is not the sub-centre's.
  await page.goto('/#/platform-manage/work-order/app-audit');
  await expect(page).not.toHaveURL(/work-order\/app-audit$/);
});
