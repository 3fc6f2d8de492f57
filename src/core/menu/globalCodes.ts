/**
 * Permission codes outside the menu tree: what they let a user do, for the role editor to offer
 * them beside the menu's codes. The mocks' demo roles grant the same list. A code the tree places
 * already (account-resource-look is the HPC 账号 page's) is not listed: lint:schemas refuses a
 * code that would appear twice in the editor's tree.
 */
export const GLOBAL_CODES: readonly { code: string; title: string }[] = [
  { code: 'operateM', title: '进入管理中心（平台切换）' },
  { code: 'organ-change', title: '切换组织' },
  { code: 'theme-look', title: '切换主题' },
];
