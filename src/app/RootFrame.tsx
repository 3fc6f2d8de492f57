import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { crossesPortalTempBoundary } from '../core/subapps';
import { showPageTitle } from './pageTitle';

/**
 * Wraps every route: scroll to top on each navigation (docs/behaviour §2), the page title, and the
 * full reload when entering or leaving the portal-temp area (docs/behaviour §2.3).
 */
export function RootFrame() {
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const hash = `#${pathname}${search}`;
    if (crossesPortalTempBoundary(previous.current, hash)) {
      window.location.reload();
      return;
    }
    previous.current = hash;
  }, [pathname, search]);

  useEffect(() => {
    window.scrollTo(0, 0);
    showPageTitle(pathname);
  }, [pathname]);

  return <Outlet />;
}
