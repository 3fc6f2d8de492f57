/**
 * The record form of generated pages, shared by the create/edit dialog and standalone form
 * pages: @rjsf/core with the antd theme over the entity's JSON Schema, the platform's widgets,
 * templates and Chinese messages, and validation by the entity's precompiled functions. The
 * data is held by the owner (typed input survives a failed save, 重置 can restore it); server
 * field errors (a 400 FieldValidationError from `onSave`) are shown on their fields.
 */
import Form from '@rjsf/antd';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { forwardRef, useId, useImperativeHandle, useMemo, useRef, useState } from 'react';
import type { EntitySchema } from '../../pageLanguage/entity';
import type { FormConfig } from '../../pageLanguage/form';
import type { ListPageConfig } from '../../pageLanguage/pageConfig';
import { FieldValidationError } from '../data/dataProvider';
import type { DataRecord } from '../data/resolveResponse';
import { normalizeFormInput } from '../../contract/inputPolicy';
import { hiddenFormKeys, pickFormData, resolveFormSchema, withoutHidden } from './resolveFormSchema';
import { encryptFields } from './encryptFields';
import { checkedMessage } from './fieldCheck';
import { formTemplates } from './templates';
import { useFormValidator } from './validator';
import { formWidgets } from './widgets';
import { createZhLocalizer, createErrorTransformer } from './zhMessages';

export type RecordFormMode = 'create' | 'edit';
type Scope = ListPageConfig['scope'];

/** The form's starting data: the record's own form fields (edit), or the entity defaults (create). */
export function initialFormData(entity: EntitySchema, form: FormConfig, record: DataRecord | undefined, scope?: Scope): DataRecord {
  const { keys } = resolveFormSchema(entity, form, record ? 'edit' : 'create', scope);
  if (record) return pickFormData(record, keys);
  return Object.fromEntries(keys.flatMap((k) => (entity.properties[k]?.default !== undefined ? [[k, entity.properties[k]!.default]] : [])));
}

/** Invalid submit: the fields show why and the first one is focused (focusOnFirstError); nothing else to do. */
function ignoreValidationErrors(): void {}

export interface RecordFormHandle {
  /** Validates, then calls onSave with the data (as a submit button would). */
  submit: () => void;
}

export interface RecordFormProps {
  entity: EntitySchema;
  form: FormConfig;
  mode: RecordFormMode;
  /** A scoped list's fixed values: those fields are not in the form. */
  scope?: Scope;
  formData: DataRecord;
  onChange: (data: DataRecord) => void;
  /** Saves valid data. Rejecting with FieldValidationError puts its messages on the fields; other rejections were shown by the client. */
  onSave: (data: DataRecord) => Promise<void>;
  /** Read-only (e.g. without the edit permission). */
  disabled?: boolean;
}

export const RecordForm = forwardRef<RecordFormHandle, RecordFormProps>(function RecordForm(
  { entity, form, mode, scope, formData, onChange, onSave, disabled },
  ref,
) {
  const all = useMemo(() => resolveFormSchema(entity, form, mode, scope), [entity, form, mode, scope]);
  // Fields whose showWhen the data does not meet leave the schema; keyed by their names, so the
  // schema changes only when one appears or goes, not on every keystroke.
  const hiddenKey = hiddenFormKeys(form, formData).join(',');
  const resolved = useMemo(() => withoutHidden(all, hiddenKey === '' ? [] : hiddenKey.split(',')), [all, hiddenKey]);
  const localizer = useMemo(() => createZhLocalizer(entity), [entity]);
  // Suspends until the entity's precompiled functions are loaded (the owner's Suspense).
  const validator = useFormValidator(entity, localizer);
  const transformErrors = useMemo(() => createErrorTransformer(entity), [entity]);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const formRef = useRef<{ submit: () => void } | null>(null);
  useImperativeHandle(ref, () => ({ submit: () => formRef.current?.submit() }), []);
  // rjsf's default id prefix "root" is the app's mount point's id too: each form gets its own.
  const idPrefix = `hpc-form-${useId().replace(/[^A-Za-z0-9]/g, '')}`;

  // Fields checked with the server when left (form.ts FormFieldCheck: 登录账号已存在 before submit).
  const checks = useMemo(() => new Map(form.fields.flatMap((entry) => (typeof entry !== 'string' && entry.check ? [[entry.key, entry.check] as const] : []))), [form.fields]);
  const checkLeft = async (id: string, value: unknown) => {
    const key = id.startsWith(`${idPrefix}_`) ? id.slice(idPrefix.length + 1) : '';
    const check = checks.get(key);
    if (!check) return;
    const message = await checkedMessage(check, value);
    setExtraErrors((errors) => {
      const { [key]: _left, ...others } = (errors ?? {}) as Record<string, ErrorSchema>;
      void _left;
      const next = message ? { ...others, [key]: { __errors: [message] } } : others;
      return (Object.keys(next).length > 0 ? next : undefined) as ErrorSchema | undefined;
    });
  };

  const save = async (typed: DataRecord) => {
    setExtraErrors(undefined);
    // What was validated is what is sent and shown: trimmed, blank text as no value (inputPolicy.ts).
    // A hidden field's value (typed before its condition changed) is not sent.
    const data = Object.fromEntries(Object.entries(normalizeFormInput(typed)).filter(([key]) => !hiddenFormKeys(form, typed).includes(key)));
    onChange(data);
    try {
      // A password field travels encrypted; the form keeps the typed text (encryptFields.ts).
      await onSave(encryptFields(entity, data));
    } catch (error) {
      if (error instanceof FieldValidationError) {
        setExtraErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, m]) => [k, { __errors: [m] }])) as ErrorSchema);
      }
      // Other failures were shown by the client; everything typed stays.
    }
  };

  return (
    <Form
      ref={(instance) => { formRef.current = instance; }}
      schema={resolved.schema as RJSFSchema}
      uiSchema={{ ...resolved.uiSchema, 'ui:submitButtonOptions': { norender: true } } as UiSchema}
      formData={formData}
      validator={validator}
      widgets={formWidgets}
      templates={formTemplates}
      disabled={disabled}
      idPrefix={idPrefix}
      noHtml5Validate
      // A oneOf of consts is an enum here: never pre-select its first option as a default.
      experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
      transformErrors={transformErrors}
      showErrorList={false}
      extraErrors={extraErrors}
      onChange={(event) => {
        onChange(event.formData as DataRecord);
        // A field the server refused is cleared of its message once it is edited.
        if (extraErrors) setExtraErrors(undefined);
      }}
      onSubmit={(event) => void save(event.formData as DataRecord)}
      onBlur={(id, value) => void checkLeft(id, value)}
      // The messages are on the fields; without a handler rjsf would console.error each invalid submit.
      onError={ignoreValidationErrors}
      focusOnFirstError
    />
  );
});
