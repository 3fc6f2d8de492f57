import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { notify } from '../../core/feedback/notify';
import { http } from '../../core/http/client';

/** POST /api/operation-management/v1/user/feedback (spec 7.2 Users: feedback). */
export const FEEDBACK_PATH = '/api/operation-management/v1/user/feedback';
/** The feedback entity's kinds (schemas/entities/feedback.json), as 用户反馈 lists them. */
const KINDS = [
  { value: 1, label: '功能建议' },
  { value: 2, label: '问题反馈' },
  { value: 3, label: '投诉' },
  { value: 4, label: '其他' },
];
export const FEEDBACK_THANKS = '感谢您的反馈，我们会尽快处理';

interface FeedbackValues {
  feedbackType: number;
  title: string;
  content: string;
  phone?: string;
}

/**
 * 意见反馈: what a user thinks of the platform (a work order asks for work; feedback is read by
 * operations in 用户反馈, which replies). The phone defaults to the account's on the server when
 * left empty. A refusal keeps what was typed. Hand-written: it writes the feedback operation
 * (POST user/feedback), which no record family's create serves.
 */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<FeedbackValues>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      const phone = values.phone?.trim();
      await http.post(FEEDBACK_PATH, { feedbackType: values.feedbackType, title: values.title.trim(), content: values.content.trim(), ...(phone ? { phone } : {}) });
      notify.success(FEEDBACK_THANKS);
      onClose();
    } catch {
      // The client has shown why; the dialog keeps what was typed.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title="意见反馈" okText="提交" cancelText="取消" confirmLoading={busy} onOk={() => void submit()} onCancel={onClose} maskClosable={false} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ feedbackType: 1 }}>
        <Form.Item name="feedbackType" label="反馈类型" rules={[{ required: true, message: '请选择反馈类型' }]}>
          <Select aria-label="反馈类型" options={KINDS} />
        </Form.Item>
        <Form.Item name="title" label="反馈标题" rules={[{ required: true, whitespace: true, message: '反馈标题不能为空' }, { max: 40, message: '反馈标题不能超过40个字符' }]}>
          <Input aria-label="反馈标题" placeholder="一句话说明您的建议或问题" showCount maxLength={40} />
        </Form.Item>
        <Form.Item name="content" label="反馈内容" rules={[{ required: true, whitespace: true, message: '反馈内容不能为空' }, { max: 500, message: '反馈内容不能超过500个字符' }]}>
          <Input.TextArea aria-label="反馈内容" rows={4} showCount maxLength={500} placeholder="请描述您遇到的问题或希望的改进" />
        </Form.Item>
        <Form.Item name="phone" label="联系电话" extra="选填，默认使用账号绑定的手机号" rules={[{ pattern: /^\s*1[3-9]\d{9}\s*$/, message: '请输入正确的手机号码' }]}>
          <Input aria-label="联系电话" placeholder="11 位手机号码" maxLength={13} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
