import { describe, expect, it, vi } from 'vitest';
import { DeveloperFault } from '../../../src/core/feedback/developerFault';
import type { CustomAction } from '../../../src/pageLanguage/actions';
import { actionEffect, decisionRequiredMessage, reasonRequired } from '../../../src/contract/actionRules';
import { actionNoAddress, actionRecordIncomplete, actionRequest, actionShape, currentRequest, initialInput, openableUrl, operationRequest } from '../../../src/renderer/actions/actionCall';
import { choiceInPath, choiceLabel, meetsCondition } from '../../../src/contract/actionRules';
import type { EntitySchema } from '../../../src/pageLanguage/entity';

/** The fault `run` throws: the user's words as its message, the developer's detail logged. */
function faultOf(run: () => unknown): DeveloperFault {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DeveloperFault);
    expect(logged).toHaveBeenCalledWith(`[配置] ${(error as DeveloperFault).detail}`);
    return error as DeveloperFault;
  } finally {
    logged.mockRestore();
  }
  throw new Error('no fault thrown');
}

const review: CustomAction = {
  type: 'custom',
  name: 'review',
  label: '审核',
  endpoint: { method: 'POST', path: 'review' },
  idField: 'id',
  prompt: { field: 'opinion', label: '审核意见', maxLength: 200 },
  decision: {
    field: 'result',
    label: '审核结果',
    options: [
      { value: 1, label: '通过', effect: { status: 2 } },
      { value: 2, label: '驳回', effect: { status: 3 }, reasonRequired: true, danger: true },
    ],
  },
  effect: { reviewTime: '$now' },
};

const reject: CustomAction = {
  type: 'custom',
  name: 'reject',
  label: '驳回',
  endpoint: { method: 'PUT', path: 'reject/{id}' },
  body: { source: 'console' },
  prompt: { field: 'rejectReason', label: '驳回原因', required: true },
  effect: { status: 4 },
};

describe('custom action calls', () => {
  it('sends a review with the record id, the outcome and the opinion in the body', () => {
    const request = actionRequest(review, { id: 7, status: 1 }, 'id', { decision: 2, reason: '材料不全' });
    expect(request.params).toEqual({});
    expect(request.body).toEqual({ id: 7, result: 2, opinion: '材料不全' });
  });

  it('names the record by {id} and keeps the fixed body', () => {
    expect(actionRequest(reject, { id: 3 }, 'id', { reason: '重复提交' })).toEqual({ params: { id: 3 }, body: { source: 'console', rejectReason: '重复提交' } });
  });

  it('fills further path placeholders from the record, and refuses a record without them', () => {
    const bind: CustomAction = { type: 'custom', name: 'bind', label: '绑定', endpoint: { method: 'PUT', path: 'bind/{id}/{groupId}' }, effect: {} };
    expect(actionRequest(bind, { id: 5, groupId: 9 }, 'id').params).toEqual({ id: 5, groupId: 9 });
    const fault = faultOf(() => actionRequest(bind, { id: 5 }, 'id'));
    expect(fault.message).toBe(actionRecordIncomplete('绑定'));
    expect(fault.message).toBe('无法执行“绑定”：该记录缺少所需信息，请联系管理员');
    expect(fault.detail).toContain('路径参数 groupId 没有值');
  });

  it('merges the chosen outcome’s effect over the action’s, and requires the reason for 驳回 only', () => {
    expect(actionEffect(review, 1)).toEqual({ reviewTime: '$now', status: 2 });
    expect(actionEffect(review, '2')).toEqual({ reviewTime: '$now', status: 3 });
    expect(actionEffect(review)).toEqual({ reviewTime: '$now' });
    expect(reasonRequired(review, 1)).toBe(false);
    expect(reasonRequired(review, 2)).toBe(true);
    expect(reasonRequired(reject)).toBe(true);
  });

  it('opens the dialog the config asks for', () => {
    expect(actionShape(review)).toBe('decision');
    expect(actionShape(reject)).toBe('prompt');
    expect(actionShape({ ...reject, prompt: undefined, confirm: '确认？' })).toBe('confirm');
    expect(actionShape({ ...reject, prompt: undefined })).toBe('direct');
    expect(decisionRequiredMessage('审核结果')).toBe('请选择审核结果');
  });
});

describe('an action\'s current read', () => {
  const range: CustomAction = {
    type: 'custom', name: 'visual-range', label: '可见范围', endpoint: { method: 'PUT', path: 'relation/visual-range' },
    current: { method: 'GET', path: 'relation/visual-range' }, idField: 'id',
    decision: { field: 'visualRange', label: '可见范围', options: [{ value: 1, label: '所有用户', effect: {} }, { value: 2, label: '企业用户', effect: {} }] },
    prompt: { field: 'rangeRemark', label: '变更说明' }, effect: {},
  };

  it('names the record as the action does: idField as a query parameter, or {id} and record fields in the path', () => {
    expect(currentRequest(range, { id: 7, visualRange: 1 }, 'id')).toEqual({ params: {}, query: { id: 7 } });
    const byPath: CustomAction = { ...range, idField: undefined, current: { method: 'GET', path: 'range/{id}/{tenant}' } };
    expect(currentRequest(byPath, { id: 7, tenant: 'hq' }, 'id')).toEqual({ params: { id: 7, tenant: 'hq' }, query: {} });
    const fault = faultOf(() => currentRequest(byPath, { id: 7 }, 'id'));
    expect(fault.message).not.toContain('tenant');
    expect(fault.detail).toMatch(/读取路径参数 tenant 没有值/);
    expect(currentRequest(review, { id: 7 }, 'id')).toBeUndefined();
  });

  it('starts the dialog from the answer: a known outcome and a text reason; anything else is left unchosen', () => {
    expect(initialInput(range, { id: 7, visualRange: 2, rangeRemark: '企业专享' })).toEqual({ decision: 2, reason: '企业专享' });
    expect(initialInput(range, { id: 7, visualRange: '2' })).toEqual({ decision: 2 });
    expect(initialInput(range, { id: 7, visualRange: 9, rangeRemark: null })).toEqual({});
    expect(initialInput(range, undefined)).toEqual({});
  });
});

