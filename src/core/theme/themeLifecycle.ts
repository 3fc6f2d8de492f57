import { onLogout } from '../session/logout';
import { onSignedIn } from '../session/signedIn';
import { applyTheme } from './themeState';
import { DEFAULT_THEME } from './themes';
import { loadUserTheme } from './userTheme';

let installed: (() => void) | null = null;

/**
 * Fetches the user's theme on every sign-in or restored session, and returns to the default on
 * logout: logout clears the stored choice, so the login page then looks as it will after a reload.
 */
export function installThemeLifecycle(): () => void {
  if (installed) return installed;
  const offSignedIn = onSignedIn((session) => {
    const id = session.userInfo?.id;
    if (id !== undefined && id !== null && String(id) !== '') void loadUserTheme(String(id));
  });
  const offLogout = onLogout(() => applyTheme(DEFAULT_THEME, { persist: false }));
  installed = () => {
    offSignedIn();
    offLogout();
    installed = null;
  };
  return installed;
}
