import { Alert, Button, Modal, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { readableMessageOf } from '../../../core/feedback/developerFault';
import { notify } from '../../../core/feedback/notify';
import type { OperationAnswer } from '../../../renderer/data/operationClient';
import { operationWrite, useOperationQuery } from '../../../renderer/data/operationQueries';
import { SCOPE_LABELS, type AppForm, type JobTemplate, type TemplateField } from './jobTemplate';
import './jobEstimate.css';

type Version = OperationAnswer<'app-job-template', 'get-versions'>[number];

/** One setting of a version as the comparison shows it: value, help, and lock with its reason. */
function describe(form: AppForm, field: TemplateField | undefined): string {
  if (!field) return '（未设置）';
  const option = form.fields.find((f) => f.key === field.key)?.options?.find((o) => o.value === field.value);
  const parts = [String(option?.label ?? field.value)];
  if (field.help) parts.push(`说明：${field.help}`);
  parts.push(field.locked ? `锁定：${field.lockReason}` : '可修改');
  return parts.join('；');
}

interface Row { key: string; label: string; left: string; right: string }

/**
 * 版本: every save of a template, two of them side by side (the rows that differ marked), and for
 * the template's owner 回滚 — saving the older version's settings as the newest version.
 */
export function TemplateVersionsDialog({ form, template, onClose, onRolledBack }: { form: AppForm; template: JobTemplate; onClose: () => void; onRolledBack: (saved: JobTemplate) => void }) {
  const read = useOperationQuery('app-job-template', 'get-versions', { query: { templateNo: template.templateNo } });
  const all = read.state.status === 'ready' ? read.state.data : [];
  const [leftNo, setLeftNo] = useState<number | undefined>(undefined);
  const [rightNo, setRightNo] = useState<number | undefined>(undefined);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const right = all.find((v) => v.version === rightNo) ?? all.at(-1);
  const left = all.find((v) => v.version === leftNo) ?? all.at(-2) ?? right;

  const rows: Row[] = left && right ? [
    { key: '#name', label: '模板名称', left: left.name, right: right.name },
    { key: '#description', label: '模板说明', left: left.description || '—', right: right.description || '—' },
    { key: '#scope', label: '共享范围', left: SCOPE_LABELS[left.scope], right: SCOPE_LABELS[right.scope] },
    ...form.fields.map((f) => ({
      key: f.key, label: f.label,
      left: describe(form, left.fields.find((x) => x.key === f.key)), right: describe(form, right.fields.find((x) => x.key === f.key)),
    })),
  ] : [];

  const rollBack = async (to: Version) => {
    setBusy(true);
    setError('');
    try {
      const saved = await operationWrite('app-job-template', 'post-save', {
        body: { templateNo: template.templateNo, appId: template.appId, name: to.name, description: to.description, scope: to.scope, fields: to.fields },
      }, { silent: true });
      notify.success(`已回滚到第 ${to.version} 版，保存为第 ${saved.version} 版`);
      onRolledBack(saved);
    } catch (failure) {
      setError(readableMessageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const options = all.map((v) => ({ value: v.version, label: `第 ${v.version} 版（${v.createTime}，${v.ownerName}）` }));
  return (
    <Modal open title={`「${template.name}」的版本`} width={900} onCancel={onClose} footer={<Button onClick={onClose}>关闭</Button>} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }}>
        {read.state.status === 'error' && <Alert type="error" showIcon message={read.state.message} />}
        {error && <Alert type="error" showIcon message={error} />}
        <Space wrap>
          <Select aria-label="左侧版本" style={{ width: 300 }} value={left?.version} options={options} onChange={setLeftNo} />
          <Select aria-label="右侧版本" style={{ width: 300 }} value={right?.version} options={options} onChange={setRightNo} />
          {template.mine && left && right && left.version !== all.at(-1)?.version && (
            <Button danger loading={busy} onClick={() => void rollBack(left)}>回滚到第 {left.version} 版</Button>
          )}
        </Space>
        <Table<Row> rowKey="key" size="small" pagination={false} loading={read.state.status === 'loading'} dataSource={rows}
          rowClassName={(row) => (row.left === row.right ? '' : 'wb-diff-row')}
          columns={[
            { title: '项目', dataIndex: 'label', width: 140 },
            { title: left ? `第 ${left.version} 版` : '', dataIndex: 'left' },
            { title: right ? `第 ${right.version} 版` : '', dataIndex: 'right' },
            { title: '', key: 'changed', width: 70, render: (_: unknown, row) => (row.left === row.right ? '' : <span className="wb-diff-mark">有变化</span>) },
          ]} />
      </Space>
    </Modal>
  );
}
