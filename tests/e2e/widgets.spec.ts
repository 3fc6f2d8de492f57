import { type Page } from '@playwright/test';
import { expect, test } from './guards';
import { encodePng } from '../../mocks/storage/seed/png';
import { openConsole, SCREENSHOT_DIR } from './support';

/**
 * The form widgets and cell slots in Chromium: single-image upload to the files mock (picture
 * served back to <img> through the service worker), quill rich text (loaded with the form only,
 * its pictures inlined as base64, docs/behaviour §5), RichText in the detail drawer, the custom-action
 * reason prompt, expiry tags and the attachment widget's download. Pages: 专题活动 (cover image + rich-text content) and 客户合同.
 */
const ACTIVITIES = '/operation-center/activity/activity-special';
const CONTRACTS = '/operation-center/customer/customer-contract';
const TITLE = '端到端测试·超算应用专题培训';

async function signIn(page: Page) {
  await openConsole(page, '/login');
  await page.evaluate(() => window.__HPC_MOCKS__!.reset());
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('admin123');
  await page.locator('.hpc-login-submit').click();
  await page.waitForURL(/#\/application-admin/);
}

const pane = (page: Page, id: string) => page.locator(`[data-page="${id}"]`);
const rows = (page: Page, id: string) => pane(page, id).locator('.hpc-list-table tbody tr.hpc-list-row');
const formDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('.rjsf') });
/** A field's own form item (the innermost: the root object is a form item around them all). */
const field = (page: Page, label: string) => formDialog(page).locator('.ant-form-item').filter({ has: page.locator(`label:text-is("${label}")`) }).last();

/** A 640×360 picture, as a user would pick one. */
function coverPng(): Buffer {
  return Buffer.from(encodePng(640, 360, (x, y) => [40 + Math.round((x / 640) * 120), 90 + Math.round((y / 360) * 80), 210]));
}

async function allImagesLoaded(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((images) => images.map((img) => (img as HTMLImageElement).naturalWidth));
}

