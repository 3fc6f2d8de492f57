/**
 * A custom action with a `current` read (app-category's 可见范围: GET then PUT
 * relation/visual-range, the record named by `?id=`): the dialog starts from what the server
 * holds, a change is read back the next time, and a failed read opens no dialog.
 */
import { screen, waitFor, within } from '../../support/testingLibrary';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { server } from '../../../mocks/node';
import { renderListPage } from './renderListPage';

const PAGE = 'platform-manage/application/app-category';
const READ = '*/api/operation-management/v1/application-classify/relation/visual-range';

/** The open confirm dialog (a closed one stays in jsdom's DOM, animating out for ever). */
const openDialog = () => document.querySelector<HTMLElement>('.ant-modal-confirm:not(.ant-zoom-leave)');
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const checkedRange = (dialog: HTMLElement) => within(dialog).getByRole('radiogroup').querySelector<HTMLInputElement>('input:checked')?.closest('label')?.textContent;

describe('custom action reading the present values first (current)', { timeout: 90_000 }, () => {
  it('starts from the record\'s range and remark, and reads back what was saved', async () => {
    const reads: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && request.url.includes('relation/visual-range')) reads.push(new URL(request.url).search);
    };
    server.events.on('request:start', listener);
    onTestFinished(() => server.events.removeListener('request:start', listener));
    const { user, notices } = await renderListPage(PAGE);
    await screen.findByText('材料计算', {}, { timeout: 8000 });
    await user.click(within(rowOf('材料计算')).getByRole('button', { name: '可见范围' }));
    const first = await waitFor(() => openDialog() ?? Promise.reject(new Error('no dialog yet')));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/^\?id=\d+$/);
    expect(checkedRange(first)).toBe('所有用户');

    await user.click(within(first).getByLabelText('企业用户'));
    await user.type(within(first).getByLabelText('变更说明'), '仅对企业用户开放');
    await user.click(within(first).getByRole('button', { name: /确\s?认/ }));
    await waitFor(() => expect(notices).toContainEqual({ level: 'success', text: '操作成功' }));
    await waitFor(() => expect(openDialog()).toBeNull());

    await user.click(within(rowOf('材料计算')).getByRole('button', { name: '可见范围' }));
    const again = await waitFor(() => openDialog() ?? Promise.reject(new Error('no dialog yet')));
    expect(checkedRange(again)).toBe('企业用户');
    expect(within(again).getByLabelText('变更说明')).toHaveValue('仅对企业用户开放');
    await user.click(within(again).getByRole('button', { name: /取\s?消/ }));
    await waitFor(() => expect(openDialog()).toBeNull());
  });

  it('opens no dialog when the read fails, and shows why', async () => {
    server.use(http.get(READ, () => HttpResponse.json({ code: 500, message: '分类服务暂不可用' }, { status: 500 })));
    const { user, notices } = await renderListPage(PAGE);
    await screen.findByText('材料计算', {}, { timeout: 8000 });
    await user.click(within(rowOf('材料计算')).getByRole('button', { name: '可见范围' }));
    await waitFor(() => expect(notices.some((n) => n.level === 'error')).toBe(true));
    expect(openDialog()).toBeNull();
  });
});
