/**
 * 操作指南设置 offers the manual templates (GET manual-template/page, issue 35): choosing one adds
 * its chapter to the guide being edited, which the preview shows; nothing is saved until 保存.
 */
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { FeedbackSlot } from '../../../src/app/feedback/FeedbackSlot';
import ManualTempModule from '../../../src/modules/resource-system/ManualTempModule';
import { render, screen, waitFor } from '../../support/testingLibrary';
import { signIn } from '../renderer/detailHarness';

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

describe('操作指南设置: 插入模板', () => {
  it('lists the manual templates and appends the chosen one to the guide being edited', async () => {
    await signIn('admin', mockControl.db.collection('roles').get('platformAdmin')!.permissions);
    const saved = mockControl.db.collection('crud.operation-guide').get(1)?.content ?? '';
    const user = userEvent.setup();
    render(<ConfigProvider locale={zhCN}><FeedbackSlot /><ManualTempModule /></ConfigProvider>);
    const picker = await screen.findByRole('combobox', { name: '插入模板' }, { timeout: 8000 });
    await waitFor(() => expect(requests).toContain('GET /api/operation-management/v1/manual-template/page'));
    await user.click(picker);
    await user.click(await screen.findByText('提交第一个作业', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(document.querySelector('.rs-guide')?.textContent).toContain('在“应用运行”中选择应用与分区'));
    expect(mockControl.db.collection('crud.operation-guide').get(1)?.content ?? '').toBe(saved);
    expect(requests.filter((r) => r.startsWith('PUT'))).toEqual([]);
  });
});