async function pickDateTime(page: Page, label: string, value: string) {
  const input = field(page, label).locator('input');
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

// A journey of many steps on a shared, busy machine: more than the default minute.
test.describe.configure({ timeout: 180_000 });

test('专题活动: cover upload and preview, rich text loaded with the form, required content, saved and shown in the detail', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet') scripts.push(request.url());
  });
  await signIn(page);
  await page.goto(`/#${ACTIVITIES}`);
  await expect(rows(page, ACTIVITIES.slice(1)).first()).toBeVisible({ timeout: 30_000 });
  // Seeded covers come from the public file GET: the thumbnails really load.
  await expect.poll(async () => (await allImagesLoaded(page, '.hpc-list-table tbody img')).every((w) => w > 0)).toBe(true);
  expect(scripts.filter((url) => /RichTextEditor-/.test(url))).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/widgets-activity-list.png` });

  await pane(page, ACTIVITIES.slice(1)).getByRole('button', { name: '新建专题活动' }).click();
  const form = formDialog(page);
  await expect(form.locator('.ql-toolbar')).toHaveCount(1);
  expect(scripts.filter((url) => /RichTextEditor-.*\.js$/.test(url))).toHaveLength(1);
  expect(scripts.filter((url) => /RichTextEditor-.*\.css$/.test(url))).toHaveLength(1);
  // The scoped field (activityType) is not in the form.
  await expect(form.getByText('活动类型')).toHaveCount(0);

  // Too large for this field (maxSizeMb 2): refused before sending.
  const coverInput = field(page, '活动封面').locator('input[type=file]');
  await coverInput.setInputFiles({ name: '超大封面.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 10, 1) });
  await expect(page.getByText('图片大小不能超过 2MB')).toBeVisible();

  await coverInput.setInputFiles({ name: '专题培训封面.png', mimeType: 'image/png', buffer: coverPng() });
  await expect(page.getByText('上传成功')).toBeVisible();
  const thumb = field(page, '活动封面').locator('.ant-upload-list-item img');
  await expect(thumb).toHaveAttribute('src', /\/api\/operation-management\/v1\/files\/[0-9a-z]+\/%E4%B8%93/);
  await expect.poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(640);
  await field(page, '活动封面').screenshot({ path: `${SCREENSHOT_DIR}/widgets-image-upload.png` });
  await field(page, '活动封面').getByTitle('预览文件').click();
  await expect(page.locator('.ant-image-preview-img')).toBeVisible();
  // Fully shown (the preview takes focus when its zoom-in ends), so Escape is the preview's.
  await expect(page.locator('.ant-image-preview')).not.toHaveClass(/ant-zoom-appear/);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/widgets-image-preview.png` });
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-image-preview-img')).toBeHidden();

  await form.getByLabel('活动标题').fill(TITLE);
  await pickDateTime(page, '开始时间', '2026-12-05 09:00:00');
  await pickDateTime(page, '结束时间', '2026-12-05 17:30:00');
  await form.getByLabel('活动地点').fill('超算中心一楼报告厅');
  await form.getByLabel('主办方').fill('国家超算广州中心');
  await form.getByLabel('报名人数上限').fill('120');

  // Required rich text, still empty: 活动详情不能为空.
  await form.getByRole('button', { name: /确\s?定/ }).click();
  await expect(field(page, '活动详情').locator('.ant-form-item-explain-error')).toHaveText('活动详情不能为空');

  const editor = form.getByRole('textbox', { name: '活动详情' });
  await expect(editor).toHaveAttribute('data-placeholder', '请在这里输入');
  await editor.click();
  await form.locator('.ql-toolbar .ql-header .ql-picker-label').click();
  await form.locator('.ql-toolbar .ql-header .ql-picker-item[data-value="2"]').click();
  await page.keyboard.type('课程安排');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('上午');
  await form.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('：VASP 与 LAMMPS 上机实践');
  // The 图片 button inlines the picture as base64 (docs/behaviour §5: up to 1 MB).
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: '图片' }).click();
  await (await chooser).setFiles({ name: '课程海报.png', mimeType: 'image/png', buffer: coverPng() });
  const poster = editor.locator('img');
  await expect(poster).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect.poll(() => poster.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(640);
  await expect(field(page, '活动详情').locator('.ant-form-item-explain-error')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/widgets-activity-form.png` });
  await form.locator('.ql-toolbar .ql-header .ql-picker-label').click();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/widgets-richtext-header-picker.png` });
  await page.keyboard.press('Escape');

  await form.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(formDialog(page)).toHaveCount(0);

  await pane(page, ACTIVITIES.slice(1)).getByLabel('活动标题', { exact: true }).fill('端到端测试');
  await pane(page, ACTIVITIES.slice(1)).getByRole('button', { name: /查\s?询/ }).click();
  await expect(rows(page, ACTIVITIES.slice(1))).toHaveCount(1);
  const row = rows(page, ACTIVITIES.slice(1)).first();
  await expect.poll(() => row.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(640);

  await row.getByRole('button', { name: /详\s?情/ }).click();
  const detail = page.locator('.ant-drawer-content, [data-page="operation-center/activity/activity-detail"]').last();
  await expect(detail.locator('.hpc-rich-text h2')).toHaveText('课程安排');
  await expect(detail.locator('.hpc-rich-text strong')).toHaveText('上午');
  await expect.poll(() => detail.locator('.hpc-rich-text img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(640);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/widgets-activity-detail.png` });
});

test('客户合同: expiry tags, the 终止原因 prompt (required, counter, kept on refusal) and an attachment downloaded by name', async ({ page }) => {
  await signIn(page);
  const id = CONTRACTS.slice(1);
  // Oldest end dates first: expired contracts.
  await page.goto(`/#${CONTRACTS}?sort=endDate&order=asc`);
  await expect(rows(page, id).first()).toBeVisible({ timeout: 30_000 });
  await expect(rows(page, id).first().locator('.hpc-cell-tag', { hasText: /^已过期$/ })).toHaveClass(/hpc-cell-tag-red/);
  // Ending within the next 30 days: 即将到期（N天）.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  await page.goto(`/#${CONTRACTS}?endDate=${day(0)},${day(30)}&sort=endDate&order=asc`);
  const soon = pane(page, id).locator('.hpc-cell-tag', { hasText: /^即将到期（\d+天）$/ }).first();
  await expect(soon).toHaveClass(/hpc-cell-tag-orange/);
  // The 到期日期 column sits to the right: scroll the table there for the picture.
  await pane(page, id).locator('.hpc-list-scroll').evaluate((el) => { el.scrollLeft = el.scrollWidth; });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/widgets-contract-expiry.png` });

  // A contract in force, ending soon: terminate it with a reason.
  const active = rows(page, id).filter({ has: page.getByRole('button', { name: '终止合同' }) }).first();
  const contractNo = (await active.locator('td').nth(0).textContent())?.trim() ?? '';
  expect(contractNo).toMatch(/^HT\d{4}-\d{4}$/);
  await active.getByRole('button', { name: '终止合同' }).click();
  const prompt = page.locator('.ant-modal-confirm');
  await expect(prompt.getByText('确认终止该合同吗？终止后不可恢复。')).toBeVisible();
  await prompt.getByRole('button', { name: /确\s?认/ }).click();
  await expect(prompt.getByRole('alert')).toHaveText('终止原因不能为空');
  await prompt.getByLabel('终止原因').fill('客户业务调整，双方协商一致提前终止');
  await expect(prompt.getByText('17 / 200')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/widgets-contract-prompt.png` });

  await page.evaluate(() => window.__HPC_MOCKS__!.faults.set({ method: 'PUT', path: '/api/operation-management/v1/customer-contract/terminate/*', status: 500, times: 1 }));
  await prompt.getByRole('button', { name: /确\s?认/ }).click();
  await expect(page.getByText('500：服务器出错')).toBeVisible();
  await expect(prompt.getByLabel('终止原因')).toHaveValue('客户业务调整，双方协商一致提前终止');
  await prompt.getByRole('button', { name: /确\s?认/ }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  await expect(rows(page, id).filter({ hasText: contractNo }).first()).toContainText('已终止');

  // Attachment: upload in the edit form, then download it by its name.
  const draft = rows(page, id).filter({ has: page.getByRole('button', { name: /编\s?辑/ }) }).first();
  await draft.getByRole('button', { name: /编\s?辑/ }).click();
  const attachment = field(page, '合同附件');
  await attachment.locator('input[type=file]').setInputFiles({ name: '服务合同（盖章版）.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n端到端测试合同\n') });
  await expect(attachment.getByRole('link', { name: '服务合同（盖章版）.pdf' })).toBeVisible();
  await attachment.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/widgets-contract-attachment.png` });
  const download = page.waitForEvent('download');
  await attachment.getByTitle('下载文件').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('服务合同（盖章版）.pdf');
  const { readFile } = await import('node:fs/promises');
  expect((await readFile((await file.path())!)).toString()).toBe('%PDF-1.7\n端到端测试合同\n');
});
