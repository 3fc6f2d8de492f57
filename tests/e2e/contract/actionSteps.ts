/**
 * Action steps of a generated list page in Chromium: the status switch, each custom row and
 * toolbar action (shown only where `showWhen` holds, confirm and prompt, then its `effect` on the
 * record) and batch delete.
 */
import type { Locator } from '@playwright/test';
import type { CustomAction } from '../../../src/pageLanguage/actions';
import type { ColumnConfig } from '../../../src/pageLanguage/columns';
import { actionPath, columnTitle, matchesCondition, readPath, routeOf, serves, type ApiRecord } from '../../contract/family';
import { fetchOne } from '../../contract/listCalls';
import { isTimeString, MARKER } from '../../contract/sampleValues';
import { expectAccessible } from './axe';
import { buttonName, type ListView } from './listView';
import { CALL_TIMEOUT, expect, test } from './session';
import { markToasts, newToast } from './toasts';

type Id = string | number;

function confirmModal(view: ListView): Locator {
  return view.page.locator('.ant-modal-confirm, .ant-modal').filter({ has: view.page.locator('.ant-modal-confirm-body, .ant-modal-body') }).last();
}

async function recordNow(view: ListView, id: Id): Promise<ApiRecord | undefined> {
  if (serves(view.config.endpoint, 'get')) return (await fetchOne(view.api, view.config.endpoint, id)).record;
  return (await view.allRecords()).find((r) => String(r[view.rowKey]) === String(id));
}

/** The switch column flips the first row's status through the status call, after its confirm. */
export async function statusStep(view: ListView, column: ColumnConfig): Promise<void> {
  const options = typeof column.switch === 'object' ? column.switch : {};
  const [on, off] = [options.on ?? 1, options.off ?? 0];
  const record = (await view.allRecords())[0]!;
  const row = await view.rowOf(record);
  const id = record[view.rowKey] as Id;
  const control = row.getByRole('switch', { name: `${columnTitle(column, view.entity)}：${String(id)}` });
  const wasOn = String(record[column.key]) === String(on);
  await expect(control).toHaveAttribute('aria-checked', String(wasOn));
  const next = wasOn ? off : on;
  const call = routeOf(view.config.endpoint, 'status', { id, value: typeof next === 'boolean' ? Number(next) : next });
  const answer = view.page.waitForResponse((r) => r.request().method() === call.method && new URL(r.url()).pathname === call.path, { timeout: CALL_TIMEOUT });
  await control.click();
  if (options.confirm) {
    const modal = view.page.locator('.ant-modal-confirm');
    await expect(modal).toContainText(typeof options.confirm === 'string' ? options.confirm : '确认切换状态吗？');
    await modal.getByRole('button', { name: buttonName('确认') }).click();
  }
  expect((await answer).status(), `status call ${call.path}`).toBe(200);
  await expect(control).toHaveAttribute('aria-checked', String(!wasOn));
  expect(String((await recordNow(view, id))?.[column.key])).toBe(String(next));
}

function expectEffect(record: ApiRecord | undefined, effect: CustomAction['effect']): void {
  expect(record, 'the record still exists').toBeDefined();
  for (const [key, value] of Object.entries(effect)) {
    const actual = readPath(record, key);
    if (value === '$now') expect(isTimeString(actual), `${key} is the action time: ${JSON.stringify(actual)}`).toBe(true);
    else expect(String(actual), `effect on ${key}`).toBe(String(value));
  }
}

/**
 * A custom action on a record where `showWhen` holds: the button is absent from rows where it
 * does not; confirm (and prompt) first; 操作成功; the record then holds the declared effect.
 */
