import { fireEvent, screen, waitFor, within } from '../../support/testingLibrary';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { renderStorage, shownNames, waitForPath, waitForRow } from './renderStorage';
import { storageClient } from './mockClient';
import { HTML_FILE_BODY, HTML_FILE_NAME } from '../../support/storageFixtures';
import { withNodeBlobs } from './nodeBlobs';

// Real bytes over Node's fetch (see nodeBlobs.ts).
withNodeBlobs();

const HOME = '/public/home/hpc_admin';

describe('storage browser: listing and navigation', { timeout: 30_000 }, () => {
  it('opens the default directory with every column, the time suffix stripped', async () => {
    await renderStorage();
    await waitForPath(HOME);
    const row = await waitForRow('README.txt');
    expect(row).toHaveTextContent('20001:20001');
    expect(row).toHaveTextContent('-rw-r--r--');
    expect(row).toHaveTextContent('文件');
    expect(row).toHaveTextContent(/\d+\.\d{2} KB/);
    expect(row).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(row.textContent).not.toContain('CST');
    for (const title of ['名称', '所有者', '权限', '类型', '大小', '修改时间']) expect(screen.getByRole('columnheader', { name: new RegExp(title) })).toBeInTheDocument();
  });

  it('renders a file named like HTML as text', async () => {
    // Planted as an attacker would: uploaded under that name.
    const client = await storageClient('admin');
    const body = new TextEncoder().encode(HTML_FILE_BODY);
    await client.upload(`${HOME}/${HTML_FILE_NAME}`, new Blob([body]), { index: 0, start: 0, total: body.length });
    await renderStorage();
    const row = await waitForRow(HTML_FILE_NAME);
    expect(row.querySelector('img')).toBeNull();
  });

  it('enters a folder on double-click and goes up again', async () => {
    const { user } = await renderStorage();
    await user.dblClick(await waitForRow('results'));
    await waitForPath(`${HOME}/results`);
    await waitForRow('energy.log');
    await user.click(screen.getByRole('button', { name: '上一级' }));
    await waitForPath(HOME);
  });

  it('shows the not-bound state for a user without an HPC account', async () => {
    // newuser: a personal user (the storage page's code) with no HPC account bound.
    await renderStorage({ user: 'newuser', acc: null });
    expect(await screen.findByText('当前未绑定HPC账号，请刷新页面或联系平台管理员')).toBeInTheDocument();
  });

  it('shows the list of roots when no default directory is set', async () => {
    // ops's HPC account has no default directory; its role is given the workbench's storage page
    // (operations staff work in the operation centre, and the storage calls need that page's code).
    const roles = mockControl.db.collection('roles');
    roles.update('operations', { permissions: [...roles.get('operations')!.permissions, 'work-storage-look'] });
    const { user } = await renderStorage({ user: 'ops', acc: 'hpc_ops01' });
    expect(await screen.findByText('请选择存储目录')).toBeInTheDocument();
    await user.click(screen.getByText('/public/scratch/hpc_ops01'));
    await waitForPath('/public/scratch/hpc_ops01');
    await waitForRow('checkpoint');
  });

  it('pages the 100,000-entry directory 20 at a time and re-sorts by name', async () => {
    const { user } = await renderStorage();
    await user.dblClick(await waitForRow('output_100k'));
    await waitForRow('step_000001.out');
    expect(shownNames()).toHaveLength(20);
    expect(screen.getByText('共 100000 项')).toBeInTheDocument();
    await user.click(screen.getByRole('columnheader', { name: /名称/ }));
    await user.click(screen.getByRole('columnheader', { name: /名称/ }));
    await waitFor(() => expect(shownNames()[0]).toBe('step_100000.h5'));
  }, 30_000);

  it('selects with ctrl and shift clicks and moves with the arrow keys', async () => {
    await renderStorage();
    const first = await waitForRow('README.txt');
    const names = shownNames();
    const rowOf = (name: string) => [...document.querySelectorAll<HTMLElement>('.storage-table tbody tr.ant-table-row')].find((tr) => within(tr).queryByText(name, { exact: true }))!;
    fireEvent.click(rowOf(names[1]!));
    fireEvent.click(rowOf(names[4]!), { shiftKey: true });
    await waitFor(() => expect(document.querySelectorAll('.storage-table tbody tr.ant-table-row-selected')).toHaveLength(4));
    fireEvent.click(rowOf(names[6]!), { ctrlKey: true });
    await waitFor(() => expect(document.querySelectorAll('.storage-table tbody tr.ant-table-row-selected')).toHaveLength(5));
    fireEvent.click(first);
    const grid = screen.getByRole('region', { name: '文件列表' });
    fireEvent.keyDown(grid, { key: 'ArrowDown', shiftKey: true });
    await waitFor(() => expect(document.querySelectorAll('.storage-table tbody tr.ant-table-row-selected')).toHaveLength(2));
    expect(document.querySelector('.storage-cursor-row')).not.toBeNull();
  });
});

describe('storage browser: admin page, keys and the progress socket', { timeout: 30_000 }, () => {
  it('lets an administrator open another HPC account\'s storage', async () => {
    const { user } = await renderStorage({ scope: 'admin' });
    await waitForPath(HOME);
    await user.click(screen.getByRole('combobox', { name: 'HPC 账号' }));
    await user.click(await screen.findByText(/^hpc_ent01（/));
    await waitForPath('/public/home/hpc_ent01');
    await waitForRow('README.txt');
  });

  it('opens with Enter, copies with ctrl+C and pastes with ctrl+V', async () => {
    const { notices } = await renderStorage();
    fireEvent.click(await waitForRow('README.txt'));
    const grid = screen.getByRole('region', { name: '文件列表' });
    fireEvent.keyDown(grid, { key: 'c', ctrlKey: true });
    expect(notices.some((n) => n.level === 'success' && n.text.startsWith('已复制 1 项'))).toBe(true);
    fireEvent.click(await waitForRow('results'));
    fireEvent.keyDown(grid, { key: 'Enter' });
    await waitForPath(`${HOME}/results`);
    fireEvent.keyDown(grid, { key: 'v', ctrlKey: true });
    expect(await screen.findByText(/确定将以下 1 项复制到/)).toBeInTheDocument();
    fireEvent.keyDown(grid, { key: 'Backspace' });
    await waitForPath(HOME);
  });

  it('warns 服务器连接出错 when the progress socket drops', async () => {
    const { mockControl } = await import('../../../mocks/control');
    const { user, notices } = await renderStorage();
    mockControl.faults.set({ path: '/api/operation-management/v1/starlight/api/storage/opt/*', dropSocket: true });
    fireEvent.contextMenu(await waitForRow('results'));
    await user.click(await screen.findByRole('menuitem', { name: /恢复属主/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(notices).toContainEqual({ level: 'warning', text: '服务器连接出错' }), { timeout: 8000 });
    expect(screen.getByText('连接出错')).toBeInTheDocument();
  });
});