describe('a choice from a lookup', () => {
  const bind: CustomAction = { type: 'custom', name: 'bind', label: '调整分组', endpoint: { method: 'PUT', path: 'bind/{id}/{groupId}' }, choice: { field: 'groupId' }, effect: { groupId: '$choice' } };
  const entity = { $id: 'application', title: '应用', type: 'object', properties: { groupId: { type: 'integer', title: '应用分组' } } } as unknown as EntitySchema;

  it('fills its path placeholder with the value chosen, not the record’s present one', () => {
    expect(choiceInPath(bind)).toBe(true);
    expect(actionRequest(bind, { id: 5, groupId: 1 }, 'id', { choice: 4 })).toEqual({ params: { id: 5, groupId: 4 }, body: {} });
  });

  it('travels in the body under its field when the path has no placeholder for it', () => {
    const move: CustomAction = { ...bind, endpoint: { method: 'PUT', path: 'move/{id}' } };
    expect(choiceInPath(move)).toBe(false);
    expect(actionRequest(move, { id: 5, groupId: 1 }, 'id', { choice: 4 })).toEqual({ params: { id: 5 }, body: { groupId: 4 } });
  });

  it('is labelled by its own label, else the field’s title', () => {
    expect(choiceLabel(bind, entity)).toBe('应用分组');
    expect(choiceLabel({ ...bind, choice: { field: 'groupId', label: '目标分组' } }, entity)).toBe('目标分组');
  });
});

describe('a path value given as a number, a condition of notIn', () => {
  const unlink: CustomAction = {
    type: 'custom', name: 'unlink-page', label: '取消关联', endpoint: { method: 'PUT', path: 'relation-page/{menuId}/{pageId}' }, effect: {},
    path: { menuId: 'id', pageId: 0 }, showWhen: { field: 'pageId', notIn: [null] },
  };

  it('sends the number as it is, the other placeholder from the record', () => {
    expect(actionRequest(unlink, { id: 120, pageId: 5 }, 'id').params).toEqual({ menuId: 120, pageId: 0 });
  });

  it('meets notIn [null] only where the field holds a value (absent counts as null); in compares as text', () => {
    expect(meetsCondition({ pageId: 5 }, unlink.showWhen)).toBe(true);
    expect(meetsCondition({ pageId: 0 }, unlink.showWhen)).toBe(true);
    expect(meetsCondition({ pageId: null }, unlink.showWhen)).toBe(false);
    expect(meetsCondition({}, unlink.showWhen)).toBe(false);
    expect(meetsCondition({ status: 1 }, { field: 'status', in: ['1'] })).toBe(true);
    expect(meetsCondition({ status: 2 }, { field: 'status', in: [1] })).toBe(false);
    expect(meetsCondition({ pageId: null }, { field: 'pageId', in: [null] })).toBe(true);
    expect(meetsCondition({ status: 2 }, undefined)).toBe(true);
  });
});

describe('an operation read', () => {
  const open: CustomAction = { type: 'custom', name: 'open', label: '打开应用', endpoint: { method: 'GET', path: 'url' }, operation: 'get-url', query: { id: 'id' }, opens: 'url', effect: {} };
  const info: CustomAction = { type: 'custom', name: 'info', label: '客户端信息', endpoint: { method: 'GET', path: 'client/{clientId}' }, operation: 'get-info', query: { platform: 'platform.name' }, shows: { fields: [] }, effect: {} };

  it('takes its query and path parameters from the record', () => {
    expect(operationRequest(open, { id: 9, clientId: 'c1' }, 'id')).toEqual({ params: {}, query: { id: 9 } });
    expect(operationRequest(info, { id: 9, clientId: 'c1', platform: { name: '星光' } }, 'id')).toEqual({ params: { clientId: 'c1' }, query: { platform: '星光' } });
  });

  it('a record without a value the call needs tells the user in Chinese and the developer which', () => {
    const fault = faultOf(() => operationRequest(info, { id: 9, clientId: 'c1', platform: { name: '' } }, 'id'));
    expect(fault.message).toBe(actionRecordIncomplete('客户端信息'));
    expect(fault.detail).toMatch(/查询参数 platform（记录字段 platform.name）没有值/);
  });

  it('opens only an http or https address', () => {
    expect(openableUrl('https://apps.example.cn/x?client_id=a&ticket=b')).toBe('https://apps.example.cn/x?client_id=a&ticket=b');
    expect(openableUrl('http://10.0.0.1:8080/')).toBe('http://10.0.0.1:8080/');
    expect(openableUrl('javascript:alert(1)')).toBeUndefined();
    expect(openableUrl('data:text/html,<b>x</b>')).toBeUndefined();
    expect(openableUrl('not a url')).toBeUndefined();
    expect(openableUrl(undefined)).toBeUndefined();
    expect(actionNoAddress('打开应用')).toMatch(/^无法打开应用：/);
  });

  it('has its own dialog shapes, before a choice and the others', () => {
    expect(actionShape(open)).toBe('opens');
    expect(actionShape(info)).toBe('shows');
    expect(actionShape({ ...review, choice: { field: 'groupId' } })).toBe('choice');
  });
});
