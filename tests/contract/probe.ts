/**
 * A caller whose permission codes a test sets at will: a user of its own role in the mock store,
 * as a role editor would leave it (the mocks read a caller's codes from the role on every call),
 * and an observer holding every code to look at the data before and after.
 */
import { mockControl } from '../../mocks/control';
import { familyDeclarations } from '../../src/contract/catalog';
import { declaredFamilyGrants } from '../../src/contract/grants/declaredGrants';
import { operationPath } from '../../src/pageLanguage/resolvePage';
import { crudFamilies } from '../../mocks/crud/families';
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
  /**
   * Calls as the administrator (every code); calls of a generated family whose records are one
   * user's own (x-owner-field) go as the probe user holding every code for the call, so that it
   * sees the records the probe owns.
   */
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
  // Generated records of one user each (a message, a work order) pass from the administrator to its twin.
  // (Families answered by hand from other data, x-seed-count 0, keep the administrator's view.)
  const owned = crudFamilies.filter((family) => family.entity['x-owner-field'] !== undefined && family.entity['x-seed-count'] !== 0);
  for (const family of owned) {
    const field = family.entity['x-owner-field']!;
    const table = mockControl.db.collection(family.collection);
    for (const record of table.list()) if (record[field] === admin.id) table.update(record.id, { [field]: probe.id });
  }
  for (const name of ['ledger', 'expenseBills', 'expenseOrders'] as const) {
    const table = mockControl.db.collection(name);
    for (const record of table.list()) if (record.userId === admin.id) table.update(record.id, { userId: probe.id });
  }
  // Families answered by hand over the caller's own records (the ledger's bills, lines and jobs) declare their grants `own`.
  const ownBases = [...familyDeclarations.values()].filter((family) => (declaredFamilyGrants(family).verbs.list ?? []).some((grant) => grant.own)).map((family) => family.base);
  // Operations answering the caller's own rows of a family another caller lists whole (我的订单's account/page).
  const ownReads = [...familyDeclarations.values()].flatMap((family) => (family.operations ?? []).filter((operation) => operation.rows?.restrict !== undefined && 'own' in operation.rows.restrict).map((operation) => operationPath(family, operation)));
  const observedAsProbe = [...owned.map((family) => family.endpoint.base), ...ownBases];
  const roles = mockControl.db.collection('roles');
  const asAdmin = tokenApi(session(admin.id));
  const twin = tokenApi(session(probe.id));
  const observer: Api = {
    async call(method, path, options) {
      if (!observedAsProbe.some((base) => path.startsWith(`${base}/`) || path === base) && !ownReads.includes(path)) return asAdmin.call(method, path, options);
      const held = roles.get(PROBE_ROLE)?.permissions ?? [];
      roles.update(PROBE_ROLE, { permissions: [...allCodes] });
      try {
        return await twin.call(method, path, options);
      } finally {
        roles.update(PROBE_ROLE, { permissions: held });
      }
    },
  };
  return {
    api: tokenApi(session(probe.id)),
    observer,
    allCodes,
    hold: (codes) => void mockControl.db.collection('roles').update(PROBE_ROLE, { permissions: codes.filter((c): c is string => c !== null) }),
    freshApi: () => tokenApi(session(probe.id)),
  };
}