export async function customActionStep(view: ListView, action: CustomAction, where: 'row' | 'toolbar'): Promise<void> {
  const all = await view.allRecords();
  const target = all.find((r) => matchesCondition(r, action.showWhen));
  if (!target) throw new Error(`${view.pageId}: 没有记录满足 ${action.name} 的 showWhen ${JSON.stringify(action.showWhen)}`);
  const row = await view.rowOf(target);
  const id = target[view.rowKey] as Id;
  const name = buttonName(action.label);
  const path = actionPath(view.config.endpoint, action.endpoint.path, id);
  // Listening before the click: an action without a dialog sends its call on the click itself.
  await markToasts(view.page);
  const sent = view.page.waitForRequest((r) => r.method() === action.endpoint.method && new URL(r.url()).pathname === path, { timeout: CALL_TIMEOUT });
  if (where === 'row') {
    const start = Math.floor(all.indexOf(target) / view.size) * view.size;
    const onPage = all.slice(start, start + view.size);
    const hiddenAt = onPage.findIndex((r) => !matchesCondition(r, action.showWhen));
    if (action.showWhen && hiddenAt >= 0 && !view.config.virtual) await expect(view.rows.nth(hiddenAt).getByRole('button', { name }), 'hidden outside showWhen').toHaveCount(0);
    await row.getByRole('button', { name }).click();
  } else {
    await row.getByRole('checkbox', { name: '选择' }).check();
    await view.pane.locator('.hpc-list-toolbar').getByRole('button', { name }).click();
  }
  const outcome = action.decision?.options.find((o) => o.reasonRequired) ?? action.decision?.options[0];
  if (action.confirm || action.prompt) {
    const modal = confirmModal(view);
    if (action.confirm) await expect(modal).toContainText(action.confirm);
    if (action.decision) {
      // Nothing is chosen at first: 确认 names the choice and sends nothing.
      await modal.getByRole('button', { name: /确\s?[认定]/ }).click();
      await expect(modal.getByRole('alert').filter({ hasText: `请选择${action.decision.label}` })).toBeVisible();
    }
    await test.step(`axe on the ${action.decision ? 'decision' : action.prompt ? 'prompt' : 'confirm'} dialog`, () =>
      expectAccessible(view.page, `${view.pageId} ${action.name} dialog`, '.ant-modal-wrap:has(.ant-modal-confirm)'));
    if (outcome) await modal.locator('label.ant-radio-wrapper').filter({ hasText: outcome.label }).click();
    if (action.prompt) await modal.getByLabel(action.prompt.label).fill(`${MARKER}原因`);
    await modal.getByRole('button', { name: /确\s?[认定]/ }).click();
  }
  const request = await sent;
  expect((await request.response())?.status(), `${action.name} call ${path}`).toBe(200);
  await expect(newToast(view.page, '操作成功')).toBeVisible();
  const after = await recordNow(view, id);
  expectEffect(after, { ...action.effect, ...outcome?.effect });
  // The reason travels in the body under prompt.field; an entity that declares the field keeps it.
  if (action.prompt && view.entity.properties[action.prompt.field]) expect(after?.[action.prompt.field]).toBe(`${MARKER}原因`);
}

/** 批量删除 of the first two rows: confirm, the call names both, the total drops by two. */
export async function bulkDeleteStep(view: ListView, label = '批量删除'): Promise<void> {
  const all = await view.allRecords();
  await view.rowOf(all[0]!);
  await view.rows.nth(0).getByRole('checkbox', { name: '选择' }).check();
  await view.rows.nth(1).getByRole('checkbox', { name: '选择' }).check();
  const call = routeOf(view.config.endpoint, 'deleteMany');
  const sent = view.page.waitForRequest((r) => r.method() === call.method && new URL(r.url()).pathname === call.path, { timeout: CALL_TIMEOUT });
  await view.pane.locator('.hpc-list-toolbar').getByRole('button', { name: buttonName(label) }).click();
  const modal = view.page.locator('.ant-modal-confirm');
  await expect(modal).toContainText('是否继续进行删除操作？');
  await modal.getByRole('button', { name: buttonName('确认') }).click();
  expect((await (await sent).response())?.status(), `batch delete ${call.path}`).toBe(200);
  await view.expectTotal(all.length - 2);
  const gone = new Set([all[0]![view.rowKey], all[1]![view.rowKey]].map(String));
  const left = await view.allRecords();
  expect(left.length).toBe(all.length - 2);
  expect(left.filter((r) => gone.has(String(r[view.rowKey]))), 'the selected records are gone').toEqual([]);
}
