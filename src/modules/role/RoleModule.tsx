import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAtomValue } from '../../adapters/atomHooks';
import { useModalApi } from '../../core/feedback/modalApi';
import { notify } from '../../core/feedback/notify';
import { GLOBAL_CODES } from '../../core/menu/globalCodes';
import { fetchPermissionTree } from '../../core/menu/permissionTree';
import { queryClient } from '../../core/query/queryClient';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Spinner } from '../../ui/Spinner';
import type { OperationAnswer } from '../../renderer/data/operationClient';
import { operationQuery, operationWrite } from '../../renderer/data/operationQueries';
import { buildTickTree, codesToSave, leavesOfCodes, tickState } from './model/permissionTicks';
import { PermissionTreePanel } from './PermissionTreePanel';
import { RoleDialog } from './RoleDialog';
import './role.css';

/** Outside the roles' family: a save refreshes the roles and their codes, not the tree. */
const TREE_KEY = ['permission', 'tree'] as const;
/** Reads without the overlay or a toast: the list and the tree show their own spinner and error panel. */
const QUIET = { loading: false, silent: true } as const;

type RoleRow = OperationAnswer<'mgmt-role', 'get-list'>[number];

type Editing = { role: RoleRow | null } | null;

/**
 * 角色管理 (/platform-manage/organization/role, docs/behaviour §2.3, §2.9): roles on the left, the chosen
 * role's permission tree on the right. Saving sends the codes of checked and half-checked nodes;
 * the role's users hold them from their next call (and their open consoles sign in again). The
 * list is what the server returns — only the roles the signed-in user may edit — and the tree
 * disables the codes the user does not hold (the server grants nobody codes they lack). Server
 * state goes through the query cache like every list (src/core/query).
 */
