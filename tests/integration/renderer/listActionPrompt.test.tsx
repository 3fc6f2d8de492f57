import { render, screen, waitFor, within } from '../../support/testingLibrary';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { FeedbackSlot } from '../../../src/app/feedback/FeedbackSlot';
import zhCN from 'antd/es/locale/zh_CN';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import customer from '../../../schemas/entities/customer.json';
import { sessionAtom } from '../../../src/core/session/sessionAtoms';
import { writeToken } from '../../../src/core/session/storageKeys';
import { ListPage } from '../../../src/renderer/list/ListPage';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import type { ListPageConfig } from '../../../src/pageLanguage/pageConfig';
import { recordNotices } from '../../support/notifierRecorder';
import { login } from '../mocks/support';

const entity = customer as unknown as EntitySchema;
const BASE = '/api/operation-management/v1/prompt-test';
const PREFIX = 'prompt-test';
const REFUSED = '该客户存在未结清账单，暂不能停用';

const config: ListPageConfig = {
  kind: 'list',
  entity: 'customer',
  permissionPrefix: PREFIX,
  endpoint: { base: BASE, verbs: ['list', 'create'] },
  scope: { customerType: 1 },
  filters: [{ key: 'name' }, { key: 'customerType' }, { key: 'status' }],
  columns: [{ key: 'name' }, { key: 'status', slot: 'tag' }],
  toolbar: [
    { type: 'create' },
    {
      type: 'custom', name: 'disable', label: '批量停用', endpoint: { method: 'PUT', path: 'disable/{id}' },
      prompt: { field: 'reason', label: '停用原因', required: true, maxLength: 50 }, showWhen: { field: 'status', in: [1] }, effect: { status: 0 },
    },
  ],
  rowActions: [
    {
      type: 'custom', name: 'disable', label: '停用', endpoint: { method: 'PUT', path: 'disable/{id}' }, confirm: '确认停用该客户吗？',
      body: { notifyCustomer: true }, prompt: { field: 'reason', label: '停用原因', required: true, maxLength: 50 },
      showWhen: { field: 'status', in: [1] }, effect: { status: 0 }, danger: true,
    },
  ],
  form: { fields: ['customerType', 'name'] },
};

interface Row { id: number; name: string; customerType: number; status: number }

/** A small stateful backend for this page, registered with server.use. */
function backend() {
  const rows: Row[] = [
    { id: 1, name: '星河计算科技有限公司', customerType: 1, status: 1 },
    { id: 2, name: '蓝鲸气象研究院', customerType: 1, status: 0 },
  ];
  const calls = { lists: [] as URLSearchParams[], actions: [] as { id: string; body: unknown }[], created: [] as unknown[], refuseNext: 0 };
  server.use(
    http.get(`*${BASE}/page`, ({ request }) => {
      calls.lists.push(new URL(request.url).searchParams);
      return HttpResponse.json({ code: 200, data: { records: rows, total: rows.length } });
    }),
    http.put(`*${BASE}/disable/:id`, async ({ request, params }) => {
      const body = await request.json();
      calls.actions.push({ id: String(params.id), body });
      if (calls.refuseNext > 0) {
        calls.refuseNext -= 1;
        return HttpResponse.json({ code: 400, message: REFUSED }, { status: 400 });
      }
      const row = rows.find((r) => r.id === Number(params.id))!;
      row.status = 0;
      return HttpResponse.json({ code: 200, data: null });
    }),
    http.post(`*${BASE}`, async ({ request }) => {
      const body = (await request.json()) as Row;
      calls.created.push(body);
      rows.push({ ...body, id: rows.length + 1, status: 1 });
      return HttpResponse.json({ code: 200, data: { id: rows.length } });
    }),
  );
  return calls;
}

