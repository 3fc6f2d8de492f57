import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Space } from 'antd';
import { useAtomValue } from 'jotai';
import { lazy, memo, Suspense, useState } from 'react';
import { logout } from '../../core/session/logout';
import { permissionCodesAtom, userInfoAtom } from '../../core/session/sessionAtoms';
import { useShellNavigate } from '../state/shellRoute';
import { PERSONAL_CENTRE_PATH, visibleUserMenuItems, type UserMenuAction } from './userMenuItems';
import { UserMenuDialogs, type UserMenuDialog } from './UserMenuDialogs';

// Its table is only needed once the dialog opens.
const ResourceAccountsDialog = lazy(() => import('./ResourceAccountsDialog').then((m) => ({ default: m.ResourceAccountsDialog })));

/** The header's user menu (spec §2.7): items gated by their codes, dialogs opened in place. */
export const UserMenu = memo(function UserMenu() {
  const codes = useAtomValue(permissionCodesAtom);
  const user = useAtomValue(userInfoAtom);
  const navigate = useShellNavigate();
  const [dialog, setDialog] = useState<UserMenuDialog | 'resource-accounts' | null>(null);
  const name = user?.displayName || user?.userName || '用户';

  const choose = (action: UserMenuAction) => {
    switch (action) {
      case 'personal-centre':
        navigate(PERSONAL_CENTRE_PATH);
        break;
      case 'logout':
        logout();
        break;
      default:
        setDialog(action);
    }
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: visibleUserMenuItems(codes).map((item) => ({ key: item.action, label: item.label, danger: item.action === 'logout' })),
          onClick: ({ key }) => choose(key as UserMenuAction),
        }}
      >
        <button type="button" className="hpc-user-trigger" aria-label={`用户菜单：${name}`}>
          <Space size={8}>
            <Avatar size="small" icon={<UserOutlined />} />
            <span className="hpc-user-name">{name}</span>
            <DownOutlined style={{ fontSize: 10 }} />
          </Space>
        </button>
      </Dropdown>
      {dialog === 'resource-accounts' && (
        <Suspense fallback={null}>
          <ResourceAccountsDialog open onClose={() => setDialog(null)} />
        </Suspense>
      )}
      <UserMenuDialogs open={dialog === 'resource-accounts' ? null : dialog} onClose={() => setDialog(null)} />
    </>
  );
});
