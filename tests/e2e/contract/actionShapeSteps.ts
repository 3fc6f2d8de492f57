/**
 * Steps of the custom action shapes beyond confirm and prompt, on a row where `showWhen` holds:
 * a choice (the dialog starts at the record's value of a lookup field; another option is chosen
 * and the record then holds it), an operation read that opens the answered address in a new tab
 * (no opener), and one that shows the answer read-only (axe on that dialog).
 */
import type { CustomAction } from '../../../src/pageLanguage/actions';
import { matchesCondition, readPath, type ApiRecord } from '../../contract/family';
import { expectAccessible } from './axe';
import { buttonName, type ListView } from './listView';
import { CALL_TIMEOUT, expect, test } from './session';
import { markToasts, newToast } from './toasts';

type Id = string | number;

/** The first record the action applies to, with its row on the page. */
async function targetRow(view: ListView, action: CustomAction) {
  const all = await view.allRecords();
  const target = all.find((r) => matchesCondition(r, action.showWhen));
  if (!target) throw new Error(`${view.pageId}: 没有记录满足 ${action.name} 的 showWhen ${JSON.stringify(action.showWhen)}`);
  return { all, target, row: await view.rowOf(target), id: target[view.rowKey] as Id };
}

const dialog = (view: ListView) => view.page.locator('.ant-modal-confirm').last();

/** 调整分组: the current value first, another chosen, the call names it, the record then holds it. */
export async function choiceActionStep(view: ListView, action: CustomAction): Promise<void> {
  const field = action.choice!.field;
  const { row, id, target } = await targetRow(view, action);
  await markToasts(view.page);
  await row.getByRole('button', { name: buttonName(action.label) }).click();
  const modal = dialog(view);
  const select = modal.getByRole('combobox');
  await expect(select).toBeEnabled();
  const present = (await modal.locator('.ant-select-selection-item').textContent()) ?? '';
  await test.step('axe on the choice dialog', () => expectAccessible(view.page, `${view.pageId} ${action.name} dialog`, '.ant-modal-wrap:has(.ant-modal-confirm)'));
  // The chosen option's text lies over the search input: open the select by its box.
  await modal.locator('.ant-select-selector').click();
  const other = view.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasNotText: present }).first();
  await other.click();
  const sent = view.page.waitForRequest((r) => r.method() === action.endpoint.method && new URL(r.url()).pathname.startsWith(`${view.config.endpoint.base}/${action.endpoint.path.split('/{')[0]}`), { timeout: CALL_TIMEOUT });
  await modal.getByRole('button', { name: buttonName('确认') }).click();
  const request = await sent;
  expect((await request.response())?.status(), `${action.name} call`).toBe(200);
  await expect(newToast(view.page, '操作成功')).toBeVisible();
  const after = (await view.allRecords()).find((r) => String(r[view.rowKey]) === String(id));
  const written = readPath(after, field);
  // The call carried the value the record now holds (in the path, or in the body).
  expect(request.url().endsWith(`/${String(written)}`) || JSON.stringify(request.postDataJSON() ?? {}).includes(String(written)), `${field} written is the value sent`).toBe(true);
  expect(String(written), `${field} moved off the record's value`).not.toBe(String(readPath(target, field)));
}

/** 打开应用: the read names the record, and a new tab without an opener opens the answered address. */
export async function opensActionStep(view: ListView, action: CustomAction): Promise<void> {
  const { row, target } = await targetRow(view, action);
  const context = view.page.context();
  // The docked platform is not reachable from the test: its pages answer a stand-in.
  const consoleOrigin = new URL(view.page.url()).origin;
  const elsewhere = (url: URL) => url.origin !== consoleOrigin;
  await context.route(elsewhere, (route) => route.fulfill({ contentType: 'text/html', body: '<title>对接应用</title>' }));
  const read = view.page.waitForResponse((r) => new URL(r.url()).pathname === `${view.config.endpoint.base}/${action.endpoint.path}`, { timeout: CALL_TIMEOUT });
  const popup = context.waitForEvent('page', { timeout: CALL_TIMEOUT });
  await row.getByRole('button', { name: buttonName(action.label) }).click();
  const answer = await read;
  expect(answer.status()).toBe(200);
  for (const [name, field] of Object.entries(action.query ?? {})) expect(new URL(answer.url()).searchParams.get(name)).toBe(String(readPath(target as ApiRecord, field)));
  const url = readPath(await answer.json(), `data.${action.opens!}`) as string;
  const tab = await popup;
  await tab.waitForURL(url, { waitUntil: 'commit', timeout: CALL_TIMEOUT });
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();
  await context.unroute(elsewhere);
}

/** 客户端信息: the read names the record, and its answer shows read-only under its labels (axe). */
export async function showsActionStep(view: ListView, action: CustomAction): Promise<void> {
  const { row, target } = await targetRow(view, action);
  const read = view.page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/${action.endpoint.path.split('/').pop()!}`) && r.request().method() === 'GET', { timeout: CALL_TIMEOUT });
  await row.getByRole('button', { name: buttonName(action.label) }).click();
  const answer = await read;
  expect(answer.status()).toBe(200);
  for (const [name, field] of Object.entries(action.query ?? {})) expect(new URL(answer.url()).searchParams.get(name)).toBe(String(readPath(target as ApiRecord, field)));
  const modal = dialog(view);
  await expect(modal.locator('.ant-modal-confirm-title')).toHaveText(action.shows?.title ?? action.label);
  for (const entry of action.shows?.fields ?? []) {
    const label = typeof entry === 'string' ? entry : entry.label ?? entry.field;
    await expect(modal.locator('th', { hasText: label }).first()).toBeVisible();
  }
  await test.step('axe on the answer dialog', () => expectAccessible(view.page, `${view.pageId} ${action.name} dialog`, '.ant-modal-wrap:has(.ant-modal-confirm)'));
  await modal.getByRole('button', { name: buttonName('关闭') }).click();
  await expect(modal).toHaveCount(0);
}
