/**
 * A form field's `check` (src/pageLanguage/form.ts FormFieldCheck: asked when the field is left,
 * src/renderer/form/fieldCheck.ts): a GET operation its family declares, taking `param` as a query
 * parameter and answering `exists` and `message`.
 */
import { pointer, suggest } from './report.mjs';

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value) => (Array.isArray(value) ? value : []);

function checkFieldCheck(page, i, check, tree, report) {
  const at = (...rest) => pointer('form', 'fields', i, 'check', ...rest);
  const family = tree.families?.get(check.family);
  if (!family) {
    report.error(page.file, at('family'), `接口族 "${check.family}" 不存在（families/${check.family}.json）`, suggest(String(check.family), [...(tree.families?.keys() ?? [])], '已有的接口族'));
    return;
  }
  const gets = list(family.data?.operations).filter((candidate) => candidate?.method === 'GET');
  const operation = gets.find((candidate) => candidate.name === check.operation);
  if (!operation) {
    report.error(page.file, at('operation'), `接口族 ${check.family} 没有 GET 操作 "${check.operation}"`, suggest(String(check.operation), gets.map((o) => o.name), `${check.family} 的 GET 操作`));
    return;
  }
  if (!isObject(operation.query) || !Object.hasOwn(operation.query, check.param)) {
    report.error(page.file, at('param'), `操作 ${check.family} ${check.operation} 没有查询参数 "${check.param}"`, suggest(String(check.param), Object.keys(operation.query ?? {}), '它的查询参数'));
  }
  const answer = operation.response?.schema?.properties;
  for (const field of ['exists', 'message']) {
    if (!isObject(answer?.[field])) report.error(page.file, at('operation'), `操作 ${check.family} ${check.operation} 的答复没有 ${field}`, '检查的操作答复 { exists, message }：已存在时 exists 为 true，message 是提示');
  }
}

export function checkFormFieldChecks(tree, report) {
  for (const page of tree.pages.values()) {
    const data = page.declared ?? page.data;
    for (const [i, entry] of list(data?.form?.fields).entries()) {
      if (isObject(entry) && isObject(entry.check)) checkFieldCheck(page, i, entry.check, tree, report);
    }
  }
}
