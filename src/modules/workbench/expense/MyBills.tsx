import { Button, Card, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAsyncData } from '../../../core/async/useAsyncData';
import { notify } from '../../../core/feedback/notify';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { useReloadOnReturn } from '../useReloadOnReturn';
import { expenseApi, saveBlob, type Bill } from '../api/expenseApi';
import { formatYuan } from '../../../contract/money';
import { BILL_STATUS } from './labels';

/** 我的账单: monthly usage bills; settle an open one from the balance; export all. */
export default function MyBills() {
  const navigate = useNavigate();
  const [status, setStatus] = useState('');
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const bills = useAsyncData(`bills|${status}|${page.pageIndex}|${page.pageSize}`, () => expenseApi.bills({ status, ...page }));
  const returnRef = useReloadOnReturn(bills.reload);
  if (bills.state.status === 'error') return <ErrorPanel title="账单加载失败" detail={bills.state.message} onRetry={bills.reload} />;
  const data = bills.state.status === 'ready' ? bills.state.data : { records: [], total: 0 };
  const settle = async (bill: Bill) => {
    try {
      await expenseApi.settleBill(bill.id);
      notify.success('账单已结清');
      bills.reload();
    } catch {
      // The client has shown why (e.g. 账户余额不足).
    }
  };
  const exportAll = async () => {
    try {
      saveBlob(await expenseApi.exportBills(), '我的账单.csv');
    } catch {
      // The client has shown why.
    }
  };
  return (
    <Card ref={returnRef} title="我的账单" extra={<Button onClick={() => void exportAll()}>导出</Button>}>
      <div className="wb-toolbar">
        <Select aria-label="账单状态" style={{ width: 140 }} value={status} onChange={(v) => { setStatus(v); setPage((p) => ({ ...p, pageIndex: 1 })); }}
          options={[{ value: '', label: '全部状态' }, { value: 'UNSETTLED', label: '未结清' }, { value: 'SETTLED', label: '已结清' }]} />
      </div>
      <Table<Bill> rowKey="id" loading={bills.state.status === 'loading'} dataSource={data.records}
        pagination={{ current: page.pageIndex, pageSize: page.pageSize, total: data.total, showTotal: (t) => `共 ${t} 条`, onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }) }}
        columns={[
          { title: '账单编号', dataIndex: 'billNo' },
          { title: '账期', dataIndex: 'period' },
          { title: '核时', dataIndex: 'coreHours', align: 'right', render: (v: number) => v.toFixed(2) },
          { title: '账单金额（元）', dataIndex: 'amount', align: 'right', render: (v: number) => <span className="wb-money">{formatYuan(v)}</span> },
          { title: '状态', dataIndex: 'status', render: (s: Bill['status']) => <Tag color={BILL_STATUS[s].color}>{BILL_STATUS[s].text}</Tag> },
          { title: '出账时间', dataIndex: 'createTime' },
          {
            title: '操作', key: 'ops', render: (_: unknown, b) => (
              <Space size={0}>
                <Button type="link" onClick={() => navigate(`/application-admin/expense-center/my-bill-detail?id=${b.id}`)}>详情</Button>
                {b.status === 'UNSETTLED' && <Popconfirm title={`确认从账户余额结清 ${formatYuan(b.amount)} 元？`} onConfirm={() => settle(b)}><Button type="link">结清</Button></Popconfirm>}
              </Space>
            ),
          },
        ]} />
    </Card>
  );
}
