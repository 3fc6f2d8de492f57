import { useAtomValue } from '../../adapters/atomHooks';
import { useMemo, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { RouteNotConfigured } from '../../ui/RouteNotConfigured';
import { resolveBackstageRoute, type BackstageRoute } from '../resolveBackstageRoute';
import { useShellPathname } from '../state/shellRoute';
import { KeepAlivePanes } from './KeepAlivePanes';

function renderState(route: Exclude<BackstageRoute, { kind: 'page' }>, pathname: string): ReactNode {
  switch (route.kind) {
    case 'redirect':
      return <Navigate to={route.to} replace />;
    case 'no-permission':
      return <ErrorPanel title="暂无可访问的页面" detail="该账号暂无本平台的角色权限，请联系管理员" />;
    case 'not-configured':
      return <RouteNotConfigured path={pathname} missing={route.missing} />;
  }
}

/**
 * The content area: the menu decides what the path is; pages render in keep-alive panes, which
 * stay mounted (hidden) while a redirect or an error state is on screen.
 */
export function BackstageContent() {
  const pathname = useShellPathname();
  const codes = useAtomValue(permissionCodesAtom);
  const route = useMemo(() => resolveBackstageRoute(pathname, codes), [pathname, codes]);
  return (
    <>
      <KeepAlivePanes pageId={route.kind === 'page' ? route.pageId : null} />
      {route.kind !== 'page' && <div className="hpc-page-pane" role="region" aria-label="页面内容" tabIndex={0}>{renderState(route, pathname)}</div>}
    </>
  );
}
