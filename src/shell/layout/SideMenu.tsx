import { Menu, type MenuProps } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import { memo, useMemo } from 'react';
import { activeMenu, filterMenu, isGroup, isLinkable, menuTree, type MenuNode } from '../../core/menu';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import { MenuIcon } from '../menuIcons';
import { useShellNavigate, useShellPathname } from '../state/shellRoute';
import { openKeysOn, openMenuAtom, siderCollapsedAtom } from '../state/sideMenuAtoms';

type MenuItem = Required<MenuProps>['items'][number];

/** antd menu items from the permitted part of schemas/menu.json (spec §2.3 rules in filterMenu). */
export function toMenuItems(nodes: readonly MenuNode[]): MenuItem[] {
  return nodes.map((node): MenuItem => {
    const icon = node.icon ? <MenuIcon name={node.icon} /> : undefined;
    if (isGroup(node)) {
      return { key: node.path, label: node.title, icon, children: toMenuItems(node.children ?? []) };
    }
    return { key: node.path, label: node.title, icon, disabled: !isLinkable(node) };
  });
}

/** Memoised: it follows the pathname only (a query change of the page leaves it alone). */
export const SideMenu = memo(function SideMenu() {
  const codes = useAtomValue(permissionCodesAtom);
  const collapsed = useAtomValue(siderCollapsedAtom);
  const [openState, setOpenState] = useAtom(openMenuAtom);
  const pathname = useShellPathname();
  const navigate = useShellNavigate();
  const items = useMemo(() => toMenuItems(filterMenu(menuTree, codes)), [codes]);
  const active = useMemo(() => activeMenu(pathname), [pathname]);
  // Entering a page opens exactly the groups above it, so the menu does not grow with every
  // area visited; the user (or breadcrumb segment 1) can still open others.
  const openKeys = useMemo(() => openKeysOn(openState, pathname), [openState, pathname]);

  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={active.selectedPath ? [active.selectedPath] : []}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={(keys) => setOpenState({ pathname, keys })}
      // A menu click navigates to the bare path: re-clicking an entry resets its list state.
      onClick={({ key }) => navigate(key)}
    />
  );
});
