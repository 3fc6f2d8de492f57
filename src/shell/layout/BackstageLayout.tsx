import { useAtomValue } from '../../adapters/atomHooks';
import { getRuntimeConfig } from '../../core/config/runtimeConfig';
import { ShellRouteProvider } from '../state/shellRoute';
import { siderCollapsedAtom } from '../state/sideMenuAtoms';
import { BackstageContent } from './BackstageContent';
import { HeaderBar } from './HeaderBar';
import { SessionServices } from './SessionServices';
import { SideMenu } from './SideMenu';
import { TagBar, TagBarEffects } from './TagBar';

/**
 * The back-stage shell: side menu, header (breadcrumb, platform switcher, user menu), tag bar,
 * pages. Nothing here reads the location itself: the parts follow the pathname through
 * ShellRouteProvider, so a query change of the current page re-renders that page alone.
 * Plain elements with antd Layout's look (global.css): a sider of 220 / 64 px, its width animated.
 */
export function BackstageLayout() {
  const collapsed = useAtomValue(siderCollapsedAtom);
  const { platformName } = getRuntimeConfig();
  return (
    <ShellRouteProvider>
      <div className="hpc-backstage">
        <aside className={`hpc-sider${collapsed ? ' hpc-sider-collapsed' : ''}`}>
          <div className="hpc-logo" title={platformName}>
            <span className="hpc-logo-mark" aria-hidden>
              算
            </span>
            {!collapsed && <span className="hpc-logo-text">{platformName}</span>}
          </div>
          <SideMenu />
        </aside>
        <div className="hpc-backstage-main">
          <HeaderBar />
          <TagBar />
          <main className="hpc-backstage-content">
            <BackstageContent />
          </main>
        </div>
        <SessionServices />
        <TagBarEffects />
      </div>
    </ShellRouteProvider>
  );
}
