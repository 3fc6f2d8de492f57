import { Modal, Table, Tag } from 'antd';
import { fetchHpcAccounts, type HpcAccount } from '../../core/session/hpcAccounts';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { useAsyncData } from '../../core/async/useAsyncData';

/** 资源账号 (spec §2.7): the HPC accounts bound to the signed-in user. */
export function ResourceAccountsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { state, reload } = useAsyncData(open ? 'accounts' : null, () => fetchHpcAccounts());

  return (
    <Modal title="资源账号" open={open} onCancel={onClose} footer={null} width={720} maskClosable={false} destroyOnHidden>
      {state.status === 'error' ? (
        <ErrorPanel title="资源账号加载失败" detail={state.message} onRetry={reload} />
      ) : (
        <Table<HpcAccount>
          rowKey="acc"
          size="middle"
          loading={state.status === 'loading'}
          dataSource={state.status === 'ready' ? state.data : []}
          pagination={false}
          locale={{ emptyText: '当前未绑定HPC账号' }}
          columns={[
            { title: 'HPC账号', dataIndex: 'acc' },
            { title: '所属集群', dataIndex: 'cluster' },
            { title: '家目录', dataIndex: 'homeDir' },
            {
              title: '状态',
              dataIndex: 'status',
              render: (status: string | undefined) =>
                status === 'locked' ? <Tag color="red">已锁定</Tag> : <Tag color="green">正常</Tag>,
            },
            { title: '开通时间', dataIndex: 'createTime' },
          ]}
        />
      )}
    </Modal>
  );
}
