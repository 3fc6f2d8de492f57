import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './guards';
import { expectAccessible } from './contract/axe';
import { openConsole, PLACEHOLDER_TEXT, SCREENSHOT_DIR, submitLogin } from './support';

/*
 * Issue 19 journeys: a visitor browses the portal, asks for resources, registers, signs in and
 * lands on the return target; the cloud market keeps its state; an operator edits the portal's
 * colours, a menu and a page and the portal shows them at once. axe runs on every public route.
 */
test.describe.configure({ mode: 'serial' });

// One page for the file, booted once: a fresh context starts with fresh demo data (its own
// IndexedDB), the journeys follow one another in it, and the operator sees what the visitor sent.
let context: BrowserContext;
let page: Page;
/** Content-Security-Policy violations anywhere in the journeys (the portal draws pictures in inline styles). */
const policyViolations: string[] = [];
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ viewport: { width: 1440, height: 700 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  page = await context.newPage();
  await page.exposeFunction('__portalCspViolation', (text: string) => void policyViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __portalCspViolation: (text: string) => void }).__portalCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await openConsole(page, '/portal/cloudMarket');
});
test.afterAll(async () => {
  await context.close();
});

const PHONE = '13912345678';
const PASSWORD = 'Hpc@2026';
const NEW_PASSWORD = 'Hpc#2027';
const ENTERPRISE_PHONE = '13987654321';
const APPLICANT = '陈思远';

/** The demo backend's code, shown under the form because no SMS is sent. */
async function demoCode(page: Page): Promise<string> {
  const text = await page.getByText(/演示环境不发送短信，验证码：\d{6}/).textContent();
  return /(\d{6})/.exec(text ?? '')![1]!;
}

