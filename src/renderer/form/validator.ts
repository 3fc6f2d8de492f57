/**
 * The rjsf validator of the create/edit dialog, on the entity's functions that ajv compiled at
 * build time (validatorCore.ts): nothing is compiled in the browser, so forms work under a
 * Content-Security-Policy without 'unsafe-eval'. Errors go through rjsf's own processing
 * (processRawValidationErrors) with the same Chinese localizer as before, so messages, error
 * lists and per-field errors are what rjsf's runtime ajv validator produced.
 */
import type { ErrorObject } from 'ajv';
import { ID_KEY, JUNK_OPTION_ID, type CustomValidator, type ErrorTransformer, type RJSFSchema, type UiSchema, type ValidationData, type ValidatorType } from '@rjsf/utils';
// The error processing alone: the package's index would bring rjsf's runtime ajv validator.
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import { useMemo } from 'react';
import { entityValidatorLoaders } from 'virtual:form-validators';
import { developerFault, PAGE_CONFIG_BROKEN } from '../../core/feedback/developerFault';
import type { EntitySchema } from '../../pageLanguage/entity';
import type { DataRecord } from '../data/resolveResponse';
import { normalizeFormInput } from '../../contract/inputPolicy';
import { isValidAgainst, validateFlatObject, type FlatObjectSchema, type PrecompiledSet } from '../../contract/validatorCore';

/** Localises ajv errors in place, as customizeValidator's localizer does. */
export type ErrorLocalizer = (errors?: ErrorObject[] | null) => void;

const ROOT_KEYS = new Set(['type', 'required', 'properties']);

/** The form's root schema as validatorCore composes it; anything else is a programming error. */
function flatSchema(schema: RJSFSchema): FlatObjectSchema {
  const unexpected = Object.keys(schema).filter((key) => !ROOT_KEYS.has(key));
  if (schema.type !== 'object' || unexpected.length > 0) {
    throw new Error(`表单校验只支持平铺的对象 schema（多出 ${unexpected.join(', ') || 'type'}）`);
  }
  return { type: 'object', required: schema.required ?? [], properties: (schema.properties ?? {}) as FlatObjectSchema['properties'] };
}

/**
 * rjsf's ValidatorType over precompiled functions (an entity's; any subset of its fields). The
 * input policy applies first (inputPolicy.ts): text is validated trimmed, and blank text is no
 * value, so a required field of spaces is "<label>不能为空".
 */
export class PrecompiledFormValidator implements ValidatorType<DataRecord, RJSFSchema> {
  constructor(
    private readonly functions: PrecompiledSet,
    private readonly localizer?: ErrorLocalizer,
  ) {}

  rawValidation<Result = ErrorObject>(schema: RJSFSchema, formData?: DataRecord): { errors?: Result[]; validationError?: Error } {
    const errors = validateFlatObject(this.functions, flatSchema(schema), formData && normalizeFormInput(formData));
    if (errors.length === 0) return { errors: undefined };
    this.localizer?.(errors);
    return { errors: errors as unknown as Result[] };
  }

  validateFormData(
    formData: DataRecord | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<DataRecord, RJSFSchema>,
    transformErrors?: ErrorTransformer<DataRecord, RJSFSchema>,
    uiSchema?: UiSchema<DataRecord, RJSFSchema>,
  ): ValidationData<DataRecord> {
    const data = formData && normalizeFormInput(formData);
    const raw = this.rawValidation<ErrorObject>(schema, data);
    // rjsf's processing, as its runtime ajv validator does it (titles, error schema, transformErrors).
    return processRawValidationErrors<DataRecord, RJSFSchema>(this, raw, data, schema, customValidate, transformErrors, uiSchema);
  }

  isValid(schema: RJSFSchema, formData: unknown): boolean {
    // rjsf's placeholder option when it scores oneOf options one by one; it never matches (as
    // in rjsf's own precompiled validator).
    if (schema[ID_KEY] === JUNK_OPTION_ID) return false;
    return isValidAgainst(this.functions, schema, formData);
  }
}

const loaded = new Map<string, PrecompiledSet>();
const loading = new Map<string, Promise<void>>();
const failed = new Map<string, Error>();

/**
 * The entity's functions; suspends (throws the loading promise to the dialog's Suspense
 * boundary) the first time, so each entity's code downloads only when one of its forms opens.
 */
function readEntityFunctions(entityId: string): PrecompiledSet {
  const ready = loaded.get(entityId);
  if (ready) return ready;
  // A failed download is thrown to the page's error boundary instead of suspending forever.
  const error = failed.get(entityId);
  if (error) throw error;
  let pending = loading.get(entityId);
  if (!pending) {
    const load = entityValidatorLoaders[entityId];
    if (!load) throw developerFault(PAGE_CONFIG_BROKEN, `实体 ${entityId} 没有预编译的表单校验函数`);
    pending = load().then(
      (module) => void loaded.set(entityId, module.validators),
      (reason: unknown) => {
        loading.delete(entityId);
        failed.set(entityId, reason instanceof Error ? reason : new Error(String(reason)));
      },
    );
    loading.set(entityId, pending);
  }
  throw pending;
}

/** The dialog's validator: the entity's precompiled functions with its Chinese localizer. */
export function useFormValidator(entity: EntitySchema, localizer: ErrorLocalizer): ValidatorType<DataRecord, RJSFSchema> {
  const functions = readEntityFunctions(entity.$id);
  return useMemo(() => new PrecompiledFormValidator(functions, localizer), [functions, localizer]);
}
