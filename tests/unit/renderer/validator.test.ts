/**
 * The build-time compiled form validator must behave as rjsf's runtime ajv validator did:
 * same errors, same error schema, same Chinese messages, same enum option matching, for every
 * form of every page config and for the mock backend's record checks. The reference validator
 * (customizeValidator) compiles with `new Function`, which is fine in Node, not in the browser.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { allEntityValidators } from 'virtual:form-validators/all';
import { entityValidatorLoaders } from 'virtual:form-validators';
import { validateRecord } from '../../../mocks/crud/validateRecord';
import { normalizeFormInput } from '../../../src/contract/inputPolicy';
import { resolveFormSchema } from '../../../src/renderer/form/resolveFormSchema';
import { PrecompiledFormValidator } from '../../../src/renderer/form/validator';
import { recordPropertySchema, schemaKey, validateFlatObject } from '../../../src/contract/validatorCore';
import { createErrorTransformer, createZhLocalizer } from '../../../src/renderer/form/zhMessages';
import { DATETIME_PATTERN, type EntityField, type EntitySchema } from '../../../src/pageLanguage/entity';
import type { FormConfig } from '../../../src/pageLanguage/form';

const entityFiles = import.meta.glob<EntitySchema>('../../../schemas/entities/*.json', { eager: true, import: 'default' });
const pageFiles = import.meta.glob<unknown>('../../../schemas/pages/**/*.json', { eager: true, import: 'default' });
const entities = Object.values(entityFiles);
const entityById = new Map(entities.map((entity) => [entity.$id, entity]));

/** Every (entity, form) a page config declares, wherever it sits in the config. */
function pageForms(): { page: string; entity: EntitySchema; form: FormConfig }[] {
  const found: { page: string; entity: EntitySchema; form: FormConfig }[] = [];
  const walk = (page: string, node: unknown) => {
    if (Array.isArray(node)) node.forEach((item) => walk(page, item));
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const entity = typeof record.entity === 'string' ? entityById.get(record.entity) : undefined;
    const form = record.form as FormConfig | undefined;
    if (entity && form && Array.isArray(form.fields)) found.push({ page, entity, form });
    Object.values(record).forEach((value) => walk(page, value));
  };
  for (const [page, config] of Object.entries(pageFiles)) walk(page, config);
  return found;
}

/** Values that break each keyword an entity field can carry, plus well-typed ones. */
function samplesFor(field: EntityField): unknown[] {
  const values: unknown[] = [null, [], {}];
  if (field.type === 'string') values.push('', 'a', 'x'.repeat((field.maxLength ?? 40) + 1), 'not a date', '2024-02-30', '2024-01-01 25:00', 'a@', 'https://example.cn/a.png', 42, '1381234567');
  else values.push('7', 0, -3, 1.5, 99999999, true);
  for (const option of field.oneOf ?? []) values.push(option.const);
  if (field.default !== undefined) values.push(field.default);
  return values;
}

function referenceValidator(entity: EntitySchema) {
  return customizeValidator({ customFormats: { datetime: DATETIME_PATTERN } }, createZhLocalizer(entity));
}

