import { ConfigContext } from '../../adapters/antd/configContext';
import { useCSSVarCls } from '../../adapters/antd/useCSSVarCls';
import { useMenuStyle } from '../../adapters/antd/menuStyle';
import { useAtom, useAtomValue } from '../../adapters/atomHooks';
import { memo, useCallback, useContext, useMemo } from 'react';
import { activeMenu, filterMenu, isGroup, menuTree, type MenuNode } from '../../core/menu';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import { useShellNavigate, useShellPathname } from '../state/shellRoute';
import { openKeysOn, openMenuAtom, siderCollapsedAtom } from '../state/sideMenuAtoms';
import { CollapsedMenuGroup } from './CollapsedMenuGroup';
import { MenuEntries, MenuPageItem } from './SideMenuItems';
import { cx, handleMenuKeyDown, SideMenuContext, type SideMenuView } from './sideMenuContext';

/** The entry reached by Tab: the selected page when it is shown, else the first entry. */
function resolveTabStop(tree: readonly MenuNode[], selectedPath: string | null, openKeys: readonly string[], collapsed: boolean): string | null {
  const shown = (nodes: readonly MenuNode[]): boolean =>
    nodes.some((node) => node.path === selectedPath || (!collapsed && isGroup(node) && openKeys.includes(node.path) && shown(node.children ?? [])));
  if (selectedPath && shown(tree)) return selectedPath;
  return tree[0]?.path ?? null;
}

/**
 * The side menu: the permitted part of schemas/menu.json (docs/behaviour §2.3 rules in filterMenu), drawn
 * as antd's dark inline Menu — its markup, classes and styles (antd's menu style hook, in the
 * prebuilt sheet for the default theme) — without rc-menu, whose first render (a hidden copy of
 * every entry to register paths, a tooltip per entry) cost a list's cold load ~40–100 ms.
 * Collapsed, the top-level groups open their pages in a flyout (CollapsedMenuGroup).
 * Memoised: it follows the pathname only (a query change of the page leaves it alone).
 */
export const SideMenu = memo(function SideMenu() {
  const codes = useAtomValue(permissionCodesAtom);
  const collapsed = useAtomValue(siderCollapsedAtom);
  const [openState, setOpenState] = useAtom(openMenuAtom);
  const pathname = useShellPathname();
  const navigate = useShellNavigate();
  const tree = useMemo(() => filterMenu(menuTree, codes), [codes]);
  const { selectedPath } = useMemo(() => activeMenu(pathname), [pathname]);
  // Entering a page opens exactly the groups above it, so the menu does not grow with every
  // area visited; the user (or breadcrumb segment 1) can still open others.
  const openKeys = useMemo(() => openKeysOn(openState, pathname), [openState, pathname]);

  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('menu');
  const rootCls = useCSSVarCls(prefixCls);
  const [wrapCSSVar, hashId, cssVarCls] = useMenuStyle(prefixCls, rootCls);
  const rootClassName = cx(hashId, cssVarCls, rootCls);

  const toggle = useCallback(
    (path: string) => setOpenState({ pathname, keys: openKeys.includes(path) ? openKeys.filter((key) => key !== path) : [...openKeys, path] }),
    [setOpenState, pathname, openKeys],
  );
  // A menu click navigates to the bare path: re-clicking an entry resets its list state.
  const go = useCallback((path: string) => navigate(path), [navigate]);
  const view = useMemo<SideMenuView>(
    () => ({ prefixCls, rootClassName, selectedPath, openKeys, tabStop: resolveTabStop(tree, selectedPath, openKeys, collapsed), toggle, navigate: go }),
    [prefixCls, rootClassName, selectedPath, openKeys, tree, collapsed, toggle, go],
  );

  const mode = collapsed ? `${prefixCls}-vertical ${prefixCls}-inline-collapsed` : `${prefixCls}-inline`;
  return wrapCSSVar(
    <SideMenuContext.Provider value={view}>
      <ul
        role="menu"
        aria-label="侧边菜单"
        data-menu-list=""
        className={`${prefixCls} ${prefixCls}-root ${mode} ${prefixCls}-dark ${rootClassName}`}
        onKeyDown={(event) => handleMenuKeyDown(event)}
      >
        {collapsed ? (
          tree.map((node) =>
            isGroup(node) ? <CollapsedMenuGroup key={node.path} node={node} /> : <MenuPageItem key={node.path} node={node} level={1} parent={null} inline={false} />,
          )
        ) : (
          <MenuEntries nodes={tree} level={1} parent={null} inline />
        )}
      </ul>
    </SideMenuContext.Provider>,
  );
});
