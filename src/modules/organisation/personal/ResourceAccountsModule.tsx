import { useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import { queryClient } from '../../../core/query/queryClient';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { hpcAccountColumns, NO_HPC_ACCOUNT } from '../../../ui/hpcAccountColumns';
import { fetchResourceAccounts, type ResourceAccount } from './profileApi';

/** 资源账号 (/platform-manage/organization/resource): the signed-in user's HPC accounts with their jobs and core hours. */
export default function ResourceAccountsModule() {
  const accounts = useQuery({ queryKey: ['org-resource-accounts'], queryFn: fetchResourceAccounts }, queryClient);
  if (accounts.isError) return <ErrorPanel title="资源账号加载失败" detail={accounts.error.message} onRetry={() => accounts.refetch()} />;
  return (
    <Card title="我的 HPC 资源账号" size="small">
      <Table<ResourceAccount>
        rowKey="acc"
        size="middle"
        loading={accounts.isPending}
        dataSource={accounts.data ?? []}
        pagination={false}
        locale={{ emptyText: NO_HPC_ACCOUNT }}
        columns={hpcAccountColumns<ResourceAccount>([
          { title: '作业数', dataIndex: 'jobCount' },
          { title: '运行中', dataIndex: 'runningJobs' },
          { title: '累计核时', dataIndex: 'coreHours', render: (v: number) => v.toLocaleString('zh-CN', { maximumFractionDigits: 2 }) },
        ])}
      />
    </Card>
  );
}
