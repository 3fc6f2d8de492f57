/**
 * A list form's `createResult` (src/pageLanguage/form.ts AnswerTemplate): what a create's answer
 * is read back with. The page must offer the create (a `create` toolbar action), and every field
 * its lines name or test (`hideWhen`) must be a field of the page's entity — the answer of a
 * create is the record as the server holds it.
 */
import { isObject } from './shape.mjs';
import { propertiesOf } from './fieldChecks.mjs';
import { templateFields } from './lookupChecks.mjs';
import { pointer, suggest } from './report.mjs';

const list = (value) => (Array.isArray(value) ? value : []);

export function checkCreateResult(page, entity, report) {
  const { data, file } = page;
  const result = data.form?.createResult;
  if (!isObject(result)) return;
  if (!list(data.toolbar).some((action) => action?.type === 'create')) {
    report.error(file, pointer('form', 'createResult'), '页面没有新增操作，createResult 不会显示', '在 toolbar 中加入 { "type": "create" }，或去掉 createResult');
  }
  if (!entity) return;
  const fields = Object.keys(propertiesOf(entity));
  const known = (field) => fields.includes(String(field).split('.')[0]);
  for (const [i, line] of list(result.lines).entries()) {
    const named = templateFields(line?.text ?? '');
    if (named.length === 0) report.error(file, pointer('form', 'createResult', 'lines', i, 'text'), '这一行没有引用应答的字段', '用 {字段} 或 {字段|money} 写出应答中的值');
    for (const field of named) {
      if (!known(field)) report.error(file, pointer('form', 'createResult', 'lines', i, 'text'), `实体 ${entity.name} 没有字段 "${field}"`, suggest(field, fields, '实体字段'));
    }
    for (const [j, condition] of list(line?.hideWhen).entries()) {
      if (typeof condition?.field === 'string' && !known(condition.field)) {
        report.error(file, pointer('form', 'createResult', 'lines', i, 'hideWhen', j, 'field'), `实体 ${entity.name} 没有字段 "${condition.field}"`, suggest(condition.field, fields, '实体字段'));
      }
    }
  }
}
