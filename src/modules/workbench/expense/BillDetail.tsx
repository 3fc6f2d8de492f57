import { Button, Card, Descriptions, Popconfirm, Space, Table, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAsyncData } from '../../../core/async/useAsyncData';
import { notify } from '../../../core/feedback/notify';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { MissingId } from '../MissingId';
import { expenseApi, type BillLine } from '../api/expenseApi';
import { formatYuan } from '../../../contract/money';
import { BILL_STATUS, PARTITION_NAMES } from './labels';

/** 账单详情 (?id=): the bill's lines per partition; settle while open. */
export default function BillDetail() {
  const navigate = useNavigate();
  const id = Number(useSearchParams()[0].get('id'));
  const bill = useAsyncData(Number.isInteger(id) && id > 0 ? `bill|${id}` : null, () => expenseApi.bill(id));
  if (!Number.isInteger(id) || id <= 0) return <MissingId title="账单详情" what="账单" listTitle="我的账单" listPath="/application-admin/expense-center/my-bill" />;
  if (bill.state.status === 'error') return <ErrorPanel title="账单加载失败" detail={bill.state.message} onRetry={bill.reload} />;
  const b = bill.state.status === 'ready' ? bill.state.data : null;
  const settle = async () => {
    try {
      await expenseApi.settleBill(id);
      notify.success('账单已结清');
      bill.reload();
    } catch {
      // The client has shown why.
    }
  };
  return (
    <Card title="账单详情" loading={!b} extra={
      <Space>
        {b?.status === 'UNSETTLED' && <Popconfirm title={`确认从账户余额结清 ${formatYuan(b.amount)} 元？`} onConfirm={settle}><Button type="primary">结清账单</Button></Popconfirm>}
        <Button onClick={() => navigate('/application-admin/expense-center/my-bill')}>返回</Button>
      </Space>
    }>
      {b && (
        <>
          <Descriptions bordered column={2} items={[
            { key: 'no', label: '账单编号', children: b.billNo },
            { key: 'p', label: '账期', children: b.period },
            { key: 'a', label: '账单金额', children: <strong>{formatYuan(b.amount)} 元</strong> },
            { key: 's', label: '状态', children: <Tag color={BILL_STATUS[b.status].color}>{BILL_STATUS[b.status].text}</Tag> },
            { key: 'c', label: '出账时间', children: b.createTime },
            { key: 't', label: '结清时间', children: b.settleTime ?? '—' },
          ]} />
          <Table<BillLine> className="wb-gap" style={{ marginTop: 16 }} rowKey="partition" pagination={false} dataSource={b.lines}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">{b.coreHours.toFixed(2)}</Table.Summary.Cell>
                <Table.Summary.Cell index={2} />
                <Table.Summary.Cell index={3} align="right"><strong>{formatYuan(b.amount)}</strong></Table.Summary.Cell>
              </Table.Summary.Row>
            )}
            columns={[
              { title: '计算分区', dataIndex: 'partition', render: (p: string) => PARTITION_NAMES[p] ?? p },
              { title: '核时', dataIndex: 'coreHours', align: 'right', render: (v: number) => v.toFixed(2) },
              { title: '单价（元/核时）', dataIndex: 'unitPrice', align: 'right', render: (v: number) => formatYuan(v) },
              { title: '金额（元）', dataIndex: 'amount', align: 'right', render: (v: number) => formatYuan(v) },
            ]} />
        </>
      )}
    </Card>
  );
}
