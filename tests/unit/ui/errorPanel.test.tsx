import { describe, expect, it, vi } from 'vitest';
import { PAGE_UNEXPECTED_ERROR } from '../../../src/core/feedback/developerFault';
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

describe('ErrorPanel detail: only text written for users', () => {
  it.each([
    ["an engine's English error", "Cannot read properties of undefined (reading 'records')"],
    ['a message reading undefined', '加载 undefined 失败'],
  ])('%s shows as the general message, the text goes to the console', (_, detail) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ErrorPanel title="数据加载失败" detail={detail} />);
    expect(screen.getByRole('alert')).toHaveTextContent(`数据加载失败${PAGE_UNEXPECTED_ERROR}`);
    expect(screen.getByRole('alert')).not.toHaveTextContent(detail);
    expect(logged).toHaveBeenCalledWith('[配置] 未预期的错误', detail);
    logged.mockRestore();
  });
});
