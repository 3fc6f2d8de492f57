/**
 * Fills a generated form (rjsf on antd) the way a person does, field by field, recognising the
 * control from the page rather than from the renderer's code: radio group, cascader, select, date
 * picker, number, rich text, upload, switch, textarea or text input.
 */
import type { Locator, Page } from '@playwright/test';
import type { EntityField, EntityValue } from '../../../src/pageLanguage/entity';
import { expect } from './session';

/** The smallest valid PNG (1×1) and PDF, for upload widgets. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/**
 * The form item of `key` (rjsf ids are <the form's own prefix hpc-form-…>_<key>): by its label,
 * which stays when the control changes (an image card hides its file input once a picture is there).
 */
export function formItem(form: Locator, key: string): Locator {
  const id = `[id^="hpc-form-"][id$="_${key}"]`;
  return form.locator('.ant-form-item').filter({ has: form.page().locator(`label[for^="hpc-form-"][for$="_${key}"], ${id}`) }).last();
}

function uploadFile(accept: string | null, name: string): { name: string; mimeType: string; buffer: Buffer } {
  const wanted = (accept ?? '').split(',').map((a) => a.trim().toLowerCase()).filter(Boolean);
  if (wanted.length === 0 || wanted.some((a) => a.startsWith('image') || a === '.png')) return { name: `${name}.png`, mimeType: 'image/png', buffer: PNG };
  if (wanted.some((a) => a === '.pdf' || a === 'application/pdf')) return { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: PDF };
  const extension = wanted.find((a) => a.startsWith('.')) ?? '.txt';
  return { name: `${name}${extension}`, mimeType: 'application/octet-stream', buffer: Buffer.from(`${name}\n`) };
}

async function pickOption(page: Page, item: Locator, label: string): Promise<void> {
  await item.locator('.ant-select-selector').click();
  const exactly = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await open.first().waitFor();
  if ((await open.locator('.ant-select-tree').count()) > 0) {
    // A tree of another family's records (x-lookup): searched by its title, so a node the virtual list has not drawn is found.
    await item.locator('.ant-select-selection-search-input').fill(label);
    await open.locator('.ant-select-tree-title').filter({ hasText: exactly }).first().click();
  } else {
    await open.locator('.ant-select-item-option').filter({ hasText: exactly }).first().click();
  }
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
}

/**
 * Puts `value` into the field. Enums are chosen by label (a lookup's by `choiceLabel`); text is typed; uploads get a small
 * generated file named after `uploadName`.
 */
export type FilledAs = 'choice' | 'upload' | 'richtext' | 'date' | 'switch' | 'text';

export async function fillField(form: Locator, key: string, field: EntityField, value: EntityValue, uploadName: string, choiceLabel?: string): Promise<FilledAs> {
  const page = form.page();
  const item = formItem(form, key);
  await expect(item, `form field ${key} (${field.title})`).toHaveCount(1);
  // An enum's label, or (x-lookup) the label of the other family's record the caller chose.
  const label = choiceLabel ?? field.oneOf?.find((o) => o.const === value)?.title;
  if ((await item.locator('.ant-radio-group').count()) > 0) {
    await item.getByText(label ?? String(value), { exact: true }).click();
    return 'choice';
  }
  if ((await item.locator('.ant-cascader').count()) > 0) {
    // A region (x-region): each level's name in turn, as the chooser's label gives them ("广东省 / 广州市 / 天河区").
    await item.locator('.ant-select-selector').click();
    const open = page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden)');
    // Level by level, each in its own column: a municipality's city bears the province's name (北京市 › 北京市).
    for (const [level, name] of (label ?? String(value)).split(' / ').entries()) await open.locator('.ant-cascader-menu').nth(level).locator(`.ant-cascader-menu-item[title="${name}"]`).click();
    await expect(open).toHaveCount(0);
    return 'choice';
  }
  if ((await item.locator('.ant-select').count()) > 0) {
    await pickOption(page, item, label ?? String(value));
    return 'choice';
  }
  if ((await item.locator('input[type=file]').count()) > 0) {
    const input = item.locator('input[type=file]');
    await input.setInputFiles(uploadFile(await input.getAttribute('accept'), uploadName));
    await expect(item.locator('.ant-upload-list-item-uploading')).toHaveCount(0, { timeout: 15_000 });
    await expect(item.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-error)')).not.toHaveCount(0);
    return 'upload';
  }
  if ((await item.locator('.ql-editor').count()) > 0) {
    const editor = item.locator('.ql-editor');
    await editor.click();
    await editor.fill(String(value).replace(/<[^>]+>/g, ''));
    return 'richtext';
  }
  if ((await item.locator('.ant-picker').count()) > 0) {
    const input = item.locator('.ant-picker input').first();
    await input.click();
    await input.fill(String(value));
    await input.press('Enter');
    await expect(input).toHaveValue(String(value));
    return 'date';
  }
  if ((await item.locator('.ant-switch, input[type=checkbox]').count()) > 0) {
    const control = item.locator('.ant-switch, input[type=checkbox]').first();
    const checked = (await control.getAttribute('aria-checked')) === 'true' || (await control.isChecked().catch(() => false));
    if (checked !== Boolean(value)) await control.click();
    return 'switch';
  }
  await item.locator('textarea, input').first().fill(String(value));
  return 'text';
}

/** The value a field shows after filling (for read-back checks of text controls). */
export async function textValue(form: Locator, key: string): Promise<string> {
  return formItem(form, key).locator('textarea, input:not([type=file]):not([type=radio])').first().inputValue();
}
