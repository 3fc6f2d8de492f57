import { HttpResponse } from 'msw';
import { getRuntimeConfig } from '../../src/core/config/runtimeConfig';
import { decryptPassword } from '../../src/core/session/passwordCipher';
import { db } from '../store/db';
import { TOKEN_LIFETIME_SECONDS } from '../store/seeds/sessions';
import { DEFAULT_REALM } from '../store/seeds/users';
import { clearSignInFailures, recordSignInFailure, signInKey, signInLockedAnswer, signInLockedFor } from './abuseLimits';
import { bearerToken } from './session';
import { operation, publicOperation } from '../routing/declaredOperation';

/**
 * Hand-written: sign-in (the OAuth token call with its realm, password decryption, lock-out counting, refresh and sign-out) is authentication, not records of a family.
 */
/** Realms offered on the login page; the token call must name one of them (or none). */
export const REALMS = [{ realm: DEFAULT_REALM, name: '超算云平台' }] as const;

const INVALID_CREDENTIALS = { error: 'invalid_grant', error_description: '账号或密码错误' } as const;
const ACCOUNT_DISABLED = { error: 'invalid_grant', error_description: 'Account disabled', message: 'Account disabled' } as const;

function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The token call is form-encoded (docs/behaviour §7.1); JSON and multipart are accepted too, as servers do. */
async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    const params = new URLSearchParams();
    form.forEach((value, key) => {
      if (typeof value === 'string') params.append(key, value);
    });
    return params;
  }
  const text = await request.text();
  if (type.includes('application/json')) {
    try {
      const body: unknown = JSON.parse(text);
      if (typeof body === 'object' && body !== null) {
        return new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]));
      }
    } catch {
      // fall through: an unparsable body is treated as empty credentials below
    }
    return new URLSearchParams();
  }
  return new URLSearchParams(text);
}

export const authHandlers = [
  publicOperation('oauth', 'get-project-realm', () =>
    HttpResponse.json({ realm: DEFAULT_REALM, realms: REALMS })),

  publicOperation('oauth', 'post-pwd-authorize-token', async ({ request }) => {
    const form = await readForm(request);
    const realm = form.get('realm')?.trim() || DEFAULT_REALM;
    const username = form.get('username')?.trim() ?? '';
    const cipher = form.get('password') ?? '';
    if (!REALMS.some((r) => r.realm === realm)) {
      return HttpResponse.json({ error: 'invalid_request', error_description: '认证域不存在', message: '认证域不存在' }, { status: 400 });
    }
    if (username === '' || cipher === '') {
      return HttpResponse.json({ error: 'invalid_request', error_description: '账号或密码不能为空', message: '账号或密码不能为空' }, { status: 400 });
    }
    // A locked name is refused before the password is looked at, the right one included.
    const lockKey = signInKey(realm, username);
    const lockedFor = signInLockedFor(lockKey);
    if (lockedFor > 0) return signInLockedAnswer(lockedFor);
    const user = db.collection('users').find((u) => u.userName === username && u.realm === realm);
    // The password travels encrypted with the shared key (docs/behaviour §5); a wrong key reads as wrong.
    const plain = decryptPassword(cipher, getRuntimeConfig().passwordKey);
    if (!user || plain === null || plain !== user.password) {
      const locked = recordSignInFailure(lockKey);
      return locked > 0 ? signInLockedAnswer(locked) : HttpResponse.json(INVALID_CREDENTIALS, { status: 401 });
    }
    clearSignInFailures(lockKey);
    if (!user.enabled) return HttpResponse.json(ACCOUNT_DISABLED, { status: 400 });

    const now = Date.now();
    const session = db.collection('sessions').insert({
      id: randomHex(32),
      refreshToken: randomHex(32),
      userId: user.id,
      sessionState: crypto.randomUUID(),
      realm,
      createdAt: now,
      expiresAt: now + TOKEN_LIFETIME_SECONDS * 1000,
    });
    return HttpResponse.json({
      access_token: session.id,
      refresh_token: session.refreshToken,
      expires_in: TOKEN_LIFETIME_SECONDS,
      refresh_expires_in: TOKEN_LIFETIME_SECONDS,
      token_type: 'Bearer',
      session_state: session.sessionState,
      scope: 'openid profile',
    });
  }),

  // Logout always succeeds: the client clears its storage whatever the server says, and a 401
  // here would only send an expired session through the logout path a second time.
  publicOperation('oauth', 'post-logout', ({ request }) => {
    const token = bearerToken(request);
    if (token) db.collection('sessions').remove(token);
    return HttpResponse.json({ code: 200, message: '退出成功' });
  }),

  operation('oauth', 'get-project-user-realm', (_, auth) => {
    return HttpResponse.json({
      realm: auth.user.realm,
      aamServerName: auth.user.aamServerName,
      // The realm asks for the first-login check; password/confirm then tells whether it applies.
      firstLoginConfirm: true,
    });
  }),
];
