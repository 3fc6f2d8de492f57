import { describe, expect, it } from 'vitest';
import type { CustomAction, RowAction } from '../../../src/pageLanguage/actions';
import { resolveActionsWidth, textWidth } from '../../../src/renderer/list/resolveActionsWidth';

const custom = (label: string): CustomAction => ({
  type: 'custom',
  name: 'inspect',
  label,
  endpoint: { method: 'PUT', path: '{id}/inspect' },
  effect: { status: 1 },
});

describe('resolveActionsWidth', () => {
  it('measures CJK characters as square and the rest as half', () => {
    expect(textWidth('编辑')).toBe(28);
    expect(textWidth('AB')).toBe(16);
    expect(textWidth('导出CSV')).toBe(28 + 24);
  });

  it('never goes below the spec minimum of 110', () => {
    expect(resolveActionsWidth([{ type: 'edit' }])).toBe(110);
    expect(resolveActionsWidth([])).toBe(110);
  });

  it('leaves room for every button side by side, long labels included (设备巡检: 完成巡检 上报异常 编辑 删除)', () => {
    const actions: RowAction[] = [custom('完成巡检'), custom('上报异常'), { type: 'edit' }, { type: 'delete' }];
    // 70 + 70 + 42 + 42 + cell padding 16; a flat 56 per action (224) cut the last button off.
    expect(resolveActionsWidth(actions)).toBe(240);
    expect(resolveActionsWidth([{ type: 'edit' }, custom('提交设备巡检报告')])).toBe(42 + 126 + 16);
  });

  it('uses a built-in action’s own label when the config gives one', () => {
    expect(resolveActionsWidth([{ type: 'view', label: '查看客户详情信息' }, { type: 'edit' }])).toBe(126 + 42 + 16);
  });
});
