import { createForm } from '@formily/core';
import { Input } from '@formily/antd-v5';
import { Field } from '@formily/react';
import { Alert, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { notify } from '../../../core/feedback/notify';
import { FormBody } from '../../../ui/form/FormBody';
import { FormItem } from '../../../ui/form/FormItem';
import { firstOf, maxLength, required } from '../../../ui/form/rules';
import { useFormSubmit } from '../../../ui/form/useFormSubmit';
import { refusalOf, savePage } from './portalWrites';
import type { TemplatePage } from './portalWire';
import { visibleCount } from '../../../core/text/lengthLimit';

interface PageValues {
  pageName: string;
  remark: string;
}

/** Add or rename a template page of a portal (family portal-page); a refusal keeps what was typed and says why. */
export function PageDialog({ portalId, page, onClose, onSaved }: { portalId: number; page: TemplatePage | null; onClose: () => void; onSaved: () => void }) {
  const form = useMemo(() => createForm<PageValues>({ initialValues: { pageName: page?.pageName ?? '', remark: page?.remark ?? '' } }), [page]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { submit, busy } = useFormSubmit(form, async (values) => {
    try {
      await savePage(portalId, page, { pageName: values.pageName, remark: values.remark ?? '' });
      notify.success('保存成功');
      onSaved();
    } catch (error) {
      setRefusal(refusalOf(form, error));
    }
  });
  const save = () => {
    setRefusal(null);
    void submit();
  };

  return (
    <Modal open title={page ? '编辑页面' : '新增页面'} onCancel={onClose} onOk={save} okText="保存" cancelText="取消" confirmLoading={busy} maskClosable={false} destroyOnHidden>
      <FormBody form={form} onSubmit={save}>
        <Field
          name="pageName"
          title="页面名称"
          decorator={[FormItem, { asterisk: true }]}
          validator={firstOf(required('页面名称不能为空'), maxLength(30, '页面名称不能超过30个字符'))}
          component={[Input, { count: visibleCount(30), placeholder: '如：解决方案' }]}
        />
        <Field
          name="remark"
          title="备注"
          decorator={[FormItem]}
          validator={maxLength(200, '备注不能超过200个字符')}
          component={[Input.TextArea, { count: visibleCount(200), autoSize: { minRows: 3, maxRows: 5 } }]}
        />
        {refusal && <Alert type="error" showIcon message={refusal} role="alert" />}
      </FormBody>
    </Modal>
  );
}
