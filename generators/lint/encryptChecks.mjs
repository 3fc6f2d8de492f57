/**
 * Fields that travel encrypted (`x-encrypt: "password"`, src/pageLanguage/entity.ts): text fields,
 * typed in a password input only (src/renderer/form/encryptFields.ts), and never shown: not a
 * list's column or filter, not a detail's field (the server never answers them).
 */
import { propertiesOf } from './fieldChecks.mjs';
import { pointer } from './report.mjs';

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value) => (Array.isArray(value) ? value : []);
const keyOf = (entry) => (typeof entry === 'string' ? entry : entry?.key);

/** Where a page shows a field: list columns and filters, detail sections' fields. */
function shownKeys(data) {
  const shown = [];
  for (const [i, column] of list(data.columns).entries()) shown.push([keyOf(column), pointer('columns', i)]);
  for (const [i, filter] of list(data.filters).entries()) shown.push([keyOf(filter), pointer('filters', i)]);
  for (const [i, section] of list(data.sections).entries()) {
    for (const [j, field] of list(section?.fields).entries()) shown.push([keyOf(field), pointer('sections', i, 'fields', j)]);
  }
  return shown;
}

export function checkEncryptedFields(tree, report) {
  const encrypted = new Map();
  for (const entity of tree.entities.values()) {
    const keys = new Set();
    for (const [key, field] of Object.entries(propertiesOf(entity))) {
      if (!isObject(field) || field['x-encrypt'] === undefined) continue;
      keys.add(key);
      if (field.type !== 'string') report.error(entity.file, pointer('properties', key, 'x-encrypt'), `加密字段 "${key}" 的类型是 ${field.type}，应为 string`, '密码是文字：改为 "type": "string"');
    }
    encrypted.set(entity.name, keys);
  }
  for (const page of tree.pages.values()) {
    const data = page.declared ?? page.data;
    const keys = encrypted.get(data?.entity);
    if (!keys || keys.size === 0) continue;
    for (const [key, at] of shownKeys(data)) {
      if (keys.has(String(key).split('.')[0])) report.error(page.file, at, `加密字段 "${key}" 不能显示在列表或详情中`, '密码只在表单中填写，服务端不返回它：删去这一项');
    }
    for (const [i, entry] of list(data.form?.fields).entries()) {
      if (isObject(entry) && keys.has(entry.key) && entry.widget !== undefined && entry.widget !== 'password') {
        report.error(page.file, pointer('form', 'fields', i, 'widget'), `加密字段 "${entry.key}" 只能用密码输入框`, '去掉 widget 或写 "password"');
      }
    }
  }
}
