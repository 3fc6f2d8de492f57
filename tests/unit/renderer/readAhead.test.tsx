import { act, renderHook, waitFor } from '../../support/testingLibrary';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CallOptions, DataProvider } from '../../../src/renderer/data/dataProvider';
import type { ListParams } from '../../../src/renderer/data/resolveListQuery';
import type { DataRecord, ListResult } from '../../../src/renderer/data/resolveResponse';
import { resolveAheadWindow, sameOutcome } from '../../../src/renderer/list/readAhead';
import { useListQuery } from '../../../src/renderer/list/useListQuery';

interface Call {
  params: ListParams;
  options?: CallOptions;
  resolve: (value: ListResult) => void;
}

/** A provider whose calls the test answers one by one. */
function scriptedProvider() {
  const calls: Call[] = [];
  const provider = {
    getList: vi.fn((params: ListParams, options?: CallOptions) => new Promise<ListResult>((resolve) => calls.push({ params, options, resolve }))),
  } as unknown as DataProvider;
  return { calls, provider };
}

const rowsFrom = (first: number, count: number, label = 'v1'): DataRecord[] => Array.from({ length: count }, (_, i) => ({ id: first + i, name: `${label}-${first + i}` }));

function renderList(abortKey: string, provider: DataProvider) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/list']}>{children}</MemoryRouter>;
  return renderHook(() => ({ query: useListQuery({ abortKey, provider, filters: [], sortableKeys: [] }), location: useLocation() }), { wrapper });
}

/** A list whose page 1 (of `total` rows) and read-ahead window have both been answered. */
async function openWithWindow(abortKey: string, total: number) {
  const { calls, provider } = scriptedProvider();
  const view = renderList(abortKey, provider);
  await waitFor(() => expect(calls).toHaveLength(1));
  await act(async () => calls[0]!.resolve({ records: rowsFrom(1, 20), total }));
  await waitFor(() => expect(calls).toHaveLength(2));
  await act(async () => calls[1]!.resolve({ records: rowsFrom(1, Math.min(100, total)), total }));
  return { calls, provider, ...view };
}

describe('read-ahead windows', () => {
  it('align to 100 rows for every offered page size, and to the page itself otherwise', () => {
    expect(resolveAheadWindow(2, 20)).toEqual({ index: 1, size: 100, offset: 20 });
    expect(resolveAheadWindow(6, 20)).toEqual({ index: 2, size: 100, offset: 0 });
    expect(resolveAheadWindow(3, 50)).toEqual({ index: 2, size: 100, offset: 0 });
    expect(resolveAheadWindow(4, 10)).toEqual({ index: 1, size: 100, offset: 30 });
    expect(resolveAheadWindow(2, 100)).toEqual({ index: 2, size: 100, offset: 0 });
    expect(resolveAheadWindow(3, 30)).toEqual({ index: 3, size: 30, offset: 0 });
  });

  it('two answers with equal rows are the same; another total or another row is not', () => {
    const a = { records: rowsFrom(1, 2), total: 9, error: null };
    expect(sameOutcome(a, { records: rowsFrom(1, 2), total: 9, error: null })).toBe(true);
    expect(sameOutcome(a, { records: rowsFrom(1, 2), total: 10, error: null })).toBe(false);
    expect(sameOutcome(a, { records: rowsFrom(1, 2, 'v2'), total: 9, error: null })).toBe(false);
  });
});

