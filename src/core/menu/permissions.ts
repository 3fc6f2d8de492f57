/**
 * Permission rules of docs/behaviour §2.3, §4 (admin level) and §6 over the menu tree. Codes are the
 * user's permission list fetched after login; everything here is pure.
 */
import { findMenuEntry, findMenuNode, isGroup, isLinkable, menuTree } from './menuTree';
import type { MenuNode } from './types';

export type PermissionCodes = readonly string[];

/** §6: the permission helper returns true for an empty code or a code in the list. */
export function hasPermission(code: string | null | undefined, codes: PermissionCodes): boolean {
  return !code || codes.includes(code);
}

/** §6: a route is allowed if its code is in the list, or the code is undefined, or noCheck is set. */
export function isRouteAllowed(node: Pick<MenuNode, 'code' | 'noCheck'>, codes: PermissionCodes): boolean {
  return node.noCheck === true || hasPermission(node.code, codes);
}

/** §2.3: an entry shows only when hidden is false and (the code is held or the entry is noCheck). */
export function isMenuEntryVisible(node: MenuNode, codes: PermissionCodes): boolean {
  return node.hidden !== true && isRouteAllowed(node, codes);
}

/**
 * The side menu a user sees (§2.3, §6 "the menu tree can be filtered"): visible entries only, and
 * a group whose children are all filtered out disappears. Placeholders without children
 * (资金, 报表 …) are not groups and stay when visible.
 */
export function filterMenu(tree: readonly MenuNode[], codes: PermissionCodes): MenuNode[] {
  const result: MenuNode[] = [];
  for (const node of tree) {
    if (!isMenuEntryVisible(node, codes)) continue;
    if (!isGroup(node)) {
      result.push(node);
      continue;
    }
    const children = filterMenu(node.children ?? [], codes);
    if (children.length > 0) result.push({ ...node, children });
  }
  return result;
}

/**
 * §2.3: the first page of the filtered menu, depth first in menu order — where a user lands
 * when the current page is not permitted. Placeholders cannot be opened and are skipped.
 * null: the user can open no menu page at all.
 */
export function firstPermittedPath(tree: readonly MenuNode[], codes: PermissionCodes): string | null {
  for (const node of filterMenu(tree, codes)) {
    if (isGroup(node)) {
      const inner = firstPermittedPath(node.children ?? [], codes);
      if (inner) return inner;
    } else if (isLinkable(node)) {
      return node.path;
    }
  }
  return null;
}

/**
 * Where visiting a group's own path lands: its configured redirect, else its first permitted
 * page. null when nothing inside is permitted.
 */
export function landingPath(node: MenuNode, codes: PermissionCodes): string | null {
  if (node.redirect) return node.redirect;
  return isGroup(node) ? firstPermittedPath(node.children ?? [], codes) : node.path;
}

export type RouteGuardResult =
  | { readonly allowed: true }
  /** redirectTo null: no permitted page exists; the caller decides (e.g. the no-permission logout). */
  | { readonly allowed: false; readonly redirectTo: string | null };

/**
 * §2.3 "If the current page is not permitted, the user is sent to the first permitted menu
 * page." Paths the menu does not know (public routes, unconfigured routes) are not the menu's to
 * refuse and are allowed. Only the page's own code is checked (§6 defines the rule per route):
 * hidden and noCheck pages are reachable without their group's code.
 */
export function guardRoute(path: string, codes: PermissionCodes, tree: readonly MenuNode[] = menuTree): RouteGuardResult {
  const entry = findMenuEntry(path, tree);
  if (!entry || isRouteAllowed(entry.node, codes)) return { allowed: true };
  return { allowed: false, redirectTo: firstPermittedPath(tree, codes) };
}

/** The code whose presence makes a user a level-1 (workbench) admin (§4 Admin level). */
export const ADMIN_LEVEL_CODE = 'application-admin';

/** §4: 1 if the menu tree codes include application-admin, otherwise 2. */
export function adminLevel(codes: PermissionCodes): 1 | 2 {
  return codes.includes(ADMIN_LEVEL_CODE) ? 1 : 2;
}

/** §2.7/§6: choosing the management centre in the platform switcher needs operateM. */
export const MANAGEMENT_CENTRE_CODE = 'operateM';

export function canChooseManagementCentre(codes: PermissionCodes): boolean {
  return codes.includes(MANAGEMENT_CENTRE_CODE);
}

/**
 * Platform-wide settings (the global theme, constants, cost rules) belong to the 系统管理 group of
 * the management centre; changing them needs that group's code, which only an administrator's
 * role holds (the mock backend refuses others with 403; the theme dialog offers the global save
 * only with it). Read from the menu, so a renamed code follows.
 */
export const PLATFORM_SETTINGS_PATH = '/platform-manage/system-manage';

export function platformSettingsCode(tree: readonly MenuNode[] = menuTree): string {
  const code = findMenuNode(PLATFORM_SETTINGS_PATH, tree)?.code;
  if (!code) throw new Error(`菜单中的 ${PLATFORM_SETTINGS_PATH} 没有权限编码`);
  return code;
}

export function canChangePlatformSettings(codes: PermissionCodes): boolean {
  return codes.includes(platformSettingsCode());
}
