// Hand-written: which organisation serves a seeded record, shared by the generic seeder (entitySeed.ts) and the hand-written
// seeds; the organisations are the mock store's (mocks/store/seeds/organizations.ts), not an entity's.
/**
 * Which organisation serves a seeded record (the `x-org-field` of its entity, mocks/crud/orgScope.ts):
 * the sub-centres 华南 (2001, with its 广州服务部 2101 below it) and 华东 (2002), or the platform
 * itself (1001) — organisations of mocks/store/seeds/organizations.ts. Spread so that a sub-centre
 * sees part of each list and the platform administrator sees every organisation's rows.
 */
export const SOUTH = '2001';
export const SOUTH_BRANCH = '2101';
export const EAST = '2002';
export const PLATFORM = '1001';

/** The sub-centres' organisations, for records only a sub-centre handles. */
export const SUBCENTRE_ORGS: readonly string[] = [SOUTH, EAST, SOUTH_BRANCH];

const SERVICE_ORGS: readonly string[] = [SOUTH, EAST, PLATFORM, SOUTH_BRANCH, EAST, PLATFORM];

/** The organisation serving the n-th record (or customer n): the same n, the same organisation. */
export function serviceOrgOf(n: number): string {
  const count = SERVICE_ORGS.length;
  return SERVICE_ORGS[((Math.trunc(n) % count) + count) % count]!;
}

/** The n-th of the sub-centres' organisations. */
export function subcentreOrgOf(n: number): string {
  const count = SUBCENTRE_ORGS.length;
  return SUBCENTRE_ORGS[((Math.trunc(n) % count) + count) % count]!;
}
