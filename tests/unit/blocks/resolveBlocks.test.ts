/**
 * A block page's reads resolved to paths and grants (src/pageLanguage/resolveBlocks.ts): what
 * the renderer, the mocks' grant derivation and the contract tests read, and the refusals a
 * config that slipped past the lint meets when the app loads it.
 */
import { describe, expect, it } from 'vitest';
import type { BlocksPageDeclaration } from '../../../src/pageLanguage/blocks';
import type { FamilyDeclaration } from '../../../src/pageLanguage/family';
import { resolvePage } from '../../../src/pageLanguage/resolvePage';

const family = {
  title: '统计', base: '/api/x/v1/stat', spec: 'test',
  operations: [
    { name: 'get-curve', method: 'GET', path: 'curve', summary: '曲线', access: { grants: ['stat-look'] }, query: { startDate: { type: 'string' }, endDate: { type: 'string' }, scope: { type: 'string' } } },
    { name: 'get-guide', method: 'GET', path: '/api/y/v1/guide', summary: '指南', access: { signedIn: '每位登录用户' } },
    { name: 'put-guide', method: 'PUT', path: 'guide', summary: '保存', access: { grants: ['stat-edit'] } },
    { name: 'get-job', method: 'GET', path: 'job/{id}', summary: '作业', access: { signedIn: '自己的作业' }, query: { view: { type: 'string' }, keyword: { type: 'string' } } },
  ],
} as unknown as FamilyDeclaration;

const page = (overrides: Partial<BlocksPageDeclaration> = {}): BlocksPageDeclaration => ({
  kind: 'blocks', family: 'stat',
  sources: { curve: { operation: 'get-curve', query: { scope: 'mine' } }, guide: { operation: 'get-guide', ranged: false } },
  range: { label: '统计日期', from: 'startDate', to: 'endDate' },
  blocks: [{ type: 'stats', source: 'curve', items: [{ title: '累计', value: 'total' }] }, { type: 'rich-text', source: 'guide', field: 'content' }],
  ...overrides,
});

describe('resolveBlocksPage', () => {
  it('gives each read its path, fixed query, whether it follows the range, and who may make it', () => {
    const resolved = resolvePage(page(), family);
    expect(resolved.kind).toBe('blocks');
    if (resolved.kind !== 'blocks') return;
    expect(resolved.base).toBe('/api/x/v1/stat');
    expect(resolved.sources.curve).toEqual({ path: '/api/x/v1/stat/curve', query: { scope: 'mine' }, ranged: true, grants: ['stat-look'] });
    expect(resolved.sources.guide).toEqual({ path: '/api/y/v1/guide', query: {}, ranged: false, grants: null });
  });

  it('a page without a range sends no dates', () => {
    const resolved = resolvePage(page({ range: undefined, sources: { curve: { operation: 'get-curve' } }, blocks: [{ type: 'stats', source: 'curve', items: [{ title: '累计', value: 'total' }] }] }), family);
    expect(resolved.kind === 'blocks' && resolved.sources.curve!.ranged).toBe(false);
  });

  it('refuses a read that is not a GET, a parameter the operation does not take, and a block on an undeclared read', () => {
    expect(() => resolvePage(page({ sources: { curve: { operation: 'put-guide' } } }), family)).toThrow('读取 curve 指向的 put-guide 不是接口族 stat 的 GET 操作');
    expect(() => resolvePage(page({ sources: { curve: { operation: 'get-curve', query: { year: 2026 } }, guide: { operation: 'get-guide', ranged: false } } }), family)).toThrow('读取 curve 发送的参数 year 不是操作 get-curve 声明的查询参数');
    // The guide's read follows the range unless it says it does not: its operation takes no dates.
    expect(() => resolvePage(page({ sources: { curve: { operation: 'get-curve' }, guide: { operation: 'get-guide' } } }), family)).toThrow('读取 guide 发送的参数 startDate、endDate 不是操作 get-guide 声明的查询参数');
    expect(() => resolvePage(page({ blocks: [{ type: 'stats', source: 'nope', items: [{ title: '累计', value: 'total' }] }] }), family)).toThrow('区块引用了未声明的读取：nope');
  });

  it('a read may take its path parameter (or a query parameter) from the address, poll while a condition holds, and be searched', () => {
    const address = { params: { id: 'id', view: 'tab' }, missing: '未指定作业' };
    const poll = { seconds: 5, while: { field: 'status', in: ['RUNNING'] } };
    const search = { param: 'keyword', label: '名称' };
    const resolved = resolvePage(page({ range: undefined, sources: { job: { operation: 'get-job', address, poll, search } }, blocks: [{ type: 'text', source: 'job', title: '输出', field: 'output' }] }), family);
    expect(resolved.kind === 'blocks' && resolved.sources.job).toEqual({ path: '/api/x/v1/stat/job/{id}', query: {}, ranged: false, grants: null, address, poll, search });
  });

  it('refuses a path parameter nothing fills, and address or search parameters the operation does not take', () => {
    const blocks: BlocksPageDeclaration['blocks'] = [{ type: 'text', source: 'job', title: '输出', field: 'output' }];
    expect(() => resolvePage(page({ range: undefined, sources: { job: { operation: 'get-job' } }, blocks }), family)).toThrow('读取 job 的路径参数 id 没有取值');
    expect(() => resolvePage(page({ range: undefined, sources: { job: { operation: 'get-job', address: { params: { id: 'id', tab: 'tab' }, missing: '无' } } }, blocks }), family)).toThrow('读取 job 发送的参数 tab 不是操作 get-job 声明的查询参数');
    expect(() => resolvePage(page({ range: undefined, sources: { job: { operation: 'get-job', address: { params: { id: 'id' }, missing: '无' }, search: { param: 'q', label: '名称' } } }, blocks }), family)).toThrow('读取 job 发送的参数 q 不是操作 get-job 声明的查询参数');
  });
});
