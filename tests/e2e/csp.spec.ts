import { type Page } from '@playwright/test';
import { expect, test } from './guards';
import { chooseOption, signInFresh } from './support';

/**
 * The built app runs under its strict Content-Security-Policy (vite.config.ts): no eval, no
 * inline script. Forms validate with functions compiled at build time, so a create dialog's
 * required messages and a save must work with no policy violation — nor may signing in (formily,
 * jotai), the msw service worker, antd's CSS-in-JS or the storage module cause one.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Collects CSP violations from the page's events and from Chromium's console reports. */
async function watchPolicy(page: Page): Promise<{ violations: Violation[]; consoleReports: string[] }> {
  const violations: Violation[] = [];
  const consoleReports: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => void violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: Violation) => void }).__reportCspViolation;
      report({ directive: event.violatedDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval|Refused to (evaluate|execute|load|apply|connect)/i.test(message.text())) consoleReports.push(message.text());
  });
  return { violations, consoleReports };
}

const LIST = '/operation-center/customer/customer-info';
const NAME = '杭州内容安全策略测试科技有限公司';
const pane = (page: Page) => page.locator('[data-page="operation-center/customer/customer-info"]');
const dialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('.rjsf') });

let policy: Awaited<ReturnType<typeof watchPolicy>> | undefined;

// Checked after the steps, failed or not, so a violation is reported even when it broke a step.
test.afterEach(() => {
  expect(policy?.violations ?? []).toEqual([]);
  expect(policy?.consoleReports ?? []).toEqual([]);
});

test('under the strict CSP: sign in, required messages and a save in the create dialog, the storage page — no violation', async ({ page }) => {
  // Several lazily loaded areas in one journey: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  policy = await watchPolicy(page);
  await signInFresh(page);
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  // The demo backend is the msw service worker: it is registered and controls the page.
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await page.goto(`/#${LIST}`);
  // The first list after sign-in waits for its lazily loaded chunks (slow on a busy machine).
  await expect(pane(page).locator('.hpc-list-table tbody tr.hpc-list-row')).toHaveCount(20, { timeout: 30_000 });
  await pane(page).getByRole('button', { name: /新增/ }).click();
  const form = dialog(page);
  await form.getByRole('button', { name: /确\s?定/ }).click();
  for (const message of ['客户名称不能为空', '联系人不能为空', '联系电话不能为空', '所属行业不能为空', '所在地区不能为空']) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await form.getByLabel('联系电话').fill('123');
  // Editing a field clears its message, so the change has gone through the form before 确定 is
  // pressed. CI once saw no pattern message after this step (not reproduced locally, even at 5×
  // CPU throttling); these checks make the step wait for the change and say which part failed.
  await expect(form.getByLabel('联系电话')).toHaveValue('123');
  await expect(form.getByText('联系电话不能为空')).toHaveCount(0);
  await form.getByRole('button', { name: /确\s?定/ }).click();
  await expect(form.getByText('请输入正确的手机号码')).toBeVisible();

  await form.getByLabel('客户名称').fill(NAME);
  await form.getByLabel('联系人').fill('沈安');
  await form.getByLabel('联系电话').fill('13712345678');
  await form.getByRole('combobox', { name: '所属行业' }).click();
  await chooseOption(page, '人工智能');
  await form.getByRole('combobox', { name: '所在地区' }).click();
  await chooseOption(page, '浙江省');
  await form.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(pane(page).locator('.hpc-list-table tbody tr.hpc-list-row').first()).toContainText(NAME);

  // The hand-written storage module (its own chunks, blob URLs, workers of the mock).
  await page.evaluate(() => {
    location.hash = '#/application-admin/storage-manage';
  });
  await expect(page.getByLabel('当前路径')).toHaveValue('/public/home/hpc_admin', { timeout: 60_000 });
  await expect(page.locator('.storage-table').getByText('README.txt')).toBeVisible();
});
