/**
 * The operation client's hooks (src/renderer/data/operationQueries.ts): useOperationQuery shows a
 * declared read as loading, ready or its readable error, and 重试 reads it again;
 * useOperationMutation writes and reads the family's shown answers again. The HTTP client is
 * replaced: what matters is what the hooks show of its answers.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '../../support/testingLibrary';
import { useOperationMutation, useOperationQuery } from '../../../src/renderer/data/operationQueries';

const request = vi.hoisted(() => vi.fn<(path: string, options?: Record<string, unknown>) => Promise<unknown>>());
vi.mock('../../../src/core/http/client', async (importOriginal) => ({
  ...await importOriginal<typeof import('../../../src/core/http/client')>(),
  request,
}));

const info = (balance: number) => ({ code: 200, data: { userId: 'u', userName: 'n', displayName: 'd', balance } });

describe('useOperationQuery', () => {
  it('loading, then the answer; a failure is its readable message, and reload reads again', async () => {
    request.mockReset().mockRejectedValueOnce(new Error('500：服务器出错')).mockResolvedValue(info(5));
    const { result } = renderHook(() => useOperationQuery('coin-account', 'get-account-info', undefined, { silent: true }));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', message: '500：服务器出错' }));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', data: { balance: 5 } }));
    expect(request).toHaveBeenLastCalledWith('/api/operation-management/v1/coin-account/account-info', expect.objectContaining({ method: 'GET', silent: true }));
  });

  it('waits while not enabled', async () => {
    request.mockReset().mockResolvedValue({ code: 200, data: { appId: 1, appName: 'a', fields: [], partitions: [] } });
    const { result } = renderHook(() => useOperationQuery('starlight', 'get-app-forms', { query: { appId: 1 } }, { enabled: false }));
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(request).not.toHaveBeenCalled();
  });
});

describe('useOperationQuery: headers, select and the last answer kept', () => {
  const page = (Body: string) => ({ code: 200, info: 'ok', spec: { Body, Size: 9000 } });
  const read = (answer: { spec: { Body: string; Size: number } }) => ({ body: answer.spec.Body, size: answer.spec.Size });

  it('a read with other headers is another entry; select reads the answer, and its throw is the read’s error', async () => {
    request.mockReset().mockResolvedValueOnce(page('甲')).mockResolvedValueOnce(page('乙')).mockResolvedValueOnce({ code: 200, spec: 7 });
    const useView = (acc: string, select: typeof read = read) => useOperationQuery('storage', 'get-view', { query: { file: '/a.txt', page: 1 } }, { headers: { acc }, select });
    const first = renderHook(() => useView('hpc_a'));
    await waitFor(() => expect(first.result.current.state).toEqual({ status: 'ready', data: { body: '甲', size: 9000 } }));
    const second = renderHook(() => useView('hpc_b'));
    await waitFor(() => expect(second.result.current.state).toEqual({ status: 'ready', data: { body: '乙', size: 9000 } }));
    expect(request).toHaveBeenNthCalledWith(2, '/api/operation-management/v1/starlight/api/storage/view', expect.objectContaining({ headers: { acc: 'hpc_b' } }));
    const refused = renderHook(() => useView('hpc_c', () => { throw new Error('存储服务返回的数据格式不正确'); }));
    await waitFor(() => expect(refused.result.current.state).toEqual({ status: 'error', message: '存储服务返回的数据格式不正确' }));
  });

  it('keepPrevious shows the last answer while the next params are read, saying a read is under way', async () => {
    let answerSecond: (value: unknown) => void = () => undefined;
    request.mockReset().mockResolvedValueOnce(page('第一页')).mockReturnValueOnce(new Promise((resolve) => { answerSecond = resolve; }));
    const { result, rerender } = renderHook(({ at }: { at: number }) => useOperationQuery('storage', 'get-view', { query: { file: '/b.txt', page: at } }, { select: read, keepPrevious: true }), { initialProps: { at: 1 } });
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', data: { body: '第一页' } }));
    expect(result.current.fetching).toBe(false);
    rerender({ at: 2 });
    await waitFor(() => expect(result.current.fetching).toBe(true));
    expect(result.current.state).toMatchObject({ status: 'ready', data: { body: '第一页' } });
    answerSecond(page('第二页'));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', data: { body: '第二页' } }));
    expect(result.current.fetching).toBe(false);
  });
});

describe('useOperationMutation', () => {
  it('writes, then the family’s shown reads are read again', async () => {
    request.mockReset().mockResolvedValueOnce(info(1));
    const { result } = renderHook(() => ({
      read: useOperationQuery('coin-account', 'get-account-info'),
      cancel: useOperationMutation('coin-account', 'put-cancel'),
    }));
    await waitFor(() => expect(result.current.read.state).toMatchObject({ status: 'ready', data: { balance: 1 } }));
    request.mockResolvedValueOnce({ code: 200, data: { reqsn: 'R1', status: 'CANCELLED' } }).mockResolvedValueOnce(info(2));
    await act(async () => { await result.current.cancel.mutateAsync({ body: { reqsn: 'R1' } }); });
    expect(request).toHaveBeenCalledWith('/api/operation-management/v1/coin-account/cancel', { method: 'PUT', json: { reqsn: 'R1' } });
    await waitFor(() => expect(result.current.read.state).toMatchObject({ status: 'ready', data: { balance: 2 } }));
  });
});
