/**
 * Create → find → edit → delete of one generated record through a list page's dialogs, the
 * values generated from the entity (tests/contract/sampleValues.ts).
 */
import type { Locator } from '@playwright/test';
import type { BuiltInToolbarAction } from '../../../src/pageLanguage/actions';
import type { FormFieldConfig } from '../../../src/pageLanguage/form';
import { pageTag } from '../../contract/catalog';
import { readPath, responseOf, routeOf, serves, type ApiRecord } from '../../contract/family';
import { fetchOne } from '../../contract/listCalls';
import { editedText, sampleRecord } from '../../contract/recordSamples';
import { lookupChoice } from '../../contract/lookupChoices';
import { isPlainText } from '../../contract/sampleValues';
import { filterWidget } from '../../contract/family';
import { hiddenFormKeys } from '../../../src/renderer/form/resolveFormSchema';
import { fillField, textValue, type FilledAs } from './formFill';
import { buttonName, type ListView } from './listView';
import { expectAccessible } from './axe';
import { CALL_TIMEOUT, expect, test } from './session';
import { markToasts, newToast } from './toasts';

export function fieldOptions(view: ListView): FormFieldConfig[] {
  return (view.config.form?.fields ?? []).map((f) => (typeof f === 'string' ? { key: f } : f));
}

/** A field typed as free text in the form: a plain string in a text input or textarea. */
export function isTextInput(options: FormFieldConfig | undefined, view: ListView, key: string): boolean {
  return isPlainText(view.entity.properties[key]) && (!options?.widget || options.widget === 'input' || options.widget === 'textarea');
}

/** Keys the dialog shows: entity fields that are not read-only and not fixed by the scope. */
export function formKeys(view: ListView, mode: 'create' | 'edit'): string[] {
  // A new record's form starts at the entity's defaults: a field shown only for another value (showWhen,
  // 门户菜单's 链接地址 for 外部链接) is not drawn then.
  const defaults = Object.fromEntries(Object.entries(view.entity.properties).map(([key, field]) => [key, field.default]));
  const hidden = mode === 'create' && view.config.form ? hiddenFormKeys(view.config.form, defaults) : [];
  return fieldOptions(view)
    .filter((f) => view.entity.properties[f.key] && !view.entity.properties[f.key]!.readOnly && !(view.config.scope && f.key in view.config.scope))
    .filter((f) => mode === 'create' || !f.createOnly)
    .filter((f) => !hidden.includes(f.key))
    .map((f) => f.key);
}

export function recordDialog(view: ListView): Locator {
  return view.page.getByRole('dialog').filter({ has: view.page.locator('.rjsf') });
}

function saveButton(dialog: Locator): Locator {
  return dialog.getByRole('button', { name: buttonName('确定') });
}

export interface Created {
  item: ApiRecord;
  sample: Record<string, unknown>;
}

/**
 * 新增: an empty submit names every required field (`<title>不能为空`); filled, it saves.
 * `whenInvalid` runs while the dialog shows those errors (the per-page test runs axe there).
 */
