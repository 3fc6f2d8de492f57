/**
 * GeoAI任务视频 as a block page (schemas/pages/platform-manage/geoai-video.json): a picker of the
 * tasks (video/tasks, named with task-type's names and the state) puts the task into the address;
 * the upload block sends the chosen file in chunks (video/chunk-upload: status first, then each
 * chunk with identifier, index, total and taskId) with its progress; the task's videos
 * (video/list?taskId) show size and a link to the file, and 删除 asks and deletes (video/{id}). A
 * rejected or cancelled task says it takes no videos, and the server's refusal is shown.
 */
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { recordRequests } from '../../support/requestLog';
import { fireEvent, screen, waitFor, within } from '../../support/testingLibrary';
import { currentLocation, renderPage } from './detailHarness';

const PAGE = 'platform-manage/geoai-video';
const OM = '/api/operation-management/v1';
const requests = recordRequests({ withQuery: true });
const tasks = () => mockControl.db.collection('crud.geoai-task' as never) as unknown as { list(): { id: number; taskName: string; status: number; taskType: number }[] };
const videos = () => mockControl.db.collection('crud.geoai-video' as never) as unknown as { list(): { id: number; taskId: number; name: string; size: number }[] };

async function pick(file: File) {
  // The upload's call is ready once its family's declaration has loaded (the button is enabled).
  await waitFor(() => expect(screen.getByRole('button', { name: '上传视频' })).toBeEnabled(), { timeout: 8000 });
  const input = screen.getByLabelText('上传视频：选择文件') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('GeoAI任务视频 (block page)', () => {
  it('without a task says 请选择任务; a chosen task goes into the address and its videos are read', async () => {
    const task = tasks().list().find((t) => t.status === 1 && tasks().list().filter((other) => other.taskName === t.taskName).length === 1)!;
    await renderPage(PAGE);
    expect(await screen.findByText('请选择任务', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(requests.filter((r) => r.includes('/geoai/video/list'))).toEqual([]);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'GeoAI任务' }));
    // Each option names the task, its type by task-type's name (not its number) and its state.
    const option = await screen.findByText(new RegExp(`^${task.taskName} · [^\\d·]+ · 待确认$`), {}, { timeout: 8000 });
    fireEvent.click(option);
    await waitFor(() => expect(currentLocation.current).toBe(`/${PAGE}?taskId=${task.id}`));
    expect(await screen.findByText('该任务还没有视频', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(requests).toContain(`GET ${OM}/geoai/video/list?taskId=${task.id}`);
  });

  it('sends the chosen file to the chunk upload with its task; the task’s videos show size and link, and 删除 removes one', async () => {
    const task = tasks().list().find((t) => t.status === 2)!;
    // A video already in (jsdom's File cannot travel in a multipart body; the e2e uploads one in the browser).
    const stored = (mockControl.db.collection('crud.geoai-video' as never) as unknown as { insert(v: object): { id: number } }).insert({
      taskId: task.id, name: '巡河航拍.mp4', size: 5_242_880 + 150 * 1024, url: 'https://files.hpc-cloud.cn/upload/xh.mp4', uploadId: 'u1', uploaderId: 'admin', uploadTime: '2026-11-20 10:00:00',
    });
    await renderPage(PAGE, { search: `?taskId=${task.id}` });
    const row = await screen.findByRole('row', { name: /巡河航拍\.mp4/ }, { timeout: 8000 });
    expect(within(row).getByText('5.15 MB')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '巡河航拍.mp4' })).toHaveAttribute('href', 'https://files.hpc-cloud.cn/upload/xh.mp4');
    expect(within(row).getByRole('link', { name: '巡河航拍.mp4' })).toHaveAttribute('target', '_blank');

    // A file chosen goes to the chunk upload: the chunks already in are asked first, then the chunk with its task.
    await pick(new File([new Uint8Array(1024)], '新航拍.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(requests.filter((r) => r.includes('/geoai/video/chunk-upload'))).toEqual([
      expect.stringMatching(new RegExp(`^GET ${OM}/geoai/video/chunk-upload\\?identifier=1024-`)),
      `POST ${OM}/geoai/video/chunk-upload`,
    ]), { timeout: 8000 });

    fireEvent.click(within(row).getByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText('确认删除视频“巡河航拍.mp4”吗？')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('该任务还没有视频', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(videos().list().find((v) => v.id === stored.id)).toBeUndefined();
  });

  it('a rejected task says it takes no videos, and the server’s refusal of an upload is shown', async () => {
    const task = tasks().list().find((t) => t.status === 4 || t.status === 5)!;
    const { notices } = await renderPage(PAGE, { search: `?taskId=${task.id}` });
    expect(await screen.findByText('已驳回或已取消的任务不能上传视频', {}, { timeout: 8000 })).toBeInTheDocument();
    await pick(new File([new Uint8Array(1024)], '航拍.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(notices.map((n) => n.text)).toContain('已驳回或已取消的任务不能上传视频'), { timeout: 8000 });
    expect(videos().list().filter((v) => v.taskId === task.id)).toEqual([]);
  });
});
