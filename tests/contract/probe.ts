/**
 * A caller whose permission codes a test sets at will: a user of its own role in the mock store,
 * as a role editor would leave it (the mocks read a caller's codes from the role on every call),
 * and an observer holding every code to look at the data before and after.
 */
import { mockControl } from '../../mocks/control';
import { TOKEN_LIFETIME_SECONDS } from '../../mocks/store/seeds/sessions';
import { tokenApi, type Api } from './apiClient';

const PROBE_ROLE = 'contract-probe';

function session(userId: string): string {
  const now = Date.now();
  const id = `probe-${crypto.randomUUID()}`;
  mockControl.db.collection('sessions').insert({
    id, refreshToken: id, userId, sessionState: crypto.randomUUID(), realm: 'hpc', createdAt: now, expiresAt: now + TOKEN_LIFETIME_SECONDS * 1000,
  });
  return id;
}

export interface Probe {
  /** Calls as the probe user. */
  api: Api;
  /** Calls as the administrator (every code). */
  observer: Api;
  /** Every code the platform knows (the administrator's role). */
  allCodes: readonly string[];
  /** The probe's role holds exactly these codes from now on. */
  hold(codes: readonly (string | null)[]): void;
  /** A new session of the probe user (a call may end one, e.g. logout). */
  freshApi(): Api;
}

/** Sets up the probe user (call after each reset of the mock data). */
export function createProbe(): Probe {
  const users = mockControl.db.collection('users');
  const admin = users.find((u) => u.userName === 'admin');
  if (!admin) throw new Error('no admin in the seed');
  const allCodes = mockControl.db.collection('roles').get(admin.role)?.permissions ?? [];
  mockControl.db.collection('roles').insert({ id: PROBE_ROLE, roleName: '契约测试角色', permissions: [] });
  const probe = users.insert({ ...admin, id: `probe-${crypto.randomUUID()}`, userName: 'contract-probe', role: PROBE_ROLE });
  return {
    api: tokenApi(session(probe.id)),
    observer: tokenApi(session(admin.id)),
    allCodes,
    hold: (codes) => void mockControl.db.collection('roles').update(PROBE_ROLE, { permissions: codes.filter((c): c is string => c !== null) }),
    freshApi: () => tokenApi(session(probe.id)),
  };
}
