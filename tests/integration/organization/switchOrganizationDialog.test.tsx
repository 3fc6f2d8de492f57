import { act, fireEvent, render, screen, waitFor, within } from '../../support/testingLibrary';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/AppProviders';
import { readStored } from '../../../src/core/session/storageKeys';
import { SwitchOrganizationDialog } from '../../../src/shell/dialogs/SwitchOrganizationDialog';
import { mockControl } from '../../../mocks/control';
import { recordReloads, recordRequests, resetSessionModules, signInAs } from './signedIn';

afterEach(resetSessionModules);

const GROUPS_PATH = '/api/aam/v1/portal/user/groups';

function renderDialog() {
  const onClose = vi.fn();
  render(
    <AppProviders>
      <SwitchOrganizationDialog open onClose={onClose} />
    </AppProviders>,
  );
  return { onClose };
}

const dialog = (): HTMLElement => screen.getByRole('dialog');
const fieldItem = (label: string): HTMLElement => {
  const labelElement = within(dialog()).getByText(label);
  const item = labelElement.closest('.ant-formily-item');
  if (!(item instanceof HTMLElement)) throw new Error(`no form item ${label}`);
  return item;
};
const selected = (label: string): string =>
  fieldItem(label).querySelector('.ant-select-selection-item')?.getAttribute('title') ?? '';

/** Opens a select of the dialog and clicks an option by its label. */
async function choose(label: string, option: string): Promise<void> {
  const combobox = within(fieldItem(label)).getByRole('combobox');
  fireEvent.mouseDown(combobox);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((el) => el.getAttribute('title') === option);
    if (!found) throw new Error(`option ${option} not shown`);
    return found;
  });
  fireEvent.click(item);
}

const errorOf = (label: string): string => fieldItem(label).querySelector('.ant-formily-item-error-help')?.textContent ?? '';
/** antd's message toasts, as the user sees them. */
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message-notice-content *' });

const ok = (): HTMLElement => within(dialog()).getByRole('button', { name: /确\s*定/ });

async function loaded(): Promise<void> {
  await waitFor(() => expect(selected('默认组织')).not.toBe(''));
}

