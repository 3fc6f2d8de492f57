/**
 * Issue 24 (fault soak): every failed area of a page offers 重试, and one 重试 asks again for every
 * call that failed — here a list page whose rows and counts (`summary`) both fail. The list's panel
 * retries the family (rows and counts alike); counts failing alone say so above the list, with
 * their own 重试; the panel gives way to the loading table as soon as 重试 is pressed.
 */
import { screen, waitFor, within } from '../../support/testingLibrary';
import { afterEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { renderListPage, waitForRows } from './renderListPage';

const PAGE = 'platform-manage/work-order/user-feedback';
const BASE = '/api/operation-management/v1/user/feedback';

/** GET calls of the family as msw saw them, by their last path segment (list, summary); not the read-ahead of page 2. */
function recordCalls(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname.startsWith(`${BASE}/`) && request.headers.get('purpose') !== 'prefetch') seen.push(pathname.slice(BASE.length + 1));
  });
  return seen;
}

const strip = () => screen.getByRole('list', { name: /统计$/ });
const figures = () => [...strip().querySelectorAll('.hpc-list-summary-value')].map((e) => e.textContent);

afterEach(() => {
  server.events.removeAllListeners();
  mockControl.faults.clear();
});

describe('one 重试 asks again for every failed call', () => {
  it('rows and counts both failing: one click on the list panel loads both', async () => {
    mockControl.faults.set({ method: 'GET', path: `${BASE}/list`, networkError: true, times: 1 });
    mockControl.faults.set({ method: 'GET', path: `${BASE}/summary`, status: 500, times: 1 });
    const calls = recordCalls();
    const { user } = await renderListPage(PAGE);
    const panel = (await screen.findByText('数据加载失败', {}, { timeout: 8000 })).closest<HTMLElement>('.hpc-status-panel-error')!;
    await waitFor(() => expect(within(strip()).getByRole('alert')).toHaveTextContent('统计加载失败'));
    expect(figures().every((f) => f === '-')).toBe(true);
    expect(calls.filter((c) => c === 'list')).toHaveLength(1);
    expect(calls.filter((c) => c === 'summary')).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: /重\s?试/ }));
    // At once: no panel while the calls run (the table is loading), so no second click restarts them.
    expect(screen.queryByText('数据加载失败')).toBeNull();
    await waitForRows();
    await waitFor(() => expect(figures().every((f) => f !== '-')).toBe(true));
    expect(within(strip()).queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c === 'list')).toHaveLength(2);
    expect(calls.filter((c) => c === 'summary')).toHaveLength(2);
  }, 30_000);

  it('counts failing alone: the strip says so, with its own 重试', async () => {
    mockControl.faults.set({ method: 'GET', path: `${BASE}/summary`, status: 500, times: 1 });
    const { user } = await renderListPage(PAGE);
    await waitForRows();
    const failed = await within(strip()).findByRole('alert', {}, { timeout: 8000 });
    expect(failed).toHaveTextContent('统计加载失败：500：服务器出错');
    await user.click(within(failed).getByRole('button', { name: /重\s?试/ }));
    await waitFor(() => expect(figures().every((f) => f !== '-')).toBe(true));
    expect(within(strip()).queryByRole('alert')).toBeNull();
  }, 30_000);
});
