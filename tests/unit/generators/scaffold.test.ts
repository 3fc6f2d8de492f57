import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FieldSpecError, parseFieldSpec, parseFieldSpecs } from '../../../generators/scaffold/fieldSpec.mjs';
import { formatMenu, insertLeaf } from '../../../generators/scaffold/menuFile.mjs';
import { buildEntity, buildFamily, buildListPage } from '../../../generators/scaffold/pageFiles.mjs';
import { seedHintFor, titleKind } from '../../../generators/scaffold/fieldKinds.mjs';

describe('new:page field shorthand', () => {
  it('maps each kind to an entity field, a column, a filter and a form widget', () => {
    const level = parseFieldSpec('level:enum(1=普通|2=紧急):级别:required');
    expect(level.field).toEqual({ type: 'integer', title: '级别', oneOf: [{ const: 1, title: '普通' }, { const: 2, title: '紧急' }] });
    expect(level).toMatchObject({ required: true, column: { key: 'level', slot: 'tag' }, filter: { key: 'level' }, form: { widget: 'radio' } });
    expect(parseFieldSpec('kind:enum(a=甲|b=乙|c=丙|d=丁):类别').field.type).toBe('string');
    expect(parseFieldSpec('kind:enum(a=甲|b=乙|c=丙|d=丁):类别').form).toEqual({ key: 'kind', widget: 'select' });
    expect(parseFieldSpec('phone:phone:电话').field.pattern).toBe('^1[3-9]\\d{9}$');
    expect(parseFieldSpec('fee:money:费用').column).toMatchObject({ slot: 'money', toFixed: 2 });
    expect(parseFieldSpec('name:text:名称:required:unique').field).toMatchObject({ minLength: 1, maxLength: 50, 'x-unique': true });
    expect(parseFieldSpec('body:richtext:内容').field.contentMediaType).toBe('text/html');
    expect(parseFieldSpec('on:switch:状态').column).toEqual({ key: 'on', switch: { confirm: true } });
  });

  it('refuses bad specs with a Chinese message', () => {
    expect(() => parseFieldSpec('Name:text:名称')).toThrow(FieldSpecError);
    expect(() => parseFieldSpec('name:texts:名称')).toThrow(/类型 "texts" 无效/);
    expect(() => parseFieldSpec('name:text')).toThrow(/缺少中文标题/);
    expect(() => parseFieldSpec('id:int:编号')).toThrow(/系统生成/);
    expect(() => parseFieldSpec('a:enum(1普通):甲')).toThrow(/值=名称/);
    expect(() => parseFieldSpecs('a:text:甲,a:int:乙')).toThrow(/重复/);
    expect(() => parseFieldSpec('a:text:甲:mandatory')).toThrow(/标记 "mandatory" 无效/);
  });

  it('builds an entity, its endpoint family (an extension with its reason) and a list page on it', () => {
    const fields = parseFieldSpecs('subject:text:标题:required,on:switch:状态');
    const entity = buildEntity({ entity: 'ticket', entityTitle: '工单', fields });
    expect(entity.required).toEqual(['subject']);
    expect(Object.keys(entity.properties)).toEqual(['id', 'subject', 'on', 'createTime']);
    const page = buildListPage({ pageId: 'operation-center/customer/ticket', entity: 'ticket', permissionPrefix: 'ticket', fields });
    expect(page.$schema).toBe('../../../page.schema.json');
    expect(page.family).toBe('ticket');
    const family = buildFamily({ entity: 'ticket', entityTitle: '工单', title: '客户工单', fields, permissionPrefix: 'ticket' });
    expect(family).toMatchObject({ $schema: '../family.schema.json', title: '工单', base: '/api/operation-management/v1/ticket', entity: 'ticket' });
    expect(family.verbs).toEqual(['list', 'get', 'create', 'update', 'delete', 'deleteMany', 'export', 'status']);
    // Each verb opened by the code the page's menu entry or action grants for it.
    expect(family.grants).toEqual({
      list: ['ticket-look'], get: ['ticket-look'], create: ['ticket-add'], update: ['ticket-edit'], delete: ['ticket-del'],
      deleteMany: ['ticket-del'], export: ['ticket-export'], status: ['ticket-status'],
    });
    expect(family.extension).toMatch(/客户工单.*平台接口清单中没有/);
    expect(page.columns.map((c) => c.key)).toEqual(['id', 'subject', 'on', 'createTime']);
  });
});