test('the cloud market keeps its filters, typed search and scroll across the app detail', async () => {
  await expect(page.getByTestId('market-item').first()).toBeVisible();
  await page.getByRole('group', { name: '计费方式' }).getByRole('button', { name: '按核时' }).click();
  await page.getByRole('searchbox', { name: '搜索云市场应用' }).fill('未提交的搜索词');
  await expect(page.getByText(/共 \d+ 个应用/)).toBeVisible();
  const more = page.getByRole('button', { name: /加载更多/ });
  if (await more.isVisible()) await more.click();
  await expectAccessible(page, 'cloud market');
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.waitForFunction(() => window.scrollY >= 590);
  const detailLink = page.getByRole('link', { name: '查看详情' }).nth(3);
  await detailLink.click();
  await expect(page).toHaveURL(/#\/portal\/cloudMarket\/appDetail\?id=\d+$/);
  await expect(page.getByTestId('market-detail')).toBeVisible();
  await expect(page.getByRole('link', { name: '登录后购买' })).toBeVisible();
  await expectAccessible(page, 'cloud market app detail');

  await page.goBack();
  await expect(page).toHaveURL(/#\/portal\/cloudMarket$/);
  await expect(page.getByRole('group', { name: '计费方式' }).getByRole('button', { name: '按核时' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('searchbox', { name: '搜索云市场应用' })).toHaveValue('未提交的搜索词');
  await page.waitForFunction(() => window.scrollY >= 590);
});

let appRoute = '';

test('a visitor browses the portal: header, menu popup, app store, an application', async () => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.goto('/#/portal/home');

  // Header from the portal's menus, colours and name; the page title is the portal's name.
  const header = page.getByTestId('portal-header');
  await expect(header.getByTestId('platform-name')).toHaveText('超算云平台门户');
  await expect(page).toHaveTitle('超算云平台门户');
  await expect(page.getByTestId('portal-blocks')).toBeVisible();
  await expect(page.locator('.pb-app')).toHaveCount(8);
  expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('16px');
  // Carousels (docs/behaviour §9): 3 cards per view, the partners' logo variant 5 — laid out inside the window, the rest hidden.
  for (const [name, perView] of [['平台服务', 3], ['合作伙伴', 5]] as const) {
    const carousel = page.getByRole('region', { name });
    await expect(carousel.locator('.pb-carousel-item:not([aria-hidden="true"])')).toHaveCount(perView);
    const inWindow = await carousel.locator('.pb-carousel-window').evaluate((view) => {
      const frame = view.getBoundingClientRect();
      return [...view.querySelectorAll('.pb-carousel-item')].filter((item) => {
        const box = item.getBoundingClientRect();
        return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
      }).length;
    });
    expect(inWindow, `${name}: cards laid out in view`).toBe(perView);
  }
  await page.screenshot({ path: `${SCREENSHOT_DIR}/portal-home-1920.png`, fullPage: true });
  await expectAccessible(page, 'portal home');

  // The popup shows the main menu's introduction and its sub menus in 4 columns.
  await header.getByRole('link', { name: '算力服务' }).hover();
  const popup = page.getByRole('group', { name: '算力服务 子菜单' });
  await expect(popup).toBeVisible();
  await expect(popup.locator('.portal-popup-grid')).toHaveAttribute('data-columns', '4');
  await expect(popup).toContainText('通用计算、GPU 异构计算与海量存储');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/portal-menu-popup.png` });
  // An entry not linked to a page is shown but is no link.
  await header.getByRole('link', { name: '新闻动态' }).hover();
  await expect(page.getByRole('group', { name: '新闻动态 子菜单' }).locator('.portal-menu-unlinked')).toHaveText('筹备中的专栏');
  await expect(page.getByRole('group', { name: '新闻动态 子菜单' }).getByRole('link', { name: /国家超算网络/ })).toHaveAttribute('target', '_blank');

  // A configType 2 entry opens a new window, an internal link at its hash address, with no opener.
  await header.getByRole('link', { name: '算力服务' }).hover();
  const market = page.getByRole('group', { name: '算力服务 子菜单' }).getByRole('link', { name: /云市场/ });
  await expect(market).toHaveAttribute('href', '#/portal/cloudMarket');
  await expect(market).toHaveAttribute('target', '_blank');
  const [storeWindow] = await Promise.all([context.waitForEvent('page'), header.getByRole('link', { name: '应用商店' }).click()]);
  await expect(storeWindow).toHaveURL(/#\/portal\/appStore$/);
  await expect(storeWindow.getByRole('searchbox', { name: '搜索应用' })).toBeVisible();
  expect(await storeWindow.evaluate(() => window.opener)).toBeNull();
  await storeWindow.close();
  await expect(page).toHaveURL(/#\/portal\/home$/);

  // App store: search, then the application's list page.
  await page.goto('/#/portal/appStore');
  await page.getByRole('searchbox', { name: '搜索应用' }).fill('gromacs');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByTestId('app-card')).toHaveCount(1);
  await expectAccessible(page, 'app store');
  await page.getByTestId('app-card').click();
  await expect(page).toHaveURL(/#\/portal\/appList\/\d+$/);
  appRoute = new URL(page.url()).hash.slice(1);
  await expect(page.getByRole('heading', { name: 'GROMACS', level: 1 })).toBeVisible();
  // Its introduction is HTML: the visitor reads its text, never its markup.
  const introduction = page.getByRole('region', { name: '应用介绍' });
  await expect(introduction).toContainText('GROMACS');
  await expect(introduction).not.toContainText('<p>');
  await expectAccessible(page, 'application list');
});

test('a visitor asks for resources without an account', async () => {
  // A resource request needs no account (docs/behaviour §2.1 /portal/workorder).
  await page.goto('/#/portal/workorder');
  await page.getByPlaceholder('请输入申请人姓名').fill(APPLICANT);
  await page.getByPlaceholder('请输入单位或课题组名称').fill('华南理工大学材料学院');
  await page.getByPlaceholder('请输入手机号').fill('1391234');
  await page.getByRole('button', { name: /提交申请/ }).click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await expect(page.getByPlaceholder('请输入申请人姓名')).toHaveValue(APPLICANT);
  await page.getByPlaceholder('请输入手机号').fill('13900001234');
  await page.getByRole('radio', { name: 'GPU 计算' }).check({ force: true });
  await page.getByPlaceholder('请输入数量').fill('8');
  await page.getByPlaceholder('请简要说明项目背景、计算规模与应用软件').fill('分子动力学模拟需要 GPU 加速');
  await expectAccessible(page, 'resource request');
  await page.getByRole('button', { name: /提交申请/ }).click();
  await expect(page.getByTestId('workorder-done')).toContainText(/工单号：ZY\d{12}/);
});

test('from 立即使用 the visitor registers, signs in and lands back on the application', async () => {
  expect(appRoute).toMatch(/^\/portal\/appList\/\d+$/);
  // 立即使用 asks to sign in and remembers where the visitor was; registering keeps that target.
  await page.goto(`/#${appRoute}`);
  await page.getByRole('link', { name: '立即使用' }).click();
  await expect(page).toHaveURL(/#\/login\?url=/);
  await page.getByRole('link', { name: '注册账号' }).click();
  await expect(page.getByTestId('register-page')).toBeVisible();
  await expect(page).toHaveURL(/#\/register\?url=/);

  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请输入手机号', { exact: true })).toBeVisible();
  await page.getByPlaceholder('请输入手机号').fill(PHONE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
  const code = await demoCode(page);
  await page.getByPlaceholder('请输入验证码').fill(code);
  await page.getByPlaceholder('请输入密码').fill('abc');
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-strength', 'weak');
  await page.getByPlaceholder('请再次输入密码').fill('abd');
  await page.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page.getByText('未按要求设置密码')).toBeVisible();
  await expect(page.getByText('密码输入不一致')).toBeVisible();
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-strength', 'strong');
  await page.getByPlaceholder('请再次输入密码').fill(PASSWORD);
  // The toast 验证码已发送… may still be fading (axe would judge its half-transparent text).
  await expectAccessible(page, 'register', undefined, '.ant-message');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/portal-register.png` });
  await page.getByRole('button', { name: /注\s*册/ }).click();

  // The login form starts with the phone as the account; signing in returns to the application.
  await expect(page).toHaveURL(/#\/login\?url=/);
  await expect(page.getByPlaceholder('请输入账号')).toHaveValue(PHONE);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.locator('.hpc-login-submit').click();
  await expect(page).toHaveURL(new RegExp(`#${appRoute.replace(/[/?]/g, '\\$&')}$`));
  await expect(page.getByTestId('portal-header').getByRole('link', { name: '工作台' })).toBeVisible();
  // Signed in, the market's detail reads the permission list: a new personal user holds no 购买套餐.
  await page.goto(`/#/portal/cloudMarket/appDetail?id=${appRoute.split('/').pop()}`);
  await expect(page.getByTestId('market-detail').getByText('当前账号没有购买权限，请联系企业管理员')).toBeVisible();
  await expect(page.getByRole('link', { name: '立即购买' })).toHaveCount(0);
});

test('the visitor resets a forgotten password and signs in with it, then by SMS code; an enterprise registers', async () => {
  // /forget: phone, SMS code, the new password twice → 密码重置成功, the login form holds the phone.
  await page.goto('/#/forget');
  await expect(page.getByTestId('forget-page')).toBeVisible();
  await page.getByPlaceholder('请输入注册手机号').fill(PHONE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入验证码').fill(await demoCode(page));
  await page.getByPlaceholder('请输入新密码').fill(NEW_PASSWORD);
  await page.getByPlaceholder('请再次输入密码').fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: /重置密码/ }).click();
  await expect(page.getByText('密码输入不一致')).toBeVisible();
  await page.getByPlaceholder('请再次输入密码').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: /重置密码/ }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '密码重置成功，请使用新密码登录' })).toBeVisible();
  // The visitor's own session, still open, is ended and told why (a logout notice, docs/behaviour §4).
  const notice = page.getByRole('dialog').filter({ hasText: '您的密码已重置，请重新登录' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(notice).toHaveCount(0);
  // The old password no longer opens the account; the new one does.
  await page.getByPlaceholder('请输入账号').fill(PHONE);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.locator('.hpc-login-submit').click();
  await expect(page.locator('.hpc-login-refusal')).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);
  await page.getByPlaceholder('请输入密码').fill(NEW_PASSWORD);
  await page.locator('.hpc-login-submit').click();
  await expect(page).not.toHaveURL(/#\/login/);
  await expect(page.getByRole('button', { name: /^用户菜单/ })).toBeVisible();

  // The 短信登录 tab: phone and code, no password.
  await page.goto('/#/login');
  await page.getByRole('tab', { name: '短信登录' }).click();
  const sms = page.getByRole('form', { name: '短信登录' });
  await sms.getByPlaceholder('请输入手机号').fill(PHONE);
  await sms.getByRole('button', { name: '获取验证码' }).click();
  await expect(sms.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
  await sms.getByPlaceholder('请输入验证码').fill('000000');
  await sms.locator('.hpc-login-submit').click();
  await expect(sms.locator('.hpc-login-refusal')).toContainText('验证码错误');
  await sms.getByPlaceholder('请输入验证码').fill(await demoCode(page));
  await sms.locator('.hpc-login-submit').click();
  await expect(page).not.toHaveURL(/#\/login/);
  await expect(page.getByRole('button', { name: /^用户菜单/ })).toBeVisible();

  // An enterprise registers (企业名称 required), then signs in with its phone.
  await page.goto('/#/register');
  await page.getByRole('radio', { name: '企业用户' }).click();
  await page.getByPlaceholder('请输入手机号').fill(ENTERPRISE_PHONE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入验证码').fill(await demoCode(page));
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.getByPlaceholder('请再次输入密码').fill(PASSWORD);
  await page.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page.getByText('请输入企业名称', { exact: true }).last()).toBeVisible();
  await expect(page).toHaveURL(/#\/register/);
  await page.getByPlaceholder('请输入企业名称').fill('广州星河材料科技有限公司');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/portal-register-enterprise.png` });
  await page.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByPlaceholder('请输入账号')).toHaveValue(ENTERPRISE_PHONE);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.locator('.hpc-login-submit').click();
  await expect(page.getByRole('button', { name: /^用户菜单/ })).toBeVisible();
});

test('an operator edits the portal’s colours and adds a menu entry', async () => {
  // Signing in again replaces the visitor's session.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/#/login');
  await submitLogin(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/#\/application-admin\//);

  // The visitor's resource request is in the back stage's resource work orders.
  await page.goto('/#/platform-manage/work-order/resource-manage');
  await expect(page.getByRole('cell', { name: APPLICANT })).toBeVisible();

  // Colours: a solid navigation colour.
  await page.goto('/#/platform-manage/portal-temp/temp-config');
  const row = page.getByRole('row').filter({ hasText: '超算云平台门户' });
  await row.getByRole('button', { name: '编辑' }).click();
  const drawer = page.locator('.ant-drawer-content');
  await drawer.getByRole('radio', { name: '纯色' }).check({ force: true });
  const colour = drawer.getByRole('textbox', { name: '导航颜色', exact: true });
  await colour.fill('#7a2e0');
  await expect(drawer.getByText('颜色格式应为 #RRGGBB')).toBeVisible();
  await colour.fill('#7a2e0e');
  await expect(page.getByTestId('header-preview')).toHaveCSS('background-color', 'rgb(122, 46, 14)');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/portal-temp-config.png` });
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '保存成功' })).toBeVisible();
  await expect(row).toContainText('纯色 #7a2e0e');

  // A menu: a new main entry with an external link.
  await page.goto('/#/platform-manage/portal-temp/temp-menu');
  await page.getByRole('button', { name: /新增一级菜单/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增一级菜单' });
  // Every field is found by its label.
  await expect(dialog.getByLabel('菜单类型')).toBeVisible();
  await expect(dialog.getByLabel('菜单简介')).toBeVisible();
  await expect(dialog.getByLabel('设为首页')).toBeVisible();
  await dialog.getByLabel('菜单名称').fill('合作生态');
  await dialog.getByRole('radio', { name: '外部链接' }).check({ force: true });
  await dialog.getByLabel('链接地址').fill('javascript:alert(1)');
  // The generated form's 确定 saves (the hand-written dialog's 保存).
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('链接须以 http:// 或 https:// 开头，或为站内路径（以 / 开头）')).toBeVisible();
  await dialog.getByLabel('链接地址').fill('https://partner.hpc-demo.cn/');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByRole('row').filter({ hasText: '合作生态' })).toContainText('https://partner.hpc-demo.cn/');

});

