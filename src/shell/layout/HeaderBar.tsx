import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useAtom } from '../../adapters/atomHooks';
import { siderCollapsedAtom } from '../state/sideMenuAtoms';
import { FeedbackButton } from '../user/FeedbackButton';
import { MessageBell } from '../user/MessageBell';
import { PlatformSwitcher } from '../user/PlatformSwitcher';
import { UserMenu } from '../user/UserMenu';
import { BreadcrumbBar } from './BreadcrumbBar';

export function HeaderBar() {
  const [collapsed, setCollapsed] = useAtom(siderCollapsedAtom);
  return (
    <header className="hpc-backstage-header">
      <div className="hpc-header-group hpc-header-group-start">
        <Button
          type="text"
          aria-label={collapsed ? '展开菜单' : '收起菜单'}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={() => setCollapsed(!collapsed)}
        />
        <BreadcrumbBar />
      </div>
      <div className="hpc-header-group hpc-header-group-end">
        <FeedbackButton />
        <MessageBell />
        <PlatformSwitcher />
        <UserMenu />
      </div>
    </header>
  );
}
