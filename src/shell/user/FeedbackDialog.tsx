import { createForm } from '@formily/core';
import { Input, Select } from '@formily/antd-v5';
import { Field } from '@formily/react';
import { Modal } from 'antd';
import { useMemo } from 'react';
import { notify } from '../../core/feedback/notify';
import { http } from '../../core/http/client';
import { FormBody } from '../../ui/form/FormBody';
import { FormItem } from '../../ui/form/FormItem';
import { firstOf, matches, maxLength, required } from '../../ui/form/rules';
import { useFormSubmit } from '../../ui/form/useFormSubmit';

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
  const form = useMemo(() => createForm<FeedbackValues>({ initialValues: { feedbackType: 1 } }), []);
  const { submit, busy } = useFormSubmit(form, async (values) => {
    try {
      const phone = values.phone?.trim();
      await http.post(FEEDBACK_PATH, { feedbackType: values.feedbackType, title: values.title.trim(), content: values.content.trim(), ...(phone ? { phone } : {}) });
      notify.success(FEEDBACK_THANKS);
      onClose();
    } catch {
      // The client has shown why; the dialog keeps what was typed.
    }
  });
  return (
    <Modal open title="意见反馈" okText="提交" cancelText="取消" confirmLoading={busy} onOk={() => void submit()} onCancel={onClose} maskClosable={false} destroyOnHidden>
      <FormBody form={form} onSubmit={() => void submit()}>
        <Field name="feedbackType" title="反馈类型" decorator={[FormItem, { asterisk: true }]} validator={required('请选择反馈类型')} dataSource={KINDS} component={[Select]} />
        <Field
          name="title"
          title="反馈标题"
          decorator={[FormItem, { asterisk: true }]}
          validator={firstOf(required('反馈标题不能为空'), maxLength(40, '反馈标题不能超过40个字符'))}
          component={[Input, { placeholder: '一句话说明您的建议或问题', showCount: true, maxLength: 40 }]}
        />
        <Field
          name="content"
          title="反馈内容"
          decorator={[FormItem, { asterisk: true }]}
          validator={firstOf(required('反馈内容不能为空'), maxLength(500, '反馈内容不能超过500个字符'))}
          component={[Input.TextArea, { rows: 4, showCount: true, maxLength: 500, placeholder: '请描述您遇到的问题或希望的改进' }]}
        />
        <Field
          name="phone"
          title="联系电话"
          decorator={[FormItem, { extra: '选填，默认使用账号绑定的手机号' }]}
          validator={matches(/^\s*1[3-9]\d{9}\s*$/, '请输入正确的手机号码')}
          component={[Input, { placeholder: '11 位手机号码', maxLength: 13 }]}
        />
      </FormBody>
    </Modal>
  );
}
