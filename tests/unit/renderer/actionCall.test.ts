import { describe, expect, it, vi } from 'vitest';
import { DeveloperFault } from '../../../src/core/feedback/developerFault';
import type { CustomAction } from '../../../src/pageLanguage/actions';
import { actionEffect, decisionRequiredMessage, reasonRequired } from '../../../src/contract/actionRules';
import { actionRecordIncomplete, actionRequest, actionShape, currentRequest, initialInput } from '../../../src/renderer/actions/actionCall';

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
