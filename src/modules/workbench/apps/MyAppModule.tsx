import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Modal, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAsyncData } from '../../../core/async/useAsyncData';
import { notify } from '../../../core/feedback/notify';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { useReloadOnReturn } from '../useReloadOnReturn';
import { appIconUrl, workbenchApi, type MyApp } from '../api/workbenchApi';
import '../workbench.css';

const BILLING: Readonly<Record<number, string>> = { 1: '按核时', 2: '包年包月', 3: '免费' };

/**
 * 我的应用: the applications the user subscribed to, as cards or a list. 启动 checks permission,
 * counts the use, then opens the app's remote desktop (GUI apps) or 应用运行 with the app chosen.
 */
export default function MyAppModule() {
  const navigate = useNavigate();
  const [mode, setMode] = useState<'card' | 'list'>('card');
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const [desktop, setDesktop] = useState<{ app: MyApp; url: string } | null>(null);
  const apps = useAsyncData(`my-apps|${applied}`, () => workbenchApi.myApps(applied));
  const returnRef = useReloadOnReturn(apps.reload);
  if (apps.state.status === 'error') return <ErrorPanel title="我的应用加载失败" detail={apps.state.message} onRetry={apps.reload} />;
  const list = apps.state.status === 'ready' ? apps.state.data : [];

  const launch = async (app: MyApp) => {
    try {
      const check = await workbenchApi.checkPermission(app.appId);
      if (!check.permitted) {
        notify.warning(check.message);
        return;
      }
      await workbenchApi.useCount(app.id);
      if (app.desktop) setDesktop({ app, url: (await workbenchApi.desktopUrl(app.appId)).url });
      else navigate(`/application-admin/start-app?appId=${app.appId}`);
      apps.reload();
    } catch {
      // The client has shown why.
    }
  };
  const unsubscribe = async (app: MyApp) => {
    try {
      await workbenchApi.unsubscribe(app.id);
      notify.success(`已退订 ${app.appName}`);
      apps.reload();
    } catch {
      // The client has shown why.
    }
  };
  const actions = (app: MyApp) => [
    <Button key="run" type="link" onClick={() => void launch(app)}>{app.desktop ? '启动桌面' : '提交作业'}</Button>,
    <Popconfirm key="un" title={`确认退订 ${app.appName}？退订后将不能再使用该应用。`} onConfirm={() => unsubscribe(app)}><Button type="link" danger>退订</Button></Popconfirm>,
  ];

  return (
    <Card ref={returnRef} title="我的应用" extra={
      <Space>
        <Input.Search aria-label="应用名称" placeholder="应用名称" allowClear value={keyword} onChange={(e) => setKeyword(e.target.value)} onSearch={(v) => setApplied(v.trim())} style={{ width: 220 }} />
        <Segmented aria-label="显示方式" value={mode} onChange={(v) => setMode(v as 'card' | 'list')} options={[{ value: 'card', icon: <AppstoreOutlined />, title: '卡片' }, { value: 'list', icon: <UnorderedListOutlined />, title: '列表' }]} />
      </Space>
    }>
      {apps.state.status === 'ready' && list.length === 0 && <Empty description={applied ? '没有匹配的应用' : '您还没有订阅应用，可前往应用商店订阅'} />}
      {mode === 'card' ? (
        <div className="wb-cards">
          {list.map((app) => (
            <Card key={app.id} size="small" title={<div className="wb-card-title"><span className="wb-app-name"><img className="wb-app-icon" src={appIconUrl(app.appId)} alt="" width={24} height={24} />{app.appName}</span><Tag>{BILLING[app.billingType]}</Tag></div>} actions={actions(app)} loading={apps.state.status === 'loading'}>
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ minHeight: 44 }}>{app.summary}</Typography.Paragraph>
              <div className="wb-muted">版本 {app.version} · 使用 {app.useCount} 次</div>
              <div className="wb-muted">到期 {app.expireTime.slice(0, 10)}{app.desktop ? ' · 图形桌面' : ''}</div>
            </Card>
          ))}
        </div>
      ) : (
        <Table<MyApp> rowKey="id" dataSource={list} loading={apps.state.status === 'loading'} pagination={false} columns={[
          { title: '应用名称', dataIndex: 'appName', render: (name: string, app) => <span className="wb-app-name"><img className="wb-app-icon" src={appIconUrl(app.appId)} alt="" width={24} height={24} />{name}</span> },
          { title: '版本', dataIndex: 'version' },
          { title: '计费方式', dataIndex: 'billingType', render: (b: number) => BILLING[b] },
          { title: '使用次数', dataIndex: 'useCount', align: 'right' },
          { title: '最近使用', dataIndex: 'lastUseTime' },
          { title: '到期时间', dataIndex: 'expireTime' },
          { title: '操作', key: 'ops', render: (_: unknown, app) => <Space size={0}>{actions(app)}</Space> },
        ]} />
      )}
      <Modal open={desktop !== null} title={desktop ? `${desktop.app.appName} 远程桌面` : ''} onCancel={() => setDesktop(null)} footer={[
        <Button key="close" onClick={() => setDesktop(null)}>关闭</Button>,
        <Button key="open" type="primary" href={desktop?.url} target="_blank" rel="noopener noreferrer">在新窗口打开</Button>,
      ]}>
        <p>桌面会话已创建，点击“在新窗口打开”进入应用桌面。</p>
        <Typography.Text copyable code>{desktop?.url}</Typography.Text>
      </Modal>
    </Card>
  );
}
