import { HEARTBEAT_CODE } from '../socket/socketCodes';
import type { UserInfo } from './sessionAtoms';

/**
 * docs/behaviour §3 heartData: what the user-events socket sends as its heartbeat and what identifies
 * the session to it. Written at login under the storage key `heartData`.
 */
export interface HeartData {
  userId: string | number;
  endTime: string | number | null;
  realm: string;
  defaultGroup: string | number | null;
  /** docs/behaviour §4 Organisation and role: the default role at login is "1". */
  defaultRole: string;
  msgType: string;
  expiresIn: number | null;
  scope: string | null;
}

export const DEFAULT_ROLE_AT_LOGIN = '1';

export interface HeartDataInput {
  userInfo: UserInfo;
  realm: string;
  expiresIn?: number | null;
  scope?: string | null;
}

/** The default group is the user's own pick when the server names one, else their first organisation. */
export function buildHeartData({ userInfo, realm, expiresIn, scope }: HeartDataInput): HeartData {
  const named = userInfo.defaultGroup;
  const defaultGroup = typeof named === 'string' || typeof named === 'number' ? named : userInfo.groupInfo?.[0]?.groupId ?? null;
  return {
    userId: userInfo.id,
    endTime: userInfo.endTime ?? null,
    realm,
    defaultGroup,
    defaultRole: DEFAULT_ROLE_AT_LOGIN,
    // The heartbeat frame's type is the heartbeat code the socket filters out (docs/behaviour §4 Websocket).
    msgType: HEARTBEAT_CODE,
    expiresIn: expiresIn ?? null,
    scope: scope ?? null,
  };
}
