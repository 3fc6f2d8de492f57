import type { Session } from './sessionAtoms';

/**
 * "Signed in" announcements (docs/behaviour §4 Login: "a websocket is opened"; "On page load a stored
 * token restores the session and reconnects"). The socket and other session holders subscribe
 * here instead of the login screen knowing about them.
 */
export type SignedInListener = (session: Session) => void;

const listeners = new Set<SignedInListener>();
/** The session last announced and not yet ended by a logout. */
let announced: Session | null = null;

/**
 * Calls `listener` on every sign-in: a completed login, or a stored session resumed on page
 * load. If a session was already announced when subscribing, the listener is called at once
 * with it, so a subscriber mounted after boot does not miss the resumed session. Subscribers
 * must therefore be idempotent per session (one socket per session state).
 * Returns the unsubscribe function.
 */
export function onSignedIn(listener: SignedInListener): () => void {
  listeners.add(listener);
  if (announced) listener(announced);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every subscriber that this session is now signed in. */
export function announceSignedIn(session: Session): void {
  announced = session;
  for (const listener of [...listeners]) {
    try {
      listener(session);
    } catch (error) {
      // One broken subscriber must not keep the others (or the login) from completing.
      console.error('onSignedIn listener failed', error);
    }
  }
}

/** The announced session, if any (null after logout). */
export function announcedSession(): Session | null {
  return announced;
}

/** Logout forgets the announced session so late subscribers are not handed an ended one. */
export function forgetSignedIn(): void {
  announced = null;
}
