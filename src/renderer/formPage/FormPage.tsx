import { Alert, Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { useAtomValue } from '../../adapters/atomHooks';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { notify } from '../../core/feedback/notify';
import { hasPermission } from '../../core/menu';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import type { EntitySchema } from '../../pageLanguage/entity';
import type { FormPageConfig } from '../../pageLanguage/pageConfig';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { createDataProvider, type RecordId } from '../data/dataProvider';
import type { DataRecord } from '../data/resolveResponse';
import { RECORD_MISSING_TITLE } from '../detail/DetailContent';
import { useDetailRecord } from '../detail/useDetailRecord';
import { initialFormData, RecordForm, type RecordFormHandle } from '../form/RecordForm';
import { formPageSaveCode } from '../../contract/actionCodes';
import { formPageRecordId, isDirty, SAVE_SUCCESS_MESSAGE } from './resolveFormPage';
import './formPage.css';

/**
 * A standalone form (settings pages): the record (`recordId`, or `id` from the address) loaded
 * through the family's get, edited with the same form as the dialogs, saved through update.
 * Without `<prefix>-edit` the form is read-only.
 */
export function FormPage({ pageId, config, entity }: { pageId: string; config: FormPageConfig; entity: EntitySchema }) {
  const location = useLocation();
  const id = formPageRecordId(config, location.search);
  const { state, reload } = useDetailRecord(config.endpoint, id);

  return (
    <div className="hpc-form-page" data-page={pageId}>
      {config.title && <h2 className="hpc-form-page-title">{config.title}</h2>}
      {id === null ? (
        <Result status="warning" title="未指定要编辑的记录" subTitle="地址中缺少记录编号，请从列表中选择要编辑的记录。" />
      ) : state.status === 'loading' ? (
        <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>
      ) : state.status === 'error' ? (
        <ErrorPanel title="数据加载失败" detail={state.message} onRetry={reload} />
      ) : state.status === 'missing' ? (
        <Result status="404" title={RECORD_MISSING_TITLE} />
      ) : (
        // Keyed by the record: a reload or another id starts from the loaded values.
        <RecordEditor key={String(id)} config={config} entity={entity} id={id} record={state.record} />
      )}
    </div>
  );
}

function RecordEditor({ config, entity, id, record }: { config: FormPageConfig; entity: EntitySchema; id: RecordId; record: DataRecord }) {
  const codes = useAtomValue(permissionCodesAtom);
  const canSave = hasPermission(formPageSaveCode(config), codes);
  const provider = useMemo(() => createDataProvider(config.endpoint), [config.endpoint]);
  const [saved, setSaved] = useState(() => initialFormData(entity, config.form, record));
  const [formData, setFormData] = useState(saved);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<RecordFormHandle>(null);
  const dirty = isDirty(formData, saved);

  // Leaving the console (reload, closing the tab) with unsaved changes asks first; switching tags keeps the page as it is.
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = async (data: DataRecord) => {
    setSaving(true);
    try {
      const updated = await provider.update(id, data);
      notify.success(SAVE_SUCCESS_MESSAGE);
      const next = initialFormData(entity, config.form, updated ?? { ...record, ...data });
      setSaved(next);
      setFormData(next);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className="hpc-form-page-card">
      {!canSave && <Alert className="hpc-form-page-readonly" type="info" showIcon message="当前账号没有编辑权限，表单为只读。" />}
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        <RecordForm
          ref={formRef}
          entity={entity}
          form={config.form}
          mode="edit"
          formData={formData}
          onChange={setFormData}
          onSave={save}
          disabled={!canSave}
        />
      </Suspense>
      <Space className="hpc-form-page-actions">
        <Button type="primary" loading={saving} disabled={!canSave} onClick={() => formRef.current?.submit()}>保存</Button>
        <Button disabled={!canSave || !dirty || saving} onClick={() => setFormData(saved)}>重置</Button>
        {dirty && canSave && <Typography.Text type="warning">有未保存的修改</Typography.Text>}
      </Space>
    </Card>
  );
}
