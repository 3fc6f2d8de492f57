/**
 * The portal header's entries from the portal's menu list (docs/behaviour §2.1 Portal header, §3 Portal
 * menu item). Pure, so the desktop header, the mobile drawer and the tests agree:
 * - the home menu (homePageFlag 1) goes to /portal/home;
 * - a linked entry (relationStatus 1) goes to /portal/page/{pageId}?mainMenuName=<its main menu>;
 * - configType 2 opens menuUrl in a new window (without opener or referrer): an http(s) URL as
 *   it is, an internal route ("/portal/…") at its hash address in this app;
 * - relationStatus 0, and a configType 2 entry whose URL is not a safe link (only same-origin
 *   paths and http(s) are; javascript:, data: and the like never open), is shown but not linked.
 */
import { isExternalLink, safeLink } from '../../../contract/portalBlocks';
import type { PortalMenuItem, PortalSubMenu } from './portalTypes';

export type MenuTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  /** An internal route opened in a new window. */
  | { kind: 'window'; to: string }
  | { kind: 'none' };

export interface HeaderEntry {
  key: string;
  label: string;
  target: MenuTarget;
  children: HeaderEntry[];
  /** The main menu's introduction when the portal shows introductions, else null. */
  introduction: string | null;
}

export interface HeaderMenu {
  entries: HeaderEntry[];
  /** Popup columns (docs/behaviour §2.1): 4, or 5 when the introduction is hidden. */
  columns: 4 | 5;
  showIntroduction: boolean;
}

export const PORTAL_HOME = '/portal/home';

export function pageRoute(pageId: number, mainMenuName: string, base = '/portal/page'): string {
  return `${base}/${pageId}?${new URLSearchParams({ mainMenuName }).toString()}`;
}

interface Linkable {
  configType: number;
  menuUrl: string;
  relationStatus: number;
  pageId: number | null;
}

function targetOf(item: Linkable, mainMenuName: string, home: boolean, pageBase: string): MenuTarget {
  if (item.configType === 2) {
    const link = safeLink(item.menuUrl);
    if (link === '') return { kind: 'none' };
    return isExternalLink(link) ? { kind: 'external', href: link } : { kind: 'window', to: link };
  }
  if (home) return { kind: 'route', to: pageBase === '/portal/page' ? PORTAL_HOME : '/portal/mobile/home' };
  if (item.relationStatus !== 1 || item.pageId === null) return { kind: 'none' };
  return { kind: 'route', to: pageRoute(item.pageId, mainMenuName, pageBase) };
}

function subEntry(sub: PortalSubMenu, mainMenuName: string, pageBase: string): HeaderEntry {
  return {
    key: `sub-${sub.id}`,
    label: sub.subMenuName,
    target: targetOf(sub, mainMenuName, false, pageBase),
    children: [],
    introduction: null,
  };
}

/**
 * The header's entries. `pageBase` is /portal/page on the desktop and /portal/mobile on the
 * mobile portal, whose template pages are /portal/mobile/{tempId}.
 */
export function mapHeaderMenu(items: readonly PortalMenuItem[], pageBase = '/portal/page'): HeaderMenu {
  // The portal-wide switch travels on each item; any item saying "hidden" hides it for all.
  const showIntroduction = items.length > 0 && items.every((item) => item.introductionDisplay !== 0);
  const entries = items.map((item) => ({
    key: `main-${item.id}`,
    label: item.mainMenuName,
    target: targetOf(item, item.mainMenuName, item.homePageFlag === 1, pageBase),
    children: item.subMenuNameListMap.map((sub) => subEntry(sub, item.mainMenuName, pageBase)),
    introduction: showIntroduction && item.introduction.trim() !== '' ? item.introduction : null,
  }));
  return { entries, columns: showIntroduction ? 4 : 5, showIntroduction };
}

/** The entry whose route is the current one (by path and mainMenuName), for the active mark. */
export function activeEntryKey(entries: readonly HeaderEntry[], pathname: string, search: string): string | null {
  const mainMenuName = new URLSearchParams(search).get('mainMenuName');
  // An internal page opened in a new window still belongs to its entry when shown.
  const routeOf = (entry: HeaderEntry) => (entry.target.kind === 'route' || entry.target.kind === 'window' ? entry.target.to.split('?')[0] : null);
  for (const entry of entries) {
    if (routeOf(entry) === pathname && (mainMenuName === null || mainMenuName === entry.label)) return entry.key;
  }
  if (mainMenuName !== null) return entries.find((entry) => entry.label === mainMenuName)?.key ?? null;
  for (const entry of entries) {
    if (entry.children.some((child) => routeOf(child) === pathname)) return entry.key;
  }
  return null;
}
