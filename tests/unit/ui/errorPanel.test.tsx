import { describe, expect, it, vi } from 'vitest';
import { ErrorPanel } from '../../../src/ui/ErrorPanel';
import { act, render, screen } from '../../support/testingLibrary';

const retryButton = () => screen.getByRole('button', { name: /重\s?试/ });

describe('ErrorPanel', () => {
  it('a retry that returns a promise (a query refetch) keeps 重试 spinning and unclickable until it settles', async () => {
    let settle: () => void = () => undefined;
    const onRetry = vi.fn(() => new Promise<void>((resolve) => { settle = resolve; }));
    render(<ErrorPanel title="数据加载失败" detail="服务器内部错误" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('服务器内部错误');
    act(() => retryButton().click());
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(retryButton()).toHaveClass('ant-btn-loading');
    act(() => retryButton().click());
    expect(onRetry).toHaveBeenCalledTimes(1);
    await act(async () => settle());
    expect(retryButton()).not.toHaveClass('ant-btn-loading');
    act(() => retryButton().click());
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('a plain retry runs at each click; without onRetry there is no 重试', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ErrorPanel onRetry={onRetry} />);
    act(() => retryButton().click());
    act(() => retryButton().click());
    expect(onRetry).toHaveBeenCalledTimes(2);
    expect(retryButton()).not.toHaveClass('ant-btn-loading');
    rerender(<ErrorPanel />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('页面加载失败');
  });
});
