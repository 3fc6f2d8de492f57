/**
 * Custom actions that move a file through an operation of their family: `upload` sends a chosen
 * file to a POST or PUT operation whose body is a file, `download` saves what a GET operation
 * answering a file gives. Resolved alike for the app (familyActions.ts) and lint
 * (resolveFamilies.mjs); lint (actionShapeChecks.mjs) refuses a wrong method, a body or answer
 * that is no file, a second outcome, the keys of an own call and an unknown download field.
 */
import { describe, expect, it } from 'vitest';
import { checkActionShapes } from '../../../generators/lint/actionShapeChecks.mjs';
import { createReport } from '../../../generators/lint/report.mjs';
import { resolvePageData } from '../../../generators/lint/resolveFamilies.mjs';
import type { FamilyAction, FamilyDeclaration } from '../../../src/pageLanguage/family';
import { FamilyReferenceError, ownCallActions, resolveFamilyAction } from '../../../src/pageLanguage/familyActions';
import type { ListPageConfig, PageDeclaration } from '../../../src/pageLanguage/pageConfig';
import { resolvePage } from '../../../src/pageLanguage/resolvePage';

type Json = Record<string, unknown>;

const uploadOperation = { name: 'post-upload', method: 'POST', path: 'permit/upload/{id}', summary: '上传', access: { grants: ['c-edit'] }, body: { file: 'application/octet-stream' } };
const downloadOperation = { name: 'get-download', method: 'GET', path: 'permit/download/{id}', summary: '下载', access: { grants: ['c-look'] }, response: { file: '*/*' } };
const infoOperation = { name: 'get-info', method: 'GET', path: 'info/{id}', summary: '信息', access: { grants: ['c-look'] }, response: { schema: { type: 'object', properties: { name: { type: 'string', description: '名称' } } } } };

const upload = (extra: Json = {}): Json => ({ name: 'permit-upload', label: '上传执照', operation: 'post-upload', upload: { accept: '.pdf,.png', maxSizeMb: 10 }, permission: 'c-edit', ...extra });
const download = (extra: Json = {}): Json => ({ name: 'permit-download', label: '下载执照', operation: 'get-download', download: { field: 'permit' }, permission: 'c-look', ...extra });

const family = (actions: Json[], operations: Json[] = [uploadOperation, downloadOperation, infoOperation]) =>
  ({ title: '企业', base: '/api/x/v1/company', entity: 'company', verbs: ['list'], actions, operations }) as unknown as FamilyDeclaration;

describe('file actions resolved', () => {
  it('an upload takes its POST operation’s route and an empty effect; a download its GET', () => {
    const declared = family([upload(), download()]);
    expect(resolveFamilyAction(declared.actions![0]!, declared, 'company')).toMatchObject({ endpoint: { method: 'POST', path: 'permit/upload/{id}' }, effect: {}, upload: { accept: '.pdf,.png', maxSizeMb: 10 } });
    expect(resolveFamilyAction(declared.actions![1]!, declared, 'company')).toMatchObject({ endpoint: { method: 'GET', path: 'permit/download/{id}' }, effect: {}, download: { field: 'permit' } });
    expect(ownCallActions(declared)).toEqual([]);
  });

  it('an upload to a GET operation, or another action on a POST one, is a developer’s fault', () => {
    const declared = family([]);
    expect(() => resolveFamilyAction(upload({ operation: 'get-download' }) as unknown as FamilyAction, declared, 'company')).toThrow(/POST\/PUT 操作 get-download/);
    expect(() => resolveFamilyAction(download({ operation: 'post-upload' }) as unknown as FamilyAction, declared, 'company')).toThrow(FamilyReferenceError);
  });

  it('lint resolves a page using them as the app does', () => {
    const declared = family([upload(), download()]);
    const page = { kind: 'list', entity: 'company', family: 'company', permissionPrefix: 'c', columns: [{ key: 'name' }], rowActions: [{ type: 'custom', action: 'permit-upload' }, { type: 'custom', action: 'permit-download', label: '下载' }] } as unknown as PageDeclaration;
    const app = resolvePage(page, declared) as ListPageConfig;
    expect(resolvePageData(page, new Map([['company', { name: 'company', file: 'families/company.json', data: declared }]]))).toEqual(app);
    expect(app.rowActions?.map((action) => (action.type === 'custom' ? `${action.endpoint.method} ${action.endpoint.path} ${action.label}` : action.type))).toEqual([
      'POST permit/upload/{id} 上传执照',
      'GET permit/download/{id} 下载',
    ]);
  });
});

const entity = { name: 'company', file: 'entities/company.json', data: { properties: { id: { type: 'integer' }, name: { type: 'string' }, permit: { type: 'string' } } } };

/** Problems of the family's actions and of a list page using them, as "pointer message". */
function lint(actions: Json[], rowActions: Json[] = [], operations: Json[] = [uploadOperation, downloadOperation, infoOperation]): string[] {
  const families = new Map([['company', { name: 'company', file: 'families/company.json', data: family(actions, operations) as unknown as Json }]]);
  const page = { kind: 'list', entity: 'company', family: 'company', permissionPrefix: 'c', rowActions };
  const tree = { families, entities: new Map([['company', entity]]), pages: new Map([['x/company', { id: 'x/company', file: 'pages/x/company.json', data: page, declared: page }]]) };
  const report = createReport();
  checkActionShapes(tree, report);
  return report.errors.map((p) => `${p.pointer} ${p.message}`);
}

describe('lint of file actions', () => {
  it('accepts an upload and a download used as row actions under the codes their operations grant', () => {
    expect(lint([upload(), download()], [{ type: 'custom', action: 'permit-upload' }, { type: 'custom', action: 'permit-download' }])).toEqual([]);
  });

  it('refuses an upload to a GET operation or to one whose body is no file, and a download of an answer that is no file', () => {
    expect(lint([upload({ operation: 'get-download' })])).toEqual([expect.stringMatching(/^\/actions\/0\/operation 接口族 company 没有 POST\/PUT 操作 "get-download"/)]);
    expect(lint([upload()], [], [{ ...uploadOperation, body: { schema: { type: 'object' } } }])).toEqual([expect.stringMatching(/^\/actions\/0\/upload 操作 post-upload 的请求体不是文件/)]);
    expect(lint([download({ operation: 'get-info' })])).toEqual([expect.stringMatching(/^\/actions\/0\/download 操作 get-info 的应答不是文件/)]);
  });

  it('refuses a download field the entity lacks, two outcomes at once, and file keys on an own call', () => {
    expect(lint([download({ download: { field: 'licence' } })])).toEqual([expect.stringMatching(/^\/actions\/0\/download\/field download 的字段 "licence" 不在实体中/)]);
    expect(lint([download({ opens: 'url' })])).toContainEqual(expect.stringMatching(/^\/actions\/0 操作“下载执照”须写 opens.*upload（上传文件）或 download（下载文件）之一/));
    expect(lint([{ name: 'x', label: '甲', endpoint: { method: 'POST', path: 'x/{id}' }, effect: {}, upload: { accept: '.pdf', maxSizeMb: 1 } }])).toEqual(['/actions/0/upload upload 只用于读取操作（operation）']);
  });

  it('refuses a page code the operation does not grant', () => {
    expect(lint([upload({ permission: 'c-look' })], [{ type: 'custom', action: 'permit-upload' }])).toEqual([expect.stringMatching(/^\/rowActions\/0 “上传执照”的权限编码 c-look 不能调用操作 post-upload/)]);
  });
});
