import { onLogout } from '../session/logout';
import { onSignedIn } from '../session/signedIn';
import { userEventsSocket, type UserEventsSocket } from './userEventsSocket';

let installed: (() => void) | null = null;

/**
 * Ties the user-events socket to the session (docs/behaviour §4 Login "a websocket is opened", "a stored
 * token restores the session and reconnects"; Logout "closes the socket"). Idempotent: the app
 * installs it once at start; a second call returns the same uninstall.
 */
export function installUserEventsLifecycle(socket: UserEventsSocket = userEventsSocket): () => void {
  if (installed) return installed;
  const offSignedIn = onSignedIn((session) => {
    if (session.state) socket.connect(session.state); // same state: the live socket is reused
  });
  const offLogout = onLogout(() => socket.close());
  installed = () => {
    offSignedIn();
    offLogout();
    socket.close();
    installed = null;
  };
  return installed;
}
