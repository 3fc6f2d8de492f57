/**
 * A form field's `showWhen` (src/pageLanguage/form.ts FormFieldCondition): the field it depends
 * on is another field of the same form (a value the form does not hold could never show it), and
 * where that field is a choice, every value is one of its choices.
 */
import { isObject } from './shape.mjs';
import { propertiesOf } from './fieldChecks.mjs';
import { pointer, suggest } from './report.mjs';

const list = (value) => (Array.isArray(value) ? value : []);
const keyOf = (entry) => (typeof entry === 'string' ? entry : entry?.key);

export function checkFormConditions(page, entity, report) {
  const { data, file } = page;
  const fields = list(data.form?.fields);
  const keys = fields.map(keyOf).filter((key) => typeof key === 'string');
  const properties = entity ? propertiesOf(entity) : {};
  for (const [i, entry] of fields.entries()) {
    const condition = isObject(entry) ? entry.showWhen : undefined;
    if (!isObject(condition) || typeof condition.field !== 'string') continue;
    const at = (...rest) => pointer('form', 'fields', i, 'showWhen', ...rest);
    if (condition.field === entry.key) {
      report.error(file, at('field'), `字段 "${entry.key}" 的显示条件不能依赖它自己`, '写表单中另一个字段');
      continue;
    }
    if (!keys.includes(condition.field)) {
      report.error(file, at('field'), `显示条件依赖的字段 "${condition.field}" 不在表单中`, suggest(condition.field, keys, '表单字段'));
      continue;
    }
    const choices = list(properties[condition.field]?.oneOf).map((option) => option?.const);
    if (choices.length === 0) continue;
    for (const [j, value] of list(condition.in).entries()) {
      if (!choices.some((choice) => String(choice) === String(value))) {
        report.error(file, at('in', j), `"${String(value)}" 不是字段 "${condition.field}" 的可选值`, `可选值：${choices.map(String).join('、')}`);
      }
    }
  }
}
