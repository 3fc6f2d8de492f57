import { atom, getDefaultStore } from 'jotai';
import { subscribeAppEvents, type AppEvent } from '../../core/events/appEvents';
import { endStoredSession } from '../../core/session/logout';
import { LOGOUT_NOTICE_CODES, RELOAD_NOTICE_CODES } from '../../core/socket/socketCodes';

/** What confirming a notice does (docs/behaviour §4 Notice codes). */
export type NoticeAction = 'logout' | 'reload';

export interface ActiveNotice {
  code: string;
  /** The server's text, shown as plain text. */
  message: string;
  action: NoticeAction;
}

export function noticeActionFor(code: string): NoticeAction | null {
  if ((LOGOUT_NOTICE_CODES as readonly string[]).includes(code)) return 'logout';
  if ((RELOAD_NOTICE_CODES as readonly string[]).includes(code)) return 'reload';
  return null;
}

/**
 * One dialog at a time: a notice arriving while another is shown is dropped, except that a
 * logout notice replaces a reload notice (the session is over, so reloading would not help and
 * the user must not be left signed in behind a GROUP_CHANGE message).
 */
export function nextNotice(current: ActiveNotice | null, event: AppEvent): ActiveNotice | null {
  const action = noticeActionFor(event.code);
  if (action === null) return current;
  const incoming: ActiveNotice = { code: event.code, message: event.message, action };
  if (current === null) return incoming;
  if (current.action === 'reload' && action === 'logout') return incoming;
  return current;
}

export const activeNoticeAtom = atom<ActiveNotice | null>(null);

type Store = ReturnType<typeof getDefaultStore>;
const installed = new Map<Store, () => void>();

/**
 * Routes app events into the notice atom, and ends the stored session on a logout notice;
 * idempotent per store so the app-wide mount and the shell's mount share one subscription.
 */
export function installNoticeRouting(store: Store = getDefaultStore()): () => void {
  const existing = installed.get(store);
  if (existing) return existing;
  const unsubscribe = subscribeAppEvents((event) => {
    // The words say 请重新登录: the session is over now, even while the dialog waits for 确定
    // (and even when another notice's dialog is already up and this one is not shown).
    if (noticeActionFor(event.code) === 'logout') endStoredSession();
    const current = store.get(activeNoticeAtom);
    const next = nextNotice(current, event);
    if (next !== current) store.set(activeNoticeAtom, next);
  });
  const uninstall = (): void => {
    unsubscribe();
    installed.delete(store);
  };
  installed.set(store, uninstall);
  return uninstall;
}
