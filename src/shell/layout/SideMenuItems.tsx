import { isGroup, isLinkable, type MenuNode } from '../../core/menu';
import { MenuIcon } from '../menuIcons';
import { prefetchMenuPage } from '../prefetchMenuPage';
import { cx, isWithin, useSideMenu } from './sideMenuContext';

/** antd Menu's indent per level (inlineIndent). */
const INDENT = 24;

interface EntryProps {
  node: MenuNode;
  /** 1 at the top level. */
  level: number;
  /** The group above (null at the top level of a list). */
  parent: string | null;
  /** Inline: indented by level (the expanded sider); otherwise a flyout's or collapsed sider's entry. */
  inline: boolean;
}

/** An entry's icon (decorative) and title, as antd's Menu draws them. */
export function EntryLabel({ node }: { node: MenuNode }) {
  const { prefixCls } = useSideMenu();
  return (
    <>
      {node.icon && <MenuIcon name={node.icon} className={`${prefixCls}-item-icon`} />}
      <span className={`${prefixCls}-title-content`}>{node.title}</span>
    </>
  );
}

/** A page of the menu: navigates on click, Enter or Space; a placeholder (linkable false) is disabled. */
export function MenuPageItem({ node, level, parent, inline }: EntryProps) {
  const { prefixCls, selectedPath, tabStop, navigate } = useSideMenu();
  const disabled = !isLinkable(node);
  const selected = selectedPath === node.path;
  return (
    <li
      role="menuitem"
      tabIndex={tabStop === node.path ? 0 : -1}
      aria-disabled={disabled || undefined}
      aria-current={selected ? 'page' : undefined}
      data-menu-path={node.path}
      data-menu-parent={parent ?? undefined}
      // The collapsed sider shows icons only: the title is the entry's hover text.
      title={!inline && level === 1 ? node.title : undefined}
      className={cx(`${prefixCls}-item`, selected && `${prefixCls}-item-selected`, disabled && `${prefixCls}-item-disabled`, !node.icon && `${prefixCls}-item-only-child`)}
      style={inline ? { paddingLeft: level * INDENT } : undefined}
      onClick={() => {
        if (!disabled) navigate(node.path);
      }}
      // The page's config and code come ahead of the click (README "Performance").
      onMouseEnter={disabled ? undefined : () => void prefetchMenuPage(node.page)}
      onFocus={disabled ? undefined : () => void prefetchMenuPage(node.page)}
    >
      <EntryLabel node={node} />
    </li>
  );
}

/** A group of the expanded sider: its title opens and closes it in place (antd's inline mode). */
export function InlineMenuGroup({ node, level, parent }: Omit<EntryProps, 'inline'>) {
  const { prefixCls, selectedPath, openKeys, tabStop, toggle } = useSideMenu();
  const open = openKeys.includes(node.path);
  return (
    <li
      role="none"
      className={cx(
        `${prefixCls}-submenu`,
        `${prefixCls}-submenu-inline`,
        open && `${prefixCls}-submenu-open`,
        isWithin(selectedPath, node.path) && `${prefixCls}-submenu-selected`,
      )}
    >
      <div
        role="menuitem"
        tabIndex={tabStop === node.path ? 0 : -1}
        aria-expanded={open}
        aria-haspopup="true"
        data-menu-path={node.path}
        data-menu-parent={parent ?? undefined}
        data-menu-open={open}
        className={`${prefixCls}-submenu-title`}
        style={{ paddingLeft: level * INDENT }}
        onClick={() => toggle(node.path)}
      >
        <EntryLabel node={node} />
        <i className={`${prefixCls}-submenu-arrow`} />
      </div>
      {open && (
        <ul role="menu" aria-label={node.title} className={`${prefixCls} ${prefixCls}-sub ${prefixCls}-inline`}>
          <MenuEntries nodes={node.children ?? []} level={level + 1} parent={node.path} inline />
        </ul>
      )}
    </li>
  );
}

/** Entries of one level of the expanded sider. */
export function MenuEntries({ nodes, level, parent, inline }: { nodes: readonly MenuNode[]; level: number; parent: string | null; inline: boolean }) {
  return (
    <>
      {nodes.map((node) =>
        isGroup(node) ? (
          <InlineMenuGroup key={node.path} node={node} level={level} parent={parent} />
        ) : (
          <MenuPageItem key={node.path} node={node} level={level} parent={parent} inline={inline} />
        ),
      )}
    </>
  );
}

/**
 * Entries of a flyout (collapsed sider): pages as items, a nested group as an item group — its
 * title, then its pages — rather than another flyout.
 */
export function FlyoutEntries({ nodes }: { nodes: readonly MenuNode[] }) {
  const { prefixCls } = useSideMenu();
  return (
    <>
      {nodes.map((node) =>
        isGroup(node) ? (
          <li key={node.path} role="none" className={`${prefixCls}-item-group`}>
            <div role="presentation" className={`${prefixCls}-item-group-title`}>
              {node.title}
            </div>
            <ul role="group" aria-label={node.title} className={`${prefixCls}-item-group-list`}>
              <FlyoutEntries nodes={node.children ?? []} />
            </ul>
          </li>
        ) : (
          <MenuPageItem key={node.path} node={node} level={2} parent={null} inline={false} />
        ),
      )}
    </>
  );
}
