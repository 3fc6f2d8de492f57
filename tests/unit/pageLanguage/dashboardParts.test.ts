/** resolvePage on a dashboard's parts: each part's GET path and the codes its operation's access asks for. */
import { describe, expect, it } from 'vitest';
import type { FamilyDeclaration } from '../../../src/pageLanguage/family';
import type { DashboardPageConfig, PageDeclaration } from '../../../src/pageLanguage/pageConfig';
import { FamilyReferenceError, resolvePage } from '../../../src/pageLanguage/resolvePage';

const family = {
  title: '统计', base: '/api/x/v1', spec: 'test',
  operations: [
    { name: 'mine', method: 'GET', path: 'mine', summary: '本人', access: { signedIn: '本人的数' } },
    { name: 'bills', method: 'GET', path: 'bills', summary: '账单', access: { grants: ['bill-look', { code: 'coin-look', scope: { orgLevel: 1 } }] } },
    { name: 'open', method: 'GET', path: 'open', summary: '公开', access: { grants: [{ code: null }] } },
    { name: 'write', method: 'POST', path: 'write', summary: '写', access: { grants: ['bill-look'] } },
  ],
} as unknown as FamilyDeclaration;

const page = (parts: unknown[]): PageDeclaration => ({ kind: 'dashboard', source: { family: 'stats', operation: 'mine' }, parts } as unknown as PageDeclaration);

describe('dashboard parts', () => {
  it('resolve to their GET path and the codes of their grants; a grant without a code or no grants opens the part to all', () => {
    const config = resolvePage(page([
      { title: '账单', source: { family: 'stats', operation: 'bills' }, cards: [{ title: '合计', value: 'data.total' }] },
      { source: { family: 'stats', operation: 'open' } },
      { source: { family: 'stats', operation: 'mine' } },
    ]), family) as DashboardPageConfig;
    expect(config.source).toBe('/api/x/v1/mine');
    expect(config.parts).toEqual([
      { title: '账单', source: '/api/x/v1/bills', grants: ['bill-look', 'coin-look'], cards: [{ title: '合计', value: 'data.total' }] },
      { source: '/api/x/v1/open', grants: null },
      { source: '/api/x/v1/mine', grants: null },
    ]);
  });

  it('refuse an operation that is not a GET, is missing, or belongs to another family', () => {
    expect(() => resolvePage(page([{ source: { family: 'stats', operation: 'write' } }]), family)).toThrow(FamilyReferenceError);
    expect(() => resolvePage(page([{ source: { family: 'stats', operation: 'none' } }]), family)).toThrow(/没有 GET 操作 none/);
    expect(() => resolvePage(page([{ source: { family: 'other', operation: 'bills' } }]), family)).toThrow(/同一接口族 stats/);
  });
});
