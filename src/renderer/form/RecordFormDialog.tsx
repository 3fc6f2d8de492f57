/**
 * The create/edit dialog of generated lists around the shared RecordForm (@rjsf/core with the
 * antd theme over the entity's JSON Schema). This module is loaded lazily, so rjsf is only
 * downloaded when a form opens; the entity's validation functions are compiled at build time
 * (./validator.ts: no eval, strict CSP). The typed data lives in this component's state: a
 * failed submit keeps every value, and server field errors (400) are shown on their fields.
 */
import { Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { EntitySchema } from '../../pageLanguage/entity';
import type { FormConfig } from '../../pageLanguage/form';
import type { DataProvider } from '../data/dataProvider';
import type { DataRecord } from '../data/resolveResponse';
import { initialFormData, RecordForm, type RecordFormHandle } from './RecordForm';

/** docs/behaviour §9: default dialog width 35.4%. */
export const DEFAULT_DIALOG_WIDTH = '35.4%';

export interface RecordFormDialogProps {
  entity: EntitySchema;
  form: FormConfig;
  provider: DataProvider;
  rowKey: string;
  /** The record being edited, or undefined to create one. */
  record: DataRecord | undefined;
  /** After the save: a create's answer (the record as the server holds it), when it sent one. */
  onSaved: (answer?: DataRecord) => void;
  onCancel: () => void;
}

export default function RecordFormDialog({ entity, form, provider, rowKey, record, onSaved, onCancel }: RecordFormDialogProps) {
  const [formData, setFormData] = useState<DataRecord>(() => initialFormData(entity, form, record, provider.scope));
  const [saving, setSaving] = useState(false);
  const formRef = useRef<RecordFormHandle>(null);
  // The list unmounts the dialog once it is saved or cancelled, so rc-dialog's own return of the
  // focus (after a closing animation) never runs: the keyboard user would be left on the page's
  // body. The control that opened it (新增, 编辑, a row) gets the focus back.
  const [opener] = useState(() => document.activeElement);
  useEffect(() => () => {
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
  }, [opener]);

  // Field errors (FieldValidationError) are put on the fields by RecordForm; the dialog stays open.
  const save = async (data: DataRecord) => {
    setSaving(true);
    try {
      if (record) {
        await provider.update(record[rowKey] as string | number, data);
        onSaved();
      } else {
        onSaved(await provider.create(data));
      }
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
      // Neither a stray mask click nor Esc may throw away what was typed: only 取消 and × close.
      maskClosable={false}
      keyboard={false}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => formRef.current?.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <RecordForm
        ref={formRef}
        entity={entity}
        form={form}
        mode={record ? 'edit' : 'create'}
        scope={provider.scope}
        formData={formData}
        onChange={setFormData}
        onSave={save}
      />
    </Modal>
  );
}
