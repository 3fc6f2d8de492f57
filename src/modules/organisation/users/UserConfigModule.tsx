import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Select, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useModalApi } from '../../../core/feedback/modalApi';
import { notify } from '../../../core/feedback/notify';
import { queryClient } from '../../../core/query/queryClient';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { listUsers, setUserEnabled, userOptions, type UserQuery, type UserRow } from '../api/orgApi';
import { AssignDialog } from './AssignDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserDialog } from './UserDialog';
import '../organisation.css';

type Dialog = { kind: 'edit'; user: UserRow | null } | { kind: 'password'; user: UserRow } | { kind: 'assign'; user: UserRow } | null;
type Filters = Pick<UserQuery, 'keyword' | 'groupId' | 'roleId' | 'enabled'>;

const EMPTY: Filters = { keyword: '', groupId: undefined, roleId: undefined, enabled: '' };
const KEY = ['org-users'] as const;

/**
 * 用户配置 (/platform-manage/organization/user-config, spec §2.3): the platform's login accounts —
 * a group's members with the organisation filter — with enable/disable (a disabled user cannot
 * sign in), reset password, and the organisation and role that decide a user's menus.
 */
export default function UserConfigModule() {
  const modal = useModalApi();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const [dialog, setDialog] = useState<Dialog>(null);
  const options = useQuery({ queryKey: [...KEY, 'options'], queryFn: userOptions }, queryClient);
  const users = useQuery({ queryKey: [...KEY, 'page', filters, paging], queryFn: () => listUsers({ ...filters, ...paging }), placeholderData: keepPreviousData }, queryClient);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });

  const toggle = (user: UserRow, enabled: boolean) => {
    modal.confirm({
      title: '确认',
      content: enabled ? `确认启用用户“${user.displayName}”吗？` : `确认禁用用户“${user.displayName}”吗？禁用后该用户将无法登录。`,
      okText: '确认',
      cancelText: '取消',
      onOk: async () => {
        try {
          await setUserEnabled(user.id, enabled);
          notify.success(enabled ? '已启用' : '已禁用');
          refresh();
        } catch {
          // The client showed why.
        }
      },
    });
  };

  const search = () => {
    setFilters({ ...draft, keyword: draft.keyword?.trim() });
    setPaging((p) => ({ ...p, pageIndex: 1 }));
  };
  const reset = () => {
    setDraft(EMPTY);
    setFilters(EMPTY);
    setPaging((p) => ({ ...p, pageIndex: 1 }));
  };

  if (users.isError && !users.data) return <ErrorPanel title="用户列表加载失败" detail={users.error.message} onRetry={() => users.refetch()} />;

  return (
    <div className="org-page">
      <Card size="small" className="org-filters">
        <Space wrap>
          <Input aria-label="账号/姓名/手机" placeholder="账号、姓名或手机号" allowClear style={{ width: 220 }} value={draft.keyword} onChange={(e) => setDraft({ ...draft, keyword: e.target.value })} onPressEnter={search} />
          <Select aria-label="所属组织" placeholder="所属组织" allowClear showSearch optionFilterProp="label" style={{ width: 200 }} value={draft.groupId} onChange={(groupId?: string) => setDraft({ ...draft, groupId })} options={options.data?.groups.map((g) => ({ value: g.groupId, label: g.groupName }))} />
          <Select aria-label="角色" placeholder="角色" allowClear style={{ width: 160 }} value={draft.roleId} onChange={(roleId?: string) => setDraft({ ...draft, roleId })} options={options.data?.roles.map((r) => ({ value: r.roleId, label: r.roleName }))} />
          <Select aria-label="状态" style={{ width: 120 }} value={draft.enabled} onChange={(enabled: Filters['enabled']) => setDraft({ ...draft, enabled })} options={[{ value: '', label: '全部状态' }, { value: '1', label: '启用' }, { value: '0', label: '禁用' }]} />
          <Button type="primary" onClick={search}>查询</Button>
          <Button onClick={reset}>重置</Button>
        </Space>
      </Card>
      <Card
        title="用户列表"
        extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'edit', user: null })}>新增用户</Button>}
      >
        <Table<UserRow>
          rowKey="id"
          size="middle"
          loading={users.isFetching}
          dataSource={users.data?.records ?? []}
          scroll={{ x: 1360 }}
          pagination={{
            current: paging.pageIndex,
            pageSize: paging.pageSize,
            total: users.data?.total ?? 0,
            showSizeChanger: true,
            showQuickJumper: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => `共 ${total} 条`,
            onChange: (pageIndex, pageSize) => setPaging({ pageIndex, pageSize }),
          }}
          columns={[
            { title: '登录账号', dataIndex: 'userName', width: 140, fixed: 'left' },
            { title: '姓名', dataIndex: 'displayName', width: 120 },
            { title: '手机号码', dataIndex: 'phone', width: 130 },
            { title: '所属组织', dataIndex: 'groupName', width: 200, ellipsis: true },
            { title: '角色', dataIndex: 'roleName', width: 130, render: (name: string) => <Tag color="blue">{name}</Tag> },
            { title: '账号类型', dataIndex: 'accountType', width: 100, render: (type: UserRow['accountType']) => (type === 'person' ? '个人' : '企业') },
            {
              title: '状态',
              dataIndex: 'enabled',
              width: 100,
              render: (enabled: boolean, user) => (
                <Space size={6}>
                  <Switch size="small" checked={enabled} aria-label={`${user.userName} 启用状态`} onChange={(next) => toggle(user, next)} />
                  <span>{enabled ? '启用' : '禁用'}</span>
                </Space>
              ),
            },
            { title: '创建时间', dataIndex: 'createTime', width: 170 },
            {
              title: '操作',
              key: 'actions',
              width: 260,
              fixed: 'right',
              render: (_, user) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', user })}>编辑</Button>
                  <Button type="link" size="small" onClick={() => setDialog({ kind: 'password', user })}>重置密码</Button>
                  <Button type="link" size="small" onClick={() => setDialog({ kind: 'assign', user })}>分配组织和角色</Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {dialog?.kind === 'edit' && (
        <UserDialog user={dialog.user} options={options.data} onClose={() => setDialog(null)} onSaved={() => { notify.success('保存成功'); setDialog(null); refresh(); }} />
      )}
      {dialog?.kind === 'password' && <ResetPasswordDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'assign' && (
        <AssignDialog user={dialog.user} options={options.data} onClose={() => setDialog(null)} onSaved={() => { notify.success('保存成功'); setDialog(null); refresh(); }} />
      )}
    </div>
  );
}
