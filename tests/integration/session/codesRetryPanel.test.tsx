/**
 * A reload whose permission call fails for a passing reason (500, network) neither trusts the
 * stored codes nor signs the user out: the back stage shows 权限信息加载失败 with 重试, and 重试
 * opens it with the server's codes.
 */
import { getDefaultStore } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLogoutState } from '../../../src/core/session/logout';
import { CODE_FETCH_TRIES, permissionCodesUnavailableAtom, resumeSession } from '../../../src/core/session/resumeSession';
import { restoreSession, sessionAtom } from '../../../src/core/session/sessionAtoms';
import { forgetSignedIn } from '../../../src/core/session/signedIn';
import { readToken } from '../../../src/core/session/storageKeys';
import { signIn } from '../../../src/modules/login/signIn';
import { RequireSession } from '../../../src/shell/RequireSession';
import { failCodeCalls } from './failCodeCalls';
import { recordNotices } from '../../support/notifierRecorder';
import { fireEvent, render, screen } from '../../support/testingLibrary';

const store = getDefaultStore();

afterEach(() => {
  resetLogoutState();
  forgetSignedIn();
  store.set(sessionAtom, null);
  store.set(permissionCodesUnavailableAtom, false);
});

describe('the back stage after a failed permission call', () => {
  it('shows 权限信息加载失败 with 重试, keeps the session, and 重试 opens the page', async () => {
    recordNotices();
    expect((await signIn({ username: 'personal', password: 'per123456' })).status).toBe('signed-in');
    forgetSignedIn();
    store.set(sessionAtom, restoreSession());
    failCodeCalls(CODE_FETCH_TRIES);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await resumeSession()).toBe('failed');

    render(
      <MemoryRouter initialEntries={['/application-admin/application-center']}>
        <Routes>
          <Route path="/login" element={<p>登录页</p>} />
          <Route path="*" element={<RequireSession>后台内容</RequireSession>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('权限信息加载失败')).toBeInTheDocument();
    expect(screen.queryByText('后台内容')).toBeNull();
    expect(screen.queryByText('登录页')).toBeNull();
    expect(readToken()).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await vi.waitFor(() => expect(store.get(permissionCodesUnavailableAtom)).toBe(false));
    expect(await screen.findByText('后台内容')).toBeInTheDocument();
    expect(store.get(sessionAtom)?.codes).toContain('work-storage-look');
  });
});
