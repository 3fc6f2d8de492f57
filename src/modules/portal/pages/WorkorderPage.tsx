import { createForm } from '@formily/core';
import { Input, NumberPicker, Radio, Select } from '@formily/antd-v5';
import { Field, FormProvider, observer, useForm } from '@formily/react';
import { Alert, Button } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { sessionAtom } from '../../../core/session/sessionAtoms';
import { useAtomValue } from '../../../adapters/atomHooks';
import type { OperationBody } from '../../../contract/operationTypes';
import { validatePhone } from '../../../contract/signUpRules';
import { operationWrite } from '../../../renderer/data/operationQueries';
import { DURATIONS, RESOURCE_TYPES, unitOf, validateEmail, validateLength, validateQuantity } from './workorderRules';
import './workorder.css';
import { visibleCount } from '../../../core/text/lengthLimit';
import { FormItem } from '../../../ui/form/FormItem';
import { formRefusal } from '../../../ui/form/fieldRefusals';
import { useFormSubmit } from '../../../ui/form/useFormSubmit';

/** What the form sends (workorder-resource post-apply); a field is empty until typed. */
type Application = OperationBody<'workorder-resource', 'post-apply'>;
type WorkorderValues = Partial<Application>;

const QuantityUnit = observer(() => {
  const form = useForm<WorkorderValues>();
  const unit = unitOf(form.values.resourceType);
  return unit ? <span className="portal-wo-unit">单位：{unit}</span> : null;
});

/**
 * /portal/workorder (docs/behaviour §2.1): a resource request anyone may send (no permission check); a
 * signed-in user's name and phone are filled in. It becomes a 资源工单 the back stage lists.
 */
export function WorkorderPage() {
  const session = useAtomValue(sessionAtom);
  const userInfo = session?.userInfo ?? null;
  const form = useMemo(
    () =>
      createForm<WorkorderValues>({
        initialValues: {
          applicant: typeof userInfo?.displayName === 'string' ? userInfo.displayName : undefined,
          phone: typeof userInfo?.phone === 'string' ? userInfo.phone : undefined,
          company: userInfo?.groupInfo?.[0]?.groupName,
          resourceType: 1,
          duration: 3,
        },
      }),
    // One form per visit; signing in meanwhile does not overwrite what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // Every field is filled once the form validates; the server's field refusals show at their fields.
  const { submit, busy } = useFormSubmit(form, async (values) => {
    try {
      const { orderNo } = await operationWrite('workorder-resource', 'post-apply', { body: { ...values } as Application }, { silent: true });
      setDone(orderNo);
    } catch (error) {
      setRefusal(formRefusal(form, error));
    }
  });

  if (done !== null) {
    return (
      <div className="portal-container portal-wo">
        <section className="portal-panel portal-wo-done" role="status" data-testid="workorder-done">
          <h1>申请已提交</h1>
          <p>工单号：<strong>{done}</strong></p>
          <p>我们将在一个工作日内与您联系，请保持电话畅通。</p>
          <div className="portal-buy">
            <button type="button" className="portal-btn portal-btn-outline portal-btn-lg" onClick={() => { form.reset('*', { forceClear: false }); setDone(null); }}>
              继续申请
            </button>
            <Link className="portal-btn portal-btn-primary portal-btn-lg" to="/portal/home">
              返回首页
            </Link>
          </div>
        </section>
      </div>
    );
  }

  const item = { asterisk: true, colon: false, layout: 'vertical' } as const;
  return (
    <div className="portal-container portal-wo">
      <header className="portal-section-head">
        <h1>资源申请</h1>
        <p>填写所需的算力或存储资源，平台工作人员将尽快与您联系开通</p>
      </header>
      <section className="portal-panel">
        <FormProvider form={form}>
          <form className="portal-wo-form" aria-label="资源申请" noValidate onSubmit={(event) => { event.preventDefault(); setRefusal(null); void submit(); }}>
            <div className="portal-wo-grid">
              <Field name="applicant" title="申请人" decorator={[FormItem, item]} component={[Input, { placeholder: '请输入申请人姓名' }]}
                validator={(value: string | undefined) => validateLength(value, '申请人', 2, 20) ?? ''} />
              <Field name="company" title="单位名称" decorator={[FormItem, item]} component={[Input, { placeholder: '请输入单位或课题组名称' }]}
                validator={(value: string | undefined) => validateLength(value, '单位名称', 2, 50) ?? ''} />
              <Field name="phone" title="联系电话" decorator={[FormItem, item]} component={[Input, { placeholder: '请输入手机号', inputMode: 'numeric' }]}
                validator={(value: string | undefined) => validatePhone(value) ?? ''} />
              <Field name="email" title="邮箱" decorator={[FormItem, { ...item, asterisk: false }]} component={[Input, { placeholder: '选填，用于接收开通通知' }]}
                validator={(value: string | undefined) => validateEmail(value) ?? ''} />
            </div>
            <Field name="resourceType" title="资源类型" decorator={[FormItem, item]} dataSource={RESOURCE_TYPES.map(({ value, label }) => ({ value, label }))}
              component={[Radio.Group, { optionType: 'button', buttonStyle: 'solid', role: 'radiogroup' }]} />
            <div className="portal-wo-grid">
              <div className="portal-wo-quantity">
                <Field name="quantity" title="申请数量" decorator={[FormItem, item]} component={[NumberPicker, { placeholder: '请输入数量', precision: 0, style: { width: '100%' } }]}
                  validator={(value: unknown) => validateQuantity(value) ?? ''} />
                <QuantityUnit />
              </div>
              <Field name="duration" title="使用时长" decorator={[FormItem, item]} dataSource={DURATIONS.map(({ value, label }) => ({ value, label }))}
                component={[Select, { placeholder: '请选择使用时长' }]} validator={(value: unknown) => (value ? '' : '请选择使用时长')} />
            </div>
            <Field name="purpose" title="用途说明" decorator={[FormItem, item]}
              component={[Input.TextArea, { placeholder: '请简要说明项目背景、计算规模与应用软件', count: visibleCount(500), autoSize: { minRows: 3, maxRows: 5 } }]}
              validator={(value: string | undefined) => validateLength(value, '用途说明', 5, 500) ?? ''} />
            {refusal && <Alert type="error" showIcon message={refusal} role="alert" style={{ marginBottom: 16 }} />}
            <Button type="primary" htmlType="submit" size="large" loading={busy}>
              提交申请
            </Button>
          </form>
        </FormProvider>
      </section>
    </div>
  );
}
