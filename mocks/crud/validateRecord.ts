/**
 * Server-side validation of a create/update body against the entity's JSON Schema, answering
 * field errors in Chinese from the form's own catalogue (src/contract/fieldMessages.ts:
 * `<label>不能为空`, the entity's x-patternMessage, 电子邮箱格式不正确), so both say the same. The mock runs in the browser too, so it uses the functions ajv compiled
 * at build time (virtual:form-validators, see src/contract/validatorCore.ts): compiling
 * here would need `new Function`, which the console's Content-Security-Policy refuses.
 */
import type { ErrorObject } from 'ajv';
import { allEntityValidators } from 'virtual:form-validators/all';
import { fieldMessage } from '../../src/contract/fieldMessages';
import { trimStrings } from '../../src/contract/inputPolicy';
import { recordPropertySchema, validateFlatObject, type FlatObjectSchema } from '../../src/contract/validatorCore';
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
  return [name, fieldMessage(error, entity.properties[name], name)];
}

/** Field → message for each invalid field (first message per field); empty when valid. */
export function validateRecord(entity: EntitySchema, body: Record<string, unknown>, partial = false): Record<string, string> {
  // The form's input policy: text is checked trimmed, and blank text or null counts as missing.
  const data = Object.fromEntries(Object.entries(trimStrings(body)).filter(([, v]) => v !== '' && v !== null));
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
