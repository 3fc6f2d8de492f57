import { HttpResponse } from 'msw';
import { db } from '../store/db';
import type { SessionRecord } from '../store/seeds/sessions';
import type { UserRecord } from '../store/seeds/users';

export interface AuthContext {
  session: SessionRecord;
  user: UserRecord;
}

export const NOT_LOGGED_IN_MESSAGE = '未登录或登录已过期';

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match?.[1]?.trim() || null;
}

/** The session and user behind the request's bearer token, if it is known and not expired. */
export function resolveAuth(request: Request, now: number = Date.now()): AuthContext | null {
  const token = bearerToken(request);
  if (!token) return null;
  const session = db.collection('sessions').get(token);
  if (!session || session.expiresAt <= now) return null;
  const user = db.collection('users').get(session.userId);
  if (!user || !user.enabled) return null;
  return { session, user };
}

/** Either the auth context or the 401 answer to send back. */
export function requireAuth(request: Request): AuthContext | Response {
  return resolveAuth(request) ?? HttpResponse.json({ code: 401, message: NOT_LOGGED_IN_MESSAGE }, { status: 401 });
}
