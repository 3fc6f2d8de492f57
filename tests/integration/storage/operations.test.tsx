import { fireEvent, screen, waitFor, within } from '../../support/testingLibrary';
import { describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { saveBlob } from '../../../src/renderer/files/saveBlob';
import { renderStorage, waitForPath, waitForRow } from './renderStorage';
import { withNodeBlobs } from './nodeBlobs';

// Real bytes over Node's fetch (see nodeBlobs.ts).
withNodeBlobs();

// The storage browser saves downloads through the renderer's shared saveBlob (one copy in the app).
vi.mock('../../../src/renderer/files/saveBlob', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/renderer/files/saveBlob')>();
  return { saveBlob: vi.fn(original.saveBlob) };
});

const HOME = '/public/home/hpc_admin';

async function menu(target: HTMLElement, item: string) {
  fireEvent.contextMenu(target);
  const entry = await screen.findByRole('menuitem', { name: new RegExp(item) });
  fireEvent.click(entry);
}

/** The open dialog titled `title` (antd labels every modal "test-id" under test, so names don't tell them apart). */
async function dialog(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = [...document.querySelectorAll<HTMLElement>('.ant-modal')].find(
      (m) => !m.className.includes('leave') && (m.querySelector('.ant-modal-title')?.textContent ?? '').includes(title),
    );
    expect(found).toBeDefined();
  }, { timeout: 8000 });
  return found!;
}

