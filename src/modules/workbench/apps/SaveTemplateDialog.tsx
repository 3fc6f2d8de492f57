import { Alert, Checkbox, Input, Modal, Radio, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { useAtomValue } from '../../../adapters/atomHooks';
import { readableMessageOf } from '../../../core/feedback/developerFault';
import { notify } from '../../../core/feedback/notify';
import { HttpError } from '../../../core/http/HttpError';
import { permissionCodesAtom } from '../../../core/session/sessionAtoms';
import { fieldErrorsOf } from '../../../contract/signUpRules';
import { operationWrite } from '../../../renderer/data/operationQueries';
import { PUBLISH_CODE, type AppForm, type JobTemplate, type TemplateField } from './jobTemplate';

interface Props {
  form: AppForm;
  /** The fields of the filled job form, their values as typed. */
  initial: TemplateField[];
  /** The template the form was filled from: its owner may save a new version of it. */
  from: JobTemplate | null;
  onClose: () => void;
  onSaved: (template: JobTemplate) => void;
}

/**
 * 保存为模板: name, description, who may use it (仅自己, 组织内共享; 平台发布 for operators), and per
 * field its help text and whether users may change it (a locked field needs its reason).
 */
export function SaveTemplateDialog({ form, initial, from, onClose, onSaved }: Props) {
  const publisher = useAtomValue(permissionCodesAtom).includes(PUBLISH_CODE);
  const [asVersion, setAsVersion] = useState(from?.mine === true);
  const [name, setName] = useState(from?.mine ? from.name : '');
  const [description, setDescription] = useState(from?.mine ? from.description : '');
  const [scope, setScope] = useState<JobTemplate['scope']>(from?.mine ? from.scope : 'PRIVATE');
  const [fields, setFields] = useState<TemplateField[]>(() => initial.map((f) => {
    const before = from?.fields.find((x) => x.key === f.key);
    return before ? { ...f, help: before.help, locked: before.locked, lockReason: before.lockReason } : f;
  }));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const change = (key: string, patch: Partial<TemplateField>) => setFields((all) => all.map((f) => (f.key === key ? { ...f, ...patch } : f)));
  const labelOf = (key: string) => form.fields.find((f) => f.key === key)?.label ?? key;

  const save = async () => {
    const missing = fields.find((f) => f.locked && f.lockReason.trim() === '');
    if (name.trim() === '') return setError('请输入模板名称');
    if (missing) return setError(`请填写锁定「${labelOf(missing.key)}」的原因`);
    setBusy(true);
    setError('');
    try {
      const saved = await operationWrite('app-job-template', 'post-save', {
        body: { ...(asVersion && from ? { templateNo: from.templateNo } : {}), appId: form.appId, name: name.trim(), description: description.trim(), scope, fields },
      }, { silent: true });
      notify.success(saved.version > 1 ? `已保存为「${saved.name}」第 ${saved.version} 版` : `已保存模板「${saved.name}」`);
      onSaved(saved);
    } catch (failure) {
      const errors = failure instanceof HttpError ? fieldErrorsOf(failure.body) : {};
      setError(Object.values(errors)[0] ?? readableMessageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title="保存为模板" width={860} okText="保存" confirmLoading={busy} onOk={() => void save()} onCancel={onClose} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }}>
        {error && <Alert type="error" showIcon message={error} />}
        {from?.mine && <Checkbox checked={asVersion} onChange={(e) => setAsVersion(e.target.checked)}>保存为「{from.name}」的第 {from.version + 1} 版（不勾选则另存为新模板）</Checkbox>}
        <label className="wb-field">模板名称<Input aria-label="模板名称" value={name} maxLength={30} onChange={(e) => setName(e.target.value)} /></label>
        <label className="wb-field">模板说明<Input.TextArea aria-label="模板说明" value={description} maxLength={200} rows={2} onChange={(e) => setDescription(e.target.value)} /></label>
        <div className="wb-field">
          <span id="template-scope">共享范围</span>
          <Radio.Group aria-labelledby="template-scope" value={scope} onChange={(e) => setScope(e.target.value as JobTemplate['scope'])}
            options={[{ value: 'PRIVATE', label: '仅自己' }, { value: 'ORG', label: '组织内共享' }, ...(publisher ? [{ value: 'PUBLIC', label: '发布给所有用户' }] : [])]} />
        </div>
        <Table<TemplateField> rowKey="key" size="small" pagination={false} dataSource={fields}
          columns={[
            { title: '字段', dataIndex: 'key', width: 150, render: (key: string) => labelOf(key) },
            { title: '取值', dataIndex: 'value', width: 150, render: (v: string | number, f) => form.fields.find((x) => x.key === f.key)?.options?.find((o) => o.value === v)?.label ?? String(v) },
            { title: '填写说明', dataIndex: 'help', render: (v: string, f) => <Input aria-label={`${labelOf(f.key)}的填写说明`} value={v} maxLength={200} onChange={(e) => change(f.key, { help: e.target.value })} /> },
            { title: '允许修改', dataIndex: 'locked', width: 90, render: (locked: boolean, f) => <Switch aria-label={`允许修改${labelOf(f.key)}`} checked={!locked} onChange={(on) => change(f.key, { locked: !on, lockReason: on ? '' : f.lockReason })} /> },
            { title: '锁定原因', dataIndex: 'lockReason', render: (v: string, f) => f.locked ? <Input aria-label={`${labelOf(f.key)}的锁定原因`} value={v} maxLength={100} onChange={(e) => change(f.key, { lockReason: e.target.value })} /> : <span className="wb-muted">—</span> },
          ]} />
      </Space>
    </Modal>
  );
}
