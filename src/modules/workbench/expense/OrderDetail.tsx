import { Button, Card, Descriptions, Popconfirm, Space, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAsyncData } from '../../../core/async/useAsyncData';
import { notify } from '../../../core/feedback/notify';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { MissingId } from '../MissingId';
import { expenseApi } from '../api/expenseApi';
import { formatYuan } from '../../../contract/money';
import { ORDER_STATUS } from './labels';

/** 订单详情 (?id=): the order's lines and amounts; pay or cancel while unpaid. */
export default function OrderDetail() {
  const navigate = useNavigate();
  const id = Number(useSearchParams()[0].get('id'));
  const order = useAsyncData(Number.isInteger(id) && id > 0 ? `order|${id}` : null, () => expenseApi.order(id));
  if (!Number.isInteger(id) || id <= 0) return <MissingId title="订单详情" what="订单" listTitle="我的订单" listPath="/application-admin/expense-center/my-order" />;
  if (order.state.status === 'error') return <ErrorPanel title="订单加载失败" detail={order.state.message} onRetry={order.reload} />;
  const o = order.state.status === 'ready' ? order.state.data : null;
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify.success(done);
      order.reload();
    } catch {
      // The client has shown why.
    }
  };
  return (
    <Card title="订单详情" loading={!o} extra={
      <Space>
        {o?.status === 'UNPAID' && (
          <>
            <Popconfirm title={`确认从账户余额支付 ${formatYuan(o.amount)} 元？`} onConfirm={() => act(() => expenseApi.payOrder(o.id), '支付成功')}><Button type="primary">支付</Button></Popconfirm>
            <Popconfirm title="确认取消该订单？" onConfirm={() => act(() => expenseApi.cancelOrder(o.id), '订单已取消')}><Button danger>取消订单</Button></Popconfirm>
          </>
        )}
        <Button onClick={() => navigate('/application-admin/expense-center/my-order')}>返回</Button>
      </Space>
    }>
      {o && (
        <Descriptions bordered column={2} items={[
          { key: 'no', label: '订单号', children: o.orderNo },
          { key: 'st', label: '订单状态', children: <Tag color={ORDER_STATUS[o.status].color}>{ORDER_STATUS[o.status].text}</Tag> },
          { key: 'pkg', label: '套餐名称', children: o.packageName },
          { key: 'ch', label: '核时', children: `${o.coreHours.toLocaleString('zh-CN')} 核时` },
          { key: 'm', label: '有效期', children: `${o.months} 个月` },
          { key: 'q', label: '数量', children: o.quantity },
          { key: 'u', label: '单价', children: `${formatYuan(o.unitPrice)} 元` },
          { key: 'd', label: '优惠', children: `${formatYuan(o.discount)} 元` },
          { key: 'a', label: '实付金额', children: <strong>{formatYuan(o.amount)} 元</strong> },
          { key: 'c', label: '下单时间', children: o.createTime },
          { key: 'p', label: '支付时间', children: o.payTime ?? '—' },
          { key: 'x', label: '取消时间', children: o.cancelTime ?? '—' },
        ]} />
      )}
    </Card>
  );
}