test('the operator decorates a page; the portal shows the colours, the entry and the page at once', async () => {
  // A page: an image-link block on 关于我们.
  await page.goto('/#/platform-manage/portal-temp/temp-page');
  await page.getByRole('row').filter({ hasText: '关于我们' }).getByRole('button', { name: '装修' }).click();
  const editor = page.getByTestId('decoration-editor');
  await expect(editor).toBeVisible();
  await editor.getByRole('button', { name: /图片链接/ }).click();
  const block = page.getByTestId('editor-block').last();
  await block.getByLabel('标题').first().fill('合作入口');
  await block.locator('fieldset').first().getByLabel('标题').fill('');
  await editor.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: '第2个模块（图片链接）第1项的标题不能为空' })).toBeVisible();
  await block.locator('fieldset').first().getByLabel('标题').fill('伙伴计划');
  await expect(page.locator('.pt-canvas')).toContainText('伙伴计划');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/portal-temp-page-editor.png` });
  // The previous test's 保存成功 may still be showing (same document): this save's own is judged.
  const saved = page.locator('.ant-message-notice').filter({ hasText: '保存成功' });
  await expect(saved).toHaveCount(0);
  await editor.getByRole('button', { name: /保\s*存/ }).click();
  await expect(saved).toBeVisible();

  // The portal: new colour, new entry, new block.
  await page.goto('/#/portal/home');
  const header = page.getByTestId('portal-header');
  await expect(header).toHaveCSS('background-color', 'rgb(122, 46, 14)');
  await expect(header.getByRole('link', { name: /合作生态/ })).toHaveAttribute('href', 'https://partner.hpc-demo.cn/');
  await header.getByRole('link', { name: '关于我们' }).click();
  await expect(page).toHaveURL(/#\/portal\/page\/5\?mainMenuName=/);
  await expect(page.getByRole('heading', { name: '合作入口' })).toBeVisible();
  await expect(page.getByText('伙伴计划')).toBeVisible();
});

test('a portal copy that fails says 复制失败 with the reason; the next one succeeds', async () => {
  // docs/behaviour §8 (复制成功 / 复制失败): the operator is still signed in (a second portal appears: last of the operator's steps).
  await page.goto('/#/platform-manage/portal-temp/temp-config');
  const row = page.getByRole('row').filter({ hasText: '超算云平台门户' }).filter({ hasNotText: '副本' });
  // Entering the portal-temp area from the portal reloads the page (docs/behaviour §2.3): the list is of the new one.
  await expect(row).toContainText('纯色 #7a2e0e');
  await page.evaluate(() => window.__HPC_MOCKS__!.faults.set({ path: '/api/operation-management/v1/portal/manage/copy/*', status: 500, times: 1 }));
  await row.getByRole('button', { name: '复制' }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: /^复制失败：/ })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '超算云平台门户-副本' })).toHaveCount(0);
  await row.getByRole('button', { name: '复制' }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '复制成功' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '超算云平台门户-副本' })).toHaveCount(1);
});

test('every other public route renders real content and passes axe', async () => {
  const routes: [string, RegExp | string][] = [
    ['/portal/about', '平台简介'],
    ['/portal/page/3?mainMenuName=解决方案', '行业解决方案'],
    ['/temp/4', '模板预览：新闻动态'],
    ['/category', '行业应用目录'],
    ['/template', '能力中心'],
    ['/forget', '找回密码'],
    ['/portal/nothing-here', '页面不存在'],
  ];
  for (const [hash, text] of routes) {
    await page.goto(`/#${hash}`);
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.getByText(PLACEHOLDER_TEXT)).toHaveCount(0);
    await expectAccessible(page, hash);
  }
  await expect(page).toHaveTitle('超算云平台门户');
  await page.goto('/#/template');
  await expect(page).toHaveURL(/#\/template\/competence$/);
  await expect(page).toHaveTitle('能力中心 - 平台模板管理');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/#/portal/home');
  await expect(page.getByTestId('portal-blocks')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('12px');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/portal-home-1440.png`, fullPage: true });

});

test('the mobile layout: the m flag, 390 px, the menu panel', async () => {
  // Mobile: the m flag goes to the mobile home; ≤ 1000 px any portal page takes the mobile layout.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/portal/home?m=1');
  await expect(page).toHaveURL(/#\/portal\/mobile\/home$/);
  const toggle = page.getByRole('button', { name: '打开菜单' });
  await expect(toggle).toBeVisible();
  await expect(page.getByTestId('portal-blocks')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/portal-home-390.png`, fullPage: true });
  await expectAccessible(page, '/portal/mobile/home');
  await toggle.click();
  await page.getByRole('button', { name: '展开解决方案' }).click();
  const subEntry = page.locator('.portal-mpanel').getByRole('link', { name: '材料计算' });
  await expect(subEntry).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/portal-mobile-menu.png` });
  await subEntry.click();
  await expect(page).toHaveURL(/#\/portal\/mobile\/3\?mainMenuName=/);
  await page.goto('/#/portal/appStore');
  await expect(page.getByRole('button', { name: '打开菜单' })).toBeVisible();
  await expect(page.getByTestId('app-card').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/portal-store-390.png`, fullPage: true });
  expect(policyViolations, 'no Content-Security-Policy violation in any journey').toEqual([]);
});
