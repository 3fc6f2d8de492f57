/**
 * A list page's notice (`notice`, src/pageLanguage/pageConfig.ts ListNoticeDeclaration): its
 * `source` an operation the page's family declares as a GET answering one object, and every
 * `{field}` of its text and every `hideWhen` field a property of that answer (when the operation
 * documents it), so the line never shows a bare placeholder. resolvePage.ts refuses the same
 * operation when the app loads the page.
 */
import { isObject } from './shape.mjs';
import { pointer, suggest } from './report.mjs';

const list = (value) => (Array.isArray(value) ? value : []);

export function checkListNotice(page, family, report) {
  const notice = (page.declared ?? page.data).notice;
  if (!isObject(notice)) return;
  const operations = list(family.data.operations).filter((operation) => isObject(operation));
  const operation = operations.find((candidate) => candidate.name === notice.source);
  const gets = operations.filter((candidate) => candidate.method === 'GET').map((candidate) => candidate.name);
  if (!operation || operation.method !== 'GET') {
    report.error(page.file, pointer('notice', 'source'), `接口族 ${family.name} 没有 GET 操作 "${notice.source}"`, gets.length > 0 ? suggest(String(notice.source), gets, '该接口族的 GET 操作') : `在 families/${family.name}.json 的 operations 中声明它`);
    return;
  }
  const fields = operation.response?.schema?.properties;
  if (!isObject(fields)) return;
  const known = Object.keys(fields);
  for (const [, name] of String(notice.text ?? '').matchAll(/\{([^{}]+)\}/g)) {
    if (!known.includes(name)) report.error(page.file, pointer('notice', 'text'), `提示文字中的 {${name}} 不是 ${notice.source} 答复的字段`, suggest(name, known, '答复的字段'));
  }
  for (const [i, condition] of list(notice.hideWhen).entries()) {
    if (isObject(condition) && !known.includes(condition.field)) report.error(page.file, pointer('notice', 'hideWhen', i, 'field'), `字段 "${condition.field}" 不是 ${notice.source} 答复的字段`, suggest(String(condition.field), known, '答复的字段'));
  }
}
