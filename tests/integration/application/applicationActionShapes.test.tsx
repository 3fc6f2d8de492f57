/**
 * The custom action shapes on the application pages, rendered against the mock backend:
 * 应用信息's 调整分组 asks for a 应用分组 (the current one chosen first) and sends PUT
 * application-manage/bind/{id}/{groupId}, which files the application under the new group;
 * 应用对接's 打开应用 reads GET application-dock/url?id= and opens the answered address in a new tab
 * (noopener), only on synchronised records; its 客户端信息 reads GET client-info?clientId= and shows
 * the answer read-only. Each refusal the server gives reaches the user in Chinese.
 */
import { waitFor, within } from '../../support/testingLibrary';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { renderListPage, waitForRows } from '../renderer/renderListPage';

const OM = '/api/operation-management/v1';

/** Every call under `prefix`: method, path and query. */
function recordCalls(prefix: string): { method: string; path: string; search: URLSearchParams }[] {
  const seen: { method: string; path: string; search: URLSearchParams }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith(prefix)) seen.push({ method: request.method, path: url.pathname, search: url.searchParams });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

const openDialog = () =>
  waitFor(() => document.querySelector<HTMLElement>('.ant-modal-confirm:not(.ant-zoom-leave)') ?? Promise.reject(new Error('no dialog yet')));

const apps = () => mockControl.db.collection('crud.application');
const groups = () => mockControl.db.collection('crud.app-group');
const docks = () => mockControl.db.collection('crud.app-dock');

afterEach(async () => {
  vi.restoreAllMocks();
  await mockControl.reset();
});

describe('应用信息 调整分组', { timeout: 120_000 }, () => {
  it('starts at the application’s group, sends PUT bind/{id}/{groupId} with the group chosen, and the application moves', async () => {
    const seen = recordCalls(`${OM}/application-manage/bind`);
    const { user, notices } = await renderListPage('platform-manage/application/application-information');
    const rows = await waitForRows();
    const before = new Map(apps().list().map((app) => [app.id, app.groupId]));
    await user.click(within(rows[0]!).getByRole('button', { name: '调整分组' }));
    const dialog = await openDialog();
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('调整分组');
    const select = within(dialog).getByRole('combobox', { name: '应用分组' });
    // The options load, then the select shows the application's present group.
    await waitFor(() => expect(dialog.querySelector('.ant-select-selection-item')?.textContent).toBeTruthy());
    const shown = dialog.querySelector('.ant-select-selection-item')!.textContent!;
    const other = groups().list().find((group) => group.groupName !== shown)!;
    await user.click(select);
    await user.click(await waitFor(() => document.querySelector<HTMLElement>(`.ant-select-item-option[title="${String(other.groupName)}"]`) ?? Promise.reject(new Error('no option yet'))));
    await user.click(within(dialog).getByRole('button', { name: /确\s?认/ }));
    await waitFor(() => expect(notices).toContainEqual({ level: 'success', text: '操作成功' }));
    expect(seen).toHaveLength(1);
    const [, id, groupId] = /\/bind\/(\d+)\/(\d+)$/.exec(seen[0]!.path)!;
    expect(seen[0]!.method).toBe('PUT');
    expect(Number(groupId)).toBe(other.id);
    // The dialog started at the group the application was in.
    expect(groups().get(Number(before.get(Number(id))))!.groupName).toBe(shown);
    expect(apps().get(Number(id))!.groupId).toBe(other.id);
  });

  it('a group deleted meanwhile is refused in Chinese and the dialog stays open', async () => {
    const { user, notices } = await renderListPage('platform-manage/application/application-information');
    const rows = await waitForRows();
    await user.click(within(rows[0]!).getByRole('button', { name: '调整分组' }));
    const dialog = await openDialog();
    await waitFor(() => expect(dialog.querySelector('.ant-select-selection-item')?.textContent).toBeTruthy());
    const shown = dialog.querySelector('.ant-select-selection-item')!.textContent!;
    const other = groups().list().find((group) => group.groupName !== shown)!;
    await user.click(within(dialog).getByRole('combobox', { name: '应用分组' }));
    await user.click(await waitFor(() => document.querySelector<HTMLElement>(`.ant-select-item-option[title="${String(other.groupName)}"]`) ?? Promise.reject(new Error('no option yet'))));
    groups().remove(other.id);
    await user.click(within(dialog).getByRole('button', { name: /确\s?认/ }));
    await waitFor(() => expect(notices).toContainEqual({ level: 'error', text: '应用分组不存在' }));
    expect(dialog.isConnected).toBe(true);
    expect(within(dialog).getByRole('button', { name: /确\s?认/ })).toBeTruthy();
  });
});

