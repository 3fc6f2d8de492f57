/**
 * The file shapes of a custom action, on a row where `showWhen` holds: an upload (the dialog
 * refuses a file of another type before sending; a file of the first accepted type is sent as
 * multipart, the server's answer is shown, axe on the dialog) and then, when the page also has a
 * download of the same record field, that download (offered once the record holds the file, and
 * saved under the uploaded file's name).
 */
import type { CustomAction } from '../../../src/pageLanguage/actions';
import { matchesCondition } from '../../contract/family';
import { expectAccessible } from './axe';
import { buttonName, type ListView } from './listView';
import { CALL_TIMEOUT, expect, test } from './session';
import { markToasts, newToast } from './toasts';

export async function uploadActionStep(view: ListView, upload: CustomAction, download: CustomAction | undefined): Promise<void> {
  const all = await view.allRecords();
  const target = all.find((r) => matchesCondition(r, upload.showWhen));
  if (!target) throw new Error(`${view.pageId}: 没有记录满足 ${upload.name} 的 showWhen ${JSON.stringify(upload.showWhen)}`);
  const row = await view.rowOf(target);
  await markToasts(view.page);
  await row.getByRole('button', { name: buttonName(upload.label) }).click();
  const modal = view.page.locator('.ant-modal-confirm').last();
  const input = modal.locator('input[type=file]');
  await input.setInputFiles({ name: '契约测试.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(modal.getByRole('alert')).toContainText('文件格式不支持');
  await test.step('axe on the upload dialog', () => expectAccessible(view.page, `${view.pageId} ${upload.name} dialog`, '.ant-modal-wrap:has(.ant-modal-confirm)'));
  const type = upload.upload!.accept.split(',')[0]!.trim();
  const name = `契约测试${type}`;
  await input.setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from('契约测试文件') });
  const sent = view.page.waitForRequest((r) => r.method() === upload.endpoint.method && (r.headers()['content-type'] ?? '').startsWith('multipart/form-data'), { timeout: CALL_TIMEOUT });
  await modal.getByRole('button', { name: buttonName('上传') }).click();
  expect((await (await sent).response())?.status(), `${upload.name} call`).toBe(200);
  await expect(newToast(view.page, `上传成功：${name}`)).toBeVisible();
  await expect(modal).toHaveCount(0);
  if (!download) return;
  // The list read its rows again: the record holds the file, so its download is offered.
  const again = await view.rowOf(target);
  const saved = view.page.waitForEvent('download', { timeout: CALL_TIMEOUT });
  await again.getByRole('button', { name: buttonName(download.label) }).click();
  expect((await saved).suggestedFilename()).toBe(name);
}
