/**
 * The screens that make the 7.1 account checks (issue 35): the switch dialog's role list comes
 * from the user-role fetch, the shell asks a user without a default organisation/role to choose
 * one (default check), and sign-up says 已存在 when the field is left (repeat check; 新增用户's is in
 * tests/integration/renderer/userConfig.test.tsx, the page config's field check).
 */
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { getDefaultStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { AppProviders } from '../../../src/app/AppProviders';
import { FeedbackSlot } from '../../../src/app/feedback/FeedbackSlot';
import { defaultCheckOutcome } from '../../../src/core/organization/userRoles';
import RegisterPage from '../../../src/modules/register/RegisterPage';
import { SwitchOrganizationDialog } from '../../../src/shell/dialogs/SwitchOrganizationDialog';
import { ShellRouteProvider } from '../../../src/shell/state/shellRoute';
import { UserMenu } from '../../../src/shell/user/UserMenu';
import { recordNotices } from '../../support/notifierRecorder';
import { fireEvent, render, screen, waitFor, within } from '../../support/testingLibrary';
import { installMatchMedia } from '../login/support';
import { recordRequests, resetSessionModules, signInAs } from './signedIn';

beforeAll(installMatchMedia);
afterEach(() => {
  resetSessionModules();
  globalThis.sessionStorage.clear();
});

const ROLES_PATH = '/api/aam/v1/portal/user/roles';
const dialog = (): HTMLElement => screen.getByRole('dialog');
const renderUserMenu = () => render(
  <AppProviders><MemoryRouter initialEntries={['/application-admin']}><ShellRouteProvider><UserMenu /></ShellRouteProvider></MemoryRouter></AppProviders>,
);
const fieldItem = (label: string): HTMLElement => within(dialog()).getByText(label).closest('.ant-formily-item') as HTMLElement;
const selected = (label: string): string => fieldItem(label).querySelector('.ant-select-selection-item')?.getAttribute('title') ?? '';

describe('切换组织: the role list is the user-role fetch’s', () => {
  it('choosing an organisation asks portal/user/roles for it and offers what that answers', async () => {
    const session = await signInAs('admin');
    const requests = recordRequests();
    render(<AppProviders><SwitchOrganizationDialog open onClose={vi.fn()} /></AppProviders>);
    await waitFor(() => expect(selected('默认组织')).not.toBe(''));
    // The store changes after the organisation list was read: only a fresh role fetch can know.
    const south = mockControl.db.collection('organizations').get('2001')!;
    const membership = mockControl.db.collection('orgMemberships').find((m) => m.userId === String(session.userInfo?.id) && m.groupId === '2001')!;
    mockControl.db.collection('organizations').update('2001', { roles: south.roles.map((r) => (r.roleId === membership.defaultRoleId ? { ...r, roleName: '分中心值班员' } : r)) });
    fireEvent.mouseDown(within(fieldItem('默认组织')).getByRole('combobox'));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find((el) => el.getAttribute('title') === '华南超算分中心');
      if (!found) throw new Error('华南超算分中心 not shown');
      return found;
    });
    fireEvent.click(option);
    await waitFor(() => expect(requests).toContain(`GET ${ROLES_PATH}?groupId=2001`));
    await waitFor(() => expect(selected('默认角色')).toBe('分中心值班员'));
  });
});

describe('the default organisation/role check when the shell is up', () => {
  it('opens 切换组织 with a warning when the default role is missing', async () => {
    const session = await signInAs('enterprise');
    const membership = mockControl.db.collection('orgMemberships').find((m) => m.userId === String(session.userInfo?.id) && m.isDefault)!;
    mockControl.db.collection('orgMemberships').update(membership.id, { defaultRoleId: null });
    const notices = recordNotices();
    const requests = recordRequests();
    renderUserMenu();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
    expect(within(dialog()).getByText('切换组织')).toBeTruthy();
    expect(requests).toContain('GET /api/aam/v1/portal/user/default');
    expect(notices).toContainEqual({ level: 'warning', text: '您还没有默认组织或默认角色，请先选择' });
  });

  it('only tells a user who holds no role there to ask an administrator, once a session', async () => {
    const session = await signInAs('enterprise');
    const membership = mockControl.db.collection('orgMemberships').find((m) => m.userId === String(session.userInfo?.id) && m.isDefault)!;
    mockControl.db.collection('orgMemberships').update(membership.id, { roleIds: [], defaultRoleId: null });
    const notices = recordNotices();
    const first = renderUserMenu();
    await waitFor(() => expect(notices).toContainEqual({ level: 'warning', text: '您在当前组织中还没有角色，请联系管理员分配' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    const requests = recordRequests();
    renderUserMenu();
    await waitFor(() => expect(requests).toContain('GET /api/aam/v1/portal/user/default'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notices.filter((n) => n.text === '您在当前组织中还没有角色，请联系管理员分配')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a user with both defaults is left alone', () => {
    expect(defaultCheckOutcome({ hasDefaultGroup: true, hasDefaultRole: true, roleCount: 1 })).toBe('none');
    expect(defaultCheckOutcome({ hasDefaultGroup: false, hasDefaultRole: false, roleCount: 0 })).toBe('choose');
    expect(defaultCheckOutcome(null)).toBe('none');
  });
});

describe('已存在 before submit (the repeat-user check)', () => {
  it('sign-up: a taken company name is refused when the field is left', async () => {
    const requests = recordRequests();
    const user = userEvent.setup({ delay: null });
    render(
      <Provider store={getDefaultStore()}>
        <ConfigProvider locale={zhCN}>
          <FeedbackSlot />
          <MemoryRouter initialEntries={['/register']}><RegisterPage /></MemoryRouter>
        </ConfigProvider>
      </Provider>,
    );
    await user.click(screen.getByRole('radio', { name: '企业用户' }));
    const taken = mockControl.db.collection('organizations').get('4001')!.groupName;
    await user.type(screen.getByPlaceholderText('请输入企业名称'), taken);
    await user.tab();
    expect(await screen.findByText('企业名称已存在')).toBeTruthy();
    expect(requests).toContain(`GET /api/aam/v1/user/repeat/check?companyName=${encodeURIComponent(taken)}`);
  });
});
