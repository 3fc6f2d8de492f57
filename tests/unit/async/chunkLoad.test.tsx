import { act, render, screen } from '../../support/testingLibrary';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_FAILED_MESSAGE, CHUNK_LOAD_TIMEOUT_MS, CHUNK_TIMEOUT_MESSAGE, ChunkLoadError, loadChunk } from '../../../src/core/async/chunkLoad';
import { lazyPreloadable } from '../../../src/core/async/lazyPreloadable';
import { ErrorBoundary } from '../../../src/ui/ErrorBoundary';

afterEach(() => {
  vi.useRealTimers();
});

const never = () => new Promise<never>(() => undefined);

describe('loadChunk', () => {
  it('gives a download up after 120 s with the chunk-load error, not a moment before', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const settled = vi.fn();
    const loading = loadChunk(never).catch((error: unknown) => {
      settled(error);
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    const error = settled.mock.calls[0]![0] as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('页面程序文件加载超时，请检查网络后重试');
  });

  it('a failed script or stylesheet becomes the chunk-load error with the original as its cause', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // What the build's preload helper rejects the import with when a stylesheet does not load.
    const css = new Error('Unable to preload CSS for /assets/RichTextEditor-3f2a.css');
    const error = await loadChunk(() => Promise.reject(css)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('failed');
    expect((error as ChunkLoadError).message).toBe(CHUNK_FAILED_MESSAGE);
    expect((error as ChunkLoadError).cause).toBe(css);
    expect(logged).toHaveBeenCalledWith('[chunk]', css);
  });

  it('a chunk in time is its value, and the timer is cleared', async () => {
    vi.useFakeTimers();
    await expect(loadChunk(() => Promise.resolve('模块'))).resolves.toBe('模块');
    expect(vi.getTimerCount()).toBe(0);
  });
});

function Page() {
  return <p>页面内容</p>;
}

describe('a lazily loaded page whose chunk does not load', () => {
  it('shows 页面加载失败 with the chunk message; 重试 downloads it again and draws the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<typeof Page>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Page);
    const Lazy = lazyPreloadable(load);
    render(
      <ErrorBoundary resetKey="/a" scope="page">
        <Suspense fallback={<span>加载中</span>}>
          <Lazy />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    expect(screen.getByText(CHUNK_FAILED_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a chunk still missing after 120 s shows the timeout message with 重试', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers();
    const Lazy = lazyPreloadable<object>(never);
    render(
      <ErrorBoundary resetKey="/b" scope="page">
        <Suspense fallback={<span>加载中</span>}>
          <Lazy />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    });
    expect(screen.getByText('页面加载失败')).toBeInTheDocument();
    expect(screen.getByText(CHUNK_TIMEOUT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s?试/ })).toBeInTheDocument();
  });
});
