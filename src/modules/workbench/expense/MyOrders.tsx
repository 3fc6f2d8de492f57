import { Button, Card, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAsyncData } from '../../../core/async/useAsyncData';
import { notify } from '../../../core/feedback/notify';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { useReloadOnReturn } from '../useReloadOnReturn';
import { expenseApi, saveBlob, type Order } from '../api/expenseApi';
import { formatYuan } from '../../../contract/money';
import { ORDER_STATUS } from './labels';

/** 我的订单: the account's purchase records; an unpaid order can be paid from the balance or cancelled; export what the filters show. */
export default function MyOrders() {
  const navigate = useNavigate();
  const [status, setStatus] = useState('');
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const orders = useAsyncData(`orders|${status}|${applied}|${page.pageIndex}|${page.pageSize}`, () => expenseApi.orders({ status, keyword: applied, ...page }));
  const returnRef = useReloadOnReturn(orders.reload);
  if (orders.state.status === 'error') return <ErrorPanel title="订单加载失败" detail={orders.state.message} onRetry={orders.reload} />;
  const data = orders.state.status === 'ready' ? orders.state.data : { records: [], total: 0 };
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify.success(done);
      orders.reload();
    } catch {
      // The client has shown why.
    }
  };
  const exportShown = async () => {
    try {
      saveBlob(await expenseApi.exportOrders({ status, keyword: applied }), '我的订单.csv');
    } catch {
      // The client has shown why.
    }
  };
  return (
    <Card ref={returnRef} title="我的订单" extra={(
      <Space>
        <Button onClick={() => void exportShown()}>导出</Button>
        <Button type="primary" onClick={() => navigate('/application-admin/expense-center/purchase-package')}>购买套餐</Button>
      </Space>
    )}>
      <div className="wb-toolbar">
        <Input.Search aria-label="订单号或套餐名称" placeholder="订单号或套餐名称" allowClear style={{ width: 240 }} value={keyword} onChange={(e) => setKeyword(e.target.value)} onSearch={(v) => { setApplied(v.trim()); setPage((p) => ({ ...p, pageIndex: 1 })); }} />
        <Select aria-label="订单状态" style={{ width: 140 }} value={status} onChange={(v) => { setStatus(v); setPage((p) => ({ ...p, pageIndex: 1 })); }}
          options={[{ value: '', label: '全部状态' }, ...Object.entries(ORDER_STATUS).map(([value, s]) => ({ value, label: s.text }))]} />
      </div>
      <Table<Order> rowKey="id" loading={orders.state.status === 'loading'} dataSource={data.records}
        pagination={{ current: page.pageIndex, pageSize: page.pageSize, total: data.total, showTotal: (t) => `共 ${t} 条`, onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }) }}
        columns={[
          { title: '订单号', dataIndex: 'orderNo' },
          { title: '套餐名称', dataIndex: 'packageName' },
          { title: '数量', dataIndex: 'quantity', align: 'right' },
          { title: '订单金额（元）', dataIndex: 'amount', align: 'right', render: (v: number) => <span className="wb-money">{formatYuan(v)}</span> },
          { title: '状态', dataIndex: 'status', render: (s: Order['status']) => <Tag color={ORDER_STATUS[s].color}>{ORDER_STATUS[s].text}</Tag> },
          { title: '下单时间', dataIndex: 'createTime' },
          {
            title: '操作', key: 'ops', render: (_: unknown, o) => (
              <Space size={0}>
                <Button type="link" onClick={() => navigate(`/application-admin/expense-center/my-order-detail?id=${o.id}`)}>详情</Button>
                {o.status === 'UNPAID' && (
                  <>
                    <Popconfirm title={`确认从账户余额支付 ${formatYuan(o.amount)} 元？`} onConfirm={() => act(() => expenseApi.payOrder(o.id), '支付成功')}><Button type="link">支付</Button></Popconfirm>
                    <Popconfirm title="确认取消该订单？" onConfirm={() => act(() => expenseApi.cancelOrder(o.id), '订单已取消')}><Button type="link" danger>取消</Button></Popconfirm>
                  </>
                )}
              </Space>
            ),
          },
        ]} />
    </Card>
  );
}
