/**
 * Who may make the hand-written calls of 应用管理 and 应用对接 (mocks/handlers/applicationManage.ts,
 * applicationDock.ts): the codes of the pages that show their data, derived from those pages'
 * configs like every other grant, so the handlers and the access table read one definition.
 */
import { dashboardGrants, familyGrants, type Grant } from './index';

const OM = '/api/operation-management/v1';
export const APPLICATION_MANAGE_BASE = `${OM}/application-manage`;
export const APPLICATION_DOCK_BASE = `${OM}/application-dock`;
export const APPLICATION_SET_BASE = `${OM}/application-set`;
export const APP_STAT_SOURCE = `${APPLICATION_MANAGE_BASE}/stat/top10`;

function united(...lists: readonly (readonly Grant[] | undefined)[]): Grant[] {
  const out: Grant[] = [];
  for (const grant of lists.flatMap((list) => list ?? [])) {
    if (!out.some((known) => known.code === grant.code && JSON.stringify(known.scope ?? {}) === JSON.stringify(grant.scope ?? {}))) out.push(grant);
  }
  return out;
}

/** Binding an application to a group changes the application: the 应用信息 edit code. */
export const applicationBindGrants = (): Grant[] => united(familyGrants(APPLICATION_MANAGE_BASE).verbs.update);

/** The choices of the application form (categories, identifiers in use): whoever may list, add or edit applications. */
export const applicationFormGrants = (): Grant[] => {
  const verbs = familyGrants(APPLICATION_MANAGE_BASE).verbs;
  return united(verbs.list, verbs.create, verbs.update);
};

/** 套餐统计: the 应用统计 page's readers and the 应用套餐 page's. */
export const packageStatGrants = (): Grant[] => united(dashboardGrants(APP_STAT_SOURCE), familyGrants(APPLICATION_SET_BASE).verbs.list);

/** A dock client's figures and the link that opens a docked application: whoever may read the 应用对接 records. */
export const dockReadGrants = (): Grant[] => {
  const verbs = familyGrants(APPLICATION_DOCK_BASE).verbs;
  return united(verbs.get, verbs.list);
};