export default function RoleModule() {
  const modal = useModalApi();
  const sessionCodes = useAtomValue(permissionCodesAtom);
  const held = useMemo(() => new Set(sessionCodes), [sessionCodes]);
  const roles = useQuery(operationQuery('mgmt-role', 'get-list', undefined, QUIET), queryClient);
  // The server's tree, asked for once; a failure stays in the card with 重试 (ErrorPanel).
  const permissionTree = useQuery({ queryKey: TREE_KEY, queryFn: fetchPermissionTree, staleTime: Infinity }, queryClient);
  const tree = useMemo(() => (permissionTree.data ? buildTickTree(permissionTree.data, GLOBAL_CODES) : []), [permissionTree.data]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const rows = useMemo(() => roles.data ?? [], [roles.data]);
  const selected = rows.find((r) => r.id === selectedId) ?? rows[0] ?? null;
  const codes = useQuery({ ...operationQuery('mgmt-role', 'get-permissions', { path: { id: selected?.id ?? '' } }, QUIET), enabled: selected !== null, gcTime: 0 }, queryClient);
  const stored = useMemo(() => (codes.data && tree.length > 0 ? leavesOfCodes(tree, codes.data) : null), [codes.data, tree]);
  // The draft ticks, started from the stored ones whenever the role (or its stored codes) change
  // (adjusted while rendering, not in an effect).
  const [draft, setDraft] = useState<{ base: Set<string> | null; leaves: Set<string> | null }>({ base: null, leaves: null });
  if (draft.base !== stored) setDraft({ base: stored, leaves: stored ? new Set(stored) : null });
  const leaves = draft.base === stored ? draft.leaves : stored;
  const setLeaves = (next: Set<string> | null) => setDraft({ base: stored, leaves: next });
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);

  const dirty = useMemo(() => {
    if (!stored || !leaves) return false;
    return stored.size !== leaves.size || [...leaves].some((k) => !stored.has(k));
  }, [stored, leaves]);

  const choose = (role: RoleRow) => {
    if (role.id === selected?.id) return;
    if (!dirty) {
      setSelectedId(role.id);
      return;
    }
    modal.confirm({
      title: '权限修改尚未保存',
      content: `切换到“${role.roleName}”将丢弃对“${selected?.roleName ?? ''}”的修改，确定切换吗？`,
      okText: '切换',
      cancelText: '取消',
      onOk: () => setSelectedId(role.id),
    });
  };

  const save = async () => {
    if (!selected || !leaves) return;
    setSaving(true);
    try {
      // The roles and their codes are read again before the ticks are shown as saved.
      await operationWrite('mgmt-role', 'put-permissions', { path: { id: selected.id }, body: { codes: codesToSave(tree, tickState(tree, leaves)) } }, { refusalReason: true });
      notify.success('权限保存成功');
    } catch {
      // The write showed the server's reason (a refusal's own words); the ticks stay as the user left them.
    } finally {
      setSaving(false);
    }
  };

  const remove = async (role: RoleRow) => {
    try {
      await operationWrite('mgmt-role', 'delete', { path: { id: role.id } }, { refusalReason: true });
      notify.success('删除成功');
      if (role.id === selected?.id) setSelectedId(null);
    } catch {
      // The client showed why (e.g. users still hold the role).
    }
  };

  if (roles.isError) return <ErrorPanel title="角色列表加载失败" detail={roles.error.message} onRetry={() => roles.refetch()} />;

  return (
    <div className="role-editor">
      <Card
        className="role-list"
        title="角色列表"
        extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ role: null })}>新增角色</Button>}
      >
        <Table<RoleRow>
          rowKey="id"
          size="middle"
          loading={roles.isPending}
          dataSource={rows}
          pagination={false}
          rowClassName={(role) => (role.id === selected?.id ? 'role-row-selected' : '')}
          onRow={(role) => ({ onClick: () => choose(role) })}
          columns={[
            {
              title: '角色名称',
              dataIndex: 'roleName',
              render: (name: string, role) => (
                <Button type="link" className="role-name" aria-current={role.id === selected?.id ? 'true' : undefined} onClick={(e) => { e.stopPropagation(); choose(role); }}>{name}</Button>
              ),
            },
            { title: '用户数', dataIndex: 'userCount', width: 80 },
            { title: '说明', dataIndex: 'remark', ellipsis: true, render: (remark: string) => remark || '—' },
            {
              title: '操作',
              key: 'actions',
              width: 120,
              render: (_, role) => (
                <Space size={0} onClick={(e) => e.stopPropagation()}>
                  <Button type="link" size="small" onClick={() => setEditing({ role })}>编辑</Button>
                  <Popconfirm title={`确定删除角色“${role.roleName}”吗？`} okText="确定" cancelText="取消" onConfirm={() => remove(role)}>
                    <Button type="link" size="small" danger>删除</Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Card
        className="role-permissions"
        title={selected ? <span>权限配置：{selected.roleName} {dirty && <Tag color="warning">未保存</Tag>}</span> : '权限配置'}
        extra={
          <Space>
            <Button disabled={!dirty || saving} onClick={() => setLeaves(stored ? new Set(stored) : null)}>重置</Button>
            <Button type="primary" loading={saving} disabled={!dirty} onClick={() => void save()}>保存</Button>
          </Space>
        }
      >
        {permissionTree.isError ? (
          <ErrorPanel title="权限树加载失败" detail={permissionTree.error.message} onRetry={() => permissionTree.refetch()} />
        ) : codes.isError ? (
          <ErrorPanel title="权限加载失败" detail={codes.error.message} onRetry={() => codes.refetch()} />
        ) : permissionTree.isPending ? (
          <Spinner tip="正在加载权限树…" />
        ) : !selected ? (
          <Typography.Text type="secondary">请先新增一个角色</Typography.Text>
        ) : leaves ? (
          <PermissionTreePanel tree={tree} leaves={leaves} onChange={setLeaves} held={held} />
        ) : (
          <Spinner tip="正在加载权限…" />
        )}
      </Card>
      {editing && (
        <RoleDialog
          role={editing.role}
          onClose={() => setEditing(null)}
          onSaved={(role) => {
            setEditing(null);
            notify.success(editing.role ? '修改成功' : '新增成功');
            setSelectedId(role.id);
          }}
        />
      )}
    </div>
  );
}
