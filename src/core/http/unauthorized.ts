import { notify } from '../feedback/notify';
import { logout, LOGOUT_REDIRECT_DELAY_MS } from '../session/logout';
import { ErrorCatalogue } from './errorCatalogue';

/**
 * Spec §8 401 (not on the token endpoint): after 0.2 s show 用户信息失效,请重新登录 and log out.
 * Several calls failing together produce one message and one logout.
 */
let scheduled: ReturnType<typeof setTimeout> | undefined;

export function handleSessionExpired(): void {
  if (scheduled !== undefined) return;
  scheduled = setTimeout(() => {
    scheduled = undefined;
    notify.error(ErrorCatalogue.sessionExpired);
    logout();
  }, LOGOUT_REDIRECT_DELAY_MS);
}

export function resetSessionExpiredState(): void {
  if (scheduled !== undefined) clearTimeout(scheduled);
  scheduled = undefined;
}
