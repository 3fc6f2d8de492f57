/**
 * 用户配置 (platform-manage/organization/user-config) as a list page config over the mgmt-user
 * operations (the hand-written module's integration checks, moved here): 新增用户 says 登录账号已存在
 * when the field is left (the repeat-user check, from tests/integration/organization/
 * accountCheckScreens.test.tsx), sends the initial password encrypted like the sign-in's, and
 * offers 所属组织 and 角色 from GET mgmt/user/options; 分配组织和角色 asks both in one dialog and
 * places the user with one call; 重置密码 sends the new password encrypted; the switch is named by
 * the account and asks the question of its direction. The server's delegation and session rules are
 * tests/contract/delegation.test.ts's.
 */
import { fireEvent, screen, waitFor, within } from '../../support/testingLibrary';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { queryClient } from '../../../src/core/query/queryClient';
import { renderListPage, waitForRows } from './renderListPage';

const PAGE = 'platform-manage/organization/user-config';
const dialog = () => screen.getByRole('dialog');
const item = (label: string) => [...dialog().querySelectorAll<HTMLElement>('.ant-form-item')].find((el) => el.querySelector('label')?.textContent?.trim() === label)!;
const users = () => mockControl.db.collection('users');

/** Bodies the app sends, by "METHOD /path". */
function recordBodies(): Map<string, unknown> {
  const bodies = new Map<string, unknown>();
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') return;
    const { pathname } = new URL(request.url);
    void request.clone().json().then((body: unknown) => bodies.set(`${request.method} ${pathname}`, body), () => undefined);
  });
  return bodies;
}

async function choose(label: string, option: string): Promise<void> {
  await waitFor(() => expect(item(label).querySelector('.ant-select-selector')).not.toBeNull());
  fireEvent.mouseDown(item(label).querySelector('.ant-select-selector')!);
  const found = await waitFor(() => {
    const el = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.getAttribute('title') === option || o.textContent === option);
    if (!el) throw new Error(`${label} has no option ${option}`);
    return el;
  }, { timeout: 8000 });
  fireEvent.click(found);
}

beforeEach(() => {
  queryClient.clear();
  server.events.removeAllListeners();
});

describe('用户配置', () => {
  it('新增用户: a taken login account is refused when the field is left; a free one is not', async () => {
    const { user } = await renderListPage(PAGE);
    await waitForRows();
    await user.click(screen.getByRole('button', { name: /新增用户/ }));
    await waitFor(() => expect(dialog()).toHaveTextContent('新增用户'), { timeout: 5000 });
    const input = within(dialog()).getByPlaceholderText('如：zhang_wei');
    await user.type(input, 'enterprise');
    await user.tab();
    expect(await screen.findByText('登录账号已存在')).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'zhang_wei_new');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('登录账号已存在')).toBeNull());
  });

  it('新增用户 sends the initial password encrypted and places the user in the chosen organisation and role', async () => {
    const { user } = await renderListPage(PAGE);
    await waitForRows();
    const bodies = recordBodies();
    await user.click(screen.getByRole('button', { name: /新增用户/ }));
    await waitFor(() => expect(dialog()).toHaveTextContent('新增用户'), { timeout: 5000 });
    await user.type(within(dialog()).getByLabelText('登录账号'), 'ops_wang');
    await user.type(within(dialog()).getByLabelText('姓名'), '王运营');
    await user.type(within(dialog()).getByLabelText('手机号码'), '13800138124');
    await user.type(within(dialog()).getByLabelText('初始密码'), '12345');
    await choose('所属组织', '运营部');
    await choose('角色', '运营人员');
    await user.click(within(dialog()).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(item('初始密码')).toHaveTextContent('未按要求设置密码'));
    expect(within(dialog()).getByLabelText('登录账号')).toHaveValue('ops_wang');

    await user.clear(within(dialog()).getByLabelText('初始密码'));
    await user.type(within(dialog()).getByLabelText('初始密码'), 'ops_wang2026');
    await user.click(within(dialog()).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(users().find((u) => u.userName === 'ops_wang')).toBeDefined(), { timeout: 8000 });
    const created = users().find((u) => u.userName === 'ops_wang')!;
    expect(created.password).toBe('ops_wang2026');
    expect(created.role).toBe('operations');
    expect(created.groupInfo[0]?.groupName).toBe('运营部');
    const sent = bodies.get('POST /api/aam/v1/mgmt/user') as { password?: string } | undefined;
    expect(sent?.password, 'the password travels encrypted').toBeTruthy();
    expect(sent?.password).not.toBe('ops_wang2026');
  });

  it('分配组织和角色 asks both in one dialog, from the present ones, and places the user with one call', async () => {
    const { user, notices } = await renderListPage(PAGE, { search: '?userName=personal' });
    const target = users().find((u) => u.userName === 'personal')!;
    await waitFor(() => expect(screen.getAllByRole('cell', { name: 'personal' }).length).toBeGreaterThan(0), { timeout: 8000 });
    const row = screen.getAllByRole('cell', { name: 'personal' })[0]!.closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '分配组织和角色' }));
    await waitFor(() => expect(dialog()).toHaveTextContent(`分配组织和角色：${target.displayName}`), { timeout: 5000 });
    expect(dialog()).toHaveTextContent('已登录的会话将被要求重新登录');
    await waitFor(() => expect(item('所属组织').querySelector('.ant-select-selection-item')?.textContent).toBe(target.groupInfo[0]!.groupName), { timeout: 8000 });
    await choose('所属组织', '运营部');
    await choose('角色', '运营人员');
    await user.click(within(dialog()).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(users().get(target.id)?.role).toBe('operations'), { timeout: 8000 });
    expect(users().get(target.id)?.groupInfo[0]?.groupName).toBe('运营部');
    await waitFor(() => expect(notices).toContainEqual({ level: 'success', text: '操作成功' }));
  });

  it('重置密码 sends the new password encrypted; the switch is named by the account and asks the question of its direction', async () => {
    const { user } = await renderListPage(PAGE, { search: '?userName=personal' });
    const target = users().find((u) => u.userName === 'personal')!;
    await waitFor(() => expect(screen.getAllByRole('cell', { name: 'personal' }).length).toBeGreaterThan(0), { timeout: 8000 });
    const row = screen.getAllByRole('cell', { name: 'personal' })[0]!.closest('tr')!;
    const bodies = recordBodies();
    await user.click(within(row).getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(dialog()).toHaveTextContent('重置密码：personal'), { timeout: 5000 });
    await user.type(await within(dialog()).findByLabelText('新密码', {}, { timeout: 8000 }), 'reset2026');
    await user.click(within(dialog()).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(users().get(target.id)?.password).toBe('reset2026'), { timeout: 8000 });
    const sent = bodies.get(`PUT /api/aam/v1/mgmt/user/${target.id}/password`) as { password?: string } | undefined;
    expect(sent?.password).toBeTruthy();
    expect(sent?.password).not.toBe('reset2026');

    const toggle = within(row).getByRole('switch', { name: 'personal 启用状态' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    expect(await screen.findByText(`确认禁用用户“${target.displayName}”吗？禁用后该用户将无法登录。`)).toBeTruthy();
  });
});
