import { notify } from '../feedback/notify';
import { ErrorCatalogue } from './errorCatalogue';

/**
 * docs/behaviour §8 401 (not on the token endpoint): after 0.2 s show 用户信息失效,请重新登录 and log out.
 * Several calls failing together produce one message and one logout. The logout itself is the
 * session's (core/session/logout.ts registers it here): the client below the session only asks
 * for it, so http never imports the session that calls http.
 */
/** docs/behaviour §9: the logout redirect delay, also the wait before a 401's message. */
export const SESSION_EXPIRED_DELAY_MS = 200;

let scheduled: ReturnType<typeof setTimeout> | undefined;
let endSession: () => void = () => undefined;

/** Registers what ends the session when a call answers 401 (the session's logout). */
export function setSessionExpiredHandler(handler: () => void): void {
  endSession = handler;
}

export function handleSessionExpired(): void {
  if (scheduled !== undefined) return;
  scheduled = setTimeout(() => {
    scheduled = undefined;
    notify.error(ErrorCatalogue.sessionExpired);
    endSession();
  }, SESSION_EXPIRED_DELAY_MS);
}

export function resetSessionExpiredState(): void {
  if (scheduled !== undefined) clearTimeout(scheduled);
  scheduled = undefined;
}
