import { describe, expect, it } from 'vitest';
import { checkLookups } from '../../../generators/lint/lookupChecks.mjs';

type Properties = Record<string, Record<string, unknown>>;
const entity = (name: string, properties: Properties) => ({ name, file: `entities/${name}.json`, data: { properties } });
const page = (id: string, data: Record<string, unknown>) => ({ id, file: `pages/${id}.json`, data });

const category = entity('app-category', { id: { type: 'integer' }, name: { type: 'string' }, parentId: { type: 'integer' } });
const group = entity('app-group', { id: { type: 'integer' }, code: { type: 'string' }, groupName: { type: 'string' } });
const pages = [
  page('app-category', { kind: 'list', entity: 'app-category', endpoint: { verbs: ['children'] }, tree: { parentKey: 'parentId' } }),
  page('app-group', { kind: 'list', entity: 'app-group', endpoint: { verbs: ['list'] } }),
  page('app-group-detail', { kind: 'detail', entity: 'app-group', endpoint: { verbs: ['get'] } }),
  page('app-group-nolist', { kind: 'list', entity: 'app-group', endpoint: { verbs: ['create'] } }),
];

const classifyAnswer = { schema: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, parentId: { type: 'integer' }, path: { type: 'string' } } } } };
const configs = { name: 'configs', file: 'families/configs.json', data: { operations: ['get-provinces', 'get-cities', 'get-areas', 'get-area-tree'].map((name) => ({ name, method: 'GET' })).concat([{ name: 'put-theme', method: 'PUT' }]) } };
const families = new Map([['configs', configs], ['application-manage', { name: 'application-manage', file: 'families/application-manage.json', data: { operations: [{ name: 'get-classify', method: 'GET' }, { name: 'get-classify-documented', method: 'GET', response: classifyAnswer }, { name: 'put-bind', method: 'PUT' }] } }]]);

function problems(field: Record<string, unknown>, form?: unknown[]): string[] {
  const application = entity('application', { categoryId: { type: 'integer', title: '应用分类', ...field } });
  const all = [...pages, page('application', { kind: 'list', entity: 'application', endpoint: { verbs: ['list'] }, form: form ? { fields: form } : undefined })];
  const tree = {
    entities: new Map([['app-category', category], ['app-group', group], ['application', application]]),
    pages: new Map(all.map((p) => [p.id, p])),
    families,
  };
  const found: string[] = [];
  checkLookups(tree, { error: (_file, at, message) => found.push(`${at} ${message}`), warn: () => undefined });
  return found;
}

