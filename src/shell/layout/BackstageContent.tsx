import { useAtomValue } from '../../adapters/atomHooks';
import { useMemo } from 'react';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import { resolveBackstageRoute } from '../resolveBackstageRoute';
import { useShellPathname } from '../state/shellRoute';
import { KeepAlivePanes } from './KeepAlivePanes';
import { RouteStatePanel } from './RouteStatePanel';

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
      {route.kind !== 'page' && <div className="hpc-page-pane" role="region" aria-label="页面内容" tabIndex={0}><RouteStatePanel route={route} pathname={pathname} /></div>}
    </>
  );
}
