import { useAtomValue } from '../adapters/atomHooks';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { logout } from '../core/session/logout';
import { sessionAtom } from '../core/session/sessionAtoms';

/**
 * The back stage needs a session (spec §4: a stored token means logged in). Without one the
 * user signs in and comes back here; a session missing its user data or orgLevel is logged out.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const incomplete = session !== null && (session.userInfo === null || session.codes === null || session.userInfo.groupInfo?.[0]?.orgLevel === undefined);

  useEffect(() => {
    if (incomplete) logout();
  }, [incomplete]);

  if (!session) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?url=${encodeURIComponent(back)}`} replace />;
  }
  if (incomplete) return null;
  return <>{children}</>;
}
