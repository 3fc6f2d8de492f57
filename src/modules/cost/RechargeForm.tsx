import { Button, Form, Input, Popconfirm, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { notify } from '../../core/feedback/notify';
import { formatFen, formatYuan, parseAmount } from '../../contract/money';
import type { CustomerAccount, ManageInvest } from './costApi';
import { costApi } from './costApi';

const MAX_FEN = 100_000_000;

interface Props {
  customers: CustomerAccount[];
  onDone: (record: ManageInvest) => void;
}

/** 为客户充值: pick an open account, type the amount (元, two decimals) and a remark, confirm. */
export function RechargeForm({ customers, onDone }: Props) {
  const [userId, setUserId] = useState<string>();
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<{ userId?: string; amount?: string }>({});
  const [busy, setBusy] = useState(false);
  const customer = customers.find((c) => c.id === userId);
  const parsed = parseAmount(amount, { label: '充值金额', maxFen: MAX_FEN });

  const check = (): boolean => {
    const next = { userId: customer ? undefined : '请选择客户', amount: parsed.ok ? undefined : parsed.message };
    setErrors(next);
    return !next.userId && !next.amount;
  };

  const submit = async () => {
    if (!customer || !parsed.ok) return;
    setBusy(true);
    try {
      const done = await costApi.recharge({ userId: customer.id, amount: parsed.fen / 100, remark: remark.trim() });
      const gift = done.gift > 0 ? `，按「${done.ruleName}」赠送 ${formatYuan(done.gift)} 元` : '';
      notify.success(`充值成功：${done.displayName} 到账 ${formatYuan(done.amount)} 元${gift}，当前余额 ${formatYuan(done.balance)} 元`);
      setAmount('');
      setRemark('');
      onDone(done);
    } catch {
      // The client's error catalogue has shown the server's message; what was typed stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" name="cost-recharge" style={{ maxWidth: 520 }} requiredMark>
      <Form.Item label="客户" htmlFor="cost-recharge_userId" required validateStatus={errors.userId ? 'error' : undefined} help={errors.userId}>
        <Select<string> id="cost-recharge_userId" showSearch placeholder="输入账号或名称搜索客户" value={userId} optionFilterProp="label"
          onChange={(value) => { setUserId(value); setErrors((e) => ({ ...e, userId: undefined })); }}
          options={customers.map((c) => ({
            value: c.id, label: `${c.displayName}（${c.userName}）`, disabled: c.coinEnabled !== 1,
            title: c.coinEnabled !== 1 ? '虚拟币账户已停用' : undefined,
          }))} />
      </Form.Item>
      {customer && (
        <Typography.Paragraph type="secondary" data-testid="cost-recharge-balance">
          当前余额 <Typography.Text strong>¥{formatYuan(customer.balance)}</Typography.Text>
        </Typography.Paragraph>
      )}
      <Form.Item label="充值金额（元）" htmlFor="cost-recharge_amount" required validateStatus={errors.amount ? 'error' : undefined} help={errors.amount}>
        <Input id="cost-recharge_amount" value={amount} placeholder="最多两位小数，单次不超过 1,000,000.00" inputMode="decimal" maxLength={16}
          onChange={(e) => { setAmount(e.target.value); setErrors((x) => ({ ...x, amount: undefined })); }} />
      </Form.Item>
      <Form.Item label="备注" htmlFor="cost-recharge_remark">
        <Input.TextArea id="cost-recharge_remark" rows={3} maxLength={100} showCount value={remark} placeholder="如：线下转账到账，回单号 …" onChange={(e) => setRemark(e.target.value)} />
      </Form.Item>
      <Space>
        {customer && parsed.ok ? (
          <Popconfirm title={`确认为 ${customer.displayName} 充值 ${formatFen(parsed.fen)} 元吗？`} okText="确认" cancelText="取消" onConfirm={() => void submit()}>
            <Button type="primary" loading={busy}>确认充值</Button>
          </Popconfirm>
        ) : (
          <Button type="primary" onClick={check}>确认充值</Button>
        )}
      </Space>
    </Form>
  );
}
