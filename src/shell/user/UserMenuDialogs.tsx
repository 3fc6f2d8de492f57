export type UserMenuDialog = 'switch-organization' | 'switch-theme';

/** Actions whose dialogs exist; the user menu offers only these. */
export const AVAILABLE_USER_MENU_DIALOGS: ReadonlySet<UserMenuDialog> = new Set();

/** The session dialogs the user menu opens (spec §2.7, §5 Switch organisation, §4 Theme). */
export function UserMenuDialogs(_props: { open: UserMenuDialog | null; onClose: () => void }) {
  return null;
}