export async function createStep(view: ListView, action: BuiltInToolbarAction, n: number, whenInvalid?: (dialog: Locator) => Promise<void>, whenFilled?: (dialog: Locator) => Promise<void>): Promise<Created> {
  const { page, entity } = view;
  await view.pane.getByRole('button', { name: buttonName(action.label ?? '新增') }).click();
  const dialog = recordDialog(view);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.ant-modal-title')).toHaveText(view.config.form?.createTitle ?? `新增${entity.title}`);
  const keys = formKeys(view, 'create');

  const sent: string[] = [];
  const create = routeOf(view.config.endpoint, 'create');
  const track = (request: { method(): string; url(): string }) => {
    if (request.method() === create.method && new URL(request.url()).pathname === create.path) sent.push(request.url());
  };
  page.on('request', track);
  await saveButton(dialog).click();
  const required = (entity.required ?? []).filter((k) => keys.includes(k) && entity.properties[k]!.default === undefined);
  // Soft: a missing message is reported, and the rest of the journey still runs.
  for (const key of required) await expect.soft(dialog.getByText(`${entity.properties[key]!.title}不能为空`, { exact: true }), `required ${key}`).toBeVisible();
  page.off('request', track);
  expect(sent, 'an invalid form is not sent').toEqual([]);
  await whenInvalid?.(dialog);

  const sample = sampleRecord(entity, { ...view.config, pageId: view.pageId }, n);
  // A field holding another family's records (x-lookup) is given one the family holds now, chosen by its label.
  const labels = new Map<string, string>();
  for (const key of keys) {
    const choice = await lookupChoice(view.api, entity.properties[key]!, n);
    if (!choice) continue;
    sample[key] = choice.value;
    labels.set(key, choice.label);
  }
  const filled = new Map<string, FilledAs>();
  for (const key of keys) filled.set(key, await fillField(dialog, key, entity.properties[key]!, sample[key]!, `${pageTag(view.pageId)}${n}`, labels.get(key)));
  await whenFilled?.(dialog);
  const answer = page.waitForResponse((r) => r.request().method() === create.method && new URL(r.url()).pathname === create.path, { timeout: CALL_TIMEOUT });
  await markToasts(page);
  await saveButton(dialog).click();
  const response = await answer;
  expect(response.status(), `create answered ${await response.text()}`).toBe(200);
  const item = readPath(await response.json(), responseOf(view.config.endpoint).item) as ApiRecord;
  // A form that reads its answer back (createResult) says so above the list instead of the toast.
  const result = view.config.form?.createResult;
  if (result) await expect(page.locator('[data-testid=active-page] .hpc-list-create-result').getByText(result.title, { exact: true })).toBeVisible();
  else await expect(newToast(page, '操作成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  for (const key of keys) {
    const kind = filled.get(key);
    // An upload stores the URL the upload answered; rich text stores the editor's HTML.
    if (kind === 'upload') expect(item[key], `saved ${key}`).toMatch(/\S/);
    else if (kind === 'richtext') expect(String(item[key]), `saved ${key}`).toContain(String(sample[key]).replace(/<[^>]+>/g, ''));
    else expect(item[key], `saved ${key}`).toEqual(sample[key]);
  }
  // What the server stored is what later steps expect to see.
  const stored: Record<string, unknown> = { ...sample };
  for (const [key, kind] of filled) if (kind === 'upload' || kind === 'richtext') stored[key] = item[key];
  return { item, sample: stored };
}

/**
 * 新增 opens the page's dialog: its title, every field of the form under its label, and an empty
 * submit names every required field (`<title>不能为空`) and sends nothing; then 取消. What only
 * this page's config decides about its form — filling each kind of control and saving is driven
 * once per kind of control (listJourneys.ts), and the page's record is saved through its API in
 * tests/contract.
 */
export async function createFormStep(view: ListView, action: BuiltInToolbarAction, whenInvalid?: (dialog: Locator) => Promise<void>, under?: { open: () => Promise<void>; title: string }): Promise<void> {
  const { page, entity } = view;
  // A tree page adding only under a node (`addRoots: false`) opens the dialog from a node's button.
  if (under) await under.open();
  else await view.pane.getByRole('button', { name: buttonName(action.label ?? '新增') }).click();
  const dialog = recordDialog(view);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.ant-modal-title')).toHaveText(under?.title ?? view.config.form?.createTitle ?? `新增${entity.title}`);
  const keys = formKeys(view, 'create');
  // One look at the whole form: which fields have a control, and the label each shows.
  const shown = await dialog.evaluate((root, wanted) => Object.fromEntries(wanted.map((key) => {
    // rjsf ids are <the form's own prefix hpc-form-<letters and digits>>_<key>.
    const ownKey = (id: string | null) => id !== null && id.startsWith('hpc-form-') && id.slice(id.indexOf('_') + 1) === key;
    const control = [...root.querySelectorAll('[id^="hpc-form-"], label[for^="hpc-form-"]')]
      .find((el) => ownKey(el.getAttribute('id')) || ownKey(el.getAttribute('for')));
    const item = control?.closest('.ant-form-item');
    return [key, item ? (item.querySelector('.ant-form-item-label label')?.textContent ?? '') : null];
  })), keys);
  // A form may word a field its own way (form.ts FormFieldConfig label: 初始密码); else the entity's title.
  for (const key of keys) expect(shown[key], `form field ${key} under its label`).toBe(fieldOptions(view).find((o) => o.key === key)?.label ?? entity.properties[key]!.title);
  const sent: string[] = [];
  const create = routeOf(view.config.endpoint, 'create');
  const track = (request: { method(): string; url(): string }) => {
    if (request.method() === create.method && new URL(request.url()).pathname === create.path) sent.push(request.url());
  };
  page.on('request', track);
  await saveButton(dialog).click();
  const required = (entity.required ?? []).filter((k) => keys.includes(k) && entity.properties[k]!.default === undefined);
  for (const key of required) await expect.soft(dialog.getByText(`${entity.properties[key]!.title}不能为空`, { exact: true }), `required ${key}`).toBeVisible();
  await whenInvalid?.(dialog);
  page.off('request', track);
  expect(sent, 'an invalid form is not sent').toEqual([]);
  await dialog.getByRole('button', { name: buttonName('取消') }).click();
  await expect(dialog).toHaveCount(0);
}

/** The created record is found again: by a text filter on a field it was given, else by its page. */
export async function findStep(view: ListView, created: Created): Promise<{ row: Locator; filtered: boolean }> {
  const keys = formKeys(view, 'create');
  const options = fieldOptions(view);
  const filter = (view.config.filters ?? []).find((f) => filterWidget(f, view.entity) === 'input' && keys.includes(f.key) && isTextInput(options.find((o) => o.key === f.key), view, f.key));
  if (!filter) return { row: await view.rowOf(created.item), filtered: false };
  await view.open(`?${filter.key}=${encodeURIComponent(String(created.sample[filter.key]))}`);
  await view.expectShows([created.item]);
  return { row: view.rows.first(), filtered: true };
}

/** 编辑: the dialog holds the saved value; a changed text is saved and shown. */
export async function editStep(view: ListView, row: Locator, created: Created): Promise<void> {
  const editable = formKeys(view, 'edit').filter((k) => !fieldOptions(view).find((f) => f.key === k)?.readonlyOnEdit);
  const plain = editable.filter((k) => isTextInput(fieldOptions(view).find((o) => o.key === k), view, k));
  const shown = new Set(view.config.columns.filter((c) => !c.defaultHidden).map((c) => c.key));
  const key = plain.find((k) => shown.has(k)) ?? plain[0];
  if (!key) throw new Error(`${view.pageId}: 编辑表单没有可修改的文本字段`);
  await row.getByRole('button', { name: buttonName('编辑') }).click();
  const dialog = recordDialog(view);
  await expect(dialog.locator('.ant-modal-title')).toHaveText(view.config.form?.editTitle ?? `编辑${view.entity.title}`);
  expect(await textValue(dialog, key)).toBe(String(created.sample[key]));
  await test.step('axe on the edit dialog', () => expectAccessible(view.page, `${view.pageId} edit dialog`, '.ant-modal-wrap:has(.rjsf)'));
  const changed = editedText(view.entity, key, String(created.sample[key]));
  await fillField(dialog, key, view.entity.properties[key]!, changed, '');
  const update = routeOf(view.config.endpoint, 'update', { id: created.item[view.rowKey] as string | number });
  const answer = view.page.waitForResponse((r) => r.request().method() === update.method && new URL(r.url()).pathname === update.path, { timeout: CALL_TIMEOUT });
  await saveButton(dialog).click();
  expect((await answer).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  if (view.config.columns.some((c) => c.key === key && !c.defaultHidden)) await expect(row).toContainText(changed);
  if (serves(view.config.endpoint, 'get')) {
    const { record } = await fetchOne(view.api, view.config.endpoint, created.item[view.rowKey] as string | number);
    expect(record?.[key]).toBe(changed);
  }
}

/** 删除 → 确认 / 是否继续进行删除操作？ → the record is gone. */
export async function deleteStep(view: ListView, row: Locator, created: Created, filtered: boolean): Promise<void> {
  await row.getByRole('button', { name: buttonName('删除') }).click();
  const confirm = view.page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('是否继续进行删除操作？');
  await test.step('axe on the delete confirmation', () => expectAccessible(view.page, `${view.pageId} delete confirmation`, '.ant-modal-wrap:has(.ant-modal-confirm)'));
  const remove = routeOf(view.config.endpoint, 'delete', { id: created.item[view.rowKey] as string | number });
  const answer = view.page.waitForResponse((r) => r.request().method() === remove.method && new URL(r.url()).pathname === new URL(remove.path, r.url()).pathname, { timeout: CALL_TIMEOUT });
  await markToasts(view.page);
  await confirm.getByRole('button', { name: buttonName('确认') }).click();
  expect((await answer).status()).toBe(200);
  await expect(newToast(view.page, '操作成功')).toBeVisible();
  if (filtered) await expect(view.pane.locator('.hpc-empty-description')).toHaveText('暂无数据');
  const left = await view.allRecords();
  expect(left.some((r) => String(r[view.rowKey]) === String(created.item[view.rowKey])), 'the deleted record is gone').toBe(false);
}
