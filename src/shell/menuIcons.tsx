import {
  AccountBookOutlined, ApiOutlined, AppstoreOutlined, BarChartOutlined, BellOutlined, CalculatorOutlined,
  CalendarOutlined, CloudServerOutlined, ClusterOutlined, ContactsOutlined, ControlOutlined, DashboardOutlined,
  DatabaseOutlined, DesktopOutlined, FileTextOutlined, FolderOpenOutlined, FundOutlined, GlobalOutlined,
  HddOutlined, IdcardOutlined, LayoutOutlined, LineChartOutlined, MoneyCollectOutlined, PieChartOutlined,
  PlayCircleOutlined, RocketOutlined, SettingOutlined, ShopOutlined, SolutionOutlined, TeamOutlined,
  UserOutlined, WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * Icons that schemas/menu.json may name. A static map rather than `import * as icons`, which
 * would put all ~800 icons in the initial bundle; an unknown name simply shows no icon.
 */
export const MENU_ICONS: Readonly<Record<string, ComponentType>> = {
  AccountBookOutlined, ApiOutlined, AppstoreOutlined, BarChartOutlined, BellOutlined, CalculatorOutlined,
  CalendarOutlined, CloudServerOutlined, ClusterOutlined, ContactsOutlined, ControlOutlined, DashboardOutlined,
  DatabaseOutlined, DesktopOutlined, FileTextOutlined, FolderOpenOutlined, FundOutlined, GlobalOutlined,
  HddOutlined, IdcardOutlined, LayoutOutlined, LineChartOutlined, MoneyCollectOutlined, PieChartOutlined,
  PlayCircleOutlined, RocketOutlined, SettingOutlined, ShopOutlined, SolutionOutlined, TeamOutlined,
  UserOutlined, WalletOutlined,
};

export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = name ? MENU_ICONS[name] : undefined;
  return Icon ? <Icon /> : null;
}
