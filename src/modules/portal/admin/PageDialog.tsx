import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { notify } from '../../../core/feedback/notify';
import { HttpError } from '../../../core/http/HttpError';
import { createPage, fieldErrorsOf, updatePage, type TemplatePage } from './adminApi';
import { visibleCount } from '../../../core/text/lengthLimit';

interface PageValues {
  pageName: string;
  remark: string;
}

/** Add or rename a template page of a portal. */
export function PageDialog({ portalId, page, onClose, onSaved }: { portalId: number; page: TemplatePage | null; onClose: () => void; onSaved: (page: TemplatePage) => void }) {
  const [form] = Form.useForm<PageValues>();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    let values: PageValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const saved = page ? await updatePage(page.id, values.pageName, values.remark ?? '') : await createPage(portalId, values.pageName, values.remark ?? '');
      notify.success('保存成功');
      onSaved(saved);
    } catch (error) {
      const errors = error instanceof HttpError ? fieldErrorsOf(error.body) : {};
      form.setFields(Object.entries(errors).map(([name, message]) => ({ name: name as keyof PageValues, errors: [message] })));
      if (Object.keys(errors).length === 0) notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={page ? '编辑页面' : '新增页面'} onCancel={onClose} onOk={() => void save()} okText="保存" cancelText="取消" confirmLoading={busy} maskClosable={false} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ pageName: page?.pageName ?? '', remark: page?.remark ?? '' }} onFinish={() => void save()}>
        <Form.Item name="pageName" label="页面名称" rules={[{ required: true, whitespace: true, message: '页面名称不能为空' }, { max: 30, message: '页面名称不能超过30个字符' }]}>
          <Input count={visibleCount(30)} placeholder="如：解决方案" />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[{ max: 200, message: '备注不能超过200个字符' }]}>
          <Input.TextArea count={visibleCount(200)} autoSize={{ minRows: 3, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
