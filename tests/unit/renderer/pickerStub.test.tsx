import { act, render, screen, waitFor } from '../../support/testingLibrary';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterControl } from '../../../src/renderer/list/FilterControl';
import type { ResolvedFilter } from '../../../src/renderer/list/resolveFilters';

/** Counts imports of the picker chunk (rc-picker and dayjs come with it). */
const loads = vi.hoisted(() => ({ picker: 0 }));
vi.mock('../../../src/renderer/list/PickerFilterControl', async (importOriginal) => {
  loads.picker += 1;
  return importOriginal();
});

const range: ResolvedFilter = {
  key: 'createTime', label: '创建日期', widget: 'dateRange', options: [], params: ['startTime', 'endTime'], placeholder: '请选择创建日期', width: 280, field: undefined,
};

/** As the app provides it: antd in Chinese (the picker's own placeholders). */
const zh = ({ children }: { children: ReactNode }) => <ConfigProvider locale={zhCN}>{children}</ConfigProvider>;

describe('a date filter before it is used', () => {
  it('is drawn without the picker code, shows the applied range, and becomes the picker — focused and open — when reached for', async () => {
    const onChange = vi.fn();
    const { container } = render(<FilterControl filter={range} value="2026-01-01,2026-03-31" onChange={onChange} />, { wrapper: zh });
    const start = screen.getByPlaceholderText('开始日期');
    expect(start).toHaveValue('2026-01-01');
    expect(start).toHaveAttribute('readonly');
    expect(screen.getByPlaceholderText('结束日期')).toHaveValue('2026-03-31');
    expect(container.querySelector('.hpc-picker-stub')).toHaveStyle({ width: '280px' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.picker).toBe(0);

    act(() => start.focus());
    await waitFor(() => expect(container.querySelector('.hpc-picker-stub')).toBeNull(), { timeout: 10_000 });
    expect(loads.picker).toBe(1);
    const real = screen.getByPlaceholderText('开始日期');
    expect(real).not.toHaveAttribute('readonly');
    expect(real).toHaveValue('2026-01-01');
    await waitFor(() => expect(document.activeElement).toBe(real));
    await waitFor(() => expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull());

    // Once the code is there, date filters are pickers from the start (no stub, not opened by themselves).
    const { container: next } = render(<FilterControl filter={{ ...range, key: 'other' }} value="" onChange={onChange} />, { wrapper: zh });
    expect(next.querySelector('.hpc-picker-stub')).toBeNull();
    expect(next.querySelector('.ant-picker-range')).not.toBeNull();
  });
});
