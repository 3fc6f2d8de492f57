/**
 * One query cache for a family's calls (issue 18): the boot's first call of the page in the
 * address is the entry the list page then reads (one request, not two), and a write made from the
 * list — status switch, save, delete — makes an open detail record of the same family load again.
 */
import { render, screen, waitFor, within } from '../../support/testingLibrary';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { ALL_PERMISSION_CODES } from '../../../mocks/store/seeds/rolePermissions';
import { preloadRoute } from '../../../src/app/preloadRoute';
import { sessionAtom } from '../../../src/core/session/sessionAtoms';
import { writeToken } from '../../../src/core/session/storageKeys';
import { pagingOf } from '../../../src/contract/backendDialect';
import { useDetailRecord } from '../../../src/renderer/detail/useDetailRecord';
import { login } from '../mocks/support';
import { renderListPage, rows, waitForRows } from './renderListPage';

const PAGE = 'operation-center/customer/customer-info';
const BASE = '/api/operation-management/v1/customer';
const customers = () => mockControl.db.collection('crud.customer');

/** Requests to the customer family, as msw saw them: `GET /page?…` lists, `GET /{id}` records. */
function recordRequests() {
  const seen: { path: string; search: URLSearchParams; readAhead: boolean }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.startsWith(`${BASE}/`)) {
      seen.push({ path: url.pathname.slice(BASE.length), search: url.searchParams, readAhead: request.headers.get('purpose') === 'prefetch' });
    }
  });
  return seen;
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe('the list query cache', () => {
  it('the boot prefetch fills the entry the list page reads: one list request for page 2, none when it mounts', async () => {
    const { access_token: token } = await login('admin');
    writeToken(token);
    getDefaultStore().set(sessionAtom, {
      token, state: 's', userInfo: { id: 'admin', displayName: '管理员', groupInfo: [{ orgLevel: 1, groupId: 1, groupName: '超算中心' }] },
      codes: [...ALL_PERMISSION_CODES], isFirstLogin: false, aamName: null, acc: null, realm: null, heartData: null,
    });
    // The page's code first (renderListPage imports it too): an answer counts as current for 5 s,
    // and a cold import on a busy machine must not stand between the boot's call and the mount.
    await import('../../../src/renderer/list/ListPage');
    await import('../../../src/renderer/form/RecordFormDialog');
    const requests = recordRequests();
    const lists = () => requests.filter((r) => !/^\/\d+$/.test(r.path) && !r.readAhead);
    await preloadRoute(`#/${PAGE}?page=2`).startData();
    await waitFor(() => expect(lists()).toHaveLength(1)); // the boot's call is out, before anything mounts
    expect(lists()[0]!.search.get(pagingOf(undefined).page)).toBe('2');

    await renderListPage(PAGE, { search: '?page=2' });
    const rows = await waitForRows();
    const secondPage = customers().query({ sort: { key: 'createTime', order: 'desc' }, pageIndex: 2, pageSize: 20 }).records;
    expect(rows[0]).toHaveTextContent(String(secondPage[0]!.name));
    // The page's own request is the boot's: only the read-ahead of page 3 may follow.
    await waitFor(() => expect(requests.some((r) => r.readAhead)).toBe(true));
    expect(lists()).toHaveLength(1);
  }, 60_000);

  it('a status switch, a save and a delete from the list load an open detail record of the family again', async () => {
    const { user, config } = await renderListPage(PAGE);
    const [row] = await waitForRows();
    const id = Number(within(row!).getAllByRole('cell')[1]!.textContent);
    const requests = recordRequests();
    const recordLoads = () => requests.filter((r) => r.path === `/${id}`).length;
    // The row as drawn now (a reload draws the page anew).
    const rowOf = () => rows().find((r) => within(r).getAllByRole('cell')[1]!.textContent === String(id))!;

    function OpenRecord() {
      const { state } = useDetailRecord(config.endpoint, id);
      if (state.status === 'ready') return <output aria-label="打开的记录">{`${String(state.record.contact)}/${String(state.record.status)}`}</output>;
      return <output aria-label="打开的记录">{state.status}</output>;
    }
    render(<OpenRecord />);
    const open = () => screen.getByRole('status', { name: '打开的记录' });
    const before = customers().get(id)!;
    await waitFor(() => expect(open()).toHaveTextContent(`${before.contact}/${before.status}`));
    expect(recordLoads()).toBe(1);

    await user.click(within(row!).getByRole('switch'));
    await screen.findByText('确认切换状态吗？');
    await user.click(screen.getByRole('button', { name: '确 认' }));
    const switched = before.status === 1 ? 0 : 1;
    await waitFor(() => expect(open()).toHaveTextContent(`${before.contact}/${switched}`));
    expect(recordLoads()).toBe(2);

    await user.click(within(rowOf()).getByRole('button', { name: /编\s?辑/ }));
    const dialog = (await screen.findByText('编辑客户', {}, { timeout: 8000 })).closest<HTMLElement>('[role="dialog"]')!;
    await user.clear(within(dialog).getByLabelText('联系人'));
    await user.type(within(dialog).getByLabelText('联系人'), '欧阳娜娜');
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(open()).toHaveTextContent(`欧阳娜娜/${switched}`));
    expect(recordLoads()).toBe(3);

    await user.click(within(rowOf()).getByRole('button', { name: /删\s?除/ }));
    await screen.findByText('是否继续进行删除操作？');
    await user.click(screen.getAllByRole('button', { name: '确 认' }).at(-1)!);
    await waitFor(() => expect(open()).toHaveTextContent('missing'));
    expect(recordLoads()).toBe(4);
  }, 90_000);
});
