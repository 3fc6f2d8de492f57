/**
 * lint:schemas over block pages (generators/lint/blockChecks.mjs): reads are GET operations of the
 * page's family sending only declared parameters (the range's too); blocks read declared sources;
 * every path and {field} they show is documented in the answer; an unread source is a warning.
 */
import { describe, expect, it } from 'vitest';
import { lintTree, type Json, type LintProblems } from './lintHarness';


const access = { grants: ['stat-look'] };
const row = { type: 'object', properties: { date: { type: 'string' }, cpu: { type: 'number' }, name: { type: 'string' } } };
const family: Json = {
  title: '统计', base: '/api/x/v1/stat',
  operations: [
    { name: 'curve', method: 'GET', path: 'curve', summary: '曲线', access, query: { startDate: { type: 'string' }, endDate: { type: 'string' }, scope: { type: 'string' } },
      response: { schema: { type: 'object', properties: { start: { type: 'string' }, total: { type: 'number' }, records: { type: 'array', items: row }, meta: { type: 'object', properties: { html: { type: 'string' } } } } } } },
    { name: 'loose', method: 'GET', path: 'loose', summary: '未说明', access },
    { name: 'save', method: 'PUT', path: 'save', summary: '保存', access, body: { schema: { type: 'object', properties: { limit: { type: 'number' }, on: { type: 'boolean' } } } } },
  ],
};

function lint(page: Json): LintProblems {
  const data = { kind: 'blocks', family: 'stat', ...page };
  const limit = { name: 'limit', file: 'entities/limit.json', data: { properties: { limit: { type: 'number' }, on: { type: 'boolean' }, note: { type: 'string' } } } };
  return lintTree([{ id: 'stat', title: '统计', path: '/stat', code: 'stat-look', data }], [{ name: 'stat', file: 'families/stat.json', data: family }], [limit]);
}

const good = {
  sources: { curve: { operation: 'curve', query: { scope: 'mine' } }, loose: { operation: 'loose', ranged: false } },
  range: { label: '统计日期', from: 'startDate', to: 'endDate', answerFrom: 'start' },
  blocks: [
    { type: 'hero', source: 'curve', heading: '自 {start} 起', link: { label: '明细', to: '/detail?from={start}' } },
    { type: 'stats', source: 'curve', items: [{ title: '{start} 起累计', value: 'total' }, { title: '天数', value: 'length:records' }] },
    { type: 'chart', source: 'curve', title: '每日', chart: 'line', items: 'records', category: 'date', series: [{ name: 'CPU', field: 'cpu' }] },
    { type: 'table', source: 'curve', title: '明细', items: 'records', rowKey: 'date', columns: [{ key: 'date', title: '日期' }, { key: 'cpu', title: 'CPU', format: 'decimal' }] },
    { type: 'cards', source: 'curve', title: '卡片', items: 'records', cardTitle: '{name}', cardText: '{date}', tag: { field: 'name' } },
    { type: 'rich-text', source: 'curve', field: 'meta.html' },
    { type: 'cards', source: 'loose', title: '未说明的答复', items: 'anything', cardTitle: '{whatever}' },
  ],
};

