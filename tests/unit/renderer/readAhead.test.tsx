/**
 * Read-ahead through the query cache: once a page is on screen, the next page's call is made
 * (marked `Purpose: prefetch`) and cached under that page's own key, so 下一页 shows its rows in the
 * same render; a page change while that call is on its way waits for it; a write (reload) makes
 * what was read ahead out of date.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '../../support/testingLibrary';
import { renderList, rowsFrom, scriptedProvider, setupOf } from '../../support/listHarness';

/** A list at page 1 of `total` rows whose read-ahead of page 2 has been answered. */
async function openWithNextPage(total: number) {
  const { calls, provider } = scriptedProvider();
  const view = renderList(setupOf(provider));
  await waitFor(() => expect(calls).toHaveLength(1));
  await act(async () => calls[0]!.resolve({ records: rowsFrom(1, 20), total }));
  await waitFor(() => expect(calls).toHaveLength(2));
  await act(async () => calls[1]!.resolve({ records: rowsFrom(21, 20), total }));
  return { calls, provider, ...view };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useListQuery reads the next page ahead', () => {
  it('asks for page 2 after page 1 shows; page 2 then shows at once without another call, and the address catches up', async () => {
    const { calls, result } = await openWithNextPage(250);
    expect(calls[1]!.params).toMatchObject({ page: 2, pageSize: 20 });
    expect(calls[1]!.options).toMatchObject({ headers: { Purpose: 'prefetch' }, silent: true, loading: false });

    act(() => result.current.query.setState({ ...result.current.query.state, page: 2 }));
    // Drawn in the same event, from the cache.
    expect(result.current.query.state.page).toBe(2);
    expect(result.current.query.records.map((r) => r.id)).toEqual(rowsFrom(21, 20).map((r) => r.id));
    expect(result.current.query.refreshing).toBe(false);
    await waitFor(() => expect(result.current.location.search).toBe('?page=2'));
    // Page 3 is read ahead next; page 2 was not asked again.
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.params).toMatchObject({ page: 3 });
    expect(calls.filter((c) => c.params.page === 2)).toHaveLength(1);
  });

  it('a page change while the read-ahead is on its way waits for that call instead of asking again', async () => {
    const { calls, provider } = scriptedProvider();
    const { result } = renderList(setupOf(provider));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.resolve({ records: rowsFrom(1, 20), total: 300 }));
    await waitFor(() => expect(calls).toHaveLength(2)); // page 2, not answered yet
    act(() => result.current.query.setState({ ...result.current.query.state, page: 2 }));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(2);
    expect(result.current.query.refreshing).toBe(true);
    await act(async () => calls[1]!.resolve({ records: rowsFrom(21, 20), total: 300 }));
    await waitFor(() => expect(result.current.query.records[0]!.id).toBe(21));
  });

  it('rows read ahead a while ago show at once and are asked again behind them; an equal answer keeps the rows drawn', async () => {
    const { calls, result } = await openWithNextPage(100);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6_000); // older than the cache's 5 s
    act(() => result.current.query.setState({ ...result.current.query.state, page: 2 }));
    const drawn = result.current.query.records;
    expect(drawn[0]!.id).toBe(21);
    await waitFor(() => expect(calls.filter((c) => c.params.page === 2)).toHaveLength(2));
    const again = calls.filter((c) => c.params.page === 2)[1]!;
    expect(again.options?.headers).toBeUndefined();
    await act(async () => again.resolve({ records: rowsFrom(21, 20), total: 100 }));
    expect(result.current.query.records).toBe(drawn);
  });

  it('after a reload what was read ahead is out of date: page 2 is asked for again', async () => {
    const { calls, result } = await openWithNextPage(500);
    act(() => result.current.query.reload());
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.params).toMatchObject({ page: 1 });
    await act(async () => calls[2]!.resolve({ records: rowsFrom(1, 20, 'v2'), total: 500 }));
    act(() => result.current.query.setState({ ...result.current.query.state, page: 2 }));
    await waitFor(() => expect(calls.filter((c) => c.params.page === 2)).toHaveLength(2));
  });

  it('no read-ahead when page 1 holds everything, nor for a virtual list (one call holds its rows)', async () => {
    const { calls, provider } = scriptedProvider();
    renderList(setupOf(provider));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.resolve({ records: rowsFrom(1, 7), total: 7 }));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(1);

    const virtual = scriptedProvider('/api/test/v1/virtual');
    renderList({ ...setupOf(virtual.provider), fetchSize: 1000 });
    await waitFor(() => expect(virtual.calls).toHaveLength(1));
    expect(virtual.calls[0]!.params).toMatchObject({ page: 1, pageSize: 1000 });
    await act(async () => virtual.calls[0]!.resolve({ records: rowsFrom(1, 1000), total: 5000 }));
    await new Promise((r) => setTimeout(r, 50));
    expect(virtual.calls).toHaveLength(1);
  });
});
