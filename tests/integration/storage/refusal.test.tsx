/**
 * Issue 34: a storage page the user has lost (the role no longer grants it) shows the refusal,
 * 拒绝访问, not 存储信息加载失败; a reply of another shape says 目录数据格式不正确, never
 * 操作失败（undefined）.
 */
import { screen, waitFor, within } from '../../support/testingLibrary';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { renderStorage, waitForPath, waitForRow } from './renderStorage';
import { withNodeBlobs } from './nodeBlobs';

// Real bytes over Node's fetch (see nodeBlobs.ts).
withNodeBlobs();

const HOME = '/public/home/hpc_per01';
const STORAGE = '/api/operation-management/v1/starlight/api/storage';

/** Takes the storage page's code from the personal role, as a role editor does. */
function takeStorageFromPersonal(): () => void {
  const roles = mockControl.db.collection('roles');
  const role = mockControl.db.collection('users').find((u) => u.userName === 'personal')!.role;
  const before = roles.get(role)!.permissions;
  roles.update(role, { permissions: before.filter((code) => code !== 'work-storage-look') });
  return () => roles.update(role, { permissions: before });
}

const panel = () => document.querySelector<HTMLElement>('.hpc-status-panel-error');

describe('a storage page the role no longer grants', { timeout: 30_000 }, () => {
  it('opening it shows 拒绝访问 with why, no load error and no toast; given the code back, 重试 opens the folder', async () => {
    const giveBack = takeStorageFromPersonal();
    const { user, notices } = await renderStorage({ user: 'personal', acc: null });
    await waitFor(() => expect(panel()).not.toBeNull(), { timeout: 8000 });
    expect(within(panel()!).getByText('拒绝访问')).toBeInTheDocument();
    expect(within(panel()!).getByText('当前账号没有查看存储的权限，请联系管理员')).toBeInTheDocument();
    expect(screen.queryByText('存储信息加载失败')).toBeNull();
    expect(notices).toEqual([]);

    giveBack();
    await user.click(within(panel()!).getByRole('button', { name: /重\s*试/ }));
    await waitForPath(HOME);
    expect(screen.queryByText('拒绝访问')).toBeNull();
  });

  it('a listing refused while the page is open says 拒绝访问 in the browser, in the folder the user was in', async () => {
    const { user } = await renderStorage({ user: 'personal', acc: null });
    await waitForPath(HOME);
    takeStorageFromPersonal();
    await user.click(screen.getByRole('button', { name: /刷\s*新/ }));
    await waitFor(() => expect(panel()).not.toBeNull(), { timeout: 8000 });
    expect(within(panel()!).getByText('拒绝访问')).toBeInTheDocument();
    expect(screen.queryByText('目录加载失败')).toBeNull();
    expect(screen.getByLabelText('当前路径')).toHaveValue(HOME);
  });

  it('an HPC account the caller does not hold (the service\'s own 403) is a refusal too', async () => {
    // The admin page names the account; personal is not a platform administrator.
    const { notices } = await renderStorage({ user: 'personal', scope: 'admin', acc: 'hpc_admin' });
    await waitFor(() => expect(panel()).not.toBeNull(), { timeout: 8000 });
    expect(within(panel()!).getByText('拒绝访问')).toBeInTheDocument();
    expect(notices.filter((n) => n.level === 'error')).toEqual([]);
  });
});

describe('a storage reply of another shape', { timeout: 30_000 }, () => {
  it('`{}` for a listing says 目录数据格式不正确, never 操作失败（undefined）', async () => {
    const { user } = await renderStorage();
    await waitForRow('README.txt');
    mockControl.faults.set({ method: 'GET', path: `${STORAGE}/dir_info`, status: 200, body: {}, times: 1 });
    await user.click(screen.getByRole('button', { name: /刷\s*新/ }));
    await waitFor(() => expect(panel()).not.toBeNull(), { timeout: 8000 });
    expect(panel()).toHaveTextContent('存储服务返回的目录数据格式不正确');
    expect(document.body.textContent).not.toMatch(/undefined|操作失败（/);
    await user.click(within(panel()!).getByRole('button', { name: /重\s*试/ }));
    await waitForRow('README.txt');
  });

  it('`{}` for the roots, or roots that are not a list, say 目录数据格式不正确 in the page', async () => {
    mockControl.faults.set({ method: 'GET', path: `${STORAGE}/user_storage_path`, status: 200, body: {}, times: 1 });
    const { user, notices } = await renderStorage();
    expect(await screen.findByText('存储信息加载失败', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('存储服务返回的目录数据格式不正确')).toBeInTheDocument();
    expect(notices).toEqual([{ level: 'error', text: '存储服务返回的目录数据格式不正确' }]);
    expect(document.body.textContent).not.toMatch(/undefined|操作失败（/);

    mockControl.faults.set({ method: 'GET', path: `${STORAGE}/user_storage_path`, status: 200, body: { code: 200, spec: { a: 1 } }, times: 1 });
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(notices).toHaveLength(2), { timeout: 8000 });
    expect(notices[1]).toEqual({ level: 'error', text: '存储服务返回的目录数据格式不正确' });
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitForPath('/public/home/hpc_admin');
  });
});
