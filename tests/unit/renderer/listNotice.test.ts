/**
 * A list notice (pageConfig.ts ListNotice): resolvePage gives its operation's path and grants and
 * refuses an operation that is not a GET of the family; the line is the text filled from the
 * answer, or nothing when a hideWhen condition matches or a field of the text is missing.
 */
import { describe, expect, it } from 'vitest';
import type { FamilyDeclaration } from '../../../src/pageLanguage/family';
import type { ListNotice, ListPageDeclaration } from '../../../src/pageLanguage/pageConfig';
import { resolvePage } from '../../../src/pageLanguage/resolvePage';
import { noticeText } from '../../../src/renderer/list/notice/noticeQuery';

const family: FamilyDeclaration = {
  title: '合同', base: '/api/x/v1/contract', entity: 'contract', verbs: ['list'],
  operations: [
    { name: 'get-due', method: 'GET', path: 'due', summary: '到期预警', access: { grants: ['contract-look'] } },
    { name: 'put-due', method: 'PUT', path: 'due', summary: '改预警', access: { grants: ['contract-edit'] } },
  ],
};
const page = (source: string): ListPageDeclaration => ({ kind: 'list', entity: 'contract', family: 'contract', permissionPrefix: 'contract', columns: [{ key: 'name' }], notice: { source, text: '{count} 份合同将在 {days} 天内到期' } });

const notice: ListNotice = { source: '/api/x/v1/contract/due', grants: null, text: '{count} 份合同将在 {days} 天内到期', hideWhen: [{ field: 'enabled', in: [false] }, { field: 'count', in: [0] }] };

describe('list notice', () => {
  it('resolves to its operation’s path and grants', () => {
    const resolved = resolvePage(page('get-due'), family);
    expect(resolved.kind === 'list' && resolved.notice).toEqual({ source: '/api/x/v1/contract/due', grants: ['contract-look'], text: '{count} 份合同将在 {days} 天内到期' });
    expect(() => resolvePage(page('put-due'), family)).toThrow(/列表提示指向的 put-due 不是接口族 contract 的 GET 操作/);
  });

  it('fills the text from the answer, and says nothing when hidden or a field is missing', () => {
    expect(noticeText(notice, { count: 3, days: 30, enabled: true })).toBe('3 份合同将在 30 天内到期');
    expect(noticeText(notice, { count: 0, days: 30, enabled: true })).toBeNull();
    expect(noticeText(notice, { count: 3, days: 30, enabled: false })).toBeNull();
    expect(noticeText(notice, { count: 3, enabled: true })).toBeNull();
  });
});
