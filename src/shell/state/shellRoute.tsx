import { createContext, useCallback, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router-dom';

/** Navigation for the shell's own controls: one function for the shell's lifetime. */
export type ShellNavigate = (to: To, options?: NavigateOptions) => void;

const PathnameContext = createContext<string | null>(null);
const NavigateContext = createContext<ShellNavigate | null>(null);

/**
 * What the shell reads from the router, narrowed so that a change of the current page's query
 * (a list's page, sort or filters live there) re-renders that page only, not the side menu,
 * header and tag bar: the pathname (a string, so an unchanged one wakes no reader) and a
 * navigate function that never changes (react-router's own changes on every navigation).
 */
export function ShellRouteProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  const stable = useCallback<ShellNavigate>((to, options) => void latest.current(to, options), []);
  return (
    <NavigateContext.Provider value={stable}>
      <PathnameContext.Provider value={pathname}>{children}</PathnameContext.Provider>
    </NavigateContext.Provider>
  );
}

export function useShellPathname(): string {
  const pathname = useContext(PathnameContext);
  if (pathname === null) throw new Error('useShellPathname 需要在 ShellRouteProvider 内使用');
  return pathname;
}

export function useShellNavigate(): ShellNavigate {
  const navigate = useContext(NavigateContext);
  if (!navigate) throw new Error('useShellNavigate 需要在 ShellRouteProvider 内使用');
  return navigate;
}
