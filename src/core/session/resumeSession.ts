/**
 * Spec §4 "On page load a stored token restores the session and reconnects": a complete stored
 * session is announced (the socket connects); a bare token (from `t` in the address) is
 * completed with the same calls as a login; unusable user data logs out.
 */
import { isAbortError } from '../http/HttpError';
import { establishSession } from './establishSession';
import { logout } from './logout';
import { isUsableUserInfo, restoreSession } from './sessionAtoms';
import { announceSignedIn } from './signedIn';

export type ResumeResult = 'none' | 'resumed' | 'completed' | 'logged-out' | 'failed';

export async function resumeSession(): Promise<ResumeResult> {
  const session = restoreSession();
  if (!session) return 'none';
  if (session.userInfo !== null && !isUsableUserInfo(session.userInfo)) {
    logout(); // §4: session user data or orgLevel missing
    return 'logged-out';
  }
  if (session.userInfo !== null && session.codes !== null && session.codes.length > 0) {
    announceSignedIn(session);
    return 'resumed';
  }
  try {
    const outcome = await establishSession({});
    return outcome.status === 'signed-in' ? 'completed' : 'logged-out';
  } catch (error) {
    // The client has shown the message; a 401 logs out by itself. Anything else keeps the
    // token so the next load tries again.
    if (!isAbortError(error)) console.warn('会话恢复失败', error);
    return 'failed';
  }
}
