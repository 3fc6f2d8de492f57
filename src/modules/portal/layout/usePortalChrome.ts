import { useCallback, useMemo } from 'react';
import { useOperationQuery } from '../../../renderer/data/operationQueries';
import { parseMenuList, parsePortalInfo, type PortalInfo, type PortalMenuItem } from '../model/portalTypes';

export interface PortalChrome {
  info: PortalInfo | null;
  menus: PortalMenuItem[];
  menuError: string | null;
  reload: () => void;
}

/** The header shows its own placeholder and 重试 for a failed read: no overlay, no toast. */
const QUIET = { loading: false, silent: true } as const;

/**
 * Portal info and menu list for the code in effect (portal get-info and get-page-menu), side by
 * side on the query cache: asked again when the portal frame mounts with an answer older than
 * the cache's few seconds, and when the back stage writes the portal family, so what it saved
 * shows on the next visit. docs/behaviour §7.2 "page menu with header accessHost": the server may pick the
 * portal by the host.
 */
export function usePortalChrome(code: string): PortalChrome {
  const params = { query: { identificationCode: code || undefined } };
  const options = { ...QUIET, headers: { accessHost: typeof location === 'undefined' ? '' : location.host } };
  const info = useOperationQuery('portal', 'get-info', params, options);
  const menus = useOperationQuery('portal', 'get-page-menu', params, options);
  const infoData = info.state.status === 'ready' ? info.state.data : null;
  const menuData = menus.state.status === 'ready' ? menus.state.data : null;
  const { reload: reloadInfo } = info;
  const { reload: reloadMenus } = menus;
  return {
    info: useMemo(() => (infoData === null ? null : parsePortalInfo(infoData)), [infoData]),
    menus: useMemo(() => (menuData === null ? [] : parseMenuList(menuData)), [menuData]),
    menuError: menus.state.status === 'error' ? menus.state.message : null,
    reload: useCallback(() => { reloadInfo(); reloadMenus(); }, [reloadInfo, reloadMenus]),
  };
}
