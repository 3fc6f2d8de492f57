import { createForm, isField, onFieldValueChange, type Field as FormilyField, type Form } from '@formily/core';
import { Input, NumberPicker, Select as FormilySelect } from '@formily/antd-v5';
import { Field } from '@formily/react';
import { Alert, Button, Space } from 'antd';
import { useMemo, useState } from 'react';
import { shortfallMessage, type JobFunds } from '../../../contract/jobCharge';
import { formatYuan } from '../../../contract/money';
import { notify } from '../../../core/feedback/notify';
import { FormBody } from '../../../ui/form/FormBody';
import { FormItem } from '../../../ui/form/FormItem';
import { formRefusal } from '../../../ui/form/fieldRefusals';
import { firstOf, matches, required, validValues, type Check } from '../../../ui/form/rules';
import type { OperationAnswer } from '../../../renderer/data/operationClient';
import { operationWrite, useOperationQuery } from '../../../renderer/data/operationQueries';
import { JobEstimate } from './JobEstimate';
import { estimateOfValues, fundsOf } from './jobPrice';
import { TemplateBar } from './TemplateBar';

type AppForm = OperationAnswer<'starlight', 'get-app-forms'>;
type FormField = AppForm['fields'][number];
export type Job = OperationAnswer<'app-start', 'post-apply'>;
type JobValues = Record<string, string | number | undefined>;

function initialValues(fields: readonly FormField[]): Record<string, string | number> {
  return Object.fromEntries(fields.filter((f) => f.default !== undefined).map((f) => [f.key, f.default as string | number]));
}

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

/** Whether the funds cover the job as typed; when not, the reason shows at 最长运行时间 and the answer is false. */
function coveredOrMarked(jobForm: Form<JobValues>, form: AppForm, funds: JobFunds | undefined): boolean {
  const estimate = estimateOfValues(form, jobForm.values);
  const short = estimate && funds ? shortfallMessage(estimate.amountFen, funds) : '';
  if (short) jobForm.setFieldState('walltime', (state) => { state.selfErrors = [short]; });
  return short === '';
}

/**
 * The job form of one application: the fields the external platform describes, 费用预估 following
 * what is typed, and 提交作业 — refused here and by the server when the account cannot cover the
 * requested walltime, keeping what was typed.
 */
export function JobForm({ form, onSubmitted }: { form: AppForm; onSubmitted: (job: Job) => void }) {
  const jobForm = useMemo(() => createForm<JobValues>({
    initialValues: initialValues(form.fields),
    effects() {
      // A refusal put at 最长运行时间 (here or by the server, formRefusal) is about the cores and the
      // partition too: any change of the three takes it away and checks the field anew.
      onFieldValueChange('*(ntasks,partition,walltime)', (_, current) => {
        const walltime = current.query('walltime').take();
        if (!isField(walltime) || walltime.selfErrors.length === 0) return;
        walltime.selfErrors = [];
        walltime.validate().catch(() => undefined); // a refusal shows at the field
      });
    },
  }), [form]);
  const fundsRead = useOperationQuery('app-start', 'get-funds');
  const funds = fundsRead.state.status === 'ready' ? fundsOf(fundsRead.state.data) : undefined;
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  // The partition's limits and price show under it, following the choice.
  const describePartition = (field: FormilyField) => {
    const chosen = form.partitions.find((p) => p.name === field.value);
    field.description = chosen ? `单作业最多 ${chosen.maxCores} 核，${formatYuan(chosen.price)} 元/核时` : form.fields.find((f) => f.key === 'partition')?.help;
  };

  const submit = async () => {
    setRefusal('');
    const values = await validValues(jobForm);
    // The server checks again (the funds may have changed since they were read).
    if (!values || busy || !coveredOrMarked(jobForm, form, funds)) return;
    const clean: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') clean[key] = typeof value === 'string' ? value.trim() : value;
    setBusy(true);
    try {
      const job = await operationWrite('app-start', 'post-apply', { body: { appId: form.appId, params: clean } }, { silent: true });
      notify.success(`作业已提交，作业号 ${job.jobId}`);
      onSubmitted(job);
    } catch (error) {
      // The server's reason shows at its field (the walltime it cannot cover) and above; the form keeps what was typed.
      setRefusal(formRefusal(jobForm, error));
      fundsRead.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
    <TemplateBar form={form} jobForm={jobForm} />
    <FormBody form={jobForm} layout="horizontal" labelCol={5} wrapperCol={12} onSubmit={() => void submit()}>
      {refusal && <FormItem label=" " colon={false}><Alert type="error" showIcon message={refusal} /></FormItem>}
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
      <FormItem label="费用预估" colon={false}>
        <JobEstimate form={form} jobForm={jobForm}
          funds={funds ? { ready: true, value: funds } : { ready: false, message: fundsRead.state.status === 'error' ? '可用额度暂时无法读取，提交时由平台核对' : '正在读取可用额度…' }} />
      </FormItem>
      <FormItem label=" " colon={false}>
        <Space><Button type="primary" htmlType="submit" loading={busy}>提交作业</Button><Button onClick={() => { setRefusal(''); void jobForm.reset(); }}>重置</Button></Space>
      </FormItem>
    </FormBody>
    </>
  );
}
