import { Card, Select, Space, Typography } from 'antd';
import type { ModuleProps } from '../registry';
import { NotBound, StorageError, StorageLoading, StorageRefused } from './components/StorageStates';
import { StorageBrowser } from './components/StorageBrowser';
import { useStorageBoot, type StorageScope } from './state/useStorageBoot';
import './storage.css';

/**
 * Storage management (docs/behaviour §2.8): `/application-admin/storage-manage` shows the user's own
 * HPC storage (`scope: "user"`); `/platform-manage/storageM` (`scope: "admin"`) lets a platform
 * administrator pick any HPC account's storage. Both pages use this module.
 */
function scopeOf(props: ModuleProps): StorageScope {
  return props.scope === 'admin' ? 'admin' : 'user';
}

export default function StorageBrowserModule(props: ModuleProps) {
  const scope = scopeOf(props);
  const { state, accounts, acc, chooseAccount, retry } = useStorageBoot(scope);
  const title = scope === 'admin' ? '存储管理' : '我的存储';
  const picker = scope === 'admin' && accounts.length > 0 && (
    <Space>
      <Typography.Text type="secondary">HPC 账号</Typography.Text>
      <Select
        showSearch
        style={{ width: 280 }}
        aria-label="HPC 账号"
        value={acc ?? undefined}
        optionFilterProp="label"
        options={accounts.map((a) => ({ value: a.acc, label: `${a.acc}（${a.userName || '未关联用户'} · ${a.cluster}）` }))}
        onChange={chooseAccount}
      />
    </Space>
  );
  return (
    <Card title={title} extra={picker} styles={{ body: { paddingTop: 16 } }}>
      {state.phase === 'loading' && <StorageLoading />}
      {state.phase === 'notBound' && <NotBound />}
      {state.phase === 'forbidden' && <StorageRefused detail={state.message} onRetry={retry} />}
      {state.phase === 'error' && <StorageError detail={state.message} onRetry={retry} />}
      {state.phase === 'ready' && (
        <StorageBrowser
          key={`${state.session.acc ?? ''}:${state.session.xgToken}`}
          session={state.session}
          roots={state.roots}
          initialPath={state.defaultPath && state.roots.some((r) => state.defaultPath === r || state.defaultPath?.startsWith(`${r}/`)) ? state.defaultPath : null}
        />
      )}
    </Card>
  );
}
