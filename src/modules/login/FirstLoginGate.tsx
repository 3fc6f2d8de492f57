import { useAtomValue } from 'jotai';
import { logout } from '../../core/session/logout';
import { sessionAtom } from '../../core/session/sessionAtoms';
import { ChangePasswordDialog } from '../../shell/dialogs/ChangePasswordDialog';

export interface FirstLoginGateProps {
  /** Called once the password has been changed (the flag is already cleared). */
  onChanged?: () => void;
}

/**
 * Spec §4 First login: while the session says isFirstLogin, the change-password dialog stays
 * open and cannot be dismissed; success clears the flag and the dialog goes. The shell mounts
 * one inside the back stage; the login page uses one before leaving for the return target.
 */
export function FirstLoginGate({ onChanged }: FirstLoginGateProps) {
  const session = useAtomValue(sessionAtom);
  if (!session?.isFirstLogin) return null;
  const userName = typeof session.userInfo?.userName === 'string' ? session.userInfo.userName : '';
  return (
    <ChangePasswordDialog
      open
      forced
      userName={userName}
      onSuccess={() => onChanged?.()}
      onLogout={logout}
    />
  );
}