describe('precompiled form validators', () => {
  it('cover every entity file, by $id, eagerly (mocks) and lazily (forms)', () => {
    const ids = entities.map((entity) => entity.$id).sort();
    expect(Object.keys(allEntityValidators).sort()).toEqual(ids);
    expect(Object.keys(entityValidatorLoaders).sort()).toEqual(ids);
  });

  it('every page form validates like rjsf runtime ajv: same errors and error schema, create and edit', () => {
    const forms = pageForms();
    expect(forms.length).toBeGreaterThan(0);
    for (const { page, entity, form } of forms) {
      const functions = allEntityValidators[entity.$id]!;
      for (const mode of ['create', 'edit'] as const) {
        const { schema, uiSchema } = resolveFormSchema(entity, form, mode);
        const rjsfSchema = schema as RJSFSchema;
        const ours = new PrecompiledFormValidator(functions, createZhLocalizer(entity));
        const reference = referenceValidator(entity);
        const transform = createErrorTransformer(entity);
        const check = (data: Record<string, unknown>) => {
          // The input policy (trimmed text, blank as no value) comes first, then ajv as rjsf runs it.
          const expected = reference.validateFormData(normalizeFormInput(data), rjsfSchema, undefined, transform, uiSchema);
          const actual = ours.validateFormData(data, rjsfSchema, undefined, transform, uiSchema);
          expect(actual, `${page} ${mode} ${JSON.stringify(data)}`).toEqual(expected);
        };
        check({});
        for (const key of Object.keys(schema.properties)) {
          for (const value of samplesFor(entity.properties[key]!)) check({ [key]: value });
        }
      }
    }
  });

  it('each enum option matches (isValid) exactly as with runtime ajv', () => {
    for (const entity of entities) {
      const ours = new PrecompiledFormValidator(allEntityValidators[entity.$id]!);
      const reference = referenceValidator(entity);
      const fields = Object.entries(entity.properties).filter(([, field]) => !field.readOnly);
      const { schema } = resolveFormSchema(entity, { fields: fields.map(([key]) => key) }, 'create');
      for (const [, field] of fields) {
        for (const option of field.oneOf ?? []) {
          for (const value of [...(field.oneOf ?? []).map((o) => o.const), 'zzz', undefined]) {
            const optionSchema = option as RJSFSchema;
            expect(ours.isValid(optionSchema, value), `${entity.$id} ${option.title} ${String(value)}`).toBe(reference.isValid(optionSchema, value, schema as RJSFSchema));
          }
        }
      }
    }
  });

  it('says <label>不能为空 for a required field, in Chinese for the others', () => {
    const customer = entityById.get('customer')!;
    const { schema, uiSchema } = resolveFormSchema(customer, { fields: ['name', 'phone', 'email'] }, 'create');
    const validator = new PrecompiledFormValidator(allEntityValidators.customer!, createZhLocalizer(customer));
    const result = validator.validateFormData({ phone: '123', email: 'a@' }, schema as RJSFSchema, undefined, createErrorTransformer(customer), uiSchema);
    expect(result.errorSchema).toEqual({
      name: { __errors: ['客户名称不能为空'] },
      phone: { __errors: ['请输入正确的手机号码'] },
      email: { __errors: ['电子邮箱格式不正确'] },
    });
  });

  it('validates text trimmed: a required field of spaces is empty, padding does not break a pattern', () => {
    const customer = entityById.get('customer')!;
    const { schema, uiSchema } = resolveFormSchema(customer, { fields: ['name', 'contact', 'phone'] }, 'create');
    const validator = new PrecompiledFormValidator(allEntityValidators.customer!, createZhLocalizer(customer));
    const result = validator.validateFormData({ name: '    ', contact: '  ', phone: ' 13812345678 ' }, schema as RJSFSchema, undefined, createErrorTransformer(customer), uiSchema);
    expect(result.errorSchema).toEqual({ name: { __errors: ['客户名称不能为空'] }, contact: { __errors: ['联系人不能为空'] } });
  });

  it('a schema the build did not compile is reported, never validated by something else', () => {
    const customer = entityById.get('customer')!;
    const functions = allEntityValidators.customer!;
    expect(() => validateFlatObject(functions, { properties: { name: { type: 'string', maxLength: 3 } } }, { name: 'x' })).toThrow('没有预编译的校验函数');
    expect(Object.keys(functions)).toContain(schemaKey(recordPropertySchema(customer.properties.name!)));
  });
});

describe('mock backend record checks (same precompiled functions)', () => {
  const customer = entityById.get('customer')!;
  it('checks text trimmed: blank is empty', () => {
    const first = (key: string) => customer.properties[key]!.oneOf![0]!.const;
    expect(validateRecord(customer, { customerType: 1, name: '    ', contact: '  ', phone: ' 13812345678 ', industry: first('industry'), region: first('region'), status: 1 })).toEqual({
      name: '客户名称不能为空',
      contact: '联系人不能为空',
    });
  });

  it('words every refusal of every entity field as the form does (one catalogue)', () => {
    let compared = 0;
    for (const entity of entities) {
      const fields = Object.entries(entity.properties).filter(([, field]) => !field.readOnly);
      const { schema, uiSchema } = resolveFormSchema(entity, { fields: fields.map(([key]) => key) }, 'create');
      const form = new PrecompiledFormValidator(allEntityValidators[entity.$id]!, createZhLocalizer(entity));
      for (const [key, field] of fields) {
        for (const value of samplesFor(field)) {
          const client = form.validateFormData({ [key]: value }, schema as RJSFSchema, undefined, createErrorTransformer(entity), uiSchema).errorSchema[key]?.__errors?.[0];
          const server = validateRecord(entity, { [key]: value }, true)[key];
          // The form adds rules of its own (docs/behaviour §5 minimum 1 in modals); where both refuse, both say the same.
          if (client === undefined || server === undefined) continue;
          expect(client, `${entity.$id}.${key} = ${JSON.stringify(value)}`).toBe(server);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('answers field errors in Chinese with the form wording', () => {
    expect(validateRecord(customer, { phone: '123', email: 'a@', industry: 'nope', status: 7 })).toEqual({
      customerType: '客户类型不能为空',
      name: '客户名称不能为空',
      contact: '联系人不能为空',
      region: '所在地区不能为空',
      phone: '请输入正确的手机号码',
      email: '电子邮箱格式不正确',
      industry: '所属行业的取值无效',
      status: '状态的取值无效',
    });
  });
  it('a partial update checks only what is sent; read-only fields are not checked', () => {
    expect(validateRecord(customer, { contact: '王' }, true)).toEqual({ contact: '联系人不能少于2个字符' });
    expect(validateRecord(customer, { balance: -1, id: 'x' }, true)).toEqual({});
  });
});
