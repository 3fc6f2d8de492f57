import { hasPermission, type PermissionCodes } from '../../core/menu';

/** The user menu of docs/behaviour §2.7, each item gated by its code (logout is always there). */
export type UserMenuAction = 'personal-centre' | 'resource-accounts' | 'switch-organization' | 'switch-theme' | 'logout';

export interface UserMenuItem {
  action: UserMenuAction;
  label: string;
  code: string | null;
}

export const USER_MENU_ITEMS: readonly UserMenuItem[] = [
  { action: 'personal-centre', label: '个人中心', code: 'person-look' },
  { action: 'resource-accounts', label: '资源账号', code: 'account-resource-look' },
  { action: 'switch-organization', label: '切换组织', code: 'organ-change' },
  { action: 'switch-theme', label: '切换主题', code: 'theme-look' },
  { action: 'logout', label: '退出登录', code: null },
];

export function visibleUserMenuItems(codes: PermissionCodes): UserMenuItem[] {
  return USER_MENU_ITEMS.filter((item) => item.code === null || hasPermission(item.code, codes));
}

/** Where the personal centre lives in the menu (hidden entry, docs/behaviour §2.3). */
export const PERSONAL_CENTRE_PATH = '/platform-manage/organization/personal';

/** docs/behaviour §2.7 platform switcher: the management centre needs operateM; the portal is always offered. */
export type PlatformChoice = 'management-centre' | 'platform-portal';

export const PLATFORM_CHOICES: readonly { value: PlatformChoice; label: string; code: string | null; path: string }[] = [
  { value: 'management-centre', label: '管理中心', code: 'operateM', path: '/backstage' },
  { value: 'platform-portal', label: '平台门户', code: null, path: '/portal/home' },
];

export function availablePlatformChoices(codes: PermissionCodes) {
  return PLATFORM_CHOICES.filter((choice) => choice.code === null || hasPermission(choice.code, codes));
}
