import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notify } from '../../../core/feedback/notify';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { Spinner } from '../../../ui/Spinner';
import { useOperationQuery } from '../../../renderer/data/operationQueries';
import { deletePage } from './portalWrites';
import type { TemplatePage } from './portalWire';
import { PageDialog } from './PageDialog';
import { usePortalChoice } from './usePortalChoice';
import './admin.css';

const DecorationEditor = lazy(() => import('./DecorationEditor'));

/**
 * 门户页面 (/platform-manage/portal-temp/temp-page, also reached from /temp-page?id=…): the chosen
 * portal's template pages, and with `id` in the address the decoration editor of that page.
 */
export default function TempPageModule() {
  const [params, setParams] = useSearchParams();
  const editId = Number(params.get('id'));
  const { portals, list, portal, choose } = usePortalChoice();
  const portalId = portal?.id ?? null;
  const pages = useOperationQuery('portal', 'get-page-list', { query: { portalId: portalId ?? 0 } }, { enabled: portalId !== null, loading: false });
  const [editing, setEditing] = useState<TemplatePage | 'new' | null>(null);

  const openEditor = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('id');
    else next.set('id', String(id));
    setParams(next);
  };

  if (Number.isInteger(editId) && editId > 0) {
    return (
      <Suspense fallback={<div className="pt-center"><Spinner /></div>}>
        <DecorationEditor pageId={editId} onBack={() => { openEditor(null); pages.reload(); }} />
      </Suspense>
    );
  }
  if (portals.state.status === 'error') return <ErrorPanel title="门户列表加载失败" detail={portals.state.message} onRetry={portals.reload} />;
  if (pages.state.status === 'error') return <ErrorPanel title="页面列表加载失败" detail={pages.state.message} onRetry={pages.reload} />;

  const remove = async (page: TemplatePage) => {
    try {
      // The page list is read again with the write (portalWrites.ts).
      await deletePage(page.id);
      notify.success('删除成功');
    } catch {
      // The client has shown why.
    }
  };

  return (
    <Card
      className="pt-card"
      title="门户页面"
      extra={
        <Space>
          <Select aria-label="选择门户" style={{ width: 220 }} value={portal?.id} onChange={choose} loading={portals.state.status === 'loading'} options={list.map((p) => ({ value: p.id, label: p.portalName }))} />
          <Button type="primary" icon={<PlusOutlined />} disabled={portalId === null} onClick={() => setEditing('new')}>
            新增页面
          </Button>
        </Space>
      }
    >
      <Table<TemplatePage>
        rowKey="id"
        loading={pages.state.status === 'loading'}
        dataSource={pages.state.status === 'ready' ? pages.state.data : []}
        pagination={false}
        columns={[
          // One line per name and time (antd's ellipsis carries the full text as tooltip): auto widths broke 门户首页 over three lines beside an empty right side.
          { title: '页面名称', dataIndex: 'pageName', width: 160, ellipsis: true },
          {
            title: '关联菜单',
            key: 'menus',
            render: (_: unknown, row) =>
              row.menus.length === 0 ? <Typography.Text type="secondary">未关联</Typography.Text> : row.menus.map((m) => <Tag key={m.id}>{m.menuName}</Tag>),
          },
          { title: '模块数', dataIndex: 'blockCount', width: 90 },
          { title: '备注', dataIndex: 'remark', ellipsis: true, render: (remark: string) => remark || '—' },
          { title: '更新时间', dataIndex: 'updateTime', width: 180, ellipsis: true },
          {
            title: '操作',
            key: 'actions',
            width: 260,
            render: (_: unknown, row) => (
              <Space size={4} wrap>
                <Button type="link" size="small" onClick={() => openEditor(row.id)}>
                  装修
                </Button>
                <Button type="link" size="small" href={`#/temp/${row.id}`} target="_blank" rel="noopener noreferrer">
                  预览
                </Button>
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  编辑
                </Button>
                <Popconfirm title="确认" description={`删除页面“${row.pageName}”吗？关联它的菜单将变为未关联。`} okText="确认" cancelText="取消" onConfirm={() => remove(row)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing !== null && portalId !== null && (
        <PageDialog
          portalId={portalId}
          page={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
