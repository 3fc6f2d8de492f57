/**
 * Server-side validation of a create/update body against the entity's JSON Schema, answering
 * field errors in Chinese (the same wording as the form: `<label>不能为空`, the entity's
 * x-patternMessage). The mock's own ajv instance: mock code, not schema content run by the app.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { DATETIME_PATTERN, type EntitySchema } from '../../src/schema/entity';

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addFormat('date', /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
ajv.addFormat('datetime', DATETIME_PATTERN);
ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
ajv.addFormat('uri', /^https?:\/\/\S+$/);

const compiled = new Map<string, ValidateFunction>();

/** The entity as a validation schema: read-only fields are the server's and are not checked. */
function validatorFor(entity: EntitySchema, partial: boolean): ValidateFunction {
  const key = `${entity.$id}:${partial}`;
  const cached = compiled.get(key);
  if (cached) return cached;
  const properties = Object.fromEntries(
    Object.entries(entity.properties).filter(([, f]) => !f.readOnly).map(([name, field]) => {
      const { 'x-patternMessage': _m, readOnly: _r, ...rest } = field;
      void _m;
      void _r;
      return [name, rest];
    }),
  );
  const validate = ajv.compile({ type: 'object', properties, required: partial ? [] : entity.required ?? [] });
  compiled.set(key, validate);
  return validate;
}

function messageOf(error: ErrorObject, entity: EntitySchema): [string, string] {
  const name = error.keyword === 'required' ? String(error.params.missingProperty) : error.instancePath.split('/')[1] ?? '';
  const field = entity.properties[name];
  const label = field?.title ?? name;
  switch (error.keyword) {
    case 'required': return [name, `${label}不能为空`];
    case 'pattern': return [name, field?.['x-patternMessage'] ?? `${label}格式不正确`];
    case 'minLength': return [name, `${label}不能少于${String(error.params.limit)}个字符`];
    case 'maxLength': return [name, `${label}不能超过${String(error.params.limit)}个字符`];
    case 'minimum': return [name, `${label}不能小于${String(error.params.limit)}`];
    case 'maximum': return [name, `${label}不能大于${String(error.params.limit)}`];
    case 'format': return [name, field?.format === 'date' || field?.format === 'datetime' ? '没有输入正确的时间格式' : `${label}格式不正确`];
    case 'oneOf':
    case 'const': return [name, `${label}的取值无效`];
    case 'type': return [name, `${label}类型不正确`];
    default: return [name, `${label}不合法`];
  }
}

/** Field → message for each invalid field (first message per field); empty when valid. */
export function validateRecord(entity: EntitySchema, body: Record<string, unknown>, partial = false): Record<string, string> {
  // Empty strings count as missing, as the form sends them for cleared inputs.
  const data = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== '' && v !== null));
  const validate = validatorFor(entity, partial);
  if (validate(data)) return {};
  const errors: Record<string, string> = {};
  for (const error of validate.errors ?? []) {
    // oneOf reports each branch; its own summary error (below) is the one to keep.
    if (error.schemaPath.includes('/oneOf/')) continue;
    const [field, message] = messageOf(error, entity);
    if (field && !(field in errors)) errors[field] = message;
  }
  return errors;
}
