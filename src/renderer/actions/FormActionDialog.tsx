/**
 * The dialog of a custom action with a `form` (src/pageLanguage/actions.ts ActionForm): fields of
 * the page's entity in the generated form (rjsf, the create/edit dialog's widgets, rules and
 * messages), starting from the record's present values, sent together in one call (分配组织和角色:
 * 所属组织 and 角色; 重置密码: a password that travels encrypted). A field that fills a placeholder
 * of the call's path is required, as the call cannot be made without it (关联页面's {pageId}). 确定 validates, then sends while
 * the dialog waits; a refusal keeps what was typed — a field error on its field, any other reason
 * shown by the client.
 */
import { Alert, Button, Spin } from 'antd';
import { Suspense, useMemo, useRef, useState } from 'react';
import type { ModalApi } from '../../core/feedback/modalApi';
import { pathPlaceholders } from '../../contract/routes';
import { fillTemplate } from '../../contract/textTemplate';
import type { CustomAction } from '../../pageLanguage/actions';
import type { EntitySchema } from '../../pageLanguage/entity';
import type { FormConfig } from '../../pageLanguage/form';
import type { DataRecord } from '../data/resolveResponse';
import { initialFormData, RecordForm, type RecordFormHandle } from '../form/RecordForm';
import { CONFIRM_CANCEL } from '../list/confirmDialogs';
import { openFormDialog } from '../list/openFormDialog';
import { PageScopeContext, type PageScope } from '../list/scopeChoice/pageScope';
import '../list/promptDialog.css';

export interface FormActionRequest {
  action: CustomAction & { form: NonNullable<CustomAction['form']> };
  entity: EntitySchema;
  record: DataRecord;
  /** Sends the form's data; rejects when the server refuses (a FieldValidationError goes on its fields). */
  submit: (data: DataRecord) => Promise<void>;
  /** The values the page works within: the dialog opens outside the page, and its lookups may read them. */
  scope?: PageScope;
}

/** The dialog's title: the form's own (a template of the record's fields), else the action's label. */
export function formActionTitle(action: FormActionRequest['action'], record: DataRecord): string {
  return action.form.title !== undefined ? fillTemplate(action.form.title, record) : action.label;
}

/** The entity as the action's form asks it: its required fields, and those that fill the call's path. */
export function actionFormEntity(action: FormActionRequest['action'], entity: EntitySchema): EntitySchema {
  const asked = action.form.fields.map((field) => (typeof field === 'string' ? field : field.key));
  const inPath = pathPlaceholders(action.endpoint.path).filter((name) => asked.includes(name));
  const required = [...new Set([...(entity.required ?? []), ...inPath])];
  return inPath.length === 0 ? entity : { ...entity, required };
}

function FormActionBody({ request, onClose }: { request: FormActionRequest; onClose: () => void }) {
  const { action, record, submit } = request;
  const entity = useMemo(() => actionFormEntity(action, request.entity), [action, request.entity]);
  const form = useMemo<FormConfig>(() => ({ fields: action.form.fields }), [action.form.fields]);
  const [data, setData] = useState<DataRecord>(() => initialFormData(entity, form, record));
  const [busy, setBusy] = useState(false);
  const ref = useRef<RecordFormHandle>(null);

  const save = async (sent: DataRecord) => {
    setBusy(true);
    try {
      await submit(sent);
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="hpc-action-form">
      {action.form.note && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={action.form.note} />}
      <Suspense fallback={<Spin />}>
        <RecordForm ref={ref} entity={entity} form={form} mode="edit" formData={data} onChange={setData} onSave={save} />
      </Suspense>
      <div className="ant-modal-confirm-btns">
        <Button onClick={onClose} disabled={busy}>{CONFIRM_CANCEL}</Button>
        <Button type="primary" danger={action.danger} loading={busy} onClick={() => ref.current?.submit()}>确定</Button>
      </div>
    </div>
  );
}

/** Opens the dialog; resolves once it is closed (sent or cancelled). */
export function openFormActionDialog(modal: ModalApi, request: FormActionRequest): Promise<void> {
  return openFormDialog(modal, formActionTitle(request.action, request.record), null, (close) => (
    <PageScopeContext.Provider value={request.scope ?? {}}>
      <FormActionBody request={request} onClose={close} />
    </PageScopeContext.Provider>
  ));
}
