import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { queryClient } from '../../../core/query/queryClient';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { treeMembers, type UserRow } from '../api/orgApi';
import { findNode, GroupTreeView } from './GroupTreeView';
import '../organisation.css';

/**
 * 组织架构 (/platform-manage/organization/micro-org): the organisation trees the user sees on the
 * left, the members of the chosen node and everything below it on the right (tree-members).
 */
export default function MicroOrgModule() {
  const [selected, setSelected] = useState('0');
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 10 });
  const answer = useQuery({
    queryKey: ['org-tree-members', selected, keyword, paging],
    queryFn: () => treeMembers(selected, { ...paging, keyword }),
    placeholderData: keepPreviousData,
  }, queryClient);
  const tree = answer.data?.tree ?? [];
  const node = findNode(tree, selected);

  if (answer.isError && !answer.data) return <ErrorPanel title="组织架构加载失败" detail={answer.error.message} onRetry={() => answer.refetch()} />;

  return (
    <div className="org-split">
      <Card className="org-tree-card" title="组织架构" size="small" loading={answer.isPending}>
        <GroupTreeView nodes={tree} selected={selected === '0' ? null : selected} label="组织架构" onSelect={(id) => { setSelected(id); setPaging((p) => ({ ...p, pageIndex: 1 })); }} />
      </Card>
      <Card
        size="small"
        title={node ? `${node.groupName} 的成员` : '全部成员'}
        extra={<Input.Search aria-label="搜索成员" placeholder="账号或姓名" allowClear style={{ width: 220 }} onSearch={(value) => { setKeyword(value.trim()); setPaging((p) => ({ ...p, pageIndex: 1 })); }} />}
      >
        <Table<UserRow>
          rowKey="id"
          size="middle"
          loading={answer.isFetching}
          dataSource={answer.data?.members.records ?? []}
          pagination={{
            current: paging.pageIndex,
            pageSize: paging.pageSize,
            total: answer.data?.members.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => `共 ${total} 人`,
            onChange: (pageIndex, pageSize) => setPaging({ pageIndex, pageSize }),
          }}
          columns={[
            { title: '登录账号', dataIndex: 'userName' },
            { title: '姓名', dataIndex: 'displayName' },
            { title: '所属组织', dataIndex: 'groupName', ellipsis: true },
            { title: '角色', dataIndex: 'roleName', render: (name: string) => <Tag color="blue">{name}</Tag> },
            { title: '手机号码', dataIndex: 'phone' },
            { title: '状态', dataIndex: 'enabled', render: (enabled: boolean) => (enabled ? <Tag color="green">启用</Tag> : <Tag>禁用</Tag>) },
          ]}
        />
      </Card>
    </div>
  );
}
