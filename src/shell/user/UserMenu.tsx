import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useAtomValue } from '../../adapters/atomHooks';
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { notify } from '../../core/feedback/notify';
import { isSwitchRefusedAt } from '../../core/organization/switchRules';
import { defaultCheckOutcome, fetchDefaultCheck, NO_DEFAULT_MESSAGE, NO_ROLE_MESSAGE } from '../../core/organization/userRoles';
import { avatarAtom } from '../../core/session/avatar';
import { logout } from '../../core/session/logout';
import { permissionCodesAtom, userInfoAtom } from '../../core/session/sessionAtoms';
import { ClickDropdown } from '../lazyDropdown';
import { useShellNavigate } from '../state/shellRoute';
import { PERSONAL_CENTRE_PATH, visibleUserMenuItems, type UserMenuAction } from './userMenuItems';
import type { UserMenuDialog } from './UserMenuDialogs';

// Dialogs load when first opened: their forms (formily) and table are not part of every route's JS.
const ResourceAccountsDialog = lazy(() => import('./ResourceAccountsDialog').then((m) => ({ default: m.ResourceAccountsDialog })));
const UserMenuDialogs = lazy(() => import('./UserMenuDialogs').then((m) => ({ default: m.UserMenuDialogs })));

/** Session key: the no-role notice was shown in this tab's session. */
const NO_ROLE_TOLD = 'hpc.noRoleTold';

/** The header's user menu (docs/behaviour §2.7): items gated by their codes, dialogs opened in place. */
export const UserMenu = memo(function UserMenu() {
  const codes = useAtomValue(permissionCodesAtom);
  const user = useAtomValue(userInfoAtom);
  const avatar = useAtomValue(avatarAtom);
  const navigate = useShellNavigate();
  const [dialog, setDialog] = useState<UserMenuDialog | 'resource-accounts' | null>(null);
  // Once loaded, the session dialogs stay mounted so that closing them animates.
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  const name = user?.displayName || user?.userName || '用户';

  // The default organisation/role check once the shell is up: a user without either is asked to
  // choose one at once (the switch dialog), instead of meeting empty pages later.
  useEffect(() => {
    let live = true;
    void fetchDefaultCheck().then((check) => {
      const outcome = defaultCheckOutcome(check);
      if (!live || outcome === 'none') return;
      if (outcome === 'ask-admin') {
        if (globalThis.sessionStorage?.getItem(NO_ROLE_TOLD) === '1') return;
        globalThis.sessionStorage?.setItem(NO_ROLE_TOLD, '1');
        notify.warning(NO_ROLE_MESSAGE);
        return;
      }
      if (isSwitchRefusedAt(globalThis.location?.hash ?? '')) return;
      notify.warning(NO_DEFAULT_MESSAGE);
      setDialogsLoaded(true);
      setDialog('switch-organization');
    });
    return () => { live = false; };
  }, []);

  const choose = (action: UserMenuAction) => {
    switch (action) {
      case 'personal-centre':
        navigate(PERSONAL_CENTRE_PATH);
        break;
      case 'logout':
        logout();
        break;
      default:
        if (action !== 'resource-accounts') setDialogsLoaded(true);
        setDialog(action);
    }
  };

  return (
    <>
      <ClickDropdown
        trigger={['click']}
        menu={{
          items: visibleUserMenuItems(codes).map((item) => ({ key: item.action, label: item.label, danger: item.action === 'logout' })),
          onClick: ({ key }) => choose(key as UserMenuAction),
        }}
      >
        <button type="button" className="hpc-user-trigger" aria-label={`用户菜单：${name}`}>
          <span className="hpc-user-avatar" aria-hidden>
            {avatar ? <img className="hpc-user-avatar-img" src={avatar} alt="" /> : <UserOutlined />}
          </span>
          <span className="hpc-user-name">{name}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </button>
      </ClickDropdown>
      {dialog === 'resource-accounts' && (
        <Suspense fallback={null}>
          <ResourceAccountsDialog open onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {dialogsLoaded && (
        <Suspense fallback={null}>
          <UserMenuDialogs open={dialog === 'resource-accounts' ? null : dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
});
