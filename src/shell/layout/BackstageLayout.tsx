import { Layout } from 'antd';
import { useAtomValue } from 'jotai';
import { getRuntimeConfig } from '../../core/config/runtimeConfig';
import { siderCollapsedAtom } from '../state/sideMenuAtoms';
import { BackstageContent } from './BackstageContent';
import { HeaderBar } from './HeaderBar';
import { SessionServices } from './SessionServices';
import { SideMenu } from './SideMenu';
import { TagBar } from './TagBar';

/** The back-stage shell: side menu, header (breadcrumb, platform switcher, user menu), tag bar, pages. */
export function BackstageLayout() {
  const collapsed = useAtomValue(siderCollapsedAtom);
  const { platformName } = getRuntimeConfig();
  return (
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
    </Layout>
  );
}
