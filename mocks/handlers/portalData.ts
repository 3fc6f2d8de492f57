/**
 * The portal records as the portal endpoints answer them (spec §3 Portal info, Portal menu item),
 * and the look-ups both the public and the back-stage handlers share.
 */
import { moduleGrants, requireGrant, type Grant } from '../permissions';
import { db } from '../store/db';
import type { PortalMenuRecord, PortalRecord } from '../store/seeds/portalSite';
import { formatBeijingTime } from '../store/time';
import type { AuthContext } from './session';

/** `c` (spec §2.1): the portal identification code; "1" means none. */
export function portalCodeOf(url: URL): string {
  const code = (url.searchParams.get('identificationCode') ?? url.searchParams.get('c') ?? '').trim();
  return code === '1' ? '' : code;
}

/**
 * The portal a visitor sees: the one the code names, else the one bound to the access host
 * (the page-menu call's `accessHost` header), else the default portal.
 */
export function resolvePortal(code: string, accessHost: string | null): PortalRecord | undefined {
  const portals = db.collection('portals');
  if (code !== '') {
    const byCode = portals.find((p) => p.identificationCode === code);
    if (byCode) return byCode;
  }
  const host = (accessHost ?? '').trim().toLowerCase().replace(/:\d+$/, '');
  if (host !== '') {
    const byHost = portals.find((p) => p.domain !== '' && p.domain.toLowerCase() === host);
    if (byHost) return byHost;
  }
  return portals.find((p) => p.isDefault === 1) ?? portals.list()[0];
}

/** Public fields of a portal (spec §3 Portal info). */
export function portalInfo(portal: PortalRecord) {
  return {
    id: portal.id,
    portalName: portal.portalName,
    identificationCode: portal.identificationCode,
    navigationPic: portal.navigationPic,
    navigationPicMobile: portal.navigationPicMobile,
    navigationContent: portal.navigationContent,
    navigationColourFlag: portal.navigationColourFlag,
    navigationColourType: portal.navigationColourType,
    navigationColour: portal.navigationColour,
    navigationColourGradientFirst: portal.navigationColourGradientFirst,
    navigationColourGradientSecond: portal.navigationColourGradientSecond,
    navigationShadow: portal.navigationShadow,
    introductionDisplay: portal.introductionDisplay,
  };
}

export function menusOf(portalId: number): PortalMenuRecord[] {
  return db
    .collection('portalMenus')
    .query({ filter: (m) => m.portalId === portalId, sort: { key: 'orderIndex' } })
    .records;
}

function subMenu(menu: PortalMenuRecord) {
  return {
    id: menu.id,
    subMenuName: menu.menuName,
    configType: menu.configType,
    menuUrl: menu.menuUrl,
    relationStatus: menu.pageId === null ? 0 : 1,
    pageId: menu.pageId,
    orderIndex: menu.orderIndex,
  };
}

/**
 * The header's menu list (spec §3 Portal menu item): main menus in order, each with its sub
 * menus as subMenuNameListMap, and `title` = { text, list: [{ text }] } as the header reads it.
 */
export function headerMenuList(portal: PortalRecord) {
  const menus = menusOf(portal.id);
  return menus
    .filter((m) => m.parentId === 0)
    .map((main) => {
      const children = menus.filter((m) => m.parentId === main.id);
      return {
        id: main.id,
        portalId: main.portalId,
        mainMenuName: main.menuName,
        homePageFlag: main.homePageFlag,
        configType: main.configType,
        menuUrl: main.menuUrl,
        relationStatus: main.pageId === null ? 0 : 1,
        pageId: main.pageId,
        orderIndex: main.orderIndex,
        introduction: main.introduction,
        introductionDisplay: portal.introductionDisplay,
        subMenuNameListMap: children.map(subMenu),
        title: { text: main.menuName, list: children.map((c) => ({ text: c.menuName })) },
      };
    });
}

/** The page /portal/home shows: the home menu's page, else the portal's first page. */
export function homePageId(portal: PortalRecord): number | null {
  const home = menusOf(portal.id).find((m) => m.parentId === 0 && m.homePageFlag === 1 && m.pageId !== null);
  if (home?.pageId) return home.pageId;
  const first = db.collection('portalPages').query({ filter: (p) => p.portalId === portal.id, sort: { key: 'id' } }).records[0];
  return first?.id ?? null;
}

export function decorationOf(pageId: number) {
  const page = db.collection('portalPages').get(pageId);
  if (!page) return null;
  const decoration = db.collection('portalDecorations').get(pageId);
  return {
    pageId: page.id,
    pageName: page.pageName,
    portalId: page.portalId,
    blocks: decoration?.blocks ?? [],
    updateTime: decoration?.updateTime ?? page.updateTime,
    updater: decoration?.updater ?? '',
  };
}

/**
 * The back-stage portal calls need the look code of the portal-temp page that makes them (derived
 * from the page configs and the menu, mocks/permissions); 403 otherwise. Reading the portal list
 * is open to any of the three pages: each chooses a portal first.
 */
export function requirePortalCode(request: Request, grants: () => readonly Grant[]): AuthContext | Response {
  return requireGrant(request, grants());
}

export const CODES = {
  config: () => moduleGrants('portal-temp-config'),
  menu: () => moduleGrants('portal-temp-menu'),
  page: () => moduleGrants('portal-temp-page'),
  anyTemp: () => [...moduleGrants('portal-temp-config'), ...moduleGrants('portal-temp-menu'), ...moduleGrants('portal-temp-page')],
} as const;

export function nowText(): string {
  return formatBeijingTime(Date.now());
}
