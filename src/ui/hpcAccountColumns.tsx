import { Tag, type TableColumnsType as ColumnsType } from 'antd';

/** An HPC account as both tables show it (docs/behaviour §2.7 资源账号). */
export interface HpcAccountRow {
  acc: string;
  cluster?: string;
  homeDir?: string;
  status?: string;
  createTime?: string;
}

/**
 * The columns of the user menu's 资源账号 dialog; the 资源账号 page (a list page over the
 * hpc-resource-account entity) titles the same fields alike.
 */
export function hpcAccountColumns<T extends HpcAccountRow>(): ColumnsType<T> {
  return [
    { title: 'HPC账号', dataIndex: 'acc' },
    { title: '所属集群', dataIndex: 'cluster' },
    { title: '家目录', dataIndex: 'homeDir' },
    { title: '状态', dataIndex: 'status', render: (status?: string) => (status === 'locked' ? <Tag color="red">已锁定</Tag> : <Tag color="green">正常</Tag>) },
    { title: '开通时间', dataIndex: 'createTime' },
  ];
}

/** Shown when no HPC account is bound to the user. */
export const NO_HPC_ACCOUNT = '当前未绑定HPC账号';
