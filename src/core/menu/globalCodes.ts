/**
 * Permission codes outside the menu tree (spec §6): what they let a user do, for the role editor
 * to offer them beside the menu's codes. The mocks' demo roles grant the same list.
 */
export const GLOBAL_CODES: readonly { code: string; title: string }[] = [
  { code: 'operateM', title: '进入管理中心（平台切换）' },
  { code: 'account-resource-look', title: '资源账号' },
  { code: 'organ-change', title: '切换组织' },
  { code: 'theme-look', title: '切换主题' },
];
