/**
 * 门户配置 and 门户页面 (src/modules/portal/admin, hand-written): their records are read and written
 * through the families' data provider on the query cache — a save shows in the list without a
 * 刷新 — and a refused write keeps what was typed and says why: the server's field messages at
 * their fields (请按提示修改后重新提交 above), any other refusal's reason in the form.
 */
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { FeedbackSlot } from '../../../src/app/feedback/FeedbackSlot';
import { writeToken } from '../../../src/core/session/storageKeys';
import TempConfigModule from '../../../src/modules/portal/admin/TempConfigModule';
import TempPageModule from '../../../src/modules/portal/admin/TempPageModule';
import { recordRequests } from '../../support/requestLog';
import { render, screen, waitFor, within } from '../../support/testingLibrary';
import { login } from '../mocks/support';

const P = '/api/operation-management/v1/portal';
const requests = recordRequests();

/** Renders the module as the shell would, for the signed-in demo admin. */
async function renderModule(Module: ComponentType) {
  const { access_token: token } = await login('admin');
  writeToken(token);
  const user = userEvent.setup();
  render(
    <ConfigProvider locale={zhCN}>
      <>
        <FeedbackSlot />
        <MemoryRouter>
          <Module />
        </MemoryRouter>
      </>
    </ConfigProvider>,
  );
  return { user };
}

const rowOf = async (name: string): Promise<HTMLElement> => {
  let found: HTMLElement | undefined;
  await waitFor(() => expect((found = screen.getAllByRole('row').find((row) => row.textContent?.includes(name)))).toBeDefined(), { timeout: 8000 });
  return found!;
};

describe('门户配置 and 门户页面 on the families\' data path', { timeout: 120_000 }, () => {
  it('门户配置: a refused save keeps the typed name with the server\'s field message; the next save shows in the list', async () => {
    const { user } = await renderModule(TempConfigModule);
    const row = await rowOf('超算云平台门户');
    expect(requests).toContain(`GET ${P}/manage/info/page`);
    expect(requests).toContain(`GET ${P}/domain/list`);
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '门户配置' }, { timeout: 8000 });
    const name = within(form).getByRole('textbox', { name: '门户名称' });
    await user.clear(name);
    await user.type(name, '超算云门户新版');
    mockControl.faults.set({ path: `${P}/manage/info`, method: 'PUT', status: 400, body: { code: 400, msg: '门户名称已被使用', errors: { portalName: '门户名称已被使用' } }, times: 1 });
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await within(form).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('请按提示修改后重新提交');
    expect(within(form).getByText('门户名称已被使用')).toBeInTheDocument();
    expect(name).toHaveValue('超算云门户新版');

    // Corrected, it is saved, and the list shows it without a 刷新.
    await user.type(name, '门户');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(screen.queryByRole('form', { name: '门户配置' })).toBeNull(), { timeout: 8000 });
    await rowOf('超算云门户新版门户');
  });

  it('门户页面: a refused new page keeps what was typed and says the server\'s reason; saved, it is listed', async () => {
    const { user } = await renderModule(TempPageModule);
    await rowOf('关于我们');
    await user.click(screen.getByRole('button', { name: /新增页面/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增页面' }, { timeout: 8000 });
    await user.type(within(dialog).getByRole('textbox', { name: '页面名称' }), '合作伙伴');
    mockControl.faults.set({ path: `${P}/page`, method: 'POST', status: 409, body: { code: 409, msg: '页面名称已存在' }, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('页面名称已存在');
    expect(within(dialog).getByRole('textbox', { name: '页面名称' })).toHaveValue('合作伙伴');

    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await rowOf('合作伙伴');
    expect(requests).toContain(`POST ${P}/page`);
  });
});
