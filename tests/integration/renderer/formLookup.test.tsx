/**
 * Issue 21: a form field whose values are records of another endpoint family (entity `x-lookup`)
 * offers that family's records, read through the query cache — the 应用分类 tree with its 子分类
 * (every level can be chosen; read through its lookup's source, application-manage classify), the
 * flat 应用分组 list (through the data provider) — says it is loading, shows a failed load with
 * 重试, and, as every select, never offers its placeholder.
 */
import { fireEvent, render, screen, waitFor } from '../../support/testingLibrary';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { queryClient } from '../../../src/core/query/queryClient';
import { writeToken } from '../../../src/core/session/storageKeys';
import { loadEntity } from '../../../src/pageLanguage/entityLoader';
import { EntityTestForm } from '../../support/EntityTestForm';
import { login } from '../mocks/support';

/** Where the 应用分类 choices come from: the lookup's source operation (schemas/entities/application.json). */
const CATEGORY_CHOICES = '/api/operation-management/v1/application-manage/classify';

const item = (label: string) => [...document.querySelectorAll<HTMLElement>('.ant-form-item')].find((el) => el.querySelector('label')?.textContent?.includes(label))!;

beforeEach(async () => {
  queryClient.clear();
  writeToken((await login('admin')).access_token);
});

describe('lookup fields of generated forms', () => {
  it('load the referenced tree and list, recover from a failed load with 重试, and save the chosen records', async () => {
    mockControl.faults.set({ path: CATEGORY_CHOICES, status: 500, times: 1 });
    const entity = await loadEntity('application');
    const onSubmit = vi.fn();
    render(<EntityTestForm entity={entity} fields={['categoryId', 'groupId']} onSubmit={onSubmit} />);
    // While the records are read the control says so.
    expect(item('应用分类')).toHaveTextContent('正在加载应用分类…');

    const retry = await screen.findByRole('button', { name: /重\s?试/ }, { timeout: 8000 });
    expect(item('应用分类').querySelector('[role=alert]')).toHaveTextContent('应用分类加载失败');
    fireEvent.click(retry);
    await waitFor(() => expect(item('应用分类')).toHaveTextContent('请选择应用分类'), { timeout: 8000 });

    // The tree: top levels with their 子分类, opened; the placeholder is no node of it.
    fireEvent.mouseDown(item('应用分类').querySelector('.ant-select-selector')!);
    const nodes = () => [...item('应用分类').querySelectorAll('.ant-select-tree-title')].map((n) => n.textContent);
    await waitFor(() => expect(nodes()).toContain('第一性原理'));
    expect(nodes().slice(0, 2)).toEqual(['材料计算', '第一性原理']);
    expect(nodes()).not.toContain('请选择应用分类');
    const child = [...item('应用分类').querySelectorAll<HTMLElement>('.ant-select-tree-node-content-wrapper')].find((n) => n.textContent === '第一性原理')!;
    fireEvent.click(child);
    await waitFor(() => expect(item('应用分类').querySelector('.ant-select-selection-item')).toHaveTextContent('材料计算 › 第一性原理'));
    // Required: nothing offers to empty it.
    expect(item('应用分类').querySelector('.ant-select-clear')).toBeNull();

    // The flat family: its records in their order; optional, so it can be cleared.
    fireEvent.mouseDown(item('应用分组').querySelector('.ant-select-selector')!);
    const options = () => [...item('应用分组').querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    await waitFor(() => expect(options()).toEqual(['科学计算', '工程仿真', '人工智能', '通用工具', '行业解决方案', '教学实训']));
    fireEvent.click(item('应用分组').querySelectorAll('.ant-select-item-option')[4]!);
    await waitFor(() => expect(item('应用分组').querySelector('.ant-select-selection-item')).toHaveTextContent('行业解决方案'));
    expect(item('应用分组').querySelector('.ant-select-clear')).not.toBeNull();

    fireEvent.submit(document.querySelector('form')!);
    const groups = mockControl.db.collection('crud.app-group').list();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ categoryId: 9, groupId: groups.find((g) => g.groupName === '行业解决方案')!.id }));
  });

  it('shows a stored value no record holds any more as the id marked 已删除', async () => {
    const entity = await loadEntity('application');
    render(<EntityTestForm entity={entity} fields={['categoryId']} initial={{ categoryId: 4242 }} onSubmit={vi.fn()} />);
    await waitFor(() => expect(item('应用分类').querySelector('.ant-select-selection-item')).toHaveTextContent('4242（已删除）'), { timeout: 8000 });
  });
});
