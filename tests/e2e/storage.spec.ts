import { readFileSync, writeFileSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './guards';
import { BOOT_TIMEOUT, openConsole, SCREENSHOT_DIR } from './support';
import { HOSTILE_ZIP_NAME, HTML_FILE_BODY, HTML_FILE_NAME, hostileZip } from '../support/storageFixtures';

/**
 * Storage management journeys in Chromium (issue 5 acceptance): folders, the chunked upload
 * queue with overwrite confirmation, rename, chmod, copy and paste, pack and unpack, the
 * execution dialog, the viewer, image preview, download and delete.
 */
const HOME = '/public/home/hpc_admin';
const MB = 1024 * 1024;

async function openStorage(page: Page) {
  await openConsole(page, '/login');
  await page.evaluate(async () => {
    await window.__HPC_MOCKS__!.reset();
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('admin123');
  await page.locator('.hpc-login-submit').click();
  await expect(page).toHaveURL(/#\/application-admin\//);
  await page.evaluate(() => {
    location.hash = '#/application-admin/storage-manage';
  });
  // The storage page is the largest lazy part of the console (its code and the home listing):
  // first opened on a busy machine it took more than expect's 10 s.
  await expect(page.getByLabel('当前路径')).toHaveValue(HOME, { timeout: BOOT_TIMEOUT });
  await expect(row(page, 'README.txt')).toBeVisible();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function row(page: Page, name: string): Locator {
  return page.locator('.storage-table tr.ant-table-row').filter({ has: page.locator('.storage-name-text', { hasText: new RegExp(`^${escape(name)}$`) }) });
}

/** Right-click a row and pick `item` (retried like emptyMenu when a scroll closes the menu). */
async function rowMenu(page: Page, name: string, item: string) {
  const target = row(page, name);
  const entry = page.locator('.ant-dropdown').getByRole('menuitem', { name: new RegExp(escape(item)) });
  await expect(async () => {
    await target.scrollIntoViewIfNeeded();
    await target.click({ button: 'right' });
    await expect(entry).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await entry.click();
}

/**
 * Right-click on empty space (the pager strip under the rows belongs to no row). It is
 * often below the fold: Playwright's scroll lands after the click and closes the fresh menu,
 * so scroll first and try again until the menu stays.
 */
async function emptyMenu(page: Page, item: string) {
  // An empty folder has no pager: its "no data" placeholder is the empty space then.
  const strip = page.locator('.storage-table').locator('.ant-table-placeholder, .ant-table-pagination').first();
  const entry = page.locator('.ant-dropdown').getByRole('menuitem', { name: new RegExp(escape(item)) });
  await expect(async () => {
    await strip.scrollIntoViewIfNeeded();
    await strip.click({ button: 'right', position: { x: 4, y: 8 } });
    await expect(entry).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await entry.click();
}

async function openFolder(page: Page, name: string, path: string) {
  await row(page, name).dblclick();
  await expect(page.getByLabel('当前路径')).toHaveValue(path);
}

const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).first();

const modal = (page: Page, title: string) => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

async function finishTask(page: Page, doneText: RegExp) {
  const exec = modal(page, '执行详情');
  await expect(exec).toBeVisible();
  await expect(exec.getByRole('log')).toContainText(doneText, { timeout: 20_000 });
  return exec;
}

function bytesOf(size: number): Buffer {
  const buffer = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4) buffer.writeUInt32LE((i * 2654435761) >>> 0, i);
  return buffer;
}

test('folders, a chunked upload with overwrite, rename, chmod, copy and paste, tar pack and unpack, delete', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const uploads: { url: string; range: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/storage/upload')) {
      uploads.push({ url: request.url(), range: request.headers()['content-range'] ?? '' });
    }
  });
  await openStorage(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/storage-browser.png` });

  // New folder from the empty-space menu.
  await emptyMenu(page, '新建文件夹');
  await modal(page, '新建文件夹').getByLabel('文件夹名称').fill('e2e-算例');
  await modal(page, '新建文件夹').getByRole('button', { name: /确\s*定/ }).click();
  await expect(row(page, 'e2e-算例')).toBeVisible();
  await expect(toast(page, '操作成功')).toBeVisible();

  // A 12 MB upload goes as three 5 MB chunks with Content-Range.
  // Chosen from a file on disk, as a person does: the browser reads it itself, where a buffer
  // would go to the page as base64 and be decoded by script (≈ 1.7 s of the page's CPU per 12 MB).
  const data = testInfo.outputPath('model.bin'); // its folder is made by outputPath
  writeFileSync(data, bytesOf(12 * MB));
  await page.getByTestId('storage-upload-input').setInputFiles(data);
  await expect(toast(page, '上传成功')).toBeVisible({ timeout: 60_000 });
  await expect(row(page, 'model.bin')).toContainText('12.00 MB');
  expect(uploads.map((u) => u.range)).toEqual(['bytes 0-5242879/12582912', 'bytes 5242880-10485759/12582912', 'bytes 10485760-12582911/12582912']);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/storage-upload-queue.png` });
  await page.locator('.ant-drawer').filter({ hasText: '上传列表' }).getByRole('button', { name: /^(关闭|Close)$/ }).click();

  // Re-uploading a name the folder lists asks 文件已存在,是否覆盖? before any chunk is sent,
  // then sends every chunk with overwrite=true.
  uploads.length = 0;
  await page.getByTestId('storage-upload-input').setInputFiles(data);
  const ask = page.locator('.ant-modal-confirm').filter({ hasText: '文件已存在,是否覆盖?' });
  await expect(ask).toBeVisible({ timeout: 20_000 });
  expect(uploads).toHaveLength(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/storage-overwrite-confirm.png` });
  await ask.getByRole('button', { name: /确\s*认/ }).click();
  await expect(page.locator('.ant-drawer').getByText('上传成功')).toHaveCount(2, { timeout: 60_000 });
  expect(uploads.map((u) => u.range)).toEqual(['bytes 0-5242879/12582912', 'bytes 5242880-10485759/12582912', 'bytes 10485760-12582911/12582912']);
  expect(uploads.every((u) => u.url.includes('overwrite=true'))).toBe(true);
  await page.locator('.ant-drawer').filter({ hasText: '上传列表' }).getByRole('button', { name: /^(关闭|Close)$/ }).click();

  // Rename, then chmod 755.
  await rowMenu(page, 'model.bin', '重命名');
  await modal(page, '重命名').getByLabel('新名称').fill('模型.bin');
  await modal(page, '重命名').getByLabel('新名称').press('Enter');
  await expect(row(page, '模型.bin')).toBeVisible();
  await rowMenu(page, '模型.bin', '修改权限');
  await modal(page, '修改权限').getByLabel('权限码').fill('755');
  await modal(page, '修改权限').getByRole('button', { name: /确\s*定/ }).click();
  await expect(row(page, '模型.bin')).toContainText('-rwxr-xr-x');

  // Copy, then paste inside the new folder; the execution dialog shows the progress lines.
  await row(page, '模型.bin').scrollIntoViewIfNeeded();
  await row(page, '模型.bin').click({ button: 'right' });
  await expect(page.locator('.ant-dropdown').getByRole('menuitem', { name: /复制/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/storage-context-menu.png` });
  await page.locator('.ant-dropdown').getByRole('menuitem', { name: /复制/ }).click();
  await openFolder(page, 'e2e-算例', `${HOME}/e2e-算例`);
  await emptyMenu(page, '粘贴');
  await modal(page, '粘贴').getByRole('button', { name: /粘\s*贴/ }).click();
  const exec = await finishTask(page, /复制完成/);
  await expect(exec.getByRole('log')).toContainText(`复制 ${HOME}/模型.bin`);
  await expect(exec.getByRole('button', { name: /结\s*束/ })).toBeDisabled();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/storage-execution.png` });
  await exec.getByRole('button', { name: /^(关闭|Close)$/ }).click();
  await expect(row(page, '模型.bin')).toBeVisible();

  // Pack the folder into a tar, then unpack that tar into another folder.
  await page.getByRole('button', { name: '上一级' }).click();
  await rowMenu(page, 'e2e-算例', '打包');
  await expect(modal(page, '打包').getByLabel('打包文件名（.tar）')).toHaveValue('e2e-算例');
  await modal(page, '打包').getByRole('button', { name: /确\s*定/ }).click();
  await finishTask(page, /打包完成/);
  await modal(page, '执行详情').getByRole('button', { name: /^(关闭|Close)$/ }).click();
  await expect(row(page, 'e2e-算例.tar')).toBeVisible();

  await emptyMenu(page, '新建文件夹');
  await modal(page, '新建文件夹').getByLabel('文件夹名称').fill('解包');
  await modal(page, '新建文件夹').getByRole('button', { name: /确\s*定/ }).click();
  await expect(row(page, '解包')).toBeVisible();
  await rowMenu(page, 'e2e-算例.tar', '解压');
  await modal(page, '解压').getByRole('button', { name: '选择目录' }).click();
  const chooser = modal(page, '选择目录');
  await chooser.getByRole('tree').getByText(HOME, { exact: true }).dblclick();
  await chooser.getByRole('tree').getByText('解包', { exact: true }).click();
  await chooser.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal(page, '解压').getByRole('textbox')).toHaveValue(`${HOME}/解包`);
  await modal(page, '解压').getByRole('button', { name: /确\s*定/ }).click();
  await finishTask(page, /解压完成/);
  await modal(page, '执行详情').getByRole('button', { name: /^(关闭|Close)$/ }).click();
  await openFolder(page, '解包', `${HOME}/解包`);
  await openFolder(page, 'e2e-算例', `${HOME}/解包/e2e-算例`);
  await expect(row(page, '模型.bin')).toContainText('12.00 MB');
  await expect(row(page, '模型.bin')).toContainText('-rwxr-xr-x');

  // Delete with the confirmation of docs/behaviour §8.
  await page.getByLabel('当前路径').fill(HOME);
  await page.getByLabel('当前路径').press('Enter');
  await rowMenu(page, 'e2e-算例', '删除');
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '是否继续进行删除操作？' });
  await expect(confirm.locator('.ant-modal-confirm-title')).toHaveText('确认');
  await confirm.getByRole('button', { name: /确\s*认/ }).click();
  await finishTask(page, /删除完成/);
  await modal(page, '执行详情').getByRole('button', { name: /^(关闭|Close)$/ }).click();
  await expect(row(page, 'e2e-算例')).toHaveCount(0);
});

test('unpack a zip, view a text file page by page, preview an image, download, folder download refused', async ({ page }) => {
  test.setTimeout(120_000);
  await openStorage(page);

  await rowMenu(page, 'examples.zip', '解压');
  await modal(page, '解压').getByRole('button', { name: /确\s*定/ }).click();
  await finishTask(page, /解压完成/);
  await modal(page, '执行详情').getByRole('button', { name: /^(关闭|Close)$/ }).click();
  await openFolder(page, 'examples', `${HOME}/examples`);
  for (const name of ['hello_mpi.c', 'Makefile', '说明.txt']) await expect(row(page, name)).toBeVisible();
  await page.getByRole('button', { name: '上一级' }).click();

  // The paged viewer: 4096 bytes per page.
  await rowMenu(page, 'README.txt', '查看');
  const viewer = modal(page, '查看：README.txt');
  await expect(viewer).toContainText('第 1 / 3 页');
  await expect(viewer.getByLabel('文件内容')).toContainText('超算云平台 · 账号 hpc_admin 的存储使用说明');
  await viewer.locator('.ant-pagination-next').click();
  await expect(viewer).toContainText('第 2 / 3 页');
  await expect(viewer.getByLabel('文件内容')).not.toContainText('存储使用说明');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/storage-viewer.png` });
  await viewer.getByRole('button', { name: /^(关闭|Close)$/ }).click();

  // Image preview.
  await openFolder(page, 'results', `${HOME}/results`);
  await rowMenu(page, '温度分布.png', '查看');
  const image = page.locator('.ant-image-preview-img');
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/storage-image-preview.png` });
  await page.keyboard.press('Escape');

  // Download: the bytes equal what the service stores.
  const expected = await page.evaluate(async () => {
    const token = localStorage.getItem('token');
    const xg = await (await fetch('./api/operation-management/v1/starlight/api/storage/xg-token', { headers: { Authorization: `Bearer ${token}` } })).json() as Record<string, string>;
    const response = await fetch(`./api/operation-management/v1/starlight/api/storage/view?size=65536&page=1&file=${encodeURIComponent('/public/home/hpc_admin/results/energy.log')}`, {
      headers: { Authorization: `Bearer ${token}`, 'xg-token': xg['xg-token'] ?? '' },
    });
    return ((await response.json()) as { spec: { Body: string } }).spec.Body;
  });
  await row(page, 'energy.log').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /下\s*载/ }).click()]);
  expect(download.suggestedFilename()).toBe('energy.log');
  expect(readFileSync(await download.path(), 'utf8')).toBe(expected);

  // A folder cannot be downloaded.
  await page.getByRole('button', { name: '上一级' }).click();
  await rowMenu(page, 'results', '下载');
  await expect(toast(page, '不支持文件夹类型的下载')).toBeVisible();
});

test('a Zip Slip archive is refused and recorded; file names stay text', async ({ page }) => {
  await openStorage(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Planted as an attacker would: uploaded through the page (the demo's storage holds no such files).
  await page.getByTestId('storage-upload-input').setInputFiles([
    { name: HTML_FILE_NAME, mimeType: 'text/plain', buffer: Buffer.from(HTML_FILE_BODY) },
    { name: HOSTILE_ZIP_NAME, mimeType: 'application/zip', buffer: Buffer.from(hostileZip()) },
  ]);
  const queue = page.locator('.ant-drawer').filter({ hasText: '上传列表' });
  await expect(queue.getByText('上传成功')).toHaveCount(2, { timeout: 30_000 });
  await queue.getByRole('button', { name: /^(关闭|Close)$/ }).click();
  await expect(row(page, HTML_FILE_NAME)).toBeVisible();
  await rowMenu(page, HOSTILE_ZIP_NAME, '解压');
  await modal(page, '解压').getByRole('button', { name: /确\s*定/ }).click();
  const exec = await finishTask(page, /Zip Slip/);
  await expect(exec).toContainText('执行失败');
  await exec.getByRole('button', { name: /^(关闭|Close)$/ }).click();
  await page.getByRole('button', { name: /操作记录/ }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '操作记录' });
  await expect(drawer.locator('tbody tr').first()).toContainText('解压');
  await expect(drawer.locator('tbody tr').first()).toContainText('失败');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/storage-records.png` });
  expect(dialogs).toEqual([]);
});

test('the platform storage page opens any HPC account', async ({ page }) => {
  await openStorage(page);
  await page.evaluate(() => {
    location.hash = '#/platform-manage/storageM';
  });
  const picker = page.locator('.ant-card-extra .ant-select').filter({ has: page.getByRole('combobox', { name: 'HPC 账号' }) });
  await expect(picker).toBeVisible({ timeout: BOOT_TIMEOUT });
  await picker.click();
  await page.locator('.ant-select-item-option', { hasText: 'hpc_ent01' }).click();
  await expect(page.getByLabel('当前路径').last()).toHaveValue('/public/home/hpc_ent01');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/storage-admin.png` });
});
