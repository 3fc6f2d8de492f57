/**
 * A family's custom actions in full (src/pageLanguage/familyActions.ts): an action reading a GET
 * operation takes its route, changes nothing and labels the answer's fields from the response
 * schema (or its own words); an own call is as declared; a page's wording goes over either; the
 * actions served and granted as the family's own calls leave the reads out.
 */
import { describe, expect, it } from 'vitest';
import type { FamilyDeclaration } from '../../../src/pageLanguage/family';
import { FamilyReferenceError, ownCallActions, resolveFamilyAction, resolveFamilyActions } from '../../../src/pageLanguage/familyActions';
import { resolveActionUse } from '../../../src/pageLanguage/resolvePage';

const family: FamilyDeclaration = {
  title: '应用对接',
  base: '/api/x/v1/dock',
  entity: 'dock',
  verbs: ['list'],
  actions: [
    { name: 'bind', label: '调整分组', endpoint: { method: 'PUT', path: 'bind/{id}/{groupId}' }, choice: { field: 'groupId' }, effect: { groupId: '$choice' }, grants: ['dock-edit'] },
    { name: 'open', label: '打开应用', operation: 'get-url', query: { id: 'id' }, opens: 'url', permission: 'dock-look' },
    { name: 'info', label: '客户端信息', operation: 'get-info', query: { clientId: 'clientId' }, shows: { fields: ['clientId', { field: 'apps', label: '已通过的应用' }, 'extra'] } },
  ],
  operations: [
    { name: 'get-url', method: 'GET', path: 'url', summary: '地址', access: { grants: ['dock-look'] }, response: { schema: { type: 'object', properties: { url: { type: 'string', description: '地址' } } } } },
    {
      name: 'get-info', method: 'GET', path: '/api/x/v1/dock/client-info', summary: '客户端', access: { grants: ['dock-look'] },
      response: { schema: { type: 'object', properties: { clientId: { type: 'string', description: '客户端 ID' }, apps: { type: 'array' }, extra: { type: 'integer', description: '其他' } } } },
    },
    { name: 'put-x', method: 'PUT', path: 'x', summary: '改', access: { grants: ['dock-edit'] } },
  ],
};

describe('family actions resolved', () => {
  it('an operation read takes the operation’s route, an empty effect, and keeps what it says of the answer', () => {
    expect(resolveFamilyAction(family.actions![1]!, family, 'dock')).toEqual({
      name: 'open', label: '打开应用', operation: 'get-url', query: { id: 'id' }, opens: 'url', permission: 'dock-look',
      endpoint: { method: 'GET', path: 'url' }, effect: {},
    });
  });

  it('labels a shown field by its own label, else the response schema’s description', () => {
    const info = resolveFamilyAction(family.actions![2]!, family, 'dock');
    expect(info.endpoint).toEqual({ method: 'GET', path: '/api/x/v1/dock/client-info' });
    expect(info.shows?.fields).toEqual([{ field: 'clientId', label: '客户端 ID' }, { field: 'apps', label: '已通过的应用' }, { field: 'extra', label: '其他' }]);
  });

  it('shows every property of the answer when the action lists none', () => {
    const all = resolveFamilyAction({ name: 'info', label: '信息', operation: 'get-info', shows: {} }, family, 'dock');
    expect(all.shows?.fields?.map((f) => (typeof f === 'string' ? f : f.field))).toEqual(['clientId', 'apps', 'extra']);
  });

  it('an own call is as declared; a missing operation, a non-GET one or a call without endpoint is a developer’s fault', () => {
    expect(resolveFamilyAction(family.actions![0]!, family, 'dock')).toEqual(family.actions![0]);
    expect(() => resolveFamilyAction({ name: 'o', label: '甲', operation: 'get-nope', opens: 'url' }, family, 'dock')).toThrow(FamilyReferenceError);
    expect(() => resolveFamilyAction({ name: 'o', label: '甲', operation: 'put-x', opens: 'url' }, family, 'dock')).toThrow(/GET 操作 put-x/);
    expect(() => resolveFamilyAction({ name: 'o', label: '甲', effect: {} }, family, 'dock')).toThrow(/缺少 endpoint 或 effect/);
  });

  it('a page’s wording goes over the resolved read', () => {
    const used = resolveActionUse({ type: 'custom', action: 'open', label: '进入应用', showWhen: { field: 'syncStatus', in: [2] } }, family, 'dock');
    expect(used).toMatchObject({ type: 'custom', name: 'open', label: '进入应用', endpoint: { method: 'GET', path: 'url' }, effect: {}, opens: 'url', showWhen: { field: 'syncStatus', in: [2] } });
  });

  it('the family’s own calls leave the reads out; every action resolves', () => {
    expect(ownCallActions(family).map((a) => a.name)).toEqual(['bind']);
    expect(resolveFamilyActions(family, 'dock').map((a) => a.endpoint.path)).toEqual(['bind/{id}/{groupId}', 'url', '/api/x/v1/dock/client-info']);
  });
});