describe('switch organisation dialog', () => {
  it('lists the user’s organisations with belongGroup=1 and preselects the default organisation and role', async () => {
    await signInAs('admin');
    const requests = recordRequests();
    renderDialog();
    expect(within(dialog()).getByText('切换组织')).toBeTruthy();
    await loaded();
    expect(selected('默认组织')).toBe('超算云平台运营中心');
    expect(selected('默认角色')).toBe('平台管理员');
    expect(requests).toContain(`GET ${GROUPS_PATH}?belongGroup=1`);
  });

  it('an organisation without a parent department gets the spec message and nothing is saved', async () => {
    await signInAs('admin');
    const requests = recordRequests();
    renderDialog();
    await loaded();
    await choose('默认组织', '平台测试组');
    await waitFor(() => expect(errorOf('默认组织')).toBe('所选组织未设置所属部门，请联系管理员进行设置。'));
    expect(selected('默认角色')).toBe('测试人员'); // the role list follows the organisation
    fireEvent.click(ok());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(requests.filter((r) => r.startsWith('PUT'))).toEqual([]);
  });

  it('with no default on the server, both fields are required with the spec messages', async () => {
    const session = await signInAs('admin');
    const memberships = mockControl.db.collection('orgMemberships');
    for (const m of memberships.list().filter((r) => r.userId === String(session.userInfo?.id))) memberships.update(m.id, { isDefault: false });
    renderDialog();
    await waitFor(() => expect(document.querySelector('.ant-select-arrow-loading, .anticon-loading')).toBeNull());
    fireEvent.click(ok());
    await waitFor(() => expect(errorOf('默认组织')).toBe('请选择默认组织'));
    expect(errorOf('默认角色')).toBe('请选择默认角色');
  });

  it('an organisation with several roles and none default asks for the role', async () => {
    const session = await signInAs('admin');
    const memberships = mockControl.db.collection('orgMemberships');
    const south = memberships.find((m) => m.userId === String(session.userInfo?.id) && m.groupId === '2001');
    memberships.update(south!.id, { defaultRoleId: null });
    renderDialog();
    await loaded();
    await choose('默认组织', '华南超算分中心');
    expect(selected('默认角色')).toBe('');
    fireEvent.click(ok());
    await waitFor(() => expect(errorOf('默认角色')).toBe('请选择默认角色'));
    expect(errorOf('默认组织')).toBe('');
  });

  it('is refused on the portal template page with the spec warning', async () => {
    await signInAs('admin');
    const requests = recordRequests();
    window.location.hash = '#/platform-manage/portal-temp/temp-page?id=1';
    const { onClose } = renderDialog();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await toast('此页面无法进行切换组织操作')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.filter((r) => r.includes('/groups'))).toEqual([]);
  });

  it('searches by name with groupName', async () => {
    await signInAs('admin');
    const requests = recordRequests();
    renderDialog();
    await loaded();
    fireEvent.change(within(fieldItem('默认组织')).getByRole('combobox'), { target: { value: '华南' } });
    await waitFor(() => expect(requests).toContain(`GET ${GROUPS_PATH}?groupName=${encodeURIComponent('华南')}&belongGroup=1`));
    await waitFor(() => {
      const titles = [...document.querySelectorAll('.ant-select-item-option')].map((el) => el.getAttribute('title'));
      expect(titles).toEqual(['华南超算分中心', '超算云平台运营中心']); // the result, plus the chosen one
    });
  });

  it('saves organisation then role, says 切换成功, reloads, and the server remembers', async () => {
    const session = await signInAs('admin');
    const userId = String(session.userInfo?.id);
    const reloads = recordReloads();
    const requests = recordRequests();
    const { onClose } = renderDialog();
    await loaded();
    await choose('默认组织', '华南超算分中心');
    expect(selected('默认角色')).toBe('分中心管理员');
    await choose('默认角色', '普通成员');
    fireEvent.click(ok());

    expect(await toast('切换成功')).toBeTruthy();
    const puts = requests.filter((r) => r.startsWith('PUT'));
    expect(puts).toEqual([
      `PUT /api/aam/v1/portal/user/${userId}/groups/2001/default`,
      `PUT /api/aam/v1/portal/user/${userId}/groups/2001/roles/200102/default`,
    ]);
    await waitFor(() => expect(reloads.count).toBe(1), { timeout: 3000 });
    expect(onClose).not.toHaveBeenCalled(); // the reload replaces the page

    // What the reloaded page will see: the list, user info and the stored session.
    const token = readStored('token');
    const list = await (await fetch(`http://localhost:3000${GROUPS_PATH}?belongGroup=1`, { headers: { authorization: `Bearer ${token}` } })).json() as {
      groupId: string; defaultGroup: number; roles: { roleName: string; defaultRole: number }[];
    }[];
    const south = list.find((o) => o.groupId === '2001');
    expect(south?.defaultGroup).toBe(1);
    expect(south?.roles.find((r) => r.defaultRole === 1)?.roleName).toBe('普通成员');
    expect(list.filter((o) => o.defaultGroup === 1)).toHaveLength(1);
    const info = await (await fetch('http://localhost:3000/api/aam/v1/portal/user/info', { headers: { authorization: `Bearer ${token}` } })).json() as {
      groupInfo: { groupName: string }[];
    };
    expect(info.groupInfo[0]?.groupName).toBe('华南超算分中心');
    expect(JSON.parse(readStored('userInfo') ?? '{}').groupInfo[0].groupName).toBe('华南超算分中心');
    expect(JSON.parse(readStored('heartData') ?? '{}')).toMatchObject({ defaultGroup: '2001', defaultRole: '200102' });
  });

  it('a failing PUT shows the catalogue message and keeps the dialog for another try', async () => {
    await signInAs('admin');
    const reloads = recordReloads();
    mockControl.faults.set({ method: 'PUT', path: '/api/aam/v1/portal/user/*/groups/*/default', status: 500, times: 1 });
    renderDialog();
    await loaded();
    fireEvent.click(ok());
    expect(await toast('500：服务器出错')).toBeTruthy();
    expect(reloads.count).toBe(0);
    expect(selected('默认组织')).toBe('超算云平台运营中心');
    await waitFor(() => expect(ok().closest('button')?.classList.contains('ant-btn-loading')).toBe(false));
  });
});