describe('lint:schemas — block pages', () => {
  it('passes reads, paths and templates the answers document, and anything over an undocumented answer', () => {
    expect(lint(good)).toEqual({ errors: [], warnings: [] });
  });

  it('refuses a read that is not a GET of the family, and parameters the operation does not take', () => {
    const { errors } = lint({ ...good, sources: { curve: { operation: 'save' }, loose: { operation: 'lose', ranged: false, query: {} } } });
    expect(errors).toEqual(expect.arrayContaining(['/sources/curve/operation 接口族 stat 没有 GET 操作 "save"', '/sources/loose/operation 接口族 stat 没有 GET 操作 "lose"']));
    const params = lint({ ...good, sources: { ...good.sources, curve: { operation: 'curve', query: { scop: 'mine' } }, loose: { operation: 'loose' } } }).errors;
    expect(params).toEqual(expect.arrayContaining([
      expect.stringMatching(/^\/sources\/curve\/query\/scop "scop" 不是操作 curve 声明的查询参数/),
      '/range/from 日期区间参数 "startDate" 不是操作 loose（读取 loose）声明的查询参数',
    ]));
  });

  it('refuses paths and template fields the answer does not have, and a non-array where items are read', () => {
    const blocks = [
      { type: 'stats', source: 'curve', items: [{ title: '{strat}', value: 'totl' }, { title: 'n', value: 'length:total' }] },
      { type: 'chart', source: 'curve', title: '每日', chart: 'pie', items: 'records', category: 'day', series: [{ name: 'a', field: 'cpu' }, { name: 'b', field: 'gpu' }] },
      { type: 'table', source: 'curve', title: '明细', items: 'record', rowKey: 'date', columns: [{ key: 'date', title: '日期' }] },
      { type: 'rich-text', source: 'curve', field: 'meta.htm' },
      { type: 'cards', source: 'curve', title: 'x', items: 'records', cardTitle: '{nam}' },
    ];
    const { errors } = lint({ ...good, blocks: [...blocks, { type: 'cards', source: 'loose', title: 'y', items: 'a', cardTitle: '{b}' }] });
    expect(errors).toEqual([
      '/blocks/0/items/0/value 字段 "totl" 不是 curve 答复的字段',
      '/blocks/0/items/0/title 模板字段 "strat" 不是 curve 答复的字段',
      '/blocks/0/items/1/value "total" 在 curve 的答复中不是数组',
      '/blocks/1/category 字段 "day" 不是 curve 答复的字段',
      '/blocks/1/series/1/field 字段 "gpu" 不是 curve 答复的字段',
      '/blocks/1/series 饼图只有一个数值系列',
      '/blocks/2/items 数组路径 "record" 不是 curve 答复的字段',
      '/blocks/3/field 字段 "meta.htm" 不是 curve 答复的字段',
      '/blocks/4/cardTitle 模板字段 "nam" 不是 curve 答复的字段',
    ]);
  });

  it('refuses a block on an undeclared read and warns of a read no block uses', () => {
    const result = lint({ ...good, blocks: [{ type: 'rich-text', source: 'curv', field: 'meta.html' }] });
    expect(result.errors).toEqual(['/blocks/0/source 区块读取的 "curv" 不在 sources 中']);
    expect(result.warnings).toEqual(['/sources/curve 读取 curve 没有区块使用', '/sources/loose 读取 loose 没有区块使用']);
  });

  it('checks a notice’s text and condition, and a form’s write, entity and fields', () => {
    const schema = { type: 'object', properties: { limit: { type: 'number' }, on: { type: 'boolean' }, note: { type: 'string' } } };
    const documented = { ...family, operations: [...(family.operations as Json[]), { name: 'setting', method: 'GET', path: 'setting', summary: '设置', access, response: { schema } }] };
    const blocks = [
      { type: 'notice', source: 'setting', tone: 'warning', text: '低于 {limit|money} 元', when: { field: 'on', in: [true] } },
      { type: 'form', source: 'setting', title: '设置', entity: 'limit', fields: ['limit', { key: 'on' }], operation: 'save' },
    ];
    const saved = family.operations;
    family.operations = documented.operations;
    try {
      expect(lint({ sources: { setting: { operation: 'setting' } }, blocks })).toEqual({ errors: [], warnings: [] });
      const wrong = [
        { type: 'notice', source: 'setting', tone: 'error', text: '{limt}', when: { field: 'of' } },
        { type: 'form', source: 'setting', title: '设置', entity: 'limit', fields: ['note', 'limitt'], operation: 'curve' },
        { type: 'form', source: 'setting', title: '设置', entity: 'limits', fields: ['limit'], operation: 'save' },
        { type: 'form', source: 'setting', title: '设置', entity: 'limit', fields: ['note'], operation: 'save' },
      ];
      expect(lint({ sources: { setting: { operation: 'setting' } }, blocks: wrong }).errors).toEqual([
        '/blocks/0/text 模板字段 "limt" 不是 setting 答复的字段',
        '/blocks/0/when/field 字段 "of" 不是 setting 答复的字段',
        '/blocks/0/when 显示条件须写 in 或 above',
        '/blocks/1/fields/1 字段 "limitt" 不是 setting 答复的字段',
        '/blocks/1/operation 接口族 stat 没有 PUT 或 POST 操作 "curve"',
        '/blocks/2/entity 实体 "limits" 不存在（entities/limits.json）',
        '/blocks/3/fields/0 字段 "note" 不在操作 save 的请求体中',
      ]);
    } finally {
      family.operations = saved;
    }
  });

  it('refuses an unknown family', () => {
    expect(lint({ ...good, family: 'stats' }).errors).toEqual(['/family 接口族 "stats" 不存在（families/stats.json）']);
  });
});
