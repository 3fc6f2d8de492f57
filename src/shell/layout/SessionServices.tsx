/**
 * What runs once for a signed-in back-stage session besides the visible shell: the forced
 * first-login password change and the notice dialogs of the user-events socket.
 */
export function SessionServices() {
  return null;
}
