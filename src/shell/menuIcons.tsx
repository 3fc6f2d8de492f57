import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

type IconModule = { default: ComponentType };

/**
 * Icons that schemas/menu.json may name, each loaded on its own when a menu shows it: a route
 * downloads the few icons of its sub-app's menu, not all of them (about 12 KiB gzip). A static
 * map rather than `import(name)`, which would let the bundler emit all ~800 icons; an unknown
 * name simply shows no icon.
 */
export const MENU_ICON_LOADERS: Readonly<Record<string, () => Promise<IconModule>>> = {
  AccountBookOutlined: () => import('@ant-design/icons/es/icons/AccountBookOutlined'),
  ApiOutlined: () => import('@ant-design/icons/es/icons/ApiOutlined'),
  AppstoreOutlined: () => import('@ant-design/icons/es/icons/AppstoreOutlined'),
  BarChartOutlined: () => import('@ant-design/icons/es/icons/BarChartOutlined'),
  BellOutlined: () => import('@ant-design/icons/es/icons/BellOutlined'),
  CalculatorOutlined: () => import('@ant-design/icons/es/icons/CalculatorOutlined'),
  CalendarOutlined: () => import('@ant-design/icons/es/icons/CalendarOutlined'),
  CloudServerOutlined: () => import('@ant-design/icons/es/icons/CloudServerOutlined'),
  ClusterOutlined: () => import('@ant-design/icons/es/icons/ClusterOutlined'),
  ContactsOutlined: () => import('@ant-design/icons/es/icons/ContactsOutlined'),
  ControlOutlined: () => import('@ant-design/icons/es/icons/ControlOutlined'),
  DashboardOutlined: () => import('@ant-design/icons/es/icons/DashboardOutlined'),
  DatabaseOutlined: () => import('@ant-design/icons/es/icons/DatabaseOutlined'),
  DesktopOutlined: () => import('@ant-design/icons/es/icons/DesktopOutlined'),
  FileTextOutlined: () => import('@ant-design/icons/es/icons/FileTextOutlined'),
  FolderOpenOutlined: () => import('@ant-design/icons/es/icons/FolderOpenOutlined'),
  FundOutlined: () => import('@ant-design/icons/es/icons/FundOutlined'),
  GlobalOutlined: () => import('@ant-design/icons/es/icons/GlobalOutlined'),
  HddOutlined: () => import('@ant-design/icons/es/icons/HddOutlined'),
  IdcardOutlined: () => import('@ant-design/icons/es/icons/IdcardOutlined'),
  LayoutOutlined: () => import('@ant-design/icons/es/icons/LayoutOutlined'),
  LineChartOutlined: () => import('@ant-design/icons/es/icons/LineChartOutlined'),
  MoneyCollectOutlined: () => import('@ant-design/icons/es/icons/MoneyCollectOutlined'),
  PieChartOutlined: () => import('@ant-design/icons/es/icons/PieChartOutlined'),
  PlayCircleOutlined: () => import('@ant-design/icons/es/icons/PlayCircleOutlined'),
  RocketOutlined: () => import('@ant-design/icons/es/icons/RocketOutlined'),
  SettingOutlined: () => import('@ant-design/icons/es/icons/SettingOutlined'),
  ShopOutlined: () => import('@ant-design/icons/es/icons/ShopOutlined'),
  SolutionOutlined: () => import('@ant-design/icons/es/icons/SolutionOutlined'),
  TeamOutlined: () => import('@ant-design/icons/es/icons/TeamOutlined'),
  UserOutlined: () => import('@ant-design/icons/es/icons/UserOutlined'),
  WalletOutlined: () => import('@ant-design/icons/es/icons/WalletOutlined'),
};

// Created once per name up front: lazy() downloads nothing until the icon is first rendered.
const MENU_ICONS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  Object.entries(MENU_ICON_LOADERS).map(([name, load]) => [name, lazy(load)]),
);

export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = name ? MENU_ICONS[name] : undefined;
  if (!Icon) return null;
  // The placeholder keeps the icon's box, so the menu text does not shift when it arrives.
  return (
    <Suspense fallback={<span className="anticon hpc-menu-icon-pending" aria-hidden />}>
      <Icon />
    </Suspense>
  );
}
