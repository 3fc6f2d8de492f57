import { act, fireEvent, render, screen, waitFor } from '../../support/testingLibrary';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClickDropdown, ContextMenuDropdown } from '../../../src/shell/lazyDropdown';
import { EmptyState } from '../../../src/ui/EmptyState';
import { LoadingArea, Spinner } from '../../../src/ui/Spinner';

/** Counts imports of antd's dropdown chunk. */
const loads = vi.hoisted(() => ({ dropdown: 0 }));
vi.mock('antd/es/dropdown', async (importOriginal) => {
  loads.dropdown += 1;
  return importOriginal();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the loading veil (LoadingArea)', () => {
  it('shows only for a load that lasts past its delay, keeps the content mounted, and lifts as soon as the load ends', () => {
    vi.useFakeTimers();
    const view = render(<LoadingArea spinning delay={300}><p>表格</p></LoadingArea>);
    const container = () => view.container.querySelector('.hpc-spin-nested')!;
    expect(screen.getByText('表格')).toBeInTheDocument();
    expect(container()).not.toHaveClass('hpc-spin-spinning');
    act(() => vi.advanceTimersByTime(299));
    expect(container()).not.toHaveClass('hpc-spin-spinning');
    act(() => vi.advanceTimersByTime(1));
    expect(container()).toHaveClass('hpc-spin-spinning');
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(view.container.querySelector('.hpc-spin-container')).toHaveClass('hpc-spin-blur');

    view.rerender(<LoadingArea spinning={false} delay={300}><p>表格</p></LoadingArea>);
    expect(container()).not.toHaveClass('hpc-spin-spinning');
    expect(screen.queryByRole('status')).toBeNull();
    // Loading again starts a new delay: nothing is left over from the last one.
    view.rerender(<LoadingArea spinning delay={300}><p>表格</p></LoadingArea>);
    expect(container()).not.toHaveClass('hpc-spin-spinning');
    act(() => vi.advanceTimersByTime(300));
    expect(container()).toHaveClass('hpc-spin-spinning');
  });

  it('without a delay shows at once; a spinner names what it waits for', () => {
    render(<LoadingArea spinning><p>表格</p></LoadingArea>);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    render(<Spinner size="large" tip="正在加载存储信息…" />);
    expect(screen.getByRole('status', { name: '正在加载存储信息…' })).toHaveTextContent('正在加载存储信息…');
  });
});

describe('nothing found (EmptyState)', () => {
  it('says 暂无数据 under antd’s simple picture, or what it is told', () => {
    const { container } = render(<EmptyState className="hpc-list-empty" />);
    expect(container.querySelector('.hpc-empty-description')).toHaveTextContent('暂无数据');
    expect(container.querySelector('.hpc-empty')).toHaveClass('hpc-list-empty');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden');
    render(<EmptyState description="没有符合条件的记录" />);
    expect(screen.getByText('没有符合条件的记录')).toBeInTheDocument();
  });
});

describe('menus loaded on first open (createLazyOverlay)', () => {
  const items = [{ key: 'close', label: '关闭' }, { key: 'all', label: '关闭全部' }];
  const zh = ({ children }: { children: React.ReactNode }) => <ConfigProvider locale={zhCN}>{children}</ConfigProvider>;

  it('a click menu: the trigger alone until clicked, then antd’s dropdown opens on that same click and its items act', async () => {
    const onClick = vi.fn();
    render(
      <ClickDropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onClick(key) }}>
        <button type="button">用户菜单</button>
      </ClickDropdown>,
      { wrapper: zh },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.dropdown).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    const item = await screen.findByRole('menuitem', { name: '关闭全部' }, { timeout: 10_000 });
    expect(loads.dropdown).toBe(1);
    fireEvent.click(item);
    expect(onClick).toHaveBeenCalledWith('all');
  });

  it('a right-click menu opens on the first right click, the browser’s own menu prevented', async () => {
    render(
      <ContextMenuDropdown trigger={['contextMenu']} menu={{ items }}>
        <span>客户信息</span>
      </ContextMenuDropdown>,
      { wrapper: zh },
    );
    const first = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 40, clientY: 20 });
    screen.getByText('客户信息').dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '关闭' })).toBeInTheDocument(), { timeout: 10_000 });
  });
});
