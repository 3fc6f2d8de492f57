/**
 * Module pages that make no calls of their own (no endpoint family): the permissions contract
 * checks only their look code, and the fault soak, which opens one page per endpoint family, skips
 * them.
 */
export const MODULES_WITHOUT_CALLS: Record<string, string> = {
  // Its preview calls the previewed page's own family, under that page's codes (checked per page).
  'schema-playground': '配置试验场在浏览器内编辑与检查页面配置',
};
