/**
 * The application pages make the spec's calls: 应用信息 lists through GET application-manage/list
 * and shows each row's icon from icon/{id}; 应用对接 lists through GET application-dock/list,
 * reviews through PUT status and synchronises through PUT sync with the record in the body, edits
 * through PUT application-dock (the id in the body), and its 详情 drawer shows the client's
 * 对接历史 (history) and 已通过对接 (pass-list); 应用规格's 同步 and 应用套餐's 设置规则 name the
 * record in the body of PUT sync / POST setting-rule.
 */
import { screen, waitFor, within } from '../../support/testingLibrary';
import { describe, expect, it, onTestFinished } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { renderListPage, waitForRows } from '../renderer/renderListPage';

const OM = '/api/operation-management/v1';

interface Seen {
  method: string;
  path: string;
  search: URLSearchParams;
  body: string;
}

/** Every call the page makes under `prefix`, with its body. */
function recordCalls(prefix: string): Seen[] {
  const seen: Seen[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(prefix)) return;
    seen.push({ method: request.method, path: url.pathname, search: url.searchParams, body: request.method === 'GET' ? '' : await request.clone().text() });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

const openConfirm = () => document.querySelector<HTMLElement>('.ant-modal-confirm:not(.ant-zoom-leave)');

describe('应用信息', { timeout: 120_000 }, () => {
  it('lists through GET application-manage/list and shows every row’s icon from icon/{id}', async () => {
    const seen = recordCalls(`${OM}/application-manage`);
    await renderListPage('platform-manage/application/application-information');
    const rows = await waitForRows();
    expect(seen.some((c) => c.method === 'GET' && c.path === `${OM}/application-manage/list`)).toBe(true);
    expect(seen.some((c) => c.path === `${OM}/application-manage/page`)).toBe(false);
    const ids = rows.map((row) => {
      const src = row.querySelector('img')?.getAttribute('src') ?? '';
      expect(src).toMatch(/\/api\/operation-management\/v1\/application-manage\/icon\/\d+$/);
      return Number(src.slice(src.lastIndexOf('/') + 1));
    });
    // One icon per application, each the row's own (the name beside it is that application's).
    expect(new Set(ids).size).toBe(rows.length);
    const apps = mockControl.db.collection('crud.application');
    rows.forEach((row, index) => expect(row.textContent).toContain(String(apps.get(ids[index]!)!.appName)));
  });
});

describe('应用对接', { timeout: 180_000 }, () => {
  it('lists through GET list and reviews through PUT status, naming the record in the body', async () => {
    const seen = recordCalls(`${OM}/application-dock`);
    const { user, notices } = await renderListPage('platform-manage/application/app-dock', { search: '?auditStatus=1' });
    const rows = await waitForRows();
    expect(seen.some((c) => c.method === 'GET' && c.path === `${OM}/application-dock/list` && c.search.get('auditStatus') === '1')).toBe(true);
    await user.click(within(rows[0]!).getByRole('button', { name: '审核' }));
    const dialog = await waitFor(() => openConfirm() ?? Promise.reject(new Error('no dialog yet')));
    await user.click(within(dialog).getByLabelText('通过'));
    await user.click(within(dialog).getByRole('button', { name: /确\s?认/ }));
    await waitFor(() => expect(notices).toContainEqual({ level: 'success', text: '操作成功' }));
    const review = seen.find((c) => c.method === 'PUT')!;
    expect(review.path).toBe(`${OM}/application-dock/status`);
    const sent = JSON.parse(review.body) as { id: number; result: number };
    expect(sent).toMatchObject({ id: expect.any(Number), result: 1 });
    expect(mockControl.db.collection('crud.app-dock').get(sent.id)!.auditStatus).toBe(2);
  });

  it('同步 on a passed request sends PUT application-dock/sync { id }', async () => {
    const seen = recordCalls(`${OM}/application-dock`);
    const { user } = await renderListPage('platform-manage/application/app-dock', { search: '?auditStatus=2&syncStatus=1' });
    const rows = await waitForRows();
    await user.click(within(rows[0]!).getByRole('button', { name: '同步' }));
    const confirm = await waitFor(() => openConfirm() ?? Promise.reject(new Error('no dialog yet')));
    await user.click(within(confirm).getByRole('button', { name: /确\s?定|确\s?认/ }));
    await waitFor(() => expect(seen.some((c) => c.method === 'PUT')).toBe(true));
    const sync = seen.find((c) => c.method === 'PUT')!;
    expect(sync.path).toBe(`${OM}/application-dock/sync`);
    const { id } = JSON.parse(sync.body) as { id: number };
    expect(JSON.parse(sync.body)).toEqual({ id: expect.any(Number) });
    await waitFor(() => expect(mockControl.db.collection('crud.app-dock').get(id)!.syncStatus).toBe(2));
  });

  it('编辑 saves through PUT application-dock with the record’s id in the body', async () => {
    const seen = recordCalls(`${OM}/application-dock`);
    const { user, notices } = await renderListPage('platform-manage/application/app-dock');
    const rows = await waitForRows();
    await user.click(within(rows[0]!).getByRole('button', { name: /编\s?辑/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    const contact = await within(dialog).findByLabelText(/联系人/, {}, { timeout: 8000 });
    await user.clear(contact);
    await user.type(contact, '周明');
    await user.click(within(dialog).getByRole('button', { name: /确\s?定|保\s?存/ }));
    await waitFor(() => expect(notices.some((n) => n.level === 'success')).toBe(true), { timeout: 8000 });
    const save = seen.find((c) => c.method === 'PUT')!;
    expect(save.path).toBe(`${OM}/application-dock`);
    const body = JSON.parse(save.body) as { id: number; contact: string };
    expect(body).toMatchObject({ id: expect.any(Number), contact: '周明' });
    expect(mockControl.db.collection('crud.app-dock').get(body.id)!.contact).toBe('周明');
  });

  it('详情 shows the client’s 对接历史 (GET history) and 已通过对接 (GET pass-list)', async () => {
    const seen = recordCalls(`${OM}/application-dock`);
    const docks = mockControl.db.collection('crud.app-dock').list();
    const { user } = await renderListPage('platform-manage/application/app-dock');
    const rows = await waitForRows();
    await user.click(within(rows[0]!).getByRole('button', { name: /详\s?情/ }));
    const drawer = await screen.findByRole('dialog', {}, { timeout: 8000 });
    await waitFor(() => expect(within(drawer).getByText('对接信息')).toBeInTheDocument(), { timeout: 8000 });
    const read = seen.find((c) => c.method === 'GET' && /\/application-dock\/\d+$/.test(c.path))!;
    const record = docks.find((d) => d.id === Number(read.path.slice(read.path.lastIndexOf('/') + 1)))!;
    const mine = docks.filter((d) => d.clientId === record.clientId);
    await waitFor(() => expect(seen.some((c) => c.path === `${OM}/application-dock/history` && c.search.get('clientId') === record.clientId)).toBe(true), { timeout: 8000 });
    await waitFor(() => expect(within(drawer).getByText(`共 ${mine.length} 条`)).toBeInTheDocument(), { timeout: 8000 });

    await user.click(within(drawer).getByRole('tab', { name: '已通过对接' }));
    await waitFor(() => expect(seen.some((c) => c.path === `${OM}/application-dock/pass-list` && c.search.get('clientId') === record.clientId && c.search.get('auditStatus') === '2')).toBe(true), { timeout: 8000 });
    const passCount = mine.filter((d) => d.auditStatus === 2).length;
    await waitFor(() => expect(within(drawer).getByText(`共 ${passCount} 条`)).toBeInTheDocument(), { timeout: 8000 });
  });
});

describe('应用规格 and 应用套餐', { timeout: 120_000 }, () => {
  it('同步 sends PUT application-spec/sync { id }', async () => {
    const seen = recordCalls(`${OM}/application-spec`);
    const { user } = await renderListPage('platform-manage/application/app-specification', { search: '?syncStatus=1' });
    const rows = await waitForRows();
    await user.click(within(rows[0]!).getByRole('button', { name: '同步' }));
    const confirm = await waitFor(() => openConfirm() ?? Promise.reject(new Error('no dialog yet')));
    await user.click(within(confirm).getByRole('button', { name: /确\s?定|确\s?认/ }));
    await waitFor(() => expect(seen.some((c) => c.method === 'PUT')).toBe(true));
    const sync = seen.find((c) => c.method === 'PUT')!;
    expect(sync.path).toBe(`${OM}/application-spec/sync`);
    const { id } = JSON.parse(sync.body) as { id: number };
    expect(JSON.parse(sync.body)).toEqual({ id: expect.any(Number) });
    await waitFor(() => expect(mockControl.db.collection('crud.app-specification').get(id)!.syncStatus).toBe(2));
  });

  it('设置规则 sends POST application-set/setting-rule { id }', async () => {
    const seen = recordCalls(`${OM}/application-set`);
    const { user } = await renderListPage('platform-manage/application/app-package');
    const rows = await waitForRows();
    await user.click(within(rows[0]!).getByRole('button', { name: '设置规则' }));
    const confirm = await waitFor(() => openConfirm() ?? Promise.reject(new Error('no dialog yet')));
    await user.click(within(confirm).getByRole('button', { name: /确\s?定|确\s?认/ }));
    await waitFor(() => expect(seen.some((c) => c.method === 'POST')).toBe(true));
    const rule = seen.find((c) => c.method === 'POST')!;
    expect(rule.path).toBe(`${OM}/application-set/setting-rule`);
    const { id } = JSON.parse(rule.body) as { id: number };
    expect(JSON.parse(rule.body)).toEqual({ id: expect.any(Number) });
    await waitFor(() => expect(mockControl.db.collection('crud.app-package').get(id)!.ruleTime).toBeTruthy());
  });
});

