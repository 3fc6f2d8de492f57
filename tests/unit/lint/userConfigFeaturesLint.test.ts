/**
 * The page-language features 用户配置 needed, each with its lint and its pure renderer part:
 * a password field that travels encrypted (x-encrypt), a lookup reading an array of an object
 * answer (`source.records`), an operation-call action asking a form of entity fields, the switch's
 * call through an operation (`writes.status`) with questions by direction and a templated name,
 * and a field checked with the server when left (`check`).
 */
import { describe, expect, it } from 'vitest';
import { decryptPassword } from '../../../src/core/session/passwordCipher';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import type { CustomAction } from '../../../src/pageLanguage/actions';
import { actionRequest, actionShape } from '../../../src/renderer/actions/actionCall';
import { encryptFields } from '../../../src/renderer/form/encryptFields';
import { resolveFormSchema } from '../../../src/renderer/form/resolveFormSchema';
import { switchLabel, switchQuestion } from '../../../src/renderer/list/switchText';
import { lintTree, type Json } from './lintHarness';

const KEY = '0123456789abcdef';
const userProperties: Json = {
  id: { type: 'string', title: '编号', readOnly: true },
  userName: { type: 'string', title: '登录账号' },
  enabled: { type: 'boolean', title: '状态', readOnly: true, oneOf: [{ const: true, title: '启用' }, { const: false, title: '禁用' }] },
  password: { type: 'string', title: '密码', 'x-encrypt': 'password' },
  groupId: { type: 'string', title: '所属组织', 'x-lookup': { page: 'users', value: 'groupId', label: 'groupName', source: { family: 'users', operation: 'get-options', records: 'groups' } } },
  groupName: { type: 'string', title: '组织名称', readOnly: true },
};
const record = (properties: Json) => ({ type: 'object', properties: { id: { type: 'string' }, userName: { type: 'string' }, enabled: { type: 'boolean' }, groupId: { type: 'string' }, groupName: { type: 'string' }, ...properties } });
const operations = [
  { name: 'get-page', method: 'GET', path: 'page', summary: '用户：列表', access: { grants: ['u-look'] }, response: { schema: { type: 'object', properties: { records: { type: 'array', items: record({}) }, total: { type: 'integer' } } } } },
  { name: 'get-options', method: 'GET', path: 'options', summary: '用户：可选组织', access: { grants: ['u-look'] }, response: { schema: { type: 'object', properties: { groups: { type: 'array', items: { type: 'object', properties: { groupId: { type: 'string' }, groupName: { type: 'string' } } } } } } } },
  { name: 'get-check', method: 'GET', path: 'check', summary: '用户：查重', access: { grants: ['u-look'] }, query: { userName: { type: 'string' } }, response: { schema: { type: 'object', properties: { exists: { type: 'boolean' }, message: { type: 'string' } } } } },
  { name: 'post', method: 'POST', path: '', summary: '用户：新增', access: { grants: ['u-look'] }, body: { schema: { type: 'object', required: ['userName', 'password'], properties: { userName: { type: 'string' }, password: { type: 'string' } } } } },
  { name: 'put-status', method: 'PUT', path: '{id}/status/{value}', summary: '用户：启停', access: { grants: ['u-look'] } },
  { name: 'put-assign', method: 'PUT', path: '{id}/assign', summary: '用户：分配', access: { grants: ['u-look'] }, body: { schema: { type: 'object', required: ['groupId'], properties: { groupId: { type: 'string' } } } } },
];

function lint({ page = {}, actions = [{ name: 'assign', label: '分配', operation: 'put-assign', form: { fields: ['groupId'] } }], properties = userProperties }: { page?: Json; actions?: unknown[]; properties?: Json } = {}): string[] {
  const entity = { name: 'user', file: 'entities/user.json', data: { properties } };
  const family = { name: 'users', file: 'families/users.json', data: { title: '用户', base: '/api/x/v1/user', statusField: 'enabled', actions, operations } };
  const data = {
    kind: 'list', entity: 'user', family: 'users', permissionPrefix: 'u', read: { list: 'get-page' }, writes: { create: 'post', status: 'put-status' },
    columns: [{ key: 'userName' }, { key: 'enabled', switch: { on: true, off: false, permission: 'u-look', label: '{userName} 启用状态', confirm: { on: '启用{userName}？', off: '禁用{userName}？' } } }],
    toolbar: [{ type: 'create', permission: 'u-look' }],
    rowActions: [{ type: 'custom', action: 'assign', permission: 'u-look' }],
    form: { fields: [{ key: 'userName', check: { family: 'users', operation: 'get-check', param: 'userName' } }, { key: 'password', label: '初始密码' }] },
    ...page,
  };
  const { errors } = lintTree([{ id: 'users', title: '用户', path: '/u', code: 'u-look', data }], [family], [entity], ['pages/users.json', 'families/users.json', 'entities/user.json']);
  return errors;
}

