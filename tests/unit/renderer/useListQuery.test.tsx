import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '../../../src/renderer/data/dataProvider';
import { act, waitFor } from '../../support/testingLibrary';
import { renderList, rowsFrom, scriptedProvider, setupOf } from '../../support/listHarness';

describe('useListQuery over the query cache', () => {
  it('an older answer arriving last never replaces the newer one; calls are silent, without the overlay, abortable', async () => {
    const { calls, provider } = scriptedProvider();
    const { result } = renderList(setupOf(provider));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.options).toMatchObject({ loading: false, silent: true });
    expect(calls[0]!.options?.signal).toBeInstanceOf(AbortSignal);
    act(() => result.current.navigate('/list?page=2'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.params.page).toBe(2);
    await act(async () => calls[1]!.resolve({ records: [{ id: 'new' }], total: 30 }));
    await waitFor(() => expect(result.current.query.records).toEqual([{ id: 'new' }]));
    await act(async () => calls[0]!.resolve({ records: [{ id: 'old' }], total: 30 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(result.current.query.records).toEqual([{ id: 'new' }]);
    expect(result.current.query.status).toBe('ready');
  });

  it('while the next state loads, the last rows stay on screen, marked refreshing', async () => {
    const { calls, provider } = scriptedProvider();
    const { result } = renderList(setupOf(provider));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.resolve({ records: rowsFrom(1, 3), total: 3 }));
    act(() => result.current.navigate('/list?size=10'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(result.current.query.records.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(result.current.query.refreshing).toBe(true);
    expect(result.current.query.status).toBe('ready');
    await act(async () => calls[1]!.resolve({ records: rowsFrom(1, 2), total: 2 }));
    await waitFor(() => expect(result.current.query.refreshing).toBe(false));
    expect(result.current.query.records.map((r) => r.id)).toEqual([1, 2]);
    expect(calls).toHaveLength(2);
  });

  it('a failed load is an error state with the message; reload asks again', async () => {
    const provider = {
      family: { base: '/api/test/v1/failing', verbs: ['list'] },
      getList: vi.fn().mockRejectedValueOnce(new Error('500：服务器出错')).mockResolvedValue({ records: [], total: 0 }),
    } as unknown as DataProvider;
    const { result } = renderList(setupOf(provider));
    await waitFor(() => expect(result.current.query.status).toBe('error'));
    expect(result.current.query.error).toBe('500：服务器出错');
    act(() => result.current.query.reload());
    await waitFor(() => expect(result.current.query.status).toBe('ready'));
    expect(provider.getList).toHaveBeenCalledTimes(2);
  });

  it('重试 after a failure is loading at once, not the old error: the panel gives way while the call runs', async () => {
    const { calls, provider } = scriptedProvider('/api/test/v1/retrying');
    const { result } = renderList(setupOf(provider));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.reject(new Error('网络连接异常，请检查网络后重试')));
    await waitFor(() => expect(result.current.query.status).toBe('error'));
    act(() => result.current.query.reload());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(result.current.query.status).toBe('loading');
    expect(result.current.query.error).toBeNull();
    await act(async () => calls[1]!.reject(new Error('服务器内部错误')));
    await waitFor(() => expect(result.current.query.status).toBe('error'));
    expect(result.current.query.error).toBe('服务器内部错误');
    act(() => result.current.query.reload());
    await waitFor(() => expect(calls).toHaveLength(3));
    await act(async () => calls[2]!.resolve({ records: rowsFrom(1, 2), total: 2 }));
    await waitFor(() => expect(result.current.query.status).toBe('ready'));
    expect(result.current.query.records.map((r) => r.id)).toEqual([1, 2]);
  });

  it('a page past the end (its last row deleted) moves to the last page', async () => {
    const { calls, provider } = scriptedProvider();
    const { result } = renderList(setupOf(provider));
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => result.current.navigate('/list?page=3'));
    await waitFor(() => expect(calls.some((c) => c.params.page === 3)).toBe(true));
    await act(async () => calls.find((c) => c.params.page === 3)!.resolve({ records: [], total: 40 }));
    await waitFor(() => expect(result.current.query.state.page).toBe(2));
  });

  it('a list opened anew asks for its own rows; one kept mounted (under its tag) keeps them', async () => {
    const { calls, provider } = scriptedProvider();
    const setup = setupOf(provider);
    const first = renderList(setup);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.resolve({ records: rowsFrom(1, 3), total: 3 }));
    first.rerender(); // still mounted: nothing asked again
    expect(calls).toHaveLength(1);
    first.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0))); // the tag closed; later the page opens again
    const again = renderList(setup);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.params).toEqual(calls[0]!.params);
    await act(async () => calls[1]!.resolve({ records: rowsFrom(1, 2), total: 2 }));
    await waitFor(() => expect(again.result.current.query.records.map((r) => r.id)).toEqual([1, 2]));
  });
});
