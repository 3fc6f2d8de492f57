import { SwitchOrganizationDialog } from '../dialogs/SwitchOrganizationDialog';
import { ThemeDialog } from '../dialogs/ThemeDialog';

export type UserMenuDialog = 'switch-organization' | 'switch-theme';

/** The session dialogs the user menu opens (docs/behaviour §2.7, §5 Switch organisation, §4 Theme). */
export function UserMenuDialogs({ open, onClose }: { open: UserMenuDialog | null; onClose: () => void }) {
  return (
    <>
      <SwitchOrganizationDialog open={open === 'switch-organization'} onClose={onClose} />
      <ThemeDialog open={open === 'switch-theme'} onClose={onClose} />
    </>
  );
}