async function renderPage() {
  const { access_token: token } = await login('admin');
  writeToken(token);
  getDefaultStore().set(sessionAtom, {
    token, state: 's', userInfo: { id: 'admin', displayName: '管理员', groupInfo: [{ orgLevel: 1, groupId: 1, groupName: '超算中心' }] },
    codes: [`${PREFIX}-add`, `${PREFIX}-disable`], isFirstLogin: false, aamName: null, acc: null, realm: null, heartData: null,
  });
  const notices = recordNotices();
  const user = userEvent.setup();
  render(
    <ConfigProvider locale={zhCN}>
      <>
        <FeedbackSlot />
        <MemoryRouter initialEntries={[`/${PREFIX}`]}>
          <ListPage pageId={PREFIX} config={config} entity={entity} />
        </MemoryRouter>
      </>
    </ConfigProvider>,
  );
  return { notices, user };
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
/** The open prompt dialog (a closed one stays in jsdom's DOM, animating out for ever). */
const promptDialog = () => document.querySelector<HTMLElement>('.ant-modal-confirm:not(.ant-zoom-leave)')!;

describe('custom action with a prompt, and a scoped list', { timeout: 90_000 }, () => {
  it('asks the reason: required says 停用原因不能为空, a counter, a refusal keeps the reason, success reloads', async () => {
    const calls = backend();
    const { user, notices } = await renderPage();
    await screen.findByText('星河计算科技有限公司');
    // showWhen: only the enabled customer offers 停用.
    expect(within(rowOf('蓝鲸气象研究院')).queryByRole('button', { name: '停 用' })).toBeNull();
    await user.click(within(rowOf('星河计算科技有限公司')).getByRole('button', { name: /停\s?用/ }));

    const dialog = await waitFor(() => {
      expect(promptDialog()).not.toBeNull();
      return promptDialog();
    });
    expect(within(dialog).getByText('确认停用该客户吗？')).toBeInTheDocument();
    const reason = within(dialog).getByLabelText('停用原因');
    expect(within(dialog).getByText('0 / 50')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /确\s?认/ }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('停用原因不能为空');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    // The focus goes to the box to fill, not left on 确认.
    expect(reason).toHaveFocus();
    expect(calls.actions).toHaveLength(0);

    await user.type(reason, '合同到期未续签');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('');
    expect(within(dialog).getByText('7 / 50')).toBeInTheDocument();

    calls.refuseNext = 1;
    const listsBefore = calls.lists.length;
    await user.click(within(dialog).getByRole('button', { name: /确\s?认/ }));
    await waitFor(() => expect(notices).toContainEqual({ level: 'error', text: REFUSED }));
    expect(promptDialog()).toBe(dialog);
    expect(within(dialog).getByLabelText('停用原因')).toHaveValue('合同到期未续签');

    await user.click(within(dialog).getByRole('button', { name: /确\s?认/ }));
    await waitFor(() => expect(notices).toContainEqual({ level: 'success', text: '操作成功' }));
    expect(calls.actions.at(-1)).toEqual({ id: '1', body: { notifyCustomer: true, reason: '合同到期未续签' } });
    await waitFor(() => expect(promptDialog()).toBeNull());
    await waitFor(() => expect(calls.lists.length).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(within(rowOf('星河计算科技有限公司')).queryByRole('button', { name: /停\s?用/ })).toBeNull());
  });

  it('the reason is cut at maxLength and cancel sends nothing', async () => {
    const calls = backend();
    const { user } = await renderPage();
    await screen.findByText('星河计算科技有限公司');
    await user.click(within(rowOf('星河计算科技有限公司')).getByRole('button', { name: /停\s?用/ }));
    const dialog = await waitFor(() => {
      expect(promptDialog()).not.toBeNull();
      return promptDialog();
    });
    await user.click(within(dialog).getByLabelText('停用原因'));
    await user.paste('长'.repeat(60));
    expect(within(dialog).getByLabelText('停用原因')).toHaveValue('长'.repeat(50));
    expect(within(dialog).getByText('50 / 50')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /取\s?消/ }));
    await waitFor(() => expect(promptDialog()).toBeNull());
    expect(calls.actions).toHaveLength(0);
  });

  it('toolbar custom action: needs a selection, and refuses records its showWhen excludes', async () => {
    const calls = backend();
    const { user, notices } = await renderPage();
    await screen.findByText('星河计算科技有限公司');
    await user.click(screen.getByRole('button', { name: '批量停用' }));
    expect(notices).toEqual([{ level: 'warning', text: '请选择需要操作的数据' }]);
    await user.click(within(rowOf('蓝鲸气象研究院')).getByRole('checkbox', { name: '选择' }));
    await user.click(screen.getByRole('button', { name: '批量停用' }));
    expect(notices.at(-1)).toEqual({ level: 'warning', text: '所选数据中有 1 条不能批量停用' });
    expect(promptDialog()).toBeNull();
    expect(calls.actions).toHaveLength(0);
  });

  it('scope: the list call carries it, its field is neither a filter nor in the form, and create sends it', async () => {
    const calls = backend();
    const { user } = await renderPage();
    await screen.findByText('星河计算科技有限公司');
    expect(calls.lists[0]!.get('customerType')).toBe('1');
    expect(screen.getByLabelText('客户名称')).toBeInTheDocument();
    expect(screen.queryByLabelText('客户类型')).toBeNull();

    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增客户' });
    await within(dialog).findByLabelText('客户名称', {}, { timeout: 10_000 });
    expect(within(dialog).queryByText('客户类型')).toBeNull();
    await user.type(within(dialog).getByLabelText('客户名称'), '华南材料实验室');
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(calls.created).toEqual([{ name: '华南材料实验室', customerType: 1 }]));
  });
});
