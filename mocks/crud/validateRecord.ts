/**
 * Server-side validation of a create/update body against the entity's JSON Schema, answering
 * field errors in Chinese (the same wording as the form: `<label>不能为空`, the entity's
 * x-patternMessage). The mock runs in the browser too, so it uses the functions ajv compiled
 * at build time (virtual:form-validators, see src/renderer/form/validatorCore.ts): compiling
 * here would need `new Function`, which the console's Content-Security-Policy refuses.
 */
import type { ErrorObject } from 'ajv';
import { allEntityValidators } from 'virtual:form-validators/all';
import { recordPropertySchema, validateFlatObject, type FlatObjectSchema } from '../../src/renderer/form/validatorCore';
import type { EntitySchema } from '../../src/pageLanguage/entity';

/** The entity as a validation schema: read-only fields are the server's and are not checked. */
function schemaFor(entity: EntitySchema, partial: boolean): FlatObjectSchema {
  const properties = Object.fromEntries(
    Object.entries(entity.properties).filter(([, f]) => !f.readOnly).map(([name, field]) => [name, recordPropertySchema(field)]),
  );
  return { type: 'object', properties, required: partial ? [] : entity.required ?? [] };
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
  const functions = allEntityValidators[entity.$id];
  if (!functions) throw new Error(`实体 ${entity.$id} 没有预编译的校验函数`);
  const errors: Record<string, string> = {};
  for (const error of validateFlatObject(functions, schemaFor(entity, partial), data)) {
    // oneOf reports each branch; its own summary error (below) is the one to keep.
    if (error.schemaPath.includes('/oneOf/')) continue;
    const [field, message] = messageOf(error, entity);
    if (field && !(field in errors)) errors[field] = message;
  }
  return errors;
}