describe('应用对接 打开应用 and 客户端信息', { timeout: 120_000 }, () => {
  it('打开应用 shows on synchronised records only, reads GET url?id= and opens the address in a new tab without this window', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const seen = recordCalls(`${OM}/application-dock/url`);
    const { user } = await renderListPage('platform-manage/application/app-dock');
    const rows = await waitForRows();
    const unsynced = rows.filter((row) => row.textContent?.includes('未同步'));
    expect(unsynced.length).toBeGreaterThan(0);
    for (const row of unsynced) expect(within(row).queryByRole('button', { name: '打开应用' })).toBeNull();
    const synced = rows.find((row) => within(row).queryByRole('button', { name: '打开应用' }))!;
    await user.click(within(synced).getByRole('button', { name: '打开应用' }));
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('GET');
    const id = seen[0]!.search.get('id')!;
    const dock = docks().get(id)!;
    expect(dock.syncStatus).toBe(2);
    const [url, target, features] = opened.mock.calls[0]!;
    expect(String(url).startsWith(String(dock.dockUrl).replace(/\/$/, ''))).toBe(true);
    expect(new URL(String(url)).searchParams.get('client_id')).toBe(dock.clientId);
    expect(target).toBe('_blank');
    expect(features).toBe('noopener,noreferrer');
  });

  it('打开应用 on a record no longer synchronised shows the server’s refusal and opens nothing', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user, notices } = await renderListPage('platform-manage/application/app-dock', { search: '?syncStatus=2' });
    const rows = await waitForRows();
    // Another operator takes it offline after the list was read.
    for (const dock of docks().list().filter((record) => record.syncStatus === 2)) docks().update(dock.id, { syncStatus: 1 });
    await user.click(within(rows[0]!).getByRole('button', { name: '打开应用' }));
    await waitFor(() => expect(notices).toContainEqual({ level: 'error', text: '该对接尚未同步上线，不能打开' }));
    expect(opened).not.toHaveBeenCalled();
  });

  it('客户端信息 reads GET client-info?clientId= of the record and shows the answer with its labels', async () => {
    const seen = recordCalls(`${OM}/application-dock/client-info`);
    const { user } = await renderListPage('platform-manage/application/app-dock');
    const rows = await waitForRows();
    await user.click(within(rows[0]!).getByRole('button', { name: '客户端信息' }));
    const dialog = await openDialog();
    expect(seen).toHaveLength(1);
    const clientId = seen[0]!.search.get('clientId')!;
    expect(rows[0]!.textContent).toContain(clientId);
    const requests = docks().list().filter((dock) => dock.clientId === clientId);
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('对接客户端信息');
    const value = (label: string) => {
      const cell = within(dialog).getByText(label).closest('th')!;
      return cell.nextElementSibling!.textContent;
    };
    expect(value('对接客户端 ID')).toBe(clientId);
    expect(value('申请数')).toBe(String(requests.length));
    expect(value('待审核数')).toBe(String(requests.filter((dock) => dock.auditStatus === 1).length));
    const passed = [...new Set(requests.filter((dock) => dock.auditStatus === 2).map((dock) => String(dock.appName)))];
    expect(value('已通过的应用')).toBe(passed.length > 0 ? passed.join('、') : '—');
    await user.click(within(dialog).getByRole('button', { name: /关\s?闭/ }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm:not(.ant-zoom-leave)')).toBeNull());
  });

  it('客户端信息 of a client no longer on record is refused in Chinese and opens no dialog', async () => {
    const { user, notices } = await renderListPage('platform-manage/application/app-dock');
    const rows = await waitForRows();
    const clientId = docks().list().map((dock) => String(dock.clientId)).find((id) => rows[0]!.textContent?.includes(id))!;
    for (const dock of docks().list().filter((record) => record.clientId === clientId)) docks().remove(dock.id);
    await user.click(within(rows[0]!).getByRole('button', { name: '客户端信息' }));
    // A 404 reads as the console's catalogue says (spec: fixed text for 404), in Chinese.
    await waitFor(() => expect(notices).toContainEqual({ level: 'error', text: '404：资源不存在' }));
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
  });
});
