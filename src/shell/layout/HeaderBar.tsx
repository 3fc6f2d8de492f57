import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Space } from 'antd';
import { useAtom } from 'jotai';
import { siderCollapsedAtom } from '../state/sideMenuAtoms';
import { PlatformSwitcher } from '../user/PlatformSwitcher';
import { UserMenu } from '../user/UserMenu';
import { BreadcrumbBar } from './BreadcrumbBar';

export function HeaderBar() {
  const [collapsed, setCollapsed] = useAtom(siderCollapsedAtom);
  return (
    <Layout.Header className="hpc-backstage-header">
      <Space size={12} align="center">
        <Button
          type="text"
          aria-label={collapsed ? '展开菜单' : '收起菜单'}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={() => setCollapsed(!collapsed)}
        />
        <BreadcrumbBar />
      </Space>
      <Space size={16} align="center">
        <PlatformSwitcher />
        <UserMenu />
      </Space>
    </Layout.Header>
  );
}
