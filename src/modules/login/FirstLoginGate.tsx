import { useAtomValue } from '../../adapters/atomHooks';
import { lazy, Suspense } from 'react';
import { logout } from '../../core/session/logout';
import { sessionAtom } from '../../core/session/sessionAtoms';

// The dialog's form (formily) is only needed on a first login: not in every back-stage route's JS.
const ChangePasswordDialog = lazy(() => import('../../ui/password/ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })));

export interface FirstLoginGateProps {
  /** Called once the password has been changed (the flag is already cleared). */
  onChanged?: () => void;
}

/**
 * docs/behaviour §4 First login: while the session says isFirstLogin, the change-password dialog stays
 * open and cannot be dismissed; success clears the flag and the dialog goes. The shell mounts
 * one inside the back stage; the login page uses one before leaving for the return target.
 */
export function FirstLoginGate({ onChanged }: FirstLoginGateProps) {
  const session = useAtomValue(sessionAtom);
  if (!session?.isFirstLogin) return null;
  const userName = typeof session.userInfo?.userName === 'string' ? session.userInfo.userName : '';
  return (
    <Suspense fallback={null}>
      <ChangePasswordDialog open forced userName={userName} onSuccess={() => onChanged?.()} onLogout={logout} />
    </Suspense>
  );
}
