/**
 * The portal's search boxes (应用商店, 云市场) take up to 50 characters. The box does not cut
 * what is typed or pasted (a cut keyword would search for something else without saying so):
 * a longer one is refused with this message and nothing is searched. Pure.
 */
export const SEARCH_KEYWORD_MAX = 50;

export function searchKeywordProblem(typed: string): string | null {
  return Array.from(typed.trim()).length > SEARCH_KEYWORD_MAX ? `搜索内容不能超过${SEARCH_KEYWORD_MAX}个字符` : null;
}
