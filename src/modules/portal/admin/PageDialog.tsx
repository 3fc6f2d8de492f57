import { createForm } from '@formily/core';
import { Input } from '@formily/antd-v5';
import { Field } from '@formily/react';
import { Modal } from 'antd';
import { useMemo } from 'react';
import { notify } from '../../../core/feedback/notify';
import { HttpError } from '../../../core/http/HttpError';
import { FormBody } from '../../../ui/form/FormBody';
import { FormItem } from '../../../ui/form/FormItem';
import { firstOf, maxLength, required } from '../../../ui/form/rules';
import { useFormSubmit } from '../../../ui/form/useFormSubmit';
import { createPage, fieldErrorsOf, updatePage, type TemplatePage } from './adminApi';
import { visibleCount } from '../../../core/text/lengthLimit';

interface PageValues {
  pageName: string;
  remark: string;
}

/** Add or rename a template page of a portal. */
export function PageDialog({ portalId, page, onClose, onSaved }: { portalId: number; page: TemplatePage | null; onClose: () => void; onSaved: (page: TemplatePage) => void }) {
  const form = useMemo(() => createForm<PageValues>({ initialValues: { pageName: page?.pageName ?? '', remark: page?.remark ?? '' } }), [page]);
  const { submit: save, busy } = useFormSubmit(form, async (values) => {
    try {
      const saved = page ? await updatePage(page.id, values.pageName, values.remark ?? '') : await createPage(portalId, values.pageName, values.remark ?? '');
      notify.success('保存成功');
      onSaved(saved);
    } catch (error) {
      const errors = error instanceof HttpError ? fieldErrorsOf(error.body) : {};
      for (const [name, message] of Object.entries(errors)) {
        form.setFieldState(name, (state) => {
          state.selfErrors = [message];
        });
      }
      if (Object.keys(errors).length === 0) notify.error(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <Modal open title={page ? '编辑页面' : '新增页面'} onCancel={onClose} onOk={() => void save()} okText="保存" cancelText="取消" confirmLoading={busy} maskClosable={false} destroyOnHidden>
      <FormBody form={form} onSubmit={() => void save()}>
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
      </FormBody>
    </Modal>
  );
}
