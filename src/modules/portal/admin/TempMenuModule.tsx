import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useAsyncData } from '../../../core/async/useAsyncData';
import { notify } from '../../../core/feedback/notify';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { deleteMenu, listPages, menuTree, orderMenus, type MenuNode } from './adminApi';
import { LinkPageDialog } from './LinkPageDialog';
import { MenuDialog } from './MenuDialog';
import { usePortalChoice } from './usePortalChoice';
import './admin.css';

type Editing = { menu: MenuNode | null; parentId: number; parentName: string | null };

/**
 * 门户菜单 (/platform-manage/portal-temp/temp-menu): the chosen portal's menu tree (menu-info
 * tree, POST, PUT, DELETE), its order, external links (configType 2 + menuUrl) and the page each
 * entry opens (PUT relation-page/{menuId}/{pageId}). What is saved here is the portal header's next.
 */
export default function TempMenuModule() {
  const { portals, list, portal, choose } = usePortalChoice();
  const portalId = portal?.id ?? null;
  const tree = useAsyncData(portalId === null ? null : `tree|${portalId}`, () => menuTree(portalId ?? 0));
  const pages = useAsyncData(portalId === null ? null : `pages|${portalId}`, () => listPages(portalId ?? 0));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [linking, setLinking] = useState<MenuNode | null>(null);

  if (portals.state.status === 'error') return <ErrorPanel title="门户列表加载失败" detail={portals.state.message} onRetry={portals.reload} />;
  if (tree.state.status === 'error') return <ErrorPanel title="菜单加载失败" detail={tree.state.message} onRetry={tree.reload} />;
  const rows = tree.state.status === 'ready' ? tree.state.data : [];
  const siblingsOf = (menu: MenuNode) => (menu.parentId === 0 ? rows : rows.find((m) => m.id === menu.parentId)?.children ?? []);

  const move = async (menu: MenuNode, step: -1 | 1) => {
    const siblings = siblingsOf(menu);
    const from = siblings.findIndex((m) => m.id === menu.id);
    const to = from + step;
    if (portalId === null || to < 0 || to >= siblings.length) return;
    const ids = siblings.map((m) => m.id);
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    try {
      await orderMenus(portalId, menu.parentId, ids);
      tree.reload();
    } catch {
      // The client has shown why.
    }
  };

  const remove = async (menu: MenuNode) => {
    try {
      await deleteMenu(menu.id);
      notify.success('删除成功');
      tree.reload();
    } catch {
      // The client has shown why.
    }
  };

  return (
    <Card
      className="pt-card"
      title="门户菜单"
      extra={
        <Space>
          <Select
            aria-label="选择门户"
            style={{ width: 220 }}
            value={portal?.id}
            onChange={choose}
            loading={portals.state.status === 'loading'}
            options={list.map((p) => ({ value: p.id, label: p.portalName }))}
          />
          <Button type="primary" icon={<PlusOutlined />} disabled={portalId === null} onClick={() => setEditing({ menu: null, parentId: 0, parentName: null })}>
            新增一级菜单
          </Button>
        </Space>
      }
    >
      <Table<MenuNode>
        rowKey="id"
        loading={tree.state.status === 'loading'}
        dataSource={rows}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        key={`${portalId}-${rows.length}`}
        columns={[
          {
            title: '菜单名称',
            dataIndex: 'menuName',
            render: (name: string, row) => (
              <Space>
                {name}
                {row.homePageFlag === 1 && <Tag color="blue">首页</Tag>}
              </Space>
            ),
          },
          { title: '类型', dataIndex: 'configType', width: 110, render: (type: number) => (type === 2 ? <Tag color="purple">外部链接</Tag> : <Tag>关联页面</Tag>) },
          {
            title: '打开',
            key: 'target',
            render: (_: unknown, row) =>
              row.configType === 2 ? (
                <Typography.Text ellipsis style={{ maxWidth: 280 }}>{row.menuUrl}</Typography.Text>
              ) : row.pageId !== null ? (
                (pages.state.status === 'ready' ? pages.state.data.find((page) => page.id === row.pageId)?.pageName : '') ?? ''
              ) : (
                <Typography.Text type="secondary">未关联（门户中显示但不可点击）</Typography.Text>
              ),
          },
          {
            title: '排序',
            key: 'order',
            width: 110,
            render: (_: unknown, row) => {
              const siblings = siblingsOf(row);
              const index = siblings.findIndex((m) => m.id === row.id);
              return (
                <Space size={0}>
                  <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`上移${row.menuName}`} disabled={index <= 0} onClick={() => void move(row, -1)} />
                  <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`下移${row.menuName}`} disabled={index >= siblings.length - 1} onClick={() => void move(row, 1)} />
                </Space>
              );
            },
          },
          {
            title: '操作',
            key: 'actions',
            width: 300,
            render: (_: unknown, row) => (
              <Space size={4} wrap>
                <Button type="link" size="small" onClick={() => setEditing({ menu: row, parentId: row.parentId, parentName: null })}>
                  编辑
                </Button>
                {row.parentId === 0 && (
                  <Button type="link" size="small" onClick={() => setEditing({ menu: null, parentId: row.id, parentName: row.menuName })}>
                    添加子菜单
                  </Button>
                )}
                {row.configType === 1 && (
                  <Button type="link" size="small" onClick={() => setLinking(row)}>
                    关联页面
                  </Button>
                )}
                <Popconfirm
                  title="确认"
                  description={row.children?.length ? `删除“${row.menuName}”及其 ${row.children.length} 个子菜单吗？` : `删除菜单“${row.menuName}”吗？`}
                  okText="确认"
                  cancelText="取消"
                  onConfirm={() => remove(row)}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && portalId !== null && (
        <MenuDialog
          portalId={portalId}
          menu={editing.menu}
          parentId={editing.parentId}
          parentName={editing.parentName}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            tree.reload();
          }}
        />
      )}
      {linking && (
        <LinkPageDialog
          menu={linking}
          pages={pages.state}
          onRetryPages={pages.reload}
          onClose={() => setLinking(null)}
          onSaved={() => {
            setLinking(null);
            tree.reload();
            pages.reload();
          }}
        />
      )}
    </Card>
  );
}