describe('new:page seed hints', () => {
  it('chooses each field\'s x-seed by its kind and title: vendors, units and directions read as such, an e-mail from the person, an icon a picture', () => {
    const fields = parseFieldSpecs([
      'phone:phone:联系电话', 'appName:text:应用名称:required', 'vendor:text:软件厂商', 'unit:text:所在单位', 'research:text:研究方向', 'contact:text:联系人',
      'mail:email:联系邮箱', 'icon:image:应用图标', 'remark:textarea:备注', 'code:text:研究方向代码:unique',
    ].join(','));
    const { properties } = buildEntity({ entity: 'probe', entityTitle: '样例', fields });
    const hints = Object.fromEntries(Object.entries(properties).map(([key, field]) => [key, field['x-seed']]));
    expect(hints).toEqual({
      id: undefined, appName: undefined, vendor: { org: 'company' }, unit: { org: ['college', 'institute', 'company'] },
      research: { studyField: ['research', 'applied'] }, contact: { person: true }, mail: { email: 'contact' },
      icon: { initialImage: 'appName' }, phone: undefined, remark: undefined, code: undefined, createTime: undefined,
    });
    // Without a person on the page an address is the generic guess's; without a name an image has no initial to draw.
    expect(seedHintFor(parseFieldSpec('mail:email:邮箱'), [])).toBeUndefined();
    expect(seedHintFor(parseFieldSpec('pic:image:封面'), [parseFieldSpec('pic:image:封面')])).toBeUndefined();
    expect(seedHintFor(parseFieldSpec('avatar:image:头像'), fields)).toEqual({ initialImage: 'contact' });
    expect(titleKind('原因说明')).toBe('remark');
    expect(titleKind('用户头像')).toBe('picture');
    // A title says what it is at its end; an address or a number to reach someone is its own kind.
    expect(titleKind('客户编号')).toBe('code');
    expect(titleKind('所属组织编号')).toBe('code');
    expect(titleKind('账号所有人')).toBe('person');
    expect(titleKind('所属组织')).toBe('organisation');
    expect(titleKind('开发商')).toBe('company');
    expect(titleKind('邮箱')).toBe('email');
    expect(titleKind('联系电话')).toBe('phone');
    expect(titleKind('邮件内容')).toBe('remark');
    // An address titled 邮箱 without the email format is still the person's.
    expect(seedHintFor(parseFieldSpec('mail:text:邮箱'), [parseFieldSpec('contact:text:联系人'), parseFieldSpec('mail:text:邮箱')])).toEqual({ email: 'contact' });
  });
});

describe('menu.json layout', () => {
  const text = readFileSync('schemas/menu.json', 'utf8');

  it('formats the committed menu exactly as it is written', () => {
    expect(formatMenu(JSON.parse(text))).toBe(text);
  });

  it('adds a page as one new line under its group and refuses taken paths and codes', () => {
    const menu = JSON.parse(text);
    insertLeaf(menu, '/operation-center/customer', { title: '客户工单', path: '/operation-center/customer/x-ticket', code: 'x-ticket-look', page: 'operation-center/customer/x-ticket' });
    const before = text.split('\n');
    const after = formatMenu(menu).split('\n');
    expect(after.length).toBe(before.length + 1);
    expect(after.filter((line) => !before.includes(line))).toHaveLength(2); // the new line, and its sibling gaining a comma
    expect(() => insertLeaf(menu, '/operation-center/customer', { title: 'x', path: '/operation-center/customer/x-ticket', code: 'y', page: 'p' })).toThrow(/已有路径/);
    expect(() => insertLeaf(menu, '/operation-center/customer', { title: 'x', path: '/z', code: 'customer-info-look', page: 'p' })).toThrow(/已有权限码/);
    expect(() => insertLeaf(menu, '/operation-center/customer/customer-info', { title: 'x', path: '/z2', code: 'z2', page: 'p' })).toThrow(/不是菜单分组/);
  });
});
