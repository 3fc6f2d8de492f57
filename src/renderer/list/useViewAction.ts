/**
 * The list's `view` row action: a detail page that is a menu route opens as that route with the
 * record id in the query; any other detail page opens in a drawer over the list, leaving the
 * address alone.
 */
import { useAtomValue } from '../../adapters/atomHooks';
import { createElement, lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { isLinkable, isRouteAllowed, walkMenu, type MenuEntry, type PermissionCodes } from '../../core/menu';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import type { BuiltInRowAction } from '../../pageLanguage/actions';
import { loadPageConfig } from '../../pageLanguage/pageConfigLoader';
import type { DataRecord } from '../data/resolveResponse';

/** The detail code loads only when a drawer opens. */
const DetailDrawer = lazy(() => import('../detail/DetailDrawer'));

/** Default URL query name of the record id of a detail route (DetailPageConfig.idParam). */
export const DEFAULT_ID_PARAM = 'id';

/** The menu route that renders a page id and that these codes may open, if there is one. */
export function findPageRoute(pageId: string, codes: PermissionCodes): MenuEntry | undefined {
  return walkMenu().find(({ node }) => node.page === pageId && isLinkable(node) && isRouteAllowed(node, codes));
}

/** The address of a record on a detail route: `<path>?<idParam>=<id>`. */
export function detailHref(path: string, idParam: string, id: string | number): string {
  return `${path}?${new URLSearchParams({ [idParam]: String(id) }).toString()}`;
}

interface DrawerTarget {
  detail: string;
  id: string | number;
  /** Which opening this is: 查看 again while the last drawer is still closing opens a new one. */
  opening: number;
}

export interface ViewAction {
  view: (action: BuiltInRowAction, record: DataRecord) => void;
  /** The drawer, when one is open (render it anywhere in the list page). */
  drawer: ReactNode;
}

export function useViewAction(rowKey: string): ViewAction {
  const navigate = useNavigate();
  const codes = useAtomValue(permissionCodesAtom);
  const [target, setTarget] = useState<DrawerTarget | null>(null);
  const openings = useRef(0);

  const view = useCallback(
    (action: BuiltInRowAction, record: DataRecord) => {
      const id = record[rowKey];
      if (!action.detail || (typeof id !== 'string' && typeof id !== 'number')) return;
      const detail = action.detail;
      // A route the user cannot open would bounce to another page: the drawer shows the record instead.
      const route = findPageRoute(detail, codes);
      if (!route) {
        openings.current += 1;
        setTarget({ detail, id, opening: openings.current });
        return;
      }
      void loadPageConfig(detail)
        .catch(() => null)
        .then((config) => {
          const idParam = config?.kind === 'detail' ? config.idParam ?? DEFAULT_ID_PARAM : DEFAULT_ID_PARAM;
          void navigate(detailHref(route.node.path, idParam, id));
        });
    },
    [codes, navigate, rowKey],
  );

  // A drawer reports its close once its animation ends; by then another may have been opened.
  const closeOpening = useCallback((opening: number) => setTarget((current) => (current?.opening === opening ? null : current)), []);
  const drawer = target
    ? createElement(
        Suspense,
        { fallback: null },
        // Keyed by opening: the same record viewed again while its drawer closes gets a new, open drawer
        // (the closing one, keyed by record, stayed mounted with its own open=false and showed nothing).
        createElement(DetailDrawer, { key: target.opening, pageId: target.detail, recordId: target.id, onClose: () => closeOpening(target.opening) }),
      )
    : null;
  return { view, drawer };
}
