/**
 * The create/edit dialog of generated lists: @rjsf/core with the antd theme over the entity's
 * JSON Schema. This module is loaded lazily, so rjsf is only downloaded when a form opens; the
 * entity's validation functions are compiled at build time (./validator.ts: no eval, strict
 * CSP). The typed data lives in this component's state: a failed submit keeps every value,
 * and server field errors (400) are shown on their fields.
 */
import { Modal } from 'antd';
import Form from '@rjsf/antd';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import type { EntitySchema } from '../../schema/entity';
import type { FormConfig } from '../../schema/form';
import { FieldValidationError, type DataProvider } from '../data/dataProvider';
import type { DataRecord } from '../data/resolveResponse';
import { pickFormData, resolveFormSchema } from './resolveFormSchema';
import { formTemplates } from './templates';
import { useFormValidator } from './validator';
import { formWidgets } from './widgets';
import { createZhLocalizer, createErrorTransformer } from './zhMessages';

/** Spec §9: default dialog width 35.4%. */
export const DEFAULT_DIALOG_WIDTH = '35.4%';

export interface RecordFormDialogProps {
  entity: EntitySchema;
  form: FormConfig;
  provider: DataProvider;
  rowKey: string;
  /** The record being edited, or undefined to create one. */
  record: DataRecord | undefined;
  onSaved: () => void;
  onCancel: () => void;
}

function defaultsOf(entity: EntitySchema, keys: readonly string[]): DataRecord {
  return Object.fromEntries(keys.flatMap((k) => (entity.properties[k]?.default !== undefined ? [[k, entity.properties[k]!.default]] : [])));
}

export default function RecordFormDialog({ entity, form, provider, rowKey, record, onSaved, onCancel }: RecordFormDialogProps) {
  const mode = record ? 'edit' : 'create';
  const resolved = useMemo(() => resolveFormSchema(entity, form, mode, provider.scope), [entity, form, mode, provider.scope]);
  const localizer = useMemo(() => createZhLocalizer(entity), [entity]);
  // Suspends until the entity's precompiled functions are loaded (the dialog's Suspense).
  const validator = useFormValidator(entity, localizer);
  const transformErrors = useMemo(() => createErrorTransformer(entity), [entity]);
  const [formData, setFormData] = useState<DataRecord>(() => (record ? pickFormData(record, resolved.keys) : defaultsOf(entity, resolved.keys)));
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [saving, setSaving] = useState(false);
  const formRef = useRef<{ submit: () => void } | null>(null);

  const save = async (data: DataRecord) => {
    setSaving(true);
    setExtraErrors(undefined);
    try {
      if (record) await provider.update(record[rowKey] as string | number, data);
      else await provider.create(data);
      onSaved();
    } catch (error) {
      if (error instanceof FieldValidationError) {
        setExtraErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, m]) => [k, { __errors: [m] }])) as ErrorSchema);
      }
      // Other failures were shown by the client; the dialog stays open with everything typed.
    } finally {
      setSaving(false);
    }
  };

  const title = record ? form.editTitle ?? `编辑${entity.title}` : form.createTitle ?? `新增${entity.title}`;
  return (
    <Modal
      open
      title={title}
      width={form.width ?? DEFAULT_DIALOG_WIDTH}
      maskClosable={false}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => formRef.current?.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form
        ref={(instance) => { formRef.current = instance; }}
        schema={resolved.schema as RJSFSchema}
        uiSchema={{ ...resolved.uiSchema, 'ui:submitButtonOptions': { norender: true } } as UiSchema}
        formData={formData}
        validator={validator}
        widgets={formWidgets}
        templates={formTemplates}
        noHtml5Validate
        // A oneOf of consts is an enum here: never pre-select its first option as a default.
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
        transformErrors={transformErrors}
        showErrorList={false}
        extraErrors={extraErrors}
        onChange={(event) => {
          setFormData(event.formData as DataRecord);
          // A field the server refused is cleared of its message once it is edited.
          if (extraErrors) setExtraErrors(undefined);
        }}
        onSubmit={(event) => void save(event.formData as DataRecord)}
      />
    </Modal>
  );
}
