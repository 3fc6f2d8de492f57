/**
 * The scaffolder's field shorthand, `key:kind:标题[:required][:unique]`, turned into the entity
 * field and the column, filter and form entries a list page needs. Kinds:
 * text, textarea, phone, email, int, number, money, date, datetime, enum(1=普通|2=紧急),
 * switch (1 启用 / 0 停用), image, richtext.
 */
const KINDS = ['text', 'textarea', 'phone', 'email', 'int', 'number', 'money', 'date', 'datetime', 'switch', 'image', 'richtext'];

export class FieldSpecError extends Error {}

function parseEnum(kind, key) {
  const body = /^enum\((.+)\)$/.exec(kind)?.[1];
  if (!body) return undefined;
  const options = body.split('|').map((pair) => {
    const [value, title] = pair.split('=');
    if (!value || !title) throw new FieldSpecError(`字段 ${key} 的枚举项 "${pair}" 应写成 值=名称`);
    return { value: value.trim(), title: title.trim() };
  });
  const numeric = options.every((o) => /^-?\d+$/.test(o.value));
  return { type: numeric ? 'integer' : 'string', oneOf: options.map((o) => ({ const: numeric ? Number(o.value) : o.value, title: o.title })) };
}

/** One field spec → { key, field, required, column, filter, form }. */
export function parseFieldSpec(spec) {
  const [key = '', kind = '', title = '', ...flags] = spec.split(':').map((part) => part.trim());
  if (!/^[a-z][a-zA-Z0-9]*$/.test(key)) throw new FieldSpecError(`字段名 "${key}" 应为小驼峰英文（如 contactName）`);
  if (['id', 'createTime'].includes(key)) throw new FieldSpecError(`字段 ${key} 由系统生成，无需声明`);
  if (!title) throw new FieldSpecError(`字段 ${key} 缺少中文标题（写成 ${key}:${kind || 'text'}:标题）`);
  const unknownFlag = flags.find((f) => f !== 'required' && f !== 'unique');
  if (unknownFlag) throw new FieldSpecError(`字段 ${key} 的标记 "${unknownFlag}" 无效，可用 required、unique`);
  const required = flags.includes('required');
  const unique = flags.includes('unique') ? { 'x-unique': true } : {};
  const enumField = parseEnum(kind, key);
  if (!enumField && !KINDS.includes(kind)) throw new FieldSpecError(`字段 ${key} 的类型 "${kind}" 无效，可用 ${KINDS.join('、')}、enum(1=甲|2=乙)`);

  const text = (extra = {}) => ({ type: 'string', title, ...(required ? { minLength: 1 } : {}), ...extra, ...unique });
  const base = { key, required };
  if (enumField) {
    const widget = enumField.oneOf.length <= 3 ? 'radio' : 'select';
    return { ...base, field: { ...enumField, title, ...unique }, column: { key, slot: 'tag' }, filter: { key }, form: { key, widget } };
  }
  switch (kind) {
    case 'text':
      return { ...base, field: text({ maxLength: 50 }), column: { key, width: 180, slot: 'ellipsis' }, filter: { key }, form: key };
    case 'textarea':
      return { ...base, field: text({ maxLength: 500 }), column: { key, width: 220, slot: 'ellipsis', defaultHidden: true }, form: { key, widget: 'textarea' } };
    case 'phone':
      return {
        ...base,
        field: { type: 'string', title, pattern: '^1[3-9]\\d{9}$', 'x-patternMessage': '请输入正确的手机号码', ...unique },
        column: { key, width: 130, slot: 'phone' }, filter: { key }, form: key,
      };
    case 'email':
      return { ...base, field: text({ format: 'email', maxLength: 100 }), column: { key, width: 200 }, form: key };
    case 'int':
      return { ...base, field: { type: 'integer', title, minimum: 0, ...unique }, column: { key, sortable: true }, form: { key, widget: 'number' } };
    case 'number':
      return { ...base, field: { type: 'number', title, minimum: 0, ...unique }, column: { key, toFixed: 2, sortable: true }, form: { key, widget: 'number' } };
    case 'money':
      return { ...base, field: { type: 'number', title, minimum: 0 }, column: { key, width: 140, slot: 'money', toFixed: 2, sortable: true }, form: { key, widget: 'number' } };
    case 'date':
      return { ...base, field: text({ format: 'date' }), column: { key, width: 120, sortable: true }, filter: { key, widget: 'dateRange' }, form: { key, widget: 'date' } };
    case 'datetime':
      return { ...base, field: text({ format: 'datetime' }), column: { key, width: 170, formatTime: 'YYYY-MM-DD HH:mm', sortable: true }, filter: { key, widget: 'dateRange' }, form: { key, widget: 'datetime' } };
    case 'switch':
      return {
        ...base,
        field: { type: 'integer', title, oneOf: [{ const: 1, title: '启用' }, { const: 0, title: '停用' }], default: 1 },
        column: { key, switch: { confirm: true } }, filter: { key }, form: { key, widget: 'radio' },
      };
    case 'image':
      return { ...base, field: { type: 'string', title, maxLength: 500 }, column: { key, img: true }, form: { key, widget: 'image' } };
    case 'richtext':
      return { ...base, field: { type: 'string', title, contentMediaType: 'text/html', ...(required ? { minLength: 1 } : {}) }, form: { key, widget: 'richtext' } };
    default:
      throw new FieldSpecError(`字段 ${key} 的类型 "${kind}" 无效`);
  }
}

/** A comma-separated list of specs; keys must be unique and at least one field must be text-like. */
export function parseFieldSpecs(list) {
  const specs = list.split(/[,，]/).map((s) => s.trim()).filter(Boolean).map(parseFieldSpec);
  if (specs.length === 0) throw new FieldSpecError('至少需要一个字段');
  const seen = new Set();
  for (const spec of specs) {
    if (seen.has(spec.key)) throw new FieldSpecError(`字段 ${spec.key} 重复`);
    seen.add(spec.key);
  }
  return specs;
}
