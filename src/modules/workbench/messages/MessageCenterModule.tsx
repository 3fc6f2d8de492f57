import { Badge, Button, Card, Popconfirm, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useAsyncData } from '../../../core/async/useAsyncData';
import { notify } from '../../../core/feedback/notify';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { useReloadOnReturn } from '../useReloadOnReturn';
import { workbenchApi, type Message } from '../api/workbenchApi';
import { announceUnreadChange } from './unreadEvents';
import '../workbench.css';

/** 消息中心: the user's messages by type and read state; opening one marks it read; delete one by one. */
export default function MessageCenterModule() {
  const [type, setType] = useState('0');
  const [read, setRead] = useState('');
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const [open, setOpen] = useState<number | null>(null);
  const stat = useAsyncData('message-stat', () => workbenchApi.messageStat());
  const messages = useAsyncData(`messages|${type}|${read}|${page.pageIndex}|${page.pageSize}`, () => workbenchApi.messages({ type, read, ...page }));
  const returnRef = useReloadOnReturn(messages.reload, stat.reload);
  if (messages.state.status === 'error') return <ErrorPanel title="消息加载失败" detail={messages.state.message} onRetry={messages.reload} />;
  const data = messages.state.status === 'ready' ? messages.state.data : { records: [], total: 0 };
  const refresh = () => { messages.reload(); stat.reload(); announceUnreadChange(); };

  const markRead = async (m: Message) => {
    try {
      await workbenchApi.readMessage(m.id);
      refresh();
    } catch {
      // The client has shown why.
    }
  };
  const remove = async (m: Message) => {
    try {
      await workbenchApi.deleteMessage(m.id);
      notify.success('删除成功');
      refresh();
    } catch {
      // The client has shown why.
    }
  };
  const expand = (m: Message) => {
    setOpen(open === m.id ? null : m.id);
    if (!m.read) void markRead(m);
  };
  const types = stat.state.status === 'ready' ? stat.state.data.types : [];

  return (
    <Card ref={returnRef} title={<Space>消息中心{stat.state.status === 'ready' && <Typography.Text type="secondary" data-testid="message-unread">未读 {stat.state.data.unread} 条</Typography.Text>}</Space>} extra={<Button onClick={refresh}>刷新</Button>}>
      <Tabs activeKey={type} onChange={(k) => { setType(k); setPage((p) => ({ ...p, pageIndex: 1 })); }} items={[
        { key: '0', label: '全部' },
        ...types.map((t) => ({ key: String(t.type), label: <Badge count={t.unread} size="small" offset={[8, -2]} color="#cf1322">{t.name}</Badge> })),
      ]} />
      <div className="wb-toolbar">
        <Tabs size="small" activeKey={read} onChange={(k) => { setRead(k); setPage((p) => ({ ...p, pageIndex: 1 })); }} items={[{ key: '', label: '全部消息' }, { key: 'false', label: '未读' }, { key: 'true', label: '已读' }]} />
      </div>
      <Table<Message> rowKey="id" loading={messages.state.status === 'loading'} dataSource={data.records}
        expandable={{ expandedRowKeys: open === null ? [] : [open], showExpandColumn: false, expandedRowRender: (m) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{m.content}</Typography.Paragraph> }}
        pagination={{ current: page.pageIndex, pageSize: page.pageSize, total: data.total, showTotal: (t) => `共 ${t} 条`, onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }) }}
        columns={[
          { title: '标题', dataIndex: 'title', render: (t: string, m) => <Button type="link" className={m.read ? undefined : 'wb-unread'} onClick={() => expand(m)}>{m.read ? null : <Badge color="#cf1322" />} {t}</Button> },
          { title: '类型', dataIndex: 'typeName', render: (t: string) => <Tag>{t}</Tag> },
          { title: '状态', dataIndex: 'read', render: (r: boolean) => (r ? <Typography.Text type="secondary">已读</Typography.Text> : <Tag color="red">未读</Tag>) },
          { title: '时间', dataIndex: 'createTime', width: 170 },
          {
            title: '操作', key: 'ops', width: 160, render: (_: unknown, m) => (
              <Space size={0}>
                {!m.read && <Button type="link" onClick={() => void markRead(m)}>标为已读</Button>}
                <Popconfirm title="确认删除该消息？" onConfirm={() => remove(m)}><Button type="link" danger>删除</Button></Popconfirm>
              </Space>
            ),
          },
        ]} />
    </Card>
  );
}
