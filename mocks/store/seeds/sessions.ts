import type { CollectionDefinition } from '../definition';

/**
 * Hand-written: sessions are created by signing in; the collection starts empty.
 */
/** A token issued by the mock token endpoint; the id is the access token itself. */
export interface SessionRecord {
  id: string;
  refreshToken: string;
  userId: string;
  /** session_state: the user-events websocket connects with it (docs/behaviour §4 Websocket). */
  sessionState: string;
  realm: string;
  /** Epoch milliseconds. */
  createdAt: number;
  expiresAt: number;
}

/** Access tokens live a day: long enough for a demo, short enough to be realistic. */
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

export const sessionsDefinition: CollectionDefinition<SessionRecord> = {
  idKind: 'string',
  version: 1,
  // Nobody is logged in after a seed or a reset.
  seed: () => [],
};
