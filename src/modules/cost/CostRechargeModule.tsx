import { Card, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { useAsyncData } from '../../core/async/useAsyncData';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { formatYuan } from '../../contract/money';
import { costApi, type ManageInvest } from './costApi';
import { RechargeForm } from './RechargeForm';

/**
 * 虚拟币充值 (platform management, cost-manage/coin-recharge): an operator credits a customer's
 * account; the amount goes into the expense centre's one ledger (the customer's my-account and
 * record-detail show it), and the records below list every operator recharge.
 */
export default function CostRechargeModule() {
  const [attempt, setAttempt] = useState(0);
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const [keyword, setKeyword] = useState('');
  const customers = useAsyncData(`cost-customers|${attempt}`, () => costApi.customers());
  const records = useAsyncData(`cost-invests|${attempt}|${page.pageIndex}|${page.pageSize}|${keyword}`, () => costApi.records({ ...page, keyword }));
  const refresh = () => setAttempt((n) => n + 1);
  const data = records.state.status === 'ready' ? records.state.data : { records: [], total: 0 };

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card title="为客户充值">
        {customers.state.status === 'error' && <ErrorPanel title="客户列表加载失败" detail={customers.state.message} onRetry={customers.reload} />}
        {customers.state.status !== 'error' && (
          <RechargeForm customers={customers.state.status === 'ready' ? customers.state.data : []} onDone={() => { setPage((p) => ({ ...p, pageIndex: 1 })); refresh(); }} />
        )}
      </Card>
      <Card title="充值记录" extra={<Input.Search allowClear aria-label="搜索充值记录" placeholder="流水号 / 客户账号 / 名称" style={{ width: 260 }} onSearch={(v) => { setKeyword(v.trim()); setPage((p) => ({ ...p, pageIndex: 1 })); }} />}>
        {records.state.status === 'error' ? (
          <ErrorPanel title="充值记录加载失败" detail={records.state.message} onRetry={records.reload} />
        ) : (
          <Table<ManageInvest> rowKey="id" loading={records.state.status === 'loading'} dataSource={data.records} scroll={{ x: 1100 }}
            pagination={{ current: page.pageIndex, pageSize: page.pageSize, total: data.total, showTotal: (t) => `共 ${t} 条`, showSizeChanger: true, showQuickJumper: true,
              onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }) }}
            columns={[
              { title: '流水号', dataIndex: 'reqsn', width: 220 },
              { title: '客户', key: 'customer', render: (_: unknown, r) => `${r.displayName}（${r.userName}）` },
              { title: '充值金额（元）', dataIndex: 'amount', align: 'right', render: (v: number) => `¥${formatYuan(v)}` },
              { title: '赠送（元）', key: 'gift', align: 'right', render: (_: unknown, r) => (r.gift > 0 ? <span title={r.ruleName}>¥{formatYuan(r.gift)} <Tag color="gold">{r.ruleName}</Tag></span> : '—') },
              { title: '充值后余额（元）', dataIndex: 'balance', align: 'right', render: (v: number) => `¥${formatYuan(v)}` },
              { title: '操作人', dataIndex: 'operator' },
              { title: '备注', dataIndex: 'remark', ellipsis: true, render: (v: string) => v || '—' },
              { title: '充值时间', dataIndex: 'createTime', width: 170 },
            ]} />
        )}
      </Card>
    </div>
  );
}
