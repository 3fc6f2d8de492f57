import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { readableMessageOf } from '../../../core/feedback/developerFault';
import { notify } from '../../../core/feedback/notify';
import { operationWrite, useOperationQuery } from '../../../renderer/data/operationQueries';
import type { ListParams } from '../../../renderer/data/resolveListQuery';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { useFamilyList } from '../../../renderer/data/familyRecords';
import { deletePortal, makeDefault } from './portalWrites';
import type { PortalRecord } from './portalWire';
import { PortalConfigDrawer } from './PortalConfigDrawer';
import './admin.css';

function Swatch({ portal }: { portal: PortalRecord }) {
  if (portal.navigationColourFlag === 0) return <Typography.Text type="secondary">主题色</Typography.Text>;
  const background = portal.navigationColourType === 1
    ? portal.navigationColour
    : `linear-gradient(90deg, ${portal.navigationColourGradientFirst}, ${portal.navigationColourGradientSecond})`;
  return (
    <span className="pt-swatch-row">
      <span className="pt-swatch" style={{ background }} aria-hidden="true" />
      {portal.navigationColourType === 1 ? `纯色 ${portal.navigationColour}` : '渐变'}
      {portal.navigationShadow === 1 && <Tag>阴影</Tag>}
    </span>
  );
}

/** Every portal, oldest first (the family's list: a platform has a handful). */
const ALL_PORTALS: ListParams = { page: 1, pageSize: 100, sort: { key: 'id', order: 'asc' }, filters: {} };

/**
 * 门户配置 (/platform-manage/portal-temp/temp-config): the portals (the portal family's records —
 * list, create, update, delete — on the query cache as list pages read them; copy and the domain
 * list by the family's operations) and each portal's header settings in a drawer. A module rather than a
 * schema list page: the settings are colour pickers, pictures and fields that show or hide with
 * the colour type, with a live header preview — beyond what the schema language describes.
 */
export default function TempConfigModule() {
  const portals = useFamilyList<PortalRecord>('portal', ALL_PORTALS);
  const domains = useOperationQuery('portal', 'get-domain-list', undefined, { loading: false });
  const [editing, setEditing] = useState<PortalRecord | 'new' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  /**
   * `failed`: the call is silent and its failure says so, with the server's reason (复制失败, docs/behaviour §8).
   * Each write reads the family's shown answers again (the list, its counts, the domains).
   */
  const act = async (id: number, action: () => Promise<unknown>, done: string, failed?: string) => {
    setBusyId(id);
    try {
      await action();
      notify.success(done);
    } catch (error) {
      // Without `failed` the client has shown the server's message.
      if (failed) notify.error(`${failed}：${readableMessageOf(error)}`);
    } finally {
      setBusyId(null);
    }
  };

  if (portals.state.status === 'error') return <ErrorPanel title="门户列表加载失败" detail={portals.state.message} onRetry={portals.reload} />;
  const rows = portals.state.status === 'ready' ? portals.state.data : [];
  return (
    <Card
      title="门户配置"
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={portals.reload}>
            刷新
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新增门户
          </Button>
        </Space>
      }
      className="pt-card"
    >
      <Table<PortalRecord>
        rowKey="id"
        loading={portals.state.status === 'loading'}
        dataSource={rows}
        pagination={false}
        // Fixed widths from what each column shows (a name with its 默认 tag, a colour and its shadow tag, a time to the
        // second) and the 操作 buttons wrapping to a second line: auto widths broke 超算云平台门户 over three lines.
        tableLayout="fixed"
        columns={[
          {
            title: '门户名称',
            dataIndex: 'portalName',
            width: 190,
            render: (name: string, row) => (
              <Space style={{ whiteSpace: 'nowrap' }}>
                {name}
                {row.isDefault === 1 && <Tag color="blue">默认</Tag>}
              </Space>
            ),
          },
          { title: '识别码', dataIndex: 'identificationCode', width: 100, ellipsis: true },
          { title: '绑定域名', dataIndex: 'domain', ellipsis: true, render: (domain: string) => domain || '—' },
          { title: '导航样式', key: 'look', width: 210, render: (_: unknown, row) => <Swatch portal={row} /> },
          { title: '菜单数', dataIndex: 'menuCount', width: 80 },
          { title: '页面数', dataIndex: 'pageCount', width: 80 },
          { title: '更新时间', dataIndex: 'updateTime', width: 185, ellipsis: true },
          {
            title: '操作',
            key: 'actions',
            width: 200,
            render: (_: unknown, row) => (
              <Space size={4} wrap>
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  编辑
                </Button>
                <Button type="link" size="small" loading={busyId === row.id} onClick={() => void act(row.id, () => operationWrite('portal', 'post-manage-copy', { path: { id: row.id }, body: {} }, { silent: true }), '复制成功', '复制失败')}>
                  复制
                </Button>
                <Button type="link" size="small" href={`#/portal/home?c=${encodeURIComponent(row.identificationCode)}`} target="_blank" rel="noopener noreferrer">
                  预览
                </Button>
                {row.isDefault !== 1 && (
                  <Button type="link" size="small" onClick={() => void act(row.id, () => makeDefault(row.id), '已设为默认门户')}>
                    设为默认
                  </Button>
                )}
                <Popconfirm
                  title="确认"
                  description={`删除门户“${row.portalName}”及其菜单和页面吗？`}
                  okText="确认"
                  cancelText="取消"
                  disabled={row.isDefault === 1}
                  onConfirm={() => act(row.id, () => deletePortal(row.id), '删除成功')}
                >
                  <Button type="link" size="small" danger disabled={row.isDefault === 1} title={row.isDefault === 1 ? '默认门户不能删除' : undefined}>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing !== null && (
        <PortalConfigDrawer
          portal={editing === 'new' ? null : editing}
          domains={domains.state.status === 'ready' ? domains.state.data : []}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
