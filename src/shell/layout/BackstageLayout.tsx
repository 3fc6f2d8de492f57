import { Layout } from 'antd';
import { useAtomValue } from 'jotai';
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
 */
export function BackstageLayout() {
  const collapsed = useAtomValue(siderCollapsedAtom);
  const { platformName } = getRuntimeConfig();
  return (
    <ShellRouteProvider>
      <Layout className="hpc-backstage">
        <Layout.Sider width={220} collapsedWidth={64} collapsed={collapsed} trigger={null} className="hpc-sider">
          <div className="hpc-logo" title={platformName}>
            <span className="hpc-logo-mark" aria-hidden>
              算
            </span>
            {!collapsed && <span className="hpc-logo-text">{platformName}</span>}
          </div>
          <SideMenu />
        </Layout.Sider>
        <Layout className="hpc-backstage-main">
          <HeaderBar />
          <TagBar />
          <Layout.Content className="hpc-backstage-content">
            <BackstageContent />
          </Layout.Content>
        </Layout>
        <SessionServices />
        <TagBarEffects />
      </Layout>
    </ShellRouteProvider>
  );
}
