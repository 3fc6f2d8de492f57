import { fireEvent, screen, waitFor, within } from '../../support/testingLibrary';
import { describe, expect, it, onTestFinished } from 'vitest';
import { server } from '../../../mocks/node';
import { renderStorage, waitForRow } from './renderStorage';
import { withNodeBlobs } from './nodeBlobs';

// Real bytes over Node's fetch (see nodeBlobs.ts).
withNodeBlobs();

/**
 * Uploading a name the folder already holds: the browser asks 文件已存在,是否覆盖? from the
 * listing it shows, before any chunk goes; a server 409 (the file appeared meanwhile, or the
 * listing hides it) asks the same question.
 */
function recordUploads(): string[] {
  const urls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'PUT' && request.url.includes('/storage/upload')) urls.push(request.url);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return urls;
}

function choose(files: File[]) {
  const input = screen.getByTestId('storage-upload-input');
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

const question = (name: string) => screen.findByText(`${name}：文件已存在,是否覆盖?`, {}, { timeout: 8000 });
const modalOf = (text: HTMLElement) => text.closest('.ant-modal') as HTMLElement;

describe('storage upload over an existing name', { timeout: 45_000 }, () => {
  it('asks before sending any chunk of a listed name, then uploads with overwrite=true', async () => {
    const { user, notices } = await renderStorage();
    await waitForRow('README.txt');
    const uploads = recordUploads();
    choose([new File(['新的说明\n'], 'README.txt', { type: 'text/plain' })]);
    const ask = await question('README.txt');
    expect(uploads).toEqual([]);
    await user.click(within(modalOf(ask)).getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(notices).toContainEqual({ level: 'success', text: '上传成功' }), { timeout: 8000 });
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toContain('overwrite=true');
    await waitFor(async () => expect(await waitForRow('README.txt')).toHaveTextContent('13 B'));
  });

  it('取消 skips that file and the rest of the queue goes on', async () => {
    const { user, notices } = await renderStorage();
    const before = (await waitForRow('README.txt')).textContent;
    const uploads = recordUploads();
    choose([new File(['不要覆盖\n'], 'README.txt', { type: 'text/plain' }), new File(['另一个\n'], '新文件.txt', { type: 'text/plain' })]);
    const ask = await question('README.txt');
    await user.click(within(modalOf(ask)).getByRole('button', { name: /取\s*消/ }));
    await waitForRow('新文件.txt');
    await waitFor(() => expect(notices.filter((n) => n.text === '上传成功')).toHaveLength(1));
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toContain(encodeURIComponent('新文件.txt'));
    expect(uploads[0]).not.toContain('overwrite=true');
    expect(notices.some((n) => n.text === '上传失败')).toBe(false);
    expect(await screen.findByText('文件已存在，未覆盖')).toBeInTheDocument();
    expect((await waitForRow('README.txt')).textContent).toBe(before);
  });

  it('a server 409 for a name the listing does not show asks the same question and retries with overwrite=true', async () => {
    const { user, notices } = await renderStorage();
    await waitForRow('README.txt');
    const uploads = recordUploads();
    // Hidden files are not listed by default, so only the server knows .bashrc exists.
    choose([new File(['export LANG=zh_CN.UTF-8\n'], '.bashrc', { type: 'text/plain' })]);
    const ask = await question('.bashrc');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).not.toContain('overwrite=true');
    await user.click(within(modalOf(ask)).getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(notices).toContainEqual({ level: 'success', text: '上传成功' }), { timeout: 8000 });
    expect(uploads).toHaveLength(2);
    expect(uploads[1]).toContain('overwrite=true');
  });
});
