import { Button, Card, Descriptions, Drawer, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { useAsyncData } from '../../../core/async/useAsyncData';
import { notify } from '../../../core/feedback/notify';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { saveBlob } from '../api/expenseApi';
import { workbenchApi, type WorkOrder } from '../api/workbenchApi';
import '../workbench.css';
import { FeedbackDialog } from './FeedbackDialog';

const TYPES = ['资源申请', '应用安装', '账号问题', '费用咨询', '故障报修', '其他'];
const STATUS: Readonly<Record<WorkOrder['status'], string>> = { PENDING: 'default', PROCESSING: 'processing', REPLIED: 'warning', CLOSED: 'success' };

/** 工单管理: the user's work orders — list, create, detail with replies, confirm completion, export. */
export default function WorkManageModule() {
  const [status, setStatus] = useState('');
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const [creating, setCreating] = useState(false);
  const [feedback, setFeedback] = useState(false);
  const [detailId, setDetailId] = useState<number | null>(null);
  const orders = useAsyncData(`workorders|${status}|${applied}|${page.pageIndex}|${page.pageSize}`, () => workbenchApi.workOrders({ status, keyword: applied, ...page }));
  if (orders.state.status === 'error') return <ErrorPanel title="工单加载失败" detail={orders.state.message} onRetry={orders.reload} />;
  const data = orders.state.status === 'ready' ? orders.state.data : { records: [], total: 0 };
  const confirm = async (id: number) => {
    try {
      await workbenchApi.confirmWorkOrder(id);
      notify.success('工单已确认完结');
      orders.reload();
    } catch {
      // The client has shown why.
    }
  };
  const exportAll = async () => {
    try {
      saveBlob(await workbenchApi.exportWorkOrders(), '我的工单.csv');
    } catch {
      // The client has shown why.
    }
  };
  return (
    <Card title="工单管理" extra={<Space><Button onClick={() => setFeedback(true)}>意见反馈</Button><Button onClick={() => void exportAll()}>导出</Button><Button type="primary" onClick={() => setCreating(true)}>新建工单</Button></Space>}>
      <div className="wb-toolbar">
        <Input.Search aria-label="工单标题或编号" placeholder="工单标题或编号" allowClear style={{ width: 240 }} value={keyword} onChange={(e) => setKeyword(e.target.value)} onSearch={(v) => { setApplied(v.trim()); setPage((p) => ({ ...p, pageIndex: 1 })); }} />
        <Select aria-label="工单状态" style={{ width: 140 }} value={status} onChange={(v) => { setStatus(v); setPage((p) => ({ ...p, pageIndex: 1 })); }}
          options={[{ value: '', label: '全部状态' }, { value: 'PENDING', label: '待受理' }, { value: 'PROCESSING', label: '处理中' }, { value: 'REPLIED', label: '待确认' }, { value: 'CLOSED', label: '已完结' }]} />
      </div>
      <Table<WorkOrder> rowKey="id" loading={orders.state.status === 'loading'} dataSource={data.records}
        pagination={{ current: page.pageIndex, pageSize: page.pageSize, total: data.total, showTotal: (t) => `共 ${t} 条`, onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }) }}
        columns={[
          { title: '工单编号', dataIndex: 'orderNo' },
          { title: '类型', dataIndex: 'type' },
          { title: '标题', dataIndex: 'title' },
          { title: '状态', dataIndex: 'status', render: (s: WorkOrder['status'], w) => <Tag color={STATUS[s]}>{w.statusName}</Tag> },
          { title: '提交时间', dataIndex: 'createTime' },
          {
            title: '操作', key: 'ops', render: (_: unknown, w) => (
              <Space size={0}>
                <Button type="link" onClick={() => setDetailId(w.id)}>详情</Button>
                {(w.status === 'REPLIED' || w.status === 'PROCESSING') && <Popconfirm title="确认问题已解决并完结该工单？" onConfirm={() => confirm(w.id)}><Button type="link">确认完结</Button></Popconfirm>}
              </Space>
            ),
          },
        ]} />
      {creating && <CreateDialog onClose={() => setCreating(false)} onCreated={() => { setCreating(false); orders.reload(); }} />}
      {feedback && <FeedbackDialog onClose={() => setFeedback(false)} />}
      <Detail id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}

function CreateDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const [form] = Form.useForm<Record<string, string>>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await workbenchApi.createWorkOrder(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, (v ?? '').trim()])));
      notify.success('工单已提交');
      onCreated();
    } catch {
      // The client has shown why; the dialog keeps what was typed.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title="新建工单" okText="提交" confirmLoading={busy} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="type" label="工单类型" rules={[{ required: true, message: '请选择工单类型' }]}><Select aria-label="工单类型" options={TYPES.map((t) => ({ value: t, label: t }))} /></Form.Item>
        <Form.Item name="title" label="工单标题" rules={[{ required: true, whitespace: true, message: '请输入工单标题' }, { max: 50, message: '工单标题不能超过 50 字' }]}><Input aria-label="工单标题" /></Form.Item>
        <Form.Item name="content" label="问题描述" rules={[{ required: true, whitespace: true, message: '请输入问题描述' }, { max: 1000, message: '问题描述不能超过 1000 字' }]}><Input.TextArea aria-label="问题描述" rows={4} showCount maxLength={1000} /></Form.Item>
        <Form.Item name="contact" label="联系人"><Input aria-label="联系人" /></Form.Item>
        <Form.Item name="phone" label="联系电话" rules={[{ required: true, message: '请输入联系电话' }, { pattern: /^1\d{10}$/, message: '请输入正确的手机号码' }]}><Input aria-label="联系电话" /></Form.Item>
      </Form>
    </Modal>
  );
}

function Detail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const order = useAsyncData(id === null ? null : `workorder|${id}`, () => workbenchApi.workOrder(id ?? 0));
  const w = order.state.status === 'ready' ? order.state.data : null;
  return (
    <Drawer open={id !== null} width={560} title="工单详情" onClose={onClose} loading={order.state.status === 'loading'}>
      {order.state.status === 'error' && <ErrorPanel title="工单加载失败" detail={order.state.message} onRetry={order.reload} />}
      {w && (
        <>
          <Descriptions column={1} bordered size="small" items={[
            { key: 'no', label: '工单编号', children: w.orderNo },
            { key: 't', label: '类型', children: w.type },
            { key: 'ti', label: '标题', children: w.title },
            { key: 'c', label: '问题描述', children: <span style={{ whiteSpace: 'pre-wrap' }}>{w.content}</span> },
            { key: 'p', label: '联系人', children: `${w.contact} ${w.phone}` },
            { key: 's', label: '状态', children: <Tag color={STATUS[w.status]}>{w.statusName}</Tag> },
            { key: 'ct', label: '提交时间', children: w.createTime },
            { key: 'cf', label: '完结时间', children: w.confirmTime ?? '—' },
          ]} />
          <h4 style={{ marginTop: 16 }}>处理记录</h4>
          {w.replies.length === 0 ? <p className="wb-muted">暂无回复，客服将尽快受理。</p> : <Timeline items={w.replies.map((r) => ({ key: r.time, children: <><div className="wb-muted">{r.time} · {r.from}</div><div>{r.content}</div></> }))} />}
        </>
      )}
    </Drawer>
  );
}
