import { createForm, type Field as FormilyField } from '@formily/core';
import { Input, NumberPicker, Select as FormilySelect } from '@formily/antd-v5';
import { Field } from '@formily/react';
import { Button, Card, Empty, Select, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notify } from '../../../core/feedback/notify';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { FormBody } from '../../../ui/form/FormBody';
import { FormItem } from '../../../ui/form/FormItem';
import { firstOf, matches, required, validValues, type Check } from '../../../ui/form/rules';
import { useReloadOnReturn } from '../useReloadOnReturn';
import type { OperationAnswer } from '../../../renderer/data/operationClient';
import { operationWrite, useOperationQuery } from '../../../renderer/data/operationQueries';
import { JOB_STATUS_COLOR } from './jobLabels';
import '../workbench.css';

type AppForm = OperationAnswer<'starlight', 'get-app-forms'>;
type FormField = AppForm['fields'][number];
type Job = OperationAnswer<'app-start', 'post-apply'>;

/**
 * 应用运行: choose a subscribed application, fill the job form the external platform describes
 * (fields and partitions), submit (app start apply); below, the user's jobs with their status.
 */
export default function StartAppModule() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const appId = Number(params.get('appId')) || null;
  const apps = useOperationQuery('app-start', 'get-apps');
  const form = useOperationQuery('starlight', 'get-app-forms', { query: { appId: appId ?? 0 } }, { enabled: appId !== null });
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const jobs = useOperationQuery('app-start', 'get-page', { query: page });
  const returnRef = useReloadOnReturn(jobs.reload);

  if (apps.state.status === 'error') return <ErrorPanel title="应用列表加载失败" detail={apps.state.message} onRetry={apps.reload} />;
  const choose = (id: number) => setParams(new URLSearchParams({ appId: String(id) }));

  return (
    <div ref={returnRef} className="wb-page">
      <Card title="应用运行">
        <div className="wb-toolbar">
          <span>选择应用</span>
          <Select aria-label="选择应用" style={{ width: 280 }} placeholder="请选择已订阅的应用" value={appId ?? undefined} onChange={choose} loading={apps.state.status === 'loading'}
            showSearch optionFilterProp="label" options={(apps.state.status === 'ready' ? apps.state.data : []).map((a) => ({ value: a.appId, label: `${a.appName} ${a.version}` }))} />
        </div>
        {appId === null && <Empty description="请选择要运行的应用" />}
        {form.state.status === 'error' && <ErrorPanel title="作业表单加载失败" detail={form.state.message} onRetry={form.reload} />}
        {form.state.status === 'ready' && <JobForm key={appId} form={form.state.data} onSubmitted={(job) => { navigate(`/application-admin/job-detail?id=${job.id}`); }} />}
      </Card>
      <Card title="我的作业">
        {jobs.state.status === 'error'
          ? <ErrorPanel title="作业列表加载失败" detail={jobs.state.message} onRetry={jobs.reload} />
          : <Table<Job> rowKey="id" loading={jobs.state.status === 'loading'} dataSource={jobs.state.status === 'ready' ? jobs.state.data.records : []}
            pagination={{ current: page.pageIndex, pageSize: page.pageSize, total: jobs.state.status === 'ready' ? jobs.state.data.total : 0, showTotal: (t) => `共 ${t} 条`, onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }) }}
            columns={[
              { title: '作业号', dataIndex: 'jobId' },
              { title: '作业名称', dataIndex: 'jobName', render: (v: string, j) => <Button type="link" onClick={() => navigate(`/application-admin/job-detail?id=${j.id}`)}>{v}</Button> },
              { title: '应用', dataIndex: 'appName' },
              { title: '分区', dataIndex: 'partition' },
              { title: '核数', dataIndex: 'cores', align: 'right' },
              { title: '状态', dataIndex: 'status', render: (_: unknown, j) => <Tag color={JOB_STATUS_COLOR[j.status]}>{j.statusName}</Tag> },
              { title: '核时', dataIndex: 'coreHours', align: 'right', render: (v: number) => v.toFixed(2) },
              { title: '提交时间', dataIndex: 'submitTime' },
            ]} />}
      </Card>
    </div>
  );
}

function initialValues(fields: readonly FormField[]): Record<string, string | number> {
  return Object.fromEntries(fields.filter((f) => f.default !== undefined).map((f) => [f.key, f.default as string | number]));
}

type JobValues = Record<string, string | number | undefined>;

/** The checks of one field of the job form: required (per the platform's form), the job name's pattern, the partition's core limit. */
function checksOf(field: FormField, partitions: AppForm['partitions'], values: () => JobValues): Check[] {
  const checks: Check[] = [];
  if (field.required) checks.push(required(field.type === 'select' ? `请选择${field.label}` : `请输入${field.label}`));
  if (field.key === 'jobName') checks.push(matches(/^[A-Za-z0-9_]{1,32}$/, '作业名称只能包含字母、数字、下划线，最长 32 位'));
  if (field.key === 'ntasks') {
    checks.push((value) => {
      const chosen = partitions.find((p) => p.name === values().partition);
      return chosen && typeof value === 'number' && value > chosen.maxCores ? `该分区单个作业最多 ${chosen.maxCores} 核` : '';
    });
  }
  return checks;
}

function JobForm({ form, onSubmitted }: { form: AppForm; onSubmitted: (job: Job) => void }) {
  const jobForm = useMemo(() => createForm<JobValues>({ initialValues: initialValues(form.fields) }), [form]);
  const [busy, setBusy] = useState(false);
  // The partition's limits and price show under it, following the choice.
  const describePartition = (field: FormilyField) => {
    const chosen = form.partitions.find((p) => p.name === field.value);
    field.description = chosen ? `单作业最多 ${chosen.maxCores} 核，${chosen.price.toFixed(2)} 元/核时` : form.fields.find((f) => f.key === 'partition')?.help;
  };

  const submit = async () => {
    const values = await validValues(jobForm);
    if (!values || busy) return;
    const clean: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') clean[key] = typeof value === 'string' ? value.trim() : value;
    setBusy(true);
    try {
      const job = await operationWrite('app-start', 'post-apply', { body: { appId: form.appId, params: clean } });
      notify.success(`作业已提交，作业号 ${job.jobId}`);
      onSubmitted(job);
    } catch {
      // The client has shown why; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormBody form={jobForm} layout="horizontal" labelCol={5} wrapperCol={12} onSubmit={() => void submit()}>
      {form.fields.map((field) => (
        <Field key={field.key} name={field.key} title={field.label} description={field.help}
          decorator={[FormItem, { asterisk: field.required }]}
          validator={firstOf(...checksOf(field, form.partitions, () => jobForm.values))}
          reactions={field.key === 'partition' ? describePartition : undefined}
          dataSource={field.options}
          component={field.type === 'select' ? [FormilySelect]
            : field.type === 'number' ? [NumberPicker, { min: field.min, max: field.max, precision: 0, style: { width: 200 } }]
              : [Input, { placeholder: field.placeholder }]} />
      ))}
      <FormItem label=" " colon={false}>
        <Space><Button type="primary" htmlType="submit" loading={busy}>提交作业</Button><Button onClick={() => void jobForm.reset()}>重置</Button></Space>
      </FormItem>
    </FormBody>
  );
}
