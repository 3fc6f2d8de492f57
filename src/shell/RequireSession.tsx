import { useAtomValue } from '../adapters/atomHooks';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { logout } from '../core/session/logout';
import { askDeferredCodes, permissionCodesDeferredAtom, permissionCodesUnavailableAtom, retryPermissionCodes } from '../core/session/resumeSession';
import { sessionAtom } from '../core/session/sessionAtoms';
import { ErrorPanel } from '../ui/ErrorPanel';
import { FullPageSpinner } from '../ui/FullPageSpinner';

/**
 * The back stage needs a session (docs/behaviour §4: a stored token means logged in). Without one the
 * user signs in and comes back here; a session missing its user data or orgLevel is logged out.
 * A session whose codes the server could not name on this load (a passing fault) waits behind an
 * error panel with 重试: the stored codes are not trusted, and a fault is no reason to sign out.
 * A session resumed on a public route has not asked for its codes yet (docs/behaviour §4 Login): the back
 * stage asks now and waits for the answer.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const codesUnavailable = useAtomValue(permissionCodesUnavailableAtom);
  const codesDeferred = useAtomValue(permissionCodesDeferredAtom);
  const askingCodes = session !== null && session.codes === null && codesDeferred;
  const waitingForCodes = !askingCodes && session !== null && session.codes === null && codesUnavailable;
  const incomplete = !askingCodes && !waitingForCodes && session !== null
    && (session.userInfo === null || session.codes === null || session.userInfo.groupInfo?.[0]?.orgLevel === undefined);

  useEffect(() => {
    if (askingCodes) void askDeferredCodes();
  }, [askingCodes]);
  useEffect(() => {
    if (incomplete) logout();
  }, [incomplete]);

  if (!session) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?url=${encodeURIComponent(back)}`} replace />;
  }
  if (askingCodes) return <FullPageSpinner />;
  if (waitingForCodes) return <ErrorPanel title="权限信息加载失败" detail="暂时无法读取您的权限，请稍后重试" onRetry={retryPermissionCodes} />;
  if (incomplete) return null;
  return <>{children}</>;
}