describe('storage browser: operations', { timeout: 45_000 }, () => {
  it('creates a folder from the empty-space menu, renames it and changes its permission', async () => {
    const { user, notices } = await renderStorage();
    await waitForRow('README.txt');
    await menu(screen.getByRole('region', { name: '文件列表' }), '新建文件夹');
    const create = await dialog('新建文件夹');
    await user.click(within(create).getByRole('button', { name: /确\s*定/ }));
    expect(await within(create).findByText('请输入文件夹名称')).toBeInTheDocument();
    await user.type(within(create).getByLabelText('文件夹名称'), '算例/一');
    expect(await within(create).findByText('名称不能包含 /')).toBeInTheDocument();
    await user.clear(within(create).getByLabelText('文件夹名称'));
    await user.type(within(create).getByLabelText('文件夹名称'), '算例一');
    await user.click(within(create).getByRole('button', { name: /确\s*定/ }));
    await waitForRow('算例一');
    expect(notices).toContainEqual({ level: 'success', text: '操作成功' });

    await menu(await waitForRow('算例一'), '重命名');
    const rename = await dialog('重命名');
    await user.clear(within(rename).getByLabelText('新名称'));
    await user.type(within(rename).getByLabelText('新名称'), '算例二{Enter}');
    await waitForRow('算例二');

    await menu(await waitForRow('算例二'), '修改权限');
    const chmod = await dialog('修改权限');
    const code = within(chmod).getByLabelText('权限码');
    expect(code).toHaveValue('755');
    await user.clear(code);
    await user.click(within(chmod).getByRole('button', { name: /确\s*定/ }));
    expect(await within(chmod).findByText('请输入权限码，格式：755')).toBeInTheDocument();
    await user.type(code, '750');
    await user.click(within(chmod).getByRole('button', { name: /确\s*定/ }));
    await waitFor(async () => expect(await waitForRow('算例二')).toHaveTextContent('drwxr-x---'));
  });

  it('warns about the selection and folders on download, and a code other than 200 closes the dialogs', async () => {
    const { user, notices } = await renderStorage();
    await waitForRow('README.txt');
    await user.click(screen.getByRole('button', { name: /下\s*载/ }));
    expect(notices).toContainEqual({ level: 'warning', text: '请选中需要下载的文件' });
    await menu(await waitForRow('results'), '下载');
    expect(notices).toContainEqual({ level: 'warning', text: '不支持文件夹类型的下载' });
    await menu(await waitForRow('results'), '查看');
    expect(notices).toContainEqual({ level: 'warning', text: '文件夹请双击查看' });
    await menu(await waitForRow('README.txt'), '解压');
    expect(notices).toContainEqual({ level: 'warning', text: '仅支持 zip 和 tar 格式的文件解压' });
    // chmod on a colleague's file is refused by the service: the dialog closes, the info warns.
    await user.dblClick(await waitForRow('共享数据'));
    await menu(await waitForRow('参考结构.cif'), '修改权限');
    const chmod = await dialog('修改权限');
    await user.type(within(chmod).getByLabelText('权限码'), '{Backspace}{Backspace}{Backspace}600');
    await user.click(within(chmod).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /修改权限/ })).toBeNull());
    expect(notices.some((n) => n.level === 'warning' && n.text.includes('请先恢复属主'))).toBe(true);
  });

  it('copies and pastes into a folder, following the task in 执行详情, then deletes with confirmation', async () => {
    const { user, notices } = await renderStorage();
    await menu(await waitForRow('README.txt'), '复制');
    await user.dblClick(await waitForRow('results'));
    await waitForPath(`${HOME}/results`);
    await menu(screen.getByRole('region', { name: '文件列表' }), '粘贴');
    const paste = await dialog('粘贴');
    await user.click(within(paste).getByRole('button', { name: /粘\s*贴/ }));
    const exec = await dialog('执行详情');
    await within(exec).findByText(`复制 ${HOME}/README.txt`, {}, { timeout: 8000 });
    await within(exec).findByText(/^复制完成/, {}, { timeout: 8000 });
    expect(within(exec).getByRole('button', { name: /结\s*束/ })).toBeDisabled();
    await waitForRow('README.txt');
    await user.click(within(exec).getByRole('button', { name: /刷\s*新/ }));
    await within(exec).findByText(/^复制完成/, {}, { timeout: 8000 });
    await user.click(within(exec).getByRole('button', { name: /^(关闭|Close)$/ }));
    // The clipboard was emptied by the successful paste.
    await menu(screen.getByRole('region', { name: '文件列表' }), '粘贴');
    expect(notices).toContainEqual({ level: 'warning', text: '没有可粘贴的文件' });

    await menu(await waitForRow('README.txt'), '删除');
    const confirm = await screen.findByText('是否继续进行删除操作？');
    const box = confirm.closest('.ant-modal') as HTMLElement;
    expect(within(box).getByText('确认', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: /确\s*认/ }));
    const done = await dialog('执行详情');
    await within(done).findByText(/^删除完成/, {}, { timeout: 8000 });
    await waitFor(() => expect(screen.queryByText('README.txt', { selector: '.storage-name-text' })).toBeNull());
  });

  it('views a text file page by page', async () => {
    const { user } = await renderStorage();
    await user.dblClick(await waitForRow('README.txt'));
    const viewer = await dialog('查看：README.txt');
    await within(viewer).findByText(/超算云平台 · 账号 hpc_admin 的存储使用说明/);
    expect(within(viewer).getByText(/第 1 \/ 3 页/)).toBeInTheDocument();
    await user.click(within(viewer).getByTitle('下一页'));
    await within(viewer).findByText(/第 2 \/ 3 页/);
    await waitFor(() => expect(within(viewer).getByLabelText('文件内容').textContent).not.toContain('存储使用说明'));
  });

  it('uploads a dropped file, asks before overwriting and overwrites', async () => {
    const { user, notices } = await renderStorage();
    await waitForRow('README.txt');
    const grid = screen.getByRole('region', { name: '文件列表' });
    const file = new File(['第一版\n'], '上传测试.txt', { type: 'text/plain' });
    fireEvent.drop(grid, { dataTransfer: { files: [file], types: ['Files'] } });
    await waitForRow('上传测试.txt');
    expect(notices).toContainEqual({ level: 'success', text: '上传成功' });
    const again = new File(['第二版，更长一些\n'], '上传测试.txt', { type: 'text/plain' });
    const input = screen.getByTestId('storage-upload-input');
    Object.defineProperty(input, 'files', { value: [again], configurable: true });
    fireEvent.change(input);
    const ask = await screen.findByText('上传测试.txt：文件已存在,是否覆盖?');
    await user.click(within(ask.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(notices.filter((n) => n.text === '上传成功')).toHaveLength(2), { timeout: 8000 });
    await waitFor(async () => expect(await waitForRow('上传测试.txt')).toHaveTextContent('25 B'));
  });

  it('lists operation records with their labels and deletes one', async () => {
    const { user } = await renderStorage();
    await waitForRow('README.txt');
    await user.click(screen.getByRole('button', { name: /操作记录/ }));
    const drawer = await screen.findByRole('dialog', { name: /操作记录/ });
    await within(drawer).findByText('失败');
    expect(within(drawer).getByText('已取消')).toBeInTheDocument();
    expect(within(drawer).getByText('解压')).toBeInTheDocument();
    expect(within(drawer).getByText('复制文件')).toBeInTheDocument();
    await user.click(within(drawer).getAllByRole('button', { name: /删\s*除/ })[0]!);
    await user.click(await screen.findByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(within(drawer).getByText('共 1 条')).toBeInTheDocument());
  });

  it('a records list the service refuses says its reason; 刷新 reads it again', async () => {
    const { user, notices } = await renderStorage();
    await waitForRow('README.txt');
    mockControl.faults.set({ method: 'GET', path: '/api/operation-management/v1/starlight/api/storage/opt', status: 200, body: { code: 500, info: '记录服务繁忙，请稍后再试' }, times: 1 });
    await user.click(screen.getByRole('button', { name: /操作记录/ }));
    const drawer = await screen.findByRole('dialog', { name: /操作记录/ });
    await waitFor(() => expect(notices).toContainEqual({ level: 'error', text: '记录服务繁忙，请稍后再试' }));
    await user.click(within(drawer).getByRole('button', { name: /刷\s*新/ }));
    await within(drawer).findByText('失败');
    expect(within(drawer).getByText('共 2 条')).toBeInTheDocument();
  });

  it('downloads a file as a blob', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:storage-test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { user } = await renderStorage();
    await user.click(await waitForRow('README.txt'));
    await user.click(screen.getByRole('button', { name: /下\s*载/ }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(await created[0]!.text()).toContain('超算云平台 · 账号 hpc_admin');
    expect(saveBlob).toHaveBeenCalledWith(created[0], 'README.txt');
  });
});
