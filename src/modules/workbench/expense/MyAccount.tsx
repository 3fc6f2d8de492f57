import { Alert, Button, Card, Input, Progress, Space, Statistic, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAsyncData } from '../../../core/async/useAsyncData';
import { notify } from '../../../core/feedback/notify';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { useReloadOnReturn } from '../useReloadOnReturn';
import { expenseApi, type MyAccount as Account, type OwnedPackage } from '../api/expenseApi';
import { formatYuan, parseAmount, WARN_AMOUNT_MAX_FEN } from '../../../contract/money';

/** 我的账户: balance, arrears, spending, the balance warning and the application packages owned. */
export default function MyAccount() {
  const navigate = useNavigate();
  const account = useAsyncData('my-account', () => expenseApi.myAccount());
  const returnRef = useReloadOnReturn(account.reload);
  if (account.state.status === 'error') return <ErrorPanel title="账户信息加载失败" detail={account.state.message} onRetry={account.reload} />;
  const data = account.state.status === 'ready' ? account.state.data : null;
  const money = (v: number | undefined) => (v === undefined ? '—' : formatYuan(v));
  return (
    <div ref={returnRef} className="wb-page">
      {data?.warning && <Alert type="warning" showIcon message={`账户余额已低于预警金额 ${formatYuan(data.warnAmount)} 元，请及时充值，以免影响作业运行。`} />}
      {data && data.arrears > 0 && <Alert type="error" showIcon message={`您有未结清账单共 ${formatYuan(data.arrears)} 元，请前往“我的账单”结清。`} action={<Button size="small" onClick={() => navigate('/application-admin/expense-center/my-bill')}>去结清</Button>} />}
      <Card title="我的账户" loading={!data} extra={
        <Space>
          <Button type="primary" onClick={() => navigate('/application-admin/expense-center/account-recharge')}>充值</Button>
          <Button onClick={() => navigate('/application-admin/expense-center/purchase-package')}>购买套餐</Button>
        </Space>
      }>
        <div className="wb-stat-row">
          <Statistic title="账户余额（元）" value={money(data?.balance)} valueStyle={{ color: '#1677ff' }} valueRender={(node) => <span data-testid="account-balance">{node}</span>} />
          <Statistic title="欠费金额（元）" value={money(data?.arrears)} valueStyle={data && data.arrears > 0 ? { color: '#cf1322' } : undefined} />
          <Statistic title="本月支出（元）" value={money(data?.monthSpend)} />
          <Statistic title="累计充值（元）" value={money(data?.totalRecharge)} />
        </div>
      </Card>
      {data && <WarnSetting data={data} onSaved={account.reload} />}
      <Card title="应用套餐">
        <Table<OwnedPackage> rowKey="orderNo" size="middle" loading={!data} pagination={false} dataSource={data?.packages ?? []}
          locale={{ emptyText: '暂无套餐，可在“购买套餐”中选购' }}
          columns={[
            { title: '套餐名称', dataIndex: 'packageName' },
            { title: '订单号', dataIndex: 'orderNo' },
            { title: '总核时', dataIndex: 'coreHours', align: 'right', render: (v: number) => v.toLocaleString('zh-CN') },
            { title: '已用', key: 'used', width: 220, render: (_: unknown, p) => <Progress status="normal" aria-label={`${p.packageName} 已用核时`} percent={Math.round((p.usedCoreHours / p.coreHours) * 100)} size="small" format={() => `${p.usedCoreHours.toFixed(2)} 核时`} /> },
            { title: '到期时间', dataIndex: 'expireTime' },
            { title: '状态', key: 'state', render: (_: unknown, p) => (p.expired ? <Tag>已到期</Tag> : <Tag color="success">生效中</Tag>) },
          ]} />
      </Card>
    </div>
  );
}

function WarnSetting({ data, onSaved }: { data: Account; onSaved: () => void }) {
  const [enabled, setEnabled] = useState(data.warnEnabled);
  const [text, setText] = useState(data.warnAmount.toFixed(2));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const parsed = parseAmount(text, { label: '预警金额', minFen: 0, maxFen: WARN_AMOUNT_MAX_FEN });
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setSaving(true);
    try {
      await expenseApi.saveWarn(enabled, parsed.fen / 100);
      notify.success('预警设置已保存');
      onSaved();
    } catch {
      // The client has shown why; the values stay.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title="余额预警">
      <Space wrap align="start">
        <Space><span>余额低于预警金额时提醒</span><Switch checked={enabled} onChange={setEnabled} aria-label="开启余额预警" /></Space>
        <div className="wb-field">
          <Input aria-label="预警金额" addonBefore="预警金额" addonAfter="元" style={{ width: 260 }} value={text} disabled={!enabled} status={error ? 'error' : undefined} onChange={(e) => { setText(e.target.value); setError(null); }} />
          {error && <div className="wb-field-error" role="alert">{error}</div>}
        </div>
        <Button type="primary" loading={saving} onClick={() => void save()}>保存</Button>
      </Space>
    </Card>
  );
}
