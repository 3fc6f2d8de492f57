import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './guards';
import { chooseOption, SCREENSHOT_DIR, signInFresh } from './support';

/**
 * 配置试验场 (issue 24 point 7) as the administrator: pick a shipped page and see the renderer's
 * preview, break a field → the lint message at its pointer (a click moves the cursor there), fix
 * it → the preview follows, invalid JSON keeps the last preview, an unknown endpoint shows the
 * error panel with 重试, 复制 JSON and 下载. No CSP violation on the way (CodeMirror's styles).
 */
test.describe.configure({ mode: 'serial' });

const ROUTE = '/platform-manage/system-manage/schema-playground';
const PAGE_ID = 'operation-center/customer/customer-info';
const shipped = `${JSON.stringify(JSON.parse(readFileSync(`schemas/pages/${PAGE_ID}.json`, 'utf8')), null, 2)}\n`;
/** The page's text with the key `name` of its second column (客户名称) replaced. */
const NAME_COLUMN = '"key": "name",\n      "width": 220,';
const withNameKey = (replacement: string) => {
  if (!shipped.includes(NAME_COLUMN)) throw new Error('customer-info 的第二列不再是 name（宽 220）：更新本测试');
  return shipped.replace(NAME_COLUMN, `${replacement}\n      "width": 220,`);
};

let context: BrowserContext;
let page: Page;
const violations: string[] = [];

const editor = () => page.locator('.hpc-playground-editor .cm-content');
const preview = () => page.locator('.hpc-playground-preview');
const problems = () => page.getByRole('region', { name: '检查结果' });
const previewHeader = (title: string) => preview().locator('.hpc-list-table thead th').filter({ hasText: new RegExp(`^${title}$`) });

/**
 * Replaces the editor's whole text, as a paste over a select-all does. Not `fill()`: CodeMirror
 * draws only the lines near the viewport, and a DOM select-all over them, taken while it redraws
 * (after a jump to a problem), left old lines in the document (a full run got 172 lines for 152).
 * Its own select-all (Ctrl+A) covers the whole document; the paste goes through its handler.
 * Settled when the cursor, at the end of the pasted text, stands on its last line.
 */
async function setText(text: string): Promise<void> {
  await editor().focus();
  await page.keyboard.press('ControlOrMeta+A');
  await editor().evaluate((element, pasted) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, text);
  await expect(page.locator('.hpc-playground-editor .cm-lineNumbers .cm-activeLineGutter')).toHaveText(String(text.split('\n').length));
}

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  page = await context.newPage();
  await page.exposeFunction('__reportCspViolation', (v: string) => void violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await signInFresh(page);
});

test.afterAll(async () => {
  await context.close();
});

test.afterEach(() => {
  expect(violations).toEqual([]);
});

test('opens from 系统管理, picks a page and shows its preview by the renderer', async () => {
  const sider = page.locator('.hpc-sider');
  await sider.getByText('平台管理中心', { exact: true }).click();
  await sider.getByText('系统管理', { exact: true }).click();
  await sider.getByText('配置试验场', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${ROUTE}$`));
  await expect(editor()).toBeVisible({ timeout: 30_000 });
  // The blank template is linted as a new page: the one warning is that no menu entry opens it yet.
  await expect(problems().getByText('0 个问题，1 个警告')).toBeVisible({ timeout: 30_000 });
  await expect(problems().getByRole('button', { name: /没有菜单项/ })).toBeVisible();
  await expect(preview().getByText('新列表页')).toBeVisible();
  await page.locator('.hpc-playground-picker .ant-select-selector').click();
  await page.keyboard.type('customer-info');
  await chooseOption(page, PAGE_ID);
  await expect(page.getByText(`schemas/pages/${PAGE_ID}.json`, { exact: true })).toBeVisible();
  await expect(editor()).toContainText('"entity": "customer"');
  const rows = preview().locator('.hpc-list-table tbody tr.hpc-list-row');
  await expect(rows).toHaveCount(20, { timeout: 30_000 });
  await expect(previewHeader('客户名称')).toBeVisible();
  await expect(problems().getByText(/^检查通过/)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/playground-picked.png`, fullPage: true });
});