describe('lint:schemas — 用户配置 features', () => {
  it('passes the page as 用户配置 writes it', () => {
    expect(lint()).toEqual([]);
  });
  it('refuses an encrypted field shown in a column, or with another widget', () => {
    expect(lint({ page: { columns: [{ key: 'userName' }, { key: 'password' }] } })).toContain('/columns/1 加密字段 "password" 不能显示在列表或详情中');
    expect(lint({ page: { filters: [{ key: 'password' }] } })).toEqual(['/filters/0 加密字段 "password" 不能显示在列表或详情中']);
    expect(lint({ page: { form: { fields: ['userName', { key: 'password', widget: 'input' }] } } })).toEqual(['/form/fields/1/widget 加密字段 "password" 只能用密码输入框']);
  });
  it('refuses a lookup source whose records are not an array of its answer', () => {
    const properties = { ...userProperties, groupId: { ...(userProperties.groupId as Json), 'x-lookup': { page: 'users', value: 'groupId', label: 'groupName', source: { family: 'users', operation: 'get-options', records: 'teams' } } } };
    expect(lint({ properties })).toEqual(['/properties/groupId/x-lookup/source/records 操作 users get-options 的答复没有记录数组 "teams"']);
  });
  it('refuses a form that leaves a required body field out, or fills a field the body lacks, or a read-only one', () => {
    expect(lint({ actions: [{ name: 'assign', label: '分配', operation: 'put-assign', form: { fields: ['userName'] } }] })).toEqual([
      '/actions/0/operation 操作 put-assign 的请求体必填 groupId，“分配”的表单没有该字段',
      '/actions/0/form/fields/0 操作 put-assign 的请求体没有字段 "userName"，表单填写了也无处发送',
    ]);
    expect(lint({ actions: [{ name: 'assign', label: '分配', operation: 'put-assign', form: { fields: ['groupId', 'groupName'] } }] })).toContain('/rowActions/0 “分配”的表单字段 "groupName" 是只读字段');
  });
  it('refuses writes.status without {value} in its path, and a check of an operation without the parameter', () => {
    expect(lint({ page: { writes: { create: 'post', status: 'put-assign' } } })).toContain('/writes/status put-assign 不是接口族 users 的 PUT 操作（路径含 {id} 与 {value}）');
    expect(lint({ page: { form: { fields: [{ key: 'userName', check: { family: 'users', operation: 'get-check', param: 'phone' } }, 'password'] } } })).toEqual(['/form/fields/0/check/param 操作 users get-check 没有查询参数 "phone"']);
  });
});

describe('the renderer parts', () => {
  const entity = { $id: 'user', title: '用户', type: 'object', required: ['password'], properties: userProperties } as unknown as EntitySchema;

  it('an encrypted field is a password input, labelled by the form, and sent as the sign-in sends a password', () => {
    const { uiSchema } = resolveFormSchema(entity, { fields: [{ key: 'password', label: '初始密码' }] }, 'create');
    expect(uiSchema.password?.['ui:widget']).toBe('password');
    expect(uiSchema.password?.['ui:title']).toBe('初始密码');
    const sent = encryptFields(entity, { userName: 'li', password: 'secret12' }, KEY);
    expect(sent.userName).toBe('li');
    expect(sent.password).not.toBe('secret12');
    expect(decryptPassword(String(sent.password), KEY)).toBe('secret12');
    expect(encryptFields(entity, { password: '' }, KEY)).toEqual({ password: '' });
  });

  it('a form action sends its fields in the body, a path placeholder of the same name in the path', () => {
    const action = { type: 'custom', name: 'assign', label: '分配', endpoint: { method: 'PUT', path: '{id}/assign' }, effect: {}, operation: 'put-assign', form: { fields: ['groupId'] } } as CustomAction;
    expect(actionShape(action)).toBe('form');
    expect(actionRequest(action, { id: 'u1', groupId: '1001' }, 'id', { form: { groupId: '2001' } })).toEqual({ params: { id: 'u1' }, body: { groupId: '2001' } });
    const inPath = { ...action, endpoint: { method: 'PUT', path: '{id}/assign/{groupId}' } } as CustomAction;
    expect(actionRequest(inPath, { id: 'u1', groupId: '1001' }, 'id', { form: { groupId: '2001' } })).toEqual({ params: { id: 'u1', groupId: '2001' }, body: {} });
  });

  it('a switch asks the question of its direction, naming the record, and is named by its template', () => {
    const config = { confirm: { on: '确认启用用户“{displayName}”吗？', off: '确认禁用用户“{displayName}”吗？' }, label: '{userName} 启用状态', on: true, off: false, permission: 'u-look' };
    const row = { id: 'u1', userName: 'personal', displayName: '王小明' };
    expect(switchQuestion(config, true, row)).toBe('确认启用用户“王小明”吗？');
    expect(switchQuestion(config, false, row)).toBe('确认禁用用户“王小明”吗？');
    expect(switchQuestion({ ...config, confirm: null }, false, row)).toBeNull();
    expect(switchLabel(config, '状态', row, 'id')).toBe('personal 启用状态');
    expect(switchLabel({ ...config, label: undefined }, '状态', row, 'id')).toBe('状态：u1');
  });
});
