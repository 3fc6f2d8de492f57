import { sessionUserId } from '../organization/sessionUser';
import { fetchUserTheme } from './themeApi';
import { applyTheme, currentTheme } from './themeState';
import { formatThemeAttribute } from './themes';

/**
 * Sign-in or restored session: the user's theme attribute on the server wins over what this
 * browser kept (docs/behaviour §4 Theme). No attribute, or a failed call, leaves the current theme; so does
 * a theme the user picked while the answer was on its way (the later choice is the user's).
 * Resolves to the applied theme's stored form, or null when nothing changed.
 */
export async function loadUserTheme(userId: string | null = sessionUserId()): Promise<string | null> {
  if (userId === null) return null;
  const before = formatThemeAttribute(currentTheme());
  try {
    const theme = await fetchUserTheme(userId);
    if (!theme) return null;
    // Changed meanwhile, and not to this answer (another load of it may have come first): picked.
    const now = formatThemeAttribute(currentTheme());
    if (now !== before && now !== formatThemeAttribute(theme)) return null;
    applyTheme(theme);
    return formatThemeAttribute(theme);
  } catch (error) {
    console.warn('[theme] could not load the user theme; keeping the local one', error);
    return null;
  }
}
