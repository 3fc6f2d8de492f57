import { act, fireEvent, render, screen, waitFor, within } from '../../support/testingLibrary';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/AppProviders';
import { logout } from '../../../src/core/session/logout';
import { readStored } from '../../../src/core/session/storageKeys';
import { applyTheme, THEME_STORAGE_KEY, themeAtom } from '../../../src/core/theme/themeState';
import { THEME_STYLE_ID } from '../../../src/core/theme/themeStyle';
import { BLUE_THEME, ORANGE_THEME } from '../../../src/core/theme/themes';
import { loadUserTheme } from '../../../src/core/theme/userTheme';
import { ThemeDialog } from '../../../src/shell/dialogs/ThemeDialog';
import { mockControl } from '../../../mocks/control';
import { recordRequests, resetSessionModules, signInAs } from '../organization/signedIn';

afterEach(() => {
  resetSessionModules();
  applyTheme(BLUE_THEME, { persist: false });
});

const ORIGIN = 'http://localhost:3000';

async function serverTheme(userId: string): Promise<string> {
  const response = await fetch(`${ORIGIN}/api/operation-management/v1/user/attribute?userId=${userId}`, {
    headers: { authorization: `Bearer ${readStored('token')}` },
  });
  const body = (await response.json()) as { data: { attributeContent: string }[] };
  return body.data[1]?.attributeContent ?? '';
}

const globalTheme = (): string | undefined =>
  mockControl.db.collection('crud.system-config').find((c) => c.configKey === 'theme.default')?.configValue as string | undefined;

const toast = (text: string) => screen.findByText(text, { selector: '.ant-message-notice-content *' });

function renderDialog() {
  const onClose = vi.fn();
  // The theme colour on antd's own buttons is checked: antd's sheets go into the document.
  render(
    <AppProviders>
      <ThemeDialog open onClose={onClose} />
    </AppProviders>,
    { antdStyles: true },
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

describe('主题配色 dialog', () => {
  it('selecting 红茶橙 applies it at once to antd and the page, and stores it locally', async () => {
    await signInAs('admin');
    const { dialog } = renderDialog();
    expect(within(dialog).getByText('主题配色')).toBeTruthy();
    const swatches = within(dialog).getAllByRole('radio');
    expect(swatches.map((s) => s.getAttribute('aria-label'))).toEqual(['默认蓝', '红茶橙']);
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '默认蓝' }).getAttribute('aria-checked')).toBe('true'));

    fireEvent.click(within(dialog).getByRole('radio', { name: '红茶橙' }));
    expect(getDefaultStore().get(themeAtom)).toBe(ORANGE_THEME);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('红茶橙-2');
    expect(document.getElementById(THEME_STYLE_ID)?.textContent).toContain('--hpc-primary: #E68E39;');
    expect(document.documentElement.dataset.theme).toBe('orange');
    const save = within(dialog).getByRole('button', { name: /保\s*存/ });
    await waitFor(() => expect(getComputedStyle(save).backgroundColor).toBe('rgb(230, 142, 57)'));
    expect(within(dialog).getByRole('radio', { name: '红茶橙' }).getAttribute('aria-checked')).toBe('true');
  });

  it('保存 writes the user theme, says 操作成功 and closes; unticked, the global theme stays', async () => {
    const session = await signInAs('admin');
    const userId = String(session.userInfo?.id);
    const requests = recordRequests();
    const { dialog, onClose } = renderDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: '红茶橙' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await toast('操作成功')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(requests.filter((r) => r.startsWith('PUT'))).toEqual(['PUT /api/operation-management/v1/user/attribute/theme']);
    expect(await serverTheme(userId)).toBe('红茶橙-2');
    expect(globalTheme()).toBe('默认蓝-1');
  });

  it('同时保存为全局主题 also saves the global theme, which users without their own then get', async () => {
    const personal = await signInAs('personal');
    const personalId = String(personal.userInfo?.id);
    const attributes = mockControl.db.collection('userAttributes');
    const own = attributes.find((a) => a.userId === personalId && a.attributeType === 2);
    attributes.remove(own!.id);
    resetSessionModules();

    await signInAs('admin');
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: '红茶橙' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '同时保存为全局主题' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await toast('操作成功')).toBeTruthy();
    expect(globalTheme()).toBe('红茶橙-2');
    expect(await serverTheme(personalId)).toBe('红茶橙-2');
  });

  it('a failed save shows the catalogue message and keeps the dialog open', async () => {
    await signInAs('admin');
    mockControl.faults.set({ method: 'PUT', path: '/api/operation-management/v1/user/attribute/theme', status: 500, times: 1 });
    const { dialog, onClose } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await toast('500：服务器出错')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('theme at sign-in', () => {
  it('the user’s theme on the server wins over the local one', async () => {
    applyTheme(BLUE_THEME);
    const session = await signInAs('partner'); // seeded with 红茶橙-2
    expect(await loadUserTheme(String(session.userInfo?.id))).toBe('红茶橙-2');
    expect(getDefaultStore().get(themeAtom)).toBe(ORANGE_THEME);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('红茶橙-2');
  });

  it('mounting the app after sign-in fetches and applies the theme', async () => {
    // Installed by an earlier test or by this mount: either way sign-in leads to the call.
    const requests = recordRequests();
    await signInAs('partner');
    render(<AppProviders><p>页面</p></AppProviders>);
    await waitFor(() => expect(getDefaultStore().get(themeAtom)).toBe(ORANGE_THEME));
    expect(requests.some((r) => r.startsWith('GET /api/operation-management/v1/user/attribute?userId='))).toBe(true);
  });

  it('logout returns the page to the default theme (the stored choice is cleared with storage)', async () => {
    await signInAs('partner');
    render(<AppProviders><p>页面</p></AppProviders>);
    await waitFor(() => expect(getDefaultStore().get(themeAtom)).toBe(ORANGE_THEME));
    act(() => logout());
    expect(getDefaultStore().get(themeAtom)).toBe(BLUE_THEME);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(document.getElementById(THEME_STYLE_ID)?.textContent).toContain('#496ddd'));
  });

  it('a theme picked while the user’s theme is on its way stays (the late answer does not undo it)', async () => {
    applyTheme(BLUE_THEME);
    const session = await signInAs('admin'); // the server holds 默认蓝-1 for admin
    const loading = loadUserTheme(String(session.userInfo?.id));
    act(() => applyTheme(ORANGE_THEME)); // picked in the dialog before the answer arrives
    expect(await loading).toBeNull();
    expect(getDefaultStore().get(themeAtom)).toBe(ORANGE_THEME);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('红茶橙-2');
  });

  it('a failing theme call keeps the local theme without a toast', async () => {
    applyTheme(ORANGE_THEME);
    const session = await signInAs('admin');
    mockControl.faults.set({ path: '/api/operation-management/v1/user/attribute', status: 500 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await loadUserTheme(String(session.userInfo?.id))).toBeNull();
    expect(getDefaultStore().get(themeAtom)).toBe(ORANGE_THEME);
    expect(warn).toHaveBeenCalled();
    expect(document.querySelector('.ant-message')).toBeNull();
  });
});
