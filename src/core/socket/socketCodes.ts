/**
 * Codes carried by the user-events websocket (docs/behaviour §4 Websocket / Notice codes).
 * A socket message is `{ code, message }`.
 */
export const HEARTBEAT_CODE = 'HEART_BEAT';

/** Codes that force a notice dialog; confirm logs out and goes to /login. */
export const LOGOUT_NOTICE_CODES = ['REPEAT_LOGIN', 'USER_SCOPE_CHANGE', 'USER_EXPIRE', 'ROLE_DEL', 'PWD_CHANGE'] as const;
/** Shows the message and reloads the page on confirm. */
export const RELOAD_NOTICE_CODES = ['GROUP_CHANGE'] as const;

export type LogoutNoticeCode = (typeof LOGOUT_NOTICE_CODES)[number];
export type ReloadNoticeCode = (typeof RELOAD_NOTICE_CODES)[number];
export type NoticeCode = LogoutNoticeCode | ReloadNoticeCode;

export const NOTICE_CODES: readonly NoticeCode[] = [...LOGOUT_NOTICE_CODES, ...RELOAD_NOTICE_CODES];

export interface SocketMessage {
  code: string;
  message: string;
}

/** Paths of the two sockets the console opens. */
export const userEventsSocketPath = (state: string): string => `/websocket/userEvents/${encodeURIComponent(state)}`;
export const storageProgressSocketPath = (taskId: string | number, xgToken: string): string =>
  `/api/operation-management/v1/starlight/api/storage/opt/${encodeURIComponent(String(taskId))}?xg-token=${encodeURIComponent(xgToken)}`;
