import { FirstLoginGate } from '../../modules/login/FirstLoginGate';

/**
 * What runs once for a signed-in back-stage session besides the visible shell: the forced
 * first-login password change (docs/behaviour §4). (Notice dialogs are mounted app-wide in AppProviders,
 * since a notice may arrive on any page.)
 */
export function SessionServices() {
  return <FirstLoginGate />;
}
