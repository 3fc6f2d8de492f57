import { describe, expect, it } from 'vitest';
import { charCount, tooLongMessage, visibleCount } from '../../../src/core/text/lengthLimit';
import { searchKeywordProblem, SEARCH_KEYWORD_MAX } from '../../../src/modules/portal/model/searchKeyword';
import { validateEmail, validateLength, validateQuantity } from '../../../src/modules/portal/pages/workorderRules';

/** The portal's public inputs are not cut by the box: their rules refuse what is too long. */
describe('portal input rules', () => {
  it('a search keyword over 50 characters is refused, not cut', () => {
    expect(SEARCH_KEYWORD_MAX).toBe(50);
    expect(searchKeywordProblem('材'.repeat(50))).toBeNull();
    expect(searchKeywordProblem(` ${'材'.repeat(50)} `)).toBeNull();
    expect(searchKeywordProblem('材'.repeat(51))).toBe('搜索内容不能超过50个字符');
  });

  it('资源申请: lengths in the back stage’s words, the e-mail limited to 60, the quantity to 100000', () => {
    expect(validateLength('甲'.repeat(21), '申请人', 2, 20)).toBe('申请人不能超过20个字符');
    expect(validateLength('甲'.repeat(51), '单位名称', 2, 50)).toBe('单位名称不能超过50个字符');
    expect(validateEmail(`${'a'.repeat(50)}@example.com`)).toBe('邮箱不能超过60个字符');
    expect(validateEmail('a@example.com')).toBeNull();
    expect(validateQuantity(100001)).toBe('申请数量不能大于100000');
    expect(validateQuantity(0)).toBe('申请数量须为正整数');
  });

  it('a limit is shown as a count and refused in words, never cut', () => {
    expect(charCount('星河😀')).toBe(3);
    const count = visibleCount(12);
    expect(count).toMatchObject({ show: true, max: 12 });
    expect(count.strategy('😀'.repeat(12))).toBe(12);
    expect(tooLongMessage('菜'.repeat(13), '菜单名称', 12)).toBe('菜单名称不能超过12个字符');
    expect(tooLongMessage(` ${'菜'.repeat(12)} `, '菜单名称', 12)).toBeNull();
  });
});
