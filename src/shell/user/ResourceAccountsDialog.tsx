import { Modal, Table } from 'antd';
import { fetchHpcAccounts, type HpcAccount } from '../../core/session/hpcAccounts';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { hpcAccountColumns, NO_HPC_ACCOUNT } from '../../ui/hpcAccountColumns';
import { useAsyncData } from '../../core/async/useAsyncData';

/** 资源账号 (docs/behaviour §2.7): the HPC accounts bound to the signed-in user. */
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
          locale={{ emptyText: NO_HPC_ACCOUNT }}
          columns={hpcAccountColumns<HpcAccount>()}
        />
      )}
    </Modal>
  );
}
