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

  describe('address, poll, search, fields, timeline, text and actions', () => {
    const job = { type: 'object', properties: { id: { type: 'integer' }, status: { type: 'string' }, name: { type: 'string' },
      params: { type: 'array', items: { type: 'object', properties: { label: { type: 'string' }, value: { type: 'string' } } } },
      history: { type: 'array', items: { type: 'object', properties: { time: { type: 'string' }, state: { type: 'string' } } } },
      output: { type: 'array', items: { type: 'string' } } } };
    const apps = { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, appId: { type: 'integer' }, name: { type: 'string' } } } };
    const extra: Json[] = [
      { name: 'get-job', method: 'GET', path: 'job/{id}', summary: '作业', access, response: { schema: job } },
      { name: 'put-cancel', method: 'PUT', path: 'cancel/{id}', summary: '取消', access, response: { schema: job } },
      { name: 'get-apps', method: 'GET', path: 'apps', summary: '应用', access, query: { keyword: { type: 'string' } }, response: { schema: { type: 'object', properties: { records: apps } } } },
      { name: 'get-icon', method: 'GET', path: 'icon/{id}', summary: '图标', access: { public: '图片' }, response: { file: 'image/*' } },
      { name: 'put-un', method: 'PUT', path: 'un', summary: '退订', access, body: { schema: { type: 'object', properties: { id: { type: 'integer' } } } } },
    ];
    const other: Json = { title: '校验', base: '/api/x/v1/check', operations: [
      { name: 'get-check', method: 'GET', path: 'check', summary: '校验', access, query: { appId: { type: 'integer' } }, response: { schema: { type: 'object', properties: { ok: { type: 'boolean' }, why: { type: 'string' } } } } },
      { name: 'get-url', method: 'GET', path: 'url', summary: '地址', access, query: { appId: { type: 'integer' } }, response: { schema: { type: 'object', properties: { url: { type: 'string' } } } } },
    ] };
    const lintWith = (page: Json) => {
      const data = { kind: 'blocks', family: 'stat', ...page };
      const families = [{ name: 'stat', file: 'families/stat.json', data: { ...family, operations: [...(family.operations as Json[]), ...extra] } }, { name: 'check', file: 'families/check.json', data: other }];
      return lintTree([{ id: 'stat', title: '统计', path: '/stat', code: 'stat-look', data }], families, []);
    };
    const sources = {
      job: { operation: 'get-job', address: { params: { id: 'id' }, missing: '未指定作业' }, poll: { seconds: 5, while: { field: 'status', in: ['RUNNING'] } } },
      apps: { operation: 'get-apps', search: { param: 'keyword', label: '名称' } },
    };
    const cancel = { label: '取消', when: { field: 'status', in: ['RUNNING'] }, confirm: '取消 {name}？', steps: [{ operation: 'put-cancel', params: { id: 'id' } }], success: '已取消 {name}' };
    const start = { label: '启动', steps: [
      { family: 'check', operation: 'get-check', params: { appId: 'appId' }, require: { field: 'ok', in: [true], message: '{why}' } },
      { family: 'check', operation: 'get-url', params: { appId: 'appId' } },
    ], open: { field: 'url', title: '{name} 桌面', text: '已创建' } };
    const blocks = [
      { type: 'fields', source: 'job', title: '作业', items: [{ label: '状态', value: 'status', tag: { colors: { RUNNING: 'processing' } } }], actions: [cancel, { label: '返回', to: '/jobs' }] },
      { type: 'fields', source: 'job', title: '参数', pairs: { items: 'params', label: 'label', value: 'value' } },
      { type: 'timeline', source: 'job', title: '记录', items: 'history', text: '{time} {state}', color: { field: 'state', colors: { RUNNING: 'blue' } } },
      { type: 'text', source: 'job', title: '输出', field: 'output' },
      { type: 'cards', source: 'apps', title: '应用', items: 'records', cardTitle: '{name}', icon: { operation: 'get-icon', params: { id: 'appId' } },
        actions: [start, { label: '退订', steps: [{ operation: 'put-un', params: { id: 'id' } }] }], list: { rowKey: 'id', columns: [{ key: 'name', title: '名称' }] } },
      { type: 'table', source: 'apps', title: '应用表', items: 'records', rowKey: 'id', columns: [{ key: 'name', title: '名称' }], actions: [{ label: '退订', confirm: '退订 {name}？', steps: [{ operation: 'put-un', params: { id: 'id' } }] }] },
    ];

    it('passes calls, parameters and fields the operations declare', () => {
      expect(lintWith({ sources, blocks }).errors).toEqual([]);
    });

    it('checks a picker’s fields, lookups and address parameter, and an upload’s operations and fields', () => {
      const saved = [...extra];
      extra.push(
        { name: 'get-types', method: 'GET', path: 'types', summary: '类型', access, response: { schema: { type: 'array', items: { type: 'object', properties: { value: { type: 'integer' }, label: { type: 'string' } } } } } },
        { name: 'get-videos', method: 'GET', path: 'videos', summary: '视频', access, query: { taskId: { type: 'integer' } }, response: { schema: apps } },
        { name: 'post-chunk', method: 'POST', path: 'chunk', summary: '分片', access, body: { file: 'video/*' } },
        { name: 'get-chunk', method: 'GET', path: 'chunk', summary: '已收', access, query: { identifier: { type: 'string' } }, response: { schema: { type: 'object', properties: { received: { type: 'array', items: { type: 'integer' } } } } } },
      );
      try {
        const pageSources = { apps: { operation: 'get-apps' }, types: { operation: 'get-types' }, videos: { operation: 'get-videos', address: { params: { taskId: 'task' }, missing: '请选择' } } };
        const picker = { type: 'picker', source: 'apps', label: '应用', items: 'records', value: 'id', text: '{name} · {appId}', labels: { name: { a: '甲' } }, lookups: { appId: { source: 'types', items: '.', value: 'value', label: 'label' } }, param: 'task', notice: { when: { field: 'appId', in: [1] }, text: '不可用' } };
        const upload = { type: 'upload', source: 'videos', title: '上传', label: '上传视频', operation: 'post-chunk', status: 'get-chunk', fields: { taskId: 'task' } };
        const table = { type: 'table', source: 'videos', title: '视频', items: '.', rowKey: 'id', columns: [{ key: 'name', title: '名称', href: 'name', format: 'bytes' }] };
        expect(lintWith({ sources: pageSources, blocks: [picker, upload, table] })).toEqual({ errors: [], warnings: [] });
        const wrongPicker = { ...picker, value: 'ident', text: '{nam}', labels: { state: {} }, lookups: { appId: { source: 'type', items: '.', value: 'value', label: 'label' }, id: { source: 'types', items: '.', value: 'val', label: 'label' } }, param: 'tsk', notice: { when: { field: 'x', in: [1] }, text: 't' } };
        const wrongUpload = { ...upload, operation: 'get-chunk', status: 'post-chunk', fields: { taskId: 'tsk' } };
        const wrongTable = { ...table, columns: [{ key: 'name', title: '名称', href: 'link' }] };
        expect(lintWith({ sources: pageSources, blocks: [wrongPicker, wrongUpload, wrongTable] }).errors).toEqual([
          '/blocks/0/value 字段 "ident" 不是 get-apps 答复的字段',
          '/blocks/0/text 模板字段 "nam" 不是 get-apps 答复的字段',
          '/blocks/0/labels/state 字段 "state" 不是 get-apps 答复的字段',
          '/blocks/0/lookups/appId/source "type" 不在 sources 中',
          '/blocks/0/lookups/id/value 字段 "val" 不是 get-types 答复的字段',
          '/blocks/0/notice/when/field 字段 "x" 不是 get-apps 答复的字段',
          '/blocks/0/param 地址参数 "tsk" 没有读取从地址取参数',
          '/blocks/1/operation 接口族 stat 没有接收文件的 POST 操作 "get-chunk"',
          '/blocks/1/status 接口族 stat 没有按 identifier 查询已收分片的 GET 操作 "post-chunk"',
          '/blocks/1/fields/taskId 地址参数 "tsk" 没有读取从地址取参数',
          '/blocks/2/columns/0/href 字段 "link" 不是 get-videos 答复的字段',
        ]);
      } finally {
        extra.length = 0;
        extra.push(...saved);
      }
    });

    it('checks an editor’s field, write, upload and templates', () => {
      const saved = [...extra];
      extra.push(
        { name: 'get-doc', method: 'GET', path: 'doc', summary: '文档', access, response: { schema: { type: 'object', properties: { html: { type: 'string' }, at: { type: 'string' } } } } },
        { name: 'put-doc', method: 'PUT', path: 'doc', summary: '保存', access, body: { schema: { type: 'object', properties: { html: { type: 'string' } } } } },
        { name: 'post-file', method: 'POST', path: 'file', summary: '分片', access, body: { file: 'application/octet-stream' } },
        { name: 'get-file', method: 'GET', path: 'file', summary: '已收', access, query: { identifier: { type: 'string' } } },
      );
      const templates = { name: 'tpl', file: 'families/tpl.json', data: { title: '模板', base: '/api/x/v1/tpl', entity: 'tpl', verbs: ['list'] } };
      const tplEntity = { name: 'tpl', file: 'entities/tpl.json', data: { properties: { name: { type: 'string' }, body: { type: 'string' } } } };
      const lintEditor = (block: Json) => {
        const families = [{ name: 'stat', file: 'families/stat.json', data: { ...family, operations: [...(family.operations as Json[]), ...extra] } }, templates];
        return lintTree([{ id: 'stat', title: '统计', path: '/stat', code: 'stat-look', data: { kind: 'blocks', family: 'stat', sources: { doc: { operation: 'get-doc' } }, blocks: [block] } }], families, [tplEntity]);
      };
      try {
        const editor = { type: 'rich-text-editor', source: 'doc', title: '文档', field: 'html', label: '内容', operation: 'put-doc', updated: '更新于 {at}',
          upload: { operation: 'post-file', status: 'get-file', url: 'url' }, templates: { family: 'tpl', label: 'name', content: 'body' }, preview: '预览' };
        expect(lintEditor(editor)).toEqual({ errors: [], warnings: [] });
        expect(lintEditor({ ...editor, field: 'htm', updated: '{when}', operation: 'get-doc', upload: { operation: 'put-doc', status: 'post-file', url: 'url' }, templates: { family: 'tpl', label: 'title', content: 'body' } }).errors).toEqual([
          '/blocks/0/field 字段 "htm" 不是 get-doc 答复的字段',
          '/blocks/0/updated 模板字段 "when" 不是 get-doc 答复的字段',
          '/blocks/0/operation 接口族 stat 没有 PUT 或 POST 操作 "get-doc"',
          '/blocks/0/upload/operation 接口族 stat 没有接收文件的 POST 操作 "put-doc"',
          '/blocks/0/upload/status 接口族 stat 没有按 identifier 查询已收分片的 GET 操作 "post-file"',
          '/blocks/0/templates/label 字段 "title" 不是实体 tpl 的字段',
        ]);
        expect(lintEditor({ ...editor, field: 'at' }).errors).toEqual(['/blocks/0/field 字段 "at" 不在操作 put-doc 的请求体中']);
        expect(lintEditor({ ...editor, templates: { family: 'tpls', label: 'name', content: 'body' } }).errors).toEqual(['/blocks/0/templates/family 接口族 "tpls" 不存在（families/tpls.json）']);
      } finally {
        extra.length = 0;
        extra.push(...saved);
      }
    });

    it('checks a log block’s read, offset, answer fields and file name, and a field’s `when`', () => {
      const saved = [...extra];
      extra.push({ name: 'get-log', method: 'GET', path: 'log/{id}', summary: '输出', access, query: { offset: { type: 'integer' } },
        response: { schema: { type: 'object', properties: { lines: { type: 'array', items: { type: 'object', properties: { text: { type: 'string' }, stream: { type: 'string' } } } }, next: { type: 'integer' }, complete: { type: 'boolean' } } } } });
      try {
        const log = { type: 'log', source: 'job', title: '输出', read: { operation: 'get-log', params: { id: 'id' } }, offset: 'offset',
          answer: { lines: 'lines', text: 'text', stream: 'stream', next: 'next', complete: 'complete' }, download: '{name}-{id}.log' };
        const fields = { type: 'fields', source: 'job', title: '作业', items: [{ label: '状态', value: 'status', when: { field: 'status', in: ['RUNNING'] } }] };
        expect(lintWith({ sources: { job: sources.job }, blocks: [log, fields] })).toEqual({ errors: [], warnings: [] });
        const wrongLog = { ...log, read: { operation: 'put-cancel', params: { id: 'ident' } }, offset: 'from', download: '{nam}.log' };
        const wrongAnswer = { ...log, answer: { lines: 'next', text: 'txt', next: 'nxt', complete: 'done' } };
        const wrongFields = { ...fields, items: [{ label: '状态', value: 'status', when: { field: 'state', in: ['RUNNING'] } }, { label: '名称', value: 'name', when: { field: 'status' } }] };
        expect(lintWith({ sources: { job: sources.job }, blocks: [wrongLog, wrongAnswer, wrongFields] }).errors).toEqual([
          '/blocks/0/download 模板字段 "nam" 不是 get-job 答复的字段',
          '/blocks/0/read/operation 日志的读取 put-cancel 不是 GET 操作',
          '/blocks/0/read/params/id 字段 "ident" 不是 get-job 答复的字段',
          '/blocks/0/offset "from" 不是操作 put-cancel 声明的查询参数',
          '/blocks/1/answer/lines "next" 在 get-log 的答复中不是数组',
          '/blocks/1/answer/next 字段 "nxt" 不是 get-log 答复的字段',
          '/blocks/1/answer/complete 字段 "done" 不是 get-log 答复的字段',
          '/blocks/2/items/0/when/field 字段 "state" 不是 get-job 答复的字段',
          '/blocks/2/items/1/when 显示条件须写 in 或 above',
        ]);
      } finally {
        extra.length = 0;
        extra.push(...saved);
      }
    });

    it('reads `.` as the answer itself: an answer that is an array of items', () => {
      const list: Json = { name: 'get-list', method: 'GET', path: 'list', summary: '列表', access, response: { schema: apps } };
      extra.push(list);
      try {
        const cards = (title: string) => ({ type: 'cards', source: 'list', title: '应用', items: '.', cardTitle: title });
        expect(lintWith({ sources: { list: { operation: 'get-list' } }, blocks: [cards('{name}')] }).errors).toEqual([]);
        expect(lintWith({ sources: { list: { operation: 'get-list' } }, blocks: [cards('{nam}')] }).errors).toEqual(['/blocks/0/cardTitle 模板字段 "nam" 不是 get-list 答复的字段']);
      } finally {
        extra.pop();
      }
    });

    it('refuses an unfilled path parameter, unknown address, poll and search parameters', () => {
      const wrong = { job: { operation: 'get-job', poll: { seconds: 5, while: { field: 'state', in: ['RUNNING'] } } }, apps: { operation: 'get-apps', address: { params: { tab: 'tab' }, missing: '无' }, search: { param: 'q', label: '名称' } } };
      expect(lintWith({ sources: wrong, blocks }).errors).toEqual(expect.arrayContaining([
        expect.stringMatching(/^\/sources\/job\/operation 操作 get-job 的路径参数 \{id\} 没有取值/),
        expect.stringMatching(/^\/sources\/apps\/address\/params\/tab "tab" 不是操作 get-apps 的路径参数或查询参数/),
        expect.stringMatching(/^\/sources\/apps\/search\/param "q" 不是操作 get-apps 声明的查询参数/),
        expect.stringMatching(/^\/sources\/job\/poll\/while\/field 轮询条件字段 "state" 不是 get-job 答复的字段/),
      ]));
    });

    it('refuses fields, timeline and text paths the answer lacks, and a fields block with both or neither of items and pairs', () => {
      const wrong = [
        { type: 'fields', source: 'job', title: '作业', items: [{ label: '状态', value: 'stat', tag: { field: 'sta', colors: {} } }], pairs: { items: 'params', label: 'lab', value: 'value' } },
        { type: 'timeline', source: 'job', title: '记录', items: 'histories', text: '{time}' },
        { type: 'timeline', source: 'job', title: '记录', items: 'history', text: '{tme}', color: { field: 'colour', colors: {} } },
        { type: 'text', source: 'job', title: '输出', field: 'out' },
        { type: 'cards', source: 'apps', title: '应用', items: 'records', cardTitle: '{name}' },
      ];
      expect(lintWith({ sources, blocks: wrong }).errors).toEqual([
        '/blocks/0/items 字段区块写 items（逐个字段）或 pairs（标签/值数组）之一',
        '/blocks/0/items/0/value 字段 "stat" 不是 get-job 答复的字段',
        '/blocks/0/items/0/tag/field 字段 "sta" 不是 get-job 答复的字段',
        '/blocks/0/pairs/label 字段 "lab" 不是 get-job 答复的字段',
        '/blocks/1/items 数组路径 "histories" 不是 get-job 答复的字段',
        '/blocks/2/text 模板字段 "tme" 不是 get-job 答复的字段',
        '/blocks/2/color/field 字段 "colour" 不是 get-job 答复的字段',
        '/blocks/3/field 字段 "out" 不是 get-job 答复的字段',
      ]);
    });

    it('refuses actions over unknown operations, parameters and fields, without a call or a route, and an icon that is not a public image', () => {
      const wrongActions = [
        { label: '无', confirm: '{nam}' },
        { label: '取消', when: { field: 'stat', in: ['RUNNING'] }, steps: [{ operation: 'put-cancl' }] },
        { label: '取消', steps: [{ operation: 'put-cancel', params: { jobId: 'id' } }, { operation: 'put-un', params: { ident: 'id' } }] },
        { label: '启动', steps: [{ family: 'chek', operation: 'get-check' }, { family: 'check', operation: 'get-check', params: { appId: 'app' }, require: { field: 'okay', in: [true], message: '{reason}' } }], open: { field: 'address', title: '{name}', text: 'x' } },
        { label: '打开', to: '/x', open: { field: 'url', title: 't', text: 'x' } },
      ];
      const wrong = [{ type: 'cards', source: 'apps', title: '应用', items: 'records', cardTitle: '{name}', icon: { operation: 'get-apps' }, actions: wrongActions }];
      expect(lintWith({ sources, blocks: wrong }).errors).toEqual([
        '/blocks/0/actions/0 按钮“无”既不调用操作也不打开页面',
        '/blocks/0/actions/0/confirm 模板字段 "nam" 不是 get-apps 答复的字段',
        '/blocks/0/actions/1/when/field 字段 "stat" 不是 get-apps 答复的字段',
        '/blocks/0/actions/1/steps/0/operation 接口族 stat 没有操作 "put-cancl"',
        '/blocks/0/actions/2/steps/0/params 操作 put-cancel 的路径参数 {id} 没有取值',
        '/blocks/0/actions/2/steps/1/params/ident "ident" 不是操作 put-un 的参数',
        '/blocks/0/actions/3/steps/0/family 接口族 "chek" 不存在（families/chek.json）',
        '/blocks/0/actions/3/steps/1/params/appId 字段 "app" 不是 get-apps 答复的字段',
        '/blocks/0/actions/3/steps/1/require/field 字段 "okay" 不是 get-check 答复的字段',
        '/blocks/0/actions/3/steps/1/require/message 模板字段 "reason" 不是 get-check 答复的字段',
        '/blocks/0/actions/3/open/field 字段 "address" 不是 get-check 答复的字段',
        '/blocks/0/actions/4/open 按钮“打开”的 open 需要 steps 的答复',
        '/blocks/0/icon/operation 图标的操作 get-apps 不是答复图片的 GET',
        '/blocks/0/icon/operation 图标的操作 get-apps 不是公开的：<img> 不带令牌',
      ]);
    });
  });

  it('checks the carousels and the light looks of cards and rich text: paths and templates of their items, nothing they do not draw', () => {
    const shown = [
      { type: 'banner-carousel', source: 'curve', items: 'records', slideTitle: '{name}', slideText: '{date}', image: 'name', slideLink: '/x/{date}', button: '{name}', interval: 0 },
      { type: 'card-carousel', source: 'curve', title: '轮播', items: 'records', cardTitle: '{name}', cardText: '{date}', image: 'name', cardLink: '{name}', perView: 5, logos: true },
      { type: 'cards', source: 'curve', look: 'apps', title: '应用', items: 'records', cardTitle: '{name}', cardMeta: '{date}', cardNote: '{cpu} 次', tags: 'name', cardLink: '/app/{name}', narrowMax: 4 },
      { type: 'cards', source: 'curve', look: 'tiles', title: '图片', items: 'records', cardTitle: '{name}', image: 'name', columns: 3 },
      { type: 'rich-text', source: 'curve', look: 'section', title: '正文', field: 'meta.html' },
    ];
    expect(lint({ ...good, blocks: [...good.blocks, ...shown] })).toEqual({ errors: [], warnings: [] });
    const wrong = [
      { type: 'banner-carousel', source: 'curve', items: 'total', slideTitle: '{name}' },
      { type: 'card-carousel', source: 'curve', items: 'records', cardTitle: '{nam}', image: 'img', cardLink: '{lnk}' },
      { type: 'cards', source: 'curve', look: 'apps', title: '应用', items: 'records', cardTitle: '{name}', cardNote: '{uses}', tags: 'tag', list: { rowKey: 'date', columns: [{ key: 'date', title: '日期' }] } },
      { type: 'rich-text', source: 'curve', look: 'section', field: 'meta.html', refresh: true },
    ];
    expect(lint({ ...good, blocks: [...good.blocks, ...wrong] }).errors).toEqual([
      '/blocks/7/items "total" 在 curve 的答复中不是数组',
      '/blocks/8/cardTitle 模板字段 "nam" 不是 curve 答复的字段',
      '/blocks/8/cardLink 模板字段 "lnk" 不是 curve 答复的字段',
      '/blocks/8/image 字段 "img" 不是 curve 答复的字段',
      '/blocks/9/cardNote 模板字段 "uses" 不是 curve 答复的字段',
      '/blocks/9/tags 字段 "tag" 不是 curve 答复的字段',
      '/blocks/9/list look "apps" 的卡片不显示 list',
      '/blocks/10/refresh look "section" 的富文本不显示 refresh',
    ]);
  });
});
