import { act, renderHook, waitFor } from '../../support/testingLibrary';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CallOptions, DataProvider } from '../../../src/renderer/data/dataProvider';
import type { ListParams } from '../../../src/renderer/data/resolveListQuery';
import type { ListResult } from '../../../src/renderer/data/resolveResponse';
import { useListQuery } from '../../../src/renderer/list/useListQuery';

function deferred() {
  let resolve!: (value: ListResult) => void;
  const promise = new Promise<ListResult>((r) => { resolve = r; });
  return { promise, resolve };
}

describe('useListQuery', () => {
  it('passes the abort key, and an older answer arriving last never replaces the newer one', async () => {
    const calls: { params: ListParams; options?: CallOptions; answer: ReturnType<typeof deferred> }[] = [];
    const provider = {
      getList: vi.fn((params: ListParams, options?: CallOptions) => {
        const answer = deferred();
        calls.push({ params, options, answer });
        return answer.promise;
      }),
    } as unknown as DataProvider;
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/list']}>{children}</MemoryRouter>;
    const { result } = renderHook(() => ({ query: useListQuery({ abortKey: 'list:p', provider, filters: [], sortableKeys: [] }), navigate: useNavigate() }), { wrapper });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.options).toEqual({ abortKey: 'list:p', loading: false, silent: true });
    act(() => result.current.navigate('/list?page=2'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.params.page).toBe(2);
    await act(async () => calls[1]!.answer.resolve({ records: [{ id: 'new' }], total: 30 }));
    await act(async () => calls[0]!.answer.resolve({ records: [{ id: 'old' }], total: 30 }));
    expect(result.current.query.records).toEqual([{ id: 'new' }]);
    expect(result.current.query.status).toBe('ready');
  });

  it('a failed load is an error state; reload asks again', async () => {
    const provider = { getList: vi.fn().mockRejectedValueOnce(new Error('500：服务器出错')).mockResolvedValue({ records: [], total: 0 }) } as unknown as DataProvider;
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
    const { result } = renderHook(() => useListQuery({ abortKey: 'k', provider, filters: [], sortableKeys: [] }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('500：服务器出错');
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });
});
