import type { Form } from '@formily/core';
import { Button, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useOperationQuery } from '../../../renderer/data/operationQueries';
import { applyTemplate, fieldsFromValues, SCOPE_LABELS, type AppForm, type JobTemplate } from './jobTemplate';
import { SaveTemplateDialog } from './SaveTemplateDialog';
import { TemplateVersionsDialog } from './TemplateVersionsDialog';

/**
 * Above the job form: 从模板填写 (the application's templates the caller sees — its own, its
 * organisation's, the platform's) and 保存为模板 from what is typed.
 */
export function TemplateBar({ form, jobForm }: { form: AppForm; jobForm: Form }) {
  const templates = useOperationQuery('app-job-template', 'get-list', { query: { appId: form.appId } });
  const list = templates.state.status === 'ready' ? templates.state.data : [];
  const [chosen, setChosen] = useState<JobTemplate | null>(null);
  const [saving, setSaving] = useState(false);
  const [comparing, setComparing] = useState(false);
  const choose = (templateNo: string | undefined) => {
    const template = list.find((t) => t.templateNo === templateNo) ?? null;
    setChosen(template);
    applyTemplate(jobForm, form, template);
  };

  return (
    <div className="wb-toolbar">
      <span>作业模板</span>
      <Select aria-label="从模板填写" style={{ width: 320 }} allowClear placeholder={list.length > 0 ? '从模板填写' : '该应用还没有可用的模板'}
        loading={templates.state.status === 'loading'} value={chosen?.templateNo} onChange={choose}
        options={list.map((t) => ({ value: t.templateNo, label: `${t.name}（第 ${t.version} 版，${SCOPE_LABELS[t.scope]}${t.mine ? '' : `，${t.ownerName}`}）` }))} />
      {chosen && <Tag>{SCOPE_LABELS[chosen.scope]}</Tag>}
      {chosen?.description && <span className="wb-muted">{chosen.description}</span>}
      <Space style={{ marginLeft: 'auto' }}>
        {chosen && chosen.versions > 1 && <Button onClick={() => setComparing(true)}>版本（{chosen.versions}）</Button>}
        <Button onClick={() => setSaving(true)}>保存为模板</Button>
      </Space>
      {saving && (
        <SaveTemplateDialog form={form} initial={fieldsFromValues(form, jobForm.values as Record<string, unknown>)} from={chosen}
          onClose={() => setSaving(false)}
          onSaved={(saved) => { setSaving(false); setChosen(saved); templates.reload(); applyTemplate(jobForm, form, saved); }} />
      )}
      {comparing && chosen && (
        <TemplateVersionsDialog form={form} template={chosen} onClose={() => setComparing(false)}
          onRolledBack={(saved) => { setComparing(false); setChosen(saved); templates.reload(); applyTemplate(jobForm, form, saved); }} />
      )}
    </div>
  );
}
