import { useEffect, useState } from 'react';
import { Button, Form, Input, InputNumber, List, Radio, Select, Space, Tag, Typography, type message } from 'antd';
import { faults, type ActiveFault, type FaultRule } from '../faults/registry';

export type MessageApi = ReturnType<typeof message.useMessage>[0];

type Effect = 'status' | 'delay' | 'timeout' | 'network' | 'drop';

interface FaultFormValues {
  method: string;
  path: string;
  effect: Effect;
  status?: number | null;
  delayMs?: number | null;
  times?: number | null;
  body?: string;
}

const METHOD_OPTIONS = [
  { value: '', label: '任意方法' },
  ...['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].map((m) => ({ value: m, label: m })),
];

const EFFECT_OPTIONS: { value: Effect; label: string }[] = [
  { value: 'status', label: '返回状态码' },
  { value: 'delay', label: '延迟响应' },
  { value: 'timeout', label: '不响应（超时）' },
  { value: 'network', label: '网络错误' },
  { value: 'drop', label: '断开 WebSocket' },
];

function describe(rule: ActiveFault): string[] {
  const parts: string[] = [];
  if (rule.status !== undefined) parts.push(`状态码 ${rule.status}`);
  if (rule.delayMs !== undefined) parts.push(`延迟 ${rule.delayMs} 毫秒`);
  if (rule.timeout) parts.push('不响应');
  if (rule.networkError) parts.push('网络错误');
  if (rule.dropSocket) parts.push('断开连接');
  if (rule.remaining !== undefined) parts.push(`剩余 ${rule.remaining} 次`);
  return parts;
}

/** Builds a rule from the form; throws a Chinese message for a body that is not JSON. */
function toRule(values: FaultFormValues): FaultRule {
  const rule: FaultRule = { path: values.path.trim() };
  if (values.method) rule.method = values.method;
  if (values.times) rule.times = values.times;
  const delayMs = values.delayMs ?? undefined;
  switch (values.effect) {
    case 'status': {
      rule.status = values.status ?? 500;
      if (delayMs) rule.delayMs = delayMs;
      const body = values.body?.trim();
      if (body) {
        try {
          rule.body = JSON.parse(body) as unknown;
        } catch {
          throw new Error('响应体不是合法的 JSON');
        }
      }
      break;
    }
    case 'delay':
      rule.delayMs = delayMs ?? 3000;
      break;
    case 'timeout':
      rule.timeout = true;
      break;
    case 'network':
      rule.networkError = true;
      break;
    case 'drop':
      rule.dropSocket = true;
      break;
  }
  return rule;
}

function useFaultList(): ActiveFault[] {
  const [list, setList] = useState(() => faults.list());
  useEffect(() => faults.subscribe(() => setList(faults.list())), []);
  return list;
}

export function FaultSection({ messageApi }: { messageApi: MessageApi }) {
  const list = useFaultList();
  const [form] = Form.useForm<FaultFormValues>();
  const effect = Form.useWatch('effect', form) ?? 'status';

  const add = (values: FaultFormValues): void => {
    try {
      faults.set(toRule(values));
      void messageApi.success('故障规则已添加');
    } catch (error) {
      void messageApi.error(error instanceof Error ? error.message : '添加故障规则失败');
    }
  };

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>当前故障规则</Typography.Title>
        {list.length > 0 && <Button size="small" onClick={() => faults.clear()}>全部清除</Button>}
      </Space>
      <List
        size="small"
        dataSource={list}
        locale={{ emptyText: '暂无故障规则' }}
        renderItem={(rule) => (
          <List.Item actions={[<Button key="remove" type="link" danger onClick={() => faults.remove(rule.id)}>移除</Button>]}>
            <Space direction="vertical" size={2}>
              <Typography.Text code>{`${rule.method ?? '任意'} ${rule.path}`}</Typography.Text>
              <Space size={4} wrap>{describe(rule).map((text) => <Tag key={text}>{text}</Tag>)}</Space>
            </Space>
          </List.Item>
        )}
      />
      <Typography.Title level={5}>添加故障</Typography.Title>
      <Form<FaultFormValues>
        form={form}
        layout="vertical"
        size="small"
        initialValues={{ method: '', effect: 'status', status: 500 }}
        onFinish={add}
      >
        <Form.Item label="请求方法" name="method">
          <Select options={METHOD_OPTIONS} />
        </Form.Item>
        <Form.Item
          label="接口路径"
          name="path"
          rules={[
            { required: true, whitespace: true, message: '请输入接口路径' },
            { pattern: /^\s*\//, message: '路径必须以 / 开头' },
          ]}
          extra="例如 /api/oauth/v1/project/info；* 匹配一段路径，** 匹配任意多段"
        >
          <Input placeholder="/api/operation-management/v1/message/*" />
        </Form.Item>
        <Form.Item label="故障类型" name="effect">
          <Radio.Group options={EFFECT_OPTIONS} />
        </Form.Item>
        {effect === 'status' && (
          <>
            <Form.Item label="状态码" name="status" rules={[{ required: true, message: '请输入状态码' }]}>
              <InputNumber min={200} max={599} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label="响应体（JSON，可留空）" name="body">
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} placeholder='{"message": "服务器内部错误"}' />
            </Form.Item>
          </>
        )}
        {(effect === 'status' || effect === 'delay') && (
          <Form.Item label="延迟（毫秒）" name="delayMs">
            <InputNumber min={0} max={600000} precision={0} style={{ width: '100%' }} placeholder={effect === 'delay' ? '3000' : '不延迟'} />
          </Form.Item>
        )}
        <Form.Item label="生效次数（留空为一直生效）" name="times">
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">添加故障规则</Button>
      </Form>
    </>
  );
}