describe('useListQuery reads the next pages ahead', () => {
  it('asks for the window after page 1 shows; page 2 then shows at once, and the exact answer replaces it when it differs', async () => {
    const { calls, provider } = scriptedProvider();
    const { result } = renderList('list:ahead-1', provider);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.resolve({ records: rowsFrom(1, 20), total: 250 }));
    await waitFor(() => expect(calls).toHaveLength(2));
    const ahead = calls[1]!;
    expect(ahead.params).toMatchObject({ page: 1, pageSize: 100 });
    expect(ahead.options).toMatchObject({ abortKey: 'list:ahead-1>ahead', headers: { Purpose: 'prefetch' }, silent: true, loading: false });
    await act(async () => ahead.resolve({ records: rowsFrom(1, 100), total: 250 }));

    await act(async () => result.current.query.setState({ ...result.current.query.state, page: 2 }));
    // Shown in the same event, before any call for page 2 has been answered (or even sent).
    expect(result.current.query.state.page).toBe(2);
    expect(result.current.query.records.map((r) => r.id)).toEqual(rowsFrom(21, 20).map((r) => r.id));
    expect(result.current.query.status).toBe('ready');
    expect(result.current.query.refreshing).toBe(false);

    // The exact call follows once drawn, and the address catches up.
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.params).toMatchObject({ page: 2, pageSize: 20 });
    expect(calls[2]!.options?.headers).toBeUndefined();
    await waitFor(() => expect(result.current.location.search).toBe('?page=2'));
    await act(async () => calls[2]!.resolve({ records: rowsFrom(21, 20, 'v2'), total: 251 }));
    await waitFor(() => expect(result.current.query.records[0]!.name).toBe('v2-21'));
    expect(result.current.query.total).toBe(251);
  });

  it('an exact answer equal to the window keeps the rows already drawn (same array)', async () => {
    const { calls, result } = await openWithWindow('list:ahead-2', 100);
    await act(async () => result.current.query.setState({ ...result.current.query.state, page: 3 }));
    const drawn = result.current.query.records;
    expect(drawn[0]!.id).toBe(41);
    await waitFor(() => expect(calls).toHaveLength(3));
    await act(async () => calls[2]!.resolve({ records: rowsFrom(41, 20), total: 100 }));
    expect(result.current.query.records).toBe(drawn);
  });

  it('paging on through the window asks the server only for the page the user stops on', async () => {
    const { calls, result } = await openWithWindow('list:ahead-7', 300);
    await act(async () => result.current.query.setState({ ...result.current.query.state, page: 2 }));
    await act(async () => result.current.query.setState({ ...result.current.query.state, page: 3 }));
    expect(result.current.query.records[0]!.id).toBe(41);
    await waitFor(() => expect(calls.filter((c) => c.params.pageSize === 20 && c.params.page === 3)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 400));
    expect(calls.filter((c) => c.params.pageSize === 20 && c.params.page === 2)).toEqual([]);
  });

  it('after a reload the old window is not used: page 2 comes from rows read after the reload', async () => {
    const { calls, result } = await openWithWindow('list:ahead-3', 500);

    act(() => result.current.query.reload());
    await waitFor(() => expect(calls).toHaveLength(3));
    await act(async () => calls[2]!.resolve({ records: rowsFrom(1, 20, 'v2'), total: 500 }));
    await waitFor(() => expect(calls).toHaveLength(4)); // the new window, not answered yet
    await act(async () => result.current.query.setState({ ...result.current.query.state, page: 2 }));
    expect(result.current.query.refreshing).toBe(true);
    expect(result.current.query.records[0]!.name).toBe('v2-1');
    await act(async () => calls[3]!.resolve({ records: rowsFrom(1, 100, 'v2'), total: 500 }));
    await waitFor(() => expect(result.current.query.records[0]!.name).toBe('v2-21'));
    // Page 6 lies past that window: it is asked for itself.
    await act(async () => result.current.query.setState({ ...result.current.query.state, page: 6 }));
    await waitFor(() => expect(calls.some((c) => c.params.page === 6 && c.params.pageSize === 20)).toBe(true));
  });

  it('a list opened anew asks for its own rows, not for those its last visit read ahead', async () => {
    const { calls, provider, unmount } = await openWithWindow('list:ahead-5', 300);
    unmount();
    const again = renderList('list:ahead-5', provider);
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.params).toMatchObject({ page: 1, pageSize: 20 });
    expect(again.result.current.query.status).toBe('loading');
  });

  it('a page change while the window is on its way waits for it instead of asking again, then checks with the server', async () => {
    const { calls, provider } = scriptedProvider();
    const { result } = renderList('list:ahead-6', provider);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.resolve({ records: rowsFrom(1, 20), total: 300 }));
    await waitFor(() => expect(calls).toHaveLength(2)); // the window, not answered yet
    await act(async () => result.current.query.setState({ ...result.current.query.state, page: 2 }));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(2);
    expect(result.current.query.refreshing).toBe(true);
    await act(async () => calls[1]!.resolve({ records: rowsFrom(1, 100), total: 300 }));
    await waitFor(() => expect(result.current.query.records[0]!.id).toBe(21));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.params).toMatchObject({ page: 2, pageSize: 20 });
    await act(async () => calls[2]!.resolve({ records: rowsFrom(21, 20, 'v2'), total: 300 }));
    await waitFor(() => expect(result.current.query.records[0]!.name).toBe('v2-21'));
  });

  it('no read-ahead when page 1 holds everything', async () => {
    const { calls, provider } = scriptedProvider();
    renderList('list:ahead-4', provider);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.resolve({ records: rowsFrom(1, 7), total: 7 }));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(1);
  });
});