describe('lint:schemas — x-lookup', () => {
  it('passes a lookup of a tree page and of a flat page', () => {
    expect(problems({ 'x-lookup': { page: 'app-category', label: 'name' } }, [{ key: 'categoryId', widget: 'select' }])).toEqual([]);
    expect(problems({ 'x-lookup': { page: 'app-group', value: 'id', label: 'groupName' } })).toEqual([]);
  });

  it('refuses a missing page, a page that is not a list, or a family that cannot be read whole', () => {
    expect(problems({ 'x-lookup': { page: 'app-categry', label: 'name' } })).toEqual([expect.stringMatching(/^\/properties\/categoryId\/x-lookup\/page 取值来源页面 "app-categry" 不存在/)]);
    expect(problems({ 'x-lookup': { page: 'app-group-detail', label: 'groupName' } })).toEqual([expect.stringMatching(/类型是 detail，应为 list/)]);
    expect(problems({ 'x-lookup': { page: 'app-group-nolist', label: 'groupName' } })).toEqual([expect.stringMatching(/接口族不能读取全部记录/)]);
  });

  it('refuses value and label keys the referenced entity lacks, and a value of another type', () => {
    expect(problems({ 'x-lookup': { page: 'app-group', value: 'key', label: 'title' } })).toEqual([
      expect.stringMatching(/^\/properties\/categoryId\/x-lookup\/value 取值字段 "key" 不在实体 app-group 中/),
      expect.stringMatching(/^\/properties\/categoryId\/x-lookup\/label 显示字段 "title" 不在实体 app-group 中/),
    ]);
    expect(problems({ 'x-lookup': { page: 'app-group', value: 'code', label: 'groupName' } })).toEqual([expect.stringMatching(/^\/properties\/categoryId\/type .*app-group\.code 是 string/)]);
  });

  it('refuses a static oneOf beside the lookup, and a form widget other than the select', () => {
    expect(problems({ oneOf: [{ const: 1, title: '材料计算' }], 'x-lookup': { page: 'app-category', label: 'name' } })).toEqual([expect.stringMatching(/^\/properties\/categoryId\/oneOf .*同时有 oneOf 和 x-lookup/)]);
    expect(problems({ 'x-lookup': { page: 'app-category', label: 'name' } }, ['appName', { key: 'categoryId', widget: 'radio' }])).toEqual([expect.stringMatching(/^\/form\/fields\/1\/widget .*不能用 radio 控件/)]);
  });

  it('takes a form field source naming a GET operation of a declared family, and refuses anything else', () => {
    const lookup = { 'x-lookup': { page: 'app-category', label: 'name' } };
    const field = (source: Record<string, unknown>) => [{ key: 'categoryId', source }];
    expect(problems(lookup, field({ family: 'application-manage', operation: 'get-classify', parent: 'parentId' }))).toEqual([]);
    expect(problems(lookup, field({ family: 'application-manag', operation: 'get-classify' }))).toEqual([expect.stringMatching(/^\/form\/fields\/0\/source\/family 接口族 "application-manag" 不存在/)]);
    expect(problems(lookup, field({ family: 'application-manage', operation: 'put-bind' }))).toEqual([expect.stringMatching(/^\/form\/fields\/0\/source\/operation 接口族 application-manage 没有 GET 操作 "put-bind"/)]);
    expect(problems({}, field({ family: 'application-manage', operation: 'get-classify' }))).toEqual([expect.stringMatching(/^\/form\/fields\/0\/source 字段 "categoryId" 没有 x-lookup/)]);
  });

  it('takes an entity lookup source naming a GET operation, whose documented records hold the label and parent fields', () => {
    const lookup = (source: Record<string, unknown>) => ({ 'x-lookup': { page: 'app-category', label: 'name', source } });
    expect(problems(lookup({ family: 'application-manage', operation: 'get-classify', parent: 'parentId' }))).toEqual([]);
    expect(problems(lookup({ family: 'application-manage', operation: 'get-classify-documented', parent: 'parentId', label: 'path' }))).toEqual([]);
    expect(problems(lookup({ family: 'application-manage', operation: 'put-bind' }))).toEqual([expect.stringMatching(/^\/properties\/categoryId\/x-lookup\/source\/operation 接口族 application-manage 没有 GET 操作 "put-bind"/)]);
    expect(problems(lookup({ family: 'application-manag', operation: 'get-classify' }))).toEqual([expect.stringMatching(/^\/properties\/categoryId\/x-lookup\/source\/family 接口族 "application-manag" 不存在/)]);
    expect(problems(lookup({ family: 'application-manage', operation: 'get-classify-documented', parent: 'parent', label: 'title' }))).toEqual([
      expect.stringMatching(/^\/properties\/categoryId\/x-lookup\/source\/label 操作 application-manage get-classify-documented 答复的记录没有字段 "title"/),
      expect.stringMatching(/^\/properties\/categoryId\/x-lookup\/source\/parent .*没有字段 "parent"/),
    ]);
  });

  it('takes a source label template whose every field the documented records hold', () => {
    const lookup = (source: Record<string, unknown>) => ({ 'x-lookup': { page: 'app-category', label: 'name', source } });
    expect(problems(lookup({ family: 'application-manage', operation: 'get-classify-documented', label: '{name}（{path}）' }))).toEqual([]);
    expect(problems(lookup({ family: 'application-manage', operation: 'get-classify-documented', label: '{name}（{identifier}）' }))).toEqual([
      expect.stringMatching(/^\/properties\/categoryId\/x-lookup\/source\/label 操作 application-manage get-classify-documented 答复的记录没有字段 "identifier"/),
    ]);
  });

  it('takes an x-region over GET operations of a declared family, each level below the first naming its parent parameter', () => {
    const region = (over: Record<string, unknown>) => ({
      type: 'string',
      'x-region': { family: 'configs', levels: [{ operation: 'get-provinces' }, { operation: 'get-cities', param: 'provinceCode' }, { operation: 'get-areas', param: 'cityCode' }], tree: 'get-area-tree', ...over },
    });
    expect(problems(region({}))).toEqual([]);
    expect(problems(region({ family: 'config' }))).toEqual([expect.stringMatching(/^\/properties\/categoryId\/x-region\/family 接口族 "config" 不存在/)]);
    expect(problems(region({ levels: [{ operation: 'get-provinces' }, { operation: 'put-theme' }], tree: 'get-area' }))).toEqual([
      expect.stringMatching(/^\/properties\/categoryId\/x-region\/levels\/1\/operation 接口族 configs 没有 GET 操作 "put-theme"/),
      expect.stringMatching(/^\/properties\/categoryId\/x-region\/levels\/1 第 2 级没有写 param/),
      expect.stringMatching(/^\/properties\/categoryId\/x-region\/tree 接口族 configs 没有 GET 操作 "get-area"/),
    ]);
    expect(problems({ ...region({}), type: 'integer' })).toEqual([expect.stringMatching(/^\/properties\/categoryId\/type 地区字段 "categoryId" 存放行政区划代码，类型应为 string/)]);
  });
});