test('a misspelt field shows the lint message at its pointer; clicking it moves the cursor there', async () => {
  await setText(withNameKey('"key": "nam",'));
  const problem = problems().getByRole('button', { name: /#\/columns\/1\/key/ });
  await expect(problem).toContainText('表格列引用的字段 "nam" 不在实体 customer 中');
  await expect(problem).toContainText('提示：是否想写 "name"？');
  await expect(problems().getByText('1 个问题，0 个警告')).toBeVisible();
  await problem.click();
  await expect(page.locator('.hpc-playground-editor .cm-activeLine')).toContainText('"key": "nam"');
  // The editor underlines the same place (drawn once its line is in view).
  await expect(page.locator('.hpc-playground-editor .cm-lintRange-error')).toHaveText('"key": "nam"');
  await expect(editor()).toBeFocused();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/playground-lint.png`, fullPage: true });
});

test('fixing it clears the problem and the preview follows the config', async () => {
  await setText(withNameKey('"key": "name",\n      "title": "客户全称",'));
  await expect(problems().getByText(/^检查通过/)).toBeVisible();
  await expect(previewHeader('客户全称')).toBeVisible({ timeout: 20_000 });
  await expect(preview().locator('.hpc-list-table tbody tr.hpc-list-row')).toHaveCount(20);
});

test('completes property names and values from the page meta-schema and the entity', async () => {
  await editor().click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('"rowK');
  const completions = page.locator('.cm-tooltip-autocomplete');
  await expect(completions.getByRole('option', { name: /rowKey/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/playground-completion.png` });
  await page.keyboard.press('Enter');
  // A field name of the page's entity (customer) is offered as the value.
  await page.keyboard.press('Control+Space');
  await expect(completions.getByRole('option', { name: /^createTime/ })).toBeVisible();
  await completions.getByRole('option', { name: /^id/ }).click();
  await page.keyboard.type(',');
  await expect(page.locator('.hpc-playground-editor .cm-activeLine')).toContainText('"rowKey": "id",');
  await expect(problems().getByText(/^检查通过/)).toBeVisible();
});

test('invalid JSON shows the parse error at its position and keeps the last good preview', async () => {
  await setText(withNameKey('"key": "name"\n      "title": "客户简称",'));
  await expect(problems().getByText('JSON 无法解析，预览保持上一次的结果')).toBeVisible();
  const error = problems().getByRole('button', { name: /第 \d+ 行第 \d+ 列/ });
  await expect(error).toContainText('此处应为逗号 ,');
  await error.click();
  await expect(page.locator('.hpc-playground-editor .cm-activeLine')).toContainText('"title": "客户简称"');
  await expect(previewHeader('客户全称')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/playground-syntax.png`, fullPage: true });
});

test('a family the contract does not declare shows the error panel with 重试 and the reason, not a blank area', async () => {
  // Pages name their endpoint family (schemas/families); an undeclared one is not served by the demo backend.
  await setText(shipped.replace('"family": "customer"', '"family": "playground-nowhere"'));
  await expect(preview().getByRole('button', { name: /重\s*试/ })).toBeVisible({ timeout: 20_000 });
  await expect(preview()).toContainText('接口族 schemas/families/playground-nowhere.json 不存在');
  await expect(problems()).toContainText('接口族 "playground-nowhere" 不存在');
  await expect(page.getByRole('note')).toContainText('演示后端只提供已声明的接口族');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/playground-unknown-endpoint.png`, fullPage: true });
});

test('复制 JSON puts the edited text on the clipboard; 下载 saves it under the page\'s file name', async () => {
  await setText(withNameKey('"key": "name",\n      "title": "客户全称",'));
  await expect(problems().getByText(/^检查通过/)).toBeVisible();
  await page.getByRole('button', { name: '复制 JSON' }).click();
  await expect(page.getByText('已复制 JSON')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(withNameKey('"key": "name",\n      "title": "客户全称",'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载 customer-info.json' }).click()]);
  expect(download.suggestedFilename()).toBe('customer-info.json');
});
