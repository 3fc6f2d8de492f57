import AccountBookOutlined from '@ant-design/icons/es/icons/AccountBookOutlined';
import ApiOutlined from '@ant-design/icons/es/icons/ApiOutlined';
import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import CalculatorOutlined from '@ant-design/icons/es/icons/CalculatorOutlined';
import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import CloudServerOutlined from '@ant-design/icons/es/icons/CloudServerOutlined';
import ClusterOutlined from '@ant-design/icons/es/icons/ClusterOutlined';
import ContactsOutlined from '@ant-design/icons/es/icons/ContactsOutlined';
import ControlOutlined from '@ant-design/icons/es/icons/ControlOutlined';
import DashboardOutlined from '@ant-design/icons/es/icons/DashboardOutlined';
import DatabaseOutlined from '@ant-design/icons/es/icons/DatabaseOutlined';
import DesktopOutlined from '@ant-design/icons/es/icons/DesktopOutlined';
import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import FolderOpenOutlined from '@ant-design/icons/es/icons/FolderOpenOutlined';
import FundOutlined from '@ant-design/icons/es/icons/FundOutlined';
import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import HddOutlined from '@ant-design/icons/es/icons/HddOutlined';
import IdcardOutlined from '@ant-design/icons/es/icons/IdcardOutlined';
import LayoutOutlined from '@ant-design/icons/es/icons/LayoutOutlined';
import LineChartOutlined from '@ant-design/icons/es/icons/LineChartOutlined';
import MoneyCollectOutlined from '@ant-design/icons/es/icons/MoneyCollectOutlined';
import PieChartOutlined from '@ant-design/icons/es/icons/PieChartOutlined';
import PlayCircleOutlined from '@ant-design/icons/es/icons/PlayCircleOutlined';
import RocketOutlined from '@ant-design/icons/es/icons/RocketOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import SolutionOutlined from '@ant-design/icons/es/icons/SolutionOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import WalletOutlined from '@ant-design/icons/es/icons/WalletOutlined';

/**
 * Icons that schemas/menu.json may name, in the shell's own chunk: all of them come to ~10 KiB
 * gzip, less than the fourteen one-icon chunks a back-stage route used to fetch (each a request,
 * and one more render of the menu when it arrived, after the first paint). A static map rather
 * than `import(name)`, which would let the bundler emit all ~800 icons; an unknown name simply
 * shows no icon.
 */
export const MENU_ICONS: Readonly<Record<string, typeof AccountBookOutlined>> = {
  AccountBookOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  CalculatorOutlined,
  CalendarOutlined,
  CloudServerOutlined,
  ClusterOutlined,
  ContactsOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FundOutlined,
  GlobalOutlined,
  HddOutlined,
  IdcardOutlined,
  LayoutOutlined,
  LineChartOutlined,
  MoneyCollectOutlined,
  PieChartOutlined,
  PlayCircleOutlined,
  RocketOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
};

export function MenuIcon({ name, className }: { name: string | undefined; className?: string }) {
  const Icon = name ? MENU_ICONS[name] : undefined;
  // Decorative: the entry's title names it (antd's role="img" label would prefix the icon's name).
  return Icon ? <Icon className={className} aria-hidden /> : null;
}
