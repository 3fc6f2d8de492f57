import { act, fireEvent, render, screen, waitFor, within } from '../../support/testingLibrary';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterControl } from '../../../src/renderer/list/FilterControl';
import { ListPager } from '../../../src/renderer/list/ListPager';
import type { ResolvedFilter } from '../../../src/renderer/list/resolveFilters';

/** Counts imports of antd's select chunk (rc-select, rc-virtual-list come with it). */
const loads = vi.hoisted(() => ({ select: 0 }));
vi.mock('antd/es/select', async (importOriginal) => {
  loads.select += 1;
  return importOriginal();
});

const status: ResolvedFilter = {
  key: 'status', label: '状态', widget: 'select', params: ['status'], placeholder: '请选择状态', width: 200, field: undefined,
  options: [{ label: '启用', value: 1 }, { label: '停用', value: 0 }],
};

const zh = ({ children }: { children: ReactNode }) => <ConfigProvider locale={zhCN}>{children}</ConfigProvider>;
const openOptions = () => [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')];

describe('selects on a list’s first view (choice filters, the page-size changer)', () => {
  it('are drawn without the select code; Tab onto a filter makes it antd’s select, focused and closed; the size changer, clicked, opens and a size is chosen', async () => {
    const onChange = vi.fn();
    const onFilter = vi.fn();
    const { container } = render(
      <>
        <FilterControl filter={status} value="0" onChange={onFilter} />
        <ListPager current={3} pageSize={20} total={268} pageSizeOptions={[10, 20, 50, 100]} showTotal={(t) => `共 ${t} 条`} onChange={onChange} />
      </>,
      { wrapper: zh },
    );
    expect(screen.getByText('共 268 条')).toBeInTheDocument();
    expect(container.querySelector('.ant-pagination-item-active')).toHaveTextContent('3');
    expect(container.querySelector('.ant-pagination-options-quick-jumper')).toHaveTextContent('跳至');
    const [filter, sizer] = [...container.querySelectorAll('.hpc-select-stub')] as [Element, Element];
    expect(filter).toHaveStyle({ width: '200px' });
    expect(filter).toHaveTextContent('停用');
    expect(sizer).toHaveClass('ant-pagination-options-size-changer');
    expect(sizer).toHaveTextContent('20 条/页');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.select).toBe(0);

    // Tabbed past before the code has arrived: it stays a stub and does not take the focus back.
    act(() => {
      (filter as HTMLElement).focus();
      (filter as HTMLElement).blur();
    });
    await waitFor(() => expect(loads.select).toBe(1), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelectorAll('.hpc-select-stub')).toHaveLength(2);
    expect(document.activeElement).toBe(document.body);

    // Tab onto the stub: it keeps the focus while the code loads, then the select takes it.
    act(() => (filter as HTMLElement).focus());
    expect(document.activeElement).toBe(filter);
    await waitFor(() => expect(container.querySelector('.ant-select-selection-item')).toHaveTextContent('停用'), { timeout: 10_000 });
    expect(loads.select).toBe(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: '状态' })));
    expect(openOptions()).toEqual([]);

    fireEvent.mouseDown(container.querySelector('.hpc-select-stub')!);
    await waitFor(() => expect(openOptions().map((o) => o.textContent)).toEqual(['10 条/页', '20 条/页', '50 条/页', '100 条/页']));
    expect(container.querySelector('.hpc-select-stub')).toBeNull();
    fireEvent.click(openOptions()[2]!);
    // As antd's pagination does: the page number is kept while the new size still has that page.
    expect(onChange).toHaveBeenCalledWith(3, 50);
    expect(loads.select).toBe(1);
  });

  it('a choice filter shows its applied label on the stub; Tab focus makes it the select, focused but closed; once loaded, selects render as themselves', async () => {
    const onChange = vi.fn();
    const { container, unmount } = render(<FilterControl filter={status} value="0" onChange={onChange} />, { wrapper: zh });
    // The select chunk is there already (previous test), so this one starts as antd's select.
    expect(container.querySelector('.hpc-select-stub')).toBeNull();
    expect(container.querySelector('.ant-select-selection-item')).toHaveTextContent('停用');
    unmount();

    // A stub on its own: Tab focus activates without opening.
    const { SelectStub } = await import('../../../src/renderer/list/SelectStub');
    const onActivate = vi.fn();
    render(<SelectStub ariaLabel="状态" value={0} options={status.options.map((o) => ({ label: o.label, value: o.value as number }))} placeholder="请选择状态" onActivate={onActivate} />);
    const stub = screen.getByRole('combobox', { name: '状态' });
    expect(within(stub).getByText('停用')).toBeInTheDocument();
    fireEvent.focus(stub);
    expect(onActivate).toHaveBeenLastCalledWith('focus', stub);
    fireEvent.keyDown(stub, { key: 'ArrowDown' });
    expect(onActivate).toHaveBeenLastCalledWith('open', stub);
    fireEvent.keyDown(stub, { key: 'a' });
    expect(onActivate).toHaveBeenCalledTimes(2);
  });
});
