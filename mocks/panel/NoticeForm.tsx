import { Button, Form, Input, Select } from 'antd';
import { NOTICE_CODES, type NoticeCode } from '../../src/core/socket/socketCodes';
import { notices } from '../ws/userEvents';
import type { MessageApi } from './FaultSection';

/** What the server would say with each code (docs/behaviour §4 Notice codes); editable before pushing. */
const DEFAULT_MESSAGES: Record<NoticeCode, { label: string; message: string }> = {
  REPEAT_LOGIN: { label: '重复登录', message: '您的账号已在其他设备登录，请重新登录' },
  USER_SCOPE_CHANGE: { label: '权限范围变更', message: '您的权限范围已变更，请重新登录' },
  USER_EXPIRE: { label: '账号过期', message: '您的账号已过期，请联系管理员' },
  ROLE_DEL: { label: '角色被删除', message: '您的角色已被删除，请重新登录' },
  PWD_CHANGE: { label: '密码已修改', message: '您的密码已修改，请重新登录' },
  GROUP_CHANGE: { label: '组织变更', message: '您所在的组织已变更，确认后将刷新页面' },
};

interface NoticeValues {
  code: NoticeCode;
  message: string;
}

export function NoticeForm({ messageApi }: { messageApi: MessageApi }) {
  const [form] = Form.useForm<NoticeValues>();
  const first = NOTICE_CODES[0] ?? 'REPEAT_LOGIN';

  const push = ({ code, message }: NoticeValues): void => {
    const sent = notices.push(code, message.trim());
    if (sent > 0) void messageApi.success(`已推送到 ${sent} 个连接`);
    else void messageApi.warning('当前没有已连接的用户事件通道，请先登录');
  };

  return (
    <Form<NoticeValues>
      form={form}
      layout="vertical"
      size="small"
      initialValues={{ code: first, message: DEFAULT_MESSAGES[first].message }}
      onFinish={push}
      onValuesChange={(changed: Partial<NoticeValues>) => {
        if (changed.code) form.setFieldValue('message', DEFAULT_MESSAGES[changed.code].message);
      }}
    >
      <Form.Item label="通知类型" name="code">
        <Select options={NOTICE_CODES.map((code) => ({ value: code, label: `${DEFAULT_MESSAGES[code].label}（${code}）` }))} />
      </Form.Item>
      <Form.Item label="通知内容" name="message" rules={[{ required: true, whitespace: true, message: '请输入通知内容' }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit">推送通知</Button>
    </Form>
  );
}
