/**
 * 工单管理 makes the spec's calls (issue 35) as a generated list page: its 详情 drawer reads
 * GET workorder/detail with the id in the query, its list is POST workorder/page; and 意见反馈
 * (in the header, beside the message bell) writes POST user/feedback, which 用户反馈 then lists.
 */
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { FeedbackSlot } from '../../../src/app/feedback/FeedbackSlot';
import { FeedbackButton } from '../../../src/shell/user/FeedbackButton';
import { recordNotices } from '../../support/notifierRecorder';
import { render, screen, waitFor, within } from '../../support/testingLibrary';
import { renderPage, signIn } from '../renderer/detailHarness';

const OM = '/api/operation-management/v1';
let requests: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  requests.push(`${request.method} ${url.pathname}${url.search}`);
};
beforeEach(() => {
  requests = [];
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
});

const codesOf = (userName: string) => {
  const user = mockControl.db.collection('users').find((u) => u.userName === userName)!;
  return { user, codes: mockControl.db.collection('roles').get(user.role)!.permissions };
};

describe('工单管理', () => {
  it('详情 reads GET workorder/detail?id=, never the old detail/{id}', async () => {
    const { user, codes } = codesOf('enterprise');
    const { user: events } = await renderPage('application-admin/work-manage', { user: 'enterprise', codes });
    const order = mockControl.db.collection('crud.my-workorder').query({ filter: (o) => o.userId === user.id, sort: { key: 'createTime', order: 'desc' } }).records[0]!;
    const row = (await screen.findByText(String(order.orderNo), {}, { timeout: 8000 })).closest('tr')!;
    expect(requests.some((r) => r.startsWith(`POST ${OM}/workorder/page`))).toBe(true);
    await events.click(within(row as HTMLElement).getByRole('button', { name: '详情' }));
    await waitFor(() => expect(requests).toContain(`GET ${OM}/workorder/detail?id=${order.id}`));
    expect(requests.filter((r) => /\/workorder\/detail\/\d/.test(r))).toEqual([]);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(String(order.content))).toBeTruthy();
  });

  it('意见反馈 posts the user’s feedback, which 用户反馈 then holds', async () => {
    const notices = recordNotices();
    await signIn('enterprise', codesOf('enterprise').codes);
    const events = userEvent.setup();
    render(
      <ConfigProvider locale={zhCN}>
        <FeedbackSlot />
        <FeedbackButton />
      </ConfigProvider>,
    );
    await events.click(await screen.findByRole('button', { name: '意见反馈' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    await events.type(within(dialog).getByLabelText('反馈标题'), '希望支持作业模板导入');
    await events.type(within(dialog).getByLabelText('反馈内容'), '希望能从本地文件导入作业参数模板。');
    await events.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(notices).toContainEqual({ level: 'success', text: '感谢您的反馈，我们会尽快处理' }));
    expect(requests).toContain(`POST ${OM}/user/feedback`);
    expect(mockControl.db.collection('crud.feedback').find((f) => f.title === '希望支持作业模板导入')).toMatchObject({ userName: 'enterprise', status: 1, feedbackType: 1 });
  });
});
