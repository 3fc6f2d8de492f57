/**
 * 操作指南设置 as a block page (schemas/pages/platform-manage/system-manage/manual-temp.json, a
 * rich-text-editor block over operation-guide data): the manual templates (GET
 * manual-template/page, issue 35) are offered, and choosing one adds its chapter to the guide
 * being edited, which the preview beside it shows; nothing is saved until 保存, which sends the
 * text (PUT data) and says 保存成功; 恢复已保存内容 drops the edits.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { fireEvent, screen, waitFor } from '../../support/testingLibrary';
import { renderPage } from '../renderer/detailHarness';

const PAGE = 'platform-manage/system-manage/manual-temp';
let requests: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  requests.push(`${request.method} ${url.pathname}`);
};
beforeEach(() => {
  requests = [];
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
});

const preview = () => document.querySelector('.hpc-block-editor-preview')?.textContent ?? '';
const guide = () => mockControl.db.collection('crud.operation-guide').get(1)?.content ?? '';

describe('操作指南设置: 插入模板', () => {
  it('lists the manual templates and appends the chosen one to the guide being edited', async () => {
    const saved = guide();
    const { user, notices } = await renderPage(PAGE, { codes: mockControl.db.collection('roles').get('platformAdmin')!.permissions });
    const picker = await screen.findByRole('combobox', { name: '插入模板' }, { timeout: 8000 });
    await waitFor(() => expect(requests).toContain('GET /api/operation-management/v1/manual-template/page'));
    await user.click(picker);
    await user.click(await screen.findByText('提交第一个作业', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(preview()).toContain('在“应用运行”中选择应用与分区'));
    expect(notices).toContainEqual({ level: 'success', text: '已插入模板：提交第一个作业' });
    expect(guide()).toBe(saved);
    expect(requests.filter((r) => r.startsWith('PUT'))).toEqual([]);

    // 恢复已保存内容 drops the edit; 保存 after another insert sends it and the page shows what was saved.
    fireEvent.click(screen.getByRole('button', { name: '恢复已保存内容' }));
    await waitFor(() => expect(preview()).not.toContain('在“应用运行”中选择应用与分区'));
    await user.click(picker);
    await user.click(await screen.findByText('提交第一个作业', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(preview()).toContain('在“应用运行”中选择应用与分区'));
    fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    await waitFor(() => expect(notices).toContainEqual({ level: 'success', text: '保存成功' }), { timeout: 8000 });
    expect(requests).toContain('PUT /api/operation-management/v1/operation-guide/data');
    expect(guide()).toContain('在“应用运行”中选择应用与分区');
    expect(screen.getByText(/^最后更新：\d{4}-\d{2}-\d{2} /)).toBeInTheDocument();
  });

  it('refuses to save an empty guide, sending nothing', async () => {
    mockControl.db.collection('crud.operation-guide').update(1, { content: '<p><br></p>' });
    const { notices } = await renderPage(PAGE, { codes: mockControl.db.collection('roles').get('platformAdmin')!.permissions });
    await screen.findByRole('combobox', { name: '插入模板' }, { timeout: 8000 });
    fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    await waitFor(() => expect(notices).toContainEqual({ level: 'warning', text: '操作指南内容不能为空' }));
    expect(requests.filter((r) => r.startsWith('PUT'))).toEqual([]);
  });
});
