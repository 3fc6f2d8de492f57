import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import type { MenuNode } from '../../core/menu';
import { EntryLabel, FlyoutEntries } from './SideMenuItems';
import { cx, handleMenuKeyDown, isWithin, useSideMenu } from './sideMenuContext';

/** antd Menu's subMenuOpenDelay / subMenuCloseDelay (0.1 s). */
const HOVER_DELAY_MS = 100;
/** rc-menu's rightTop placement: 4 px right of the entry, top-aligned, kept inside the window. */
const GAP = 4;
const MARGIN = 8;
const FLYOUT_STYLE: CSSProperties = { position: 'fixed', zIndex: 1050, overflowY: 'auto' };

/**
 * A top-level group of the collapsed sider (icons only): its pages open in a flyout at its right,
 * on hover, click, Enter, Space or ArrowRight, as antd's collapsed Menu does. The flyout closes
 * when the pointer leaves both, on Escape or ArrowLeft (focus back on the group), on a choice,
 * or on a click elsewhere.
 */
export function CollapsedMenuGroup({ node }: { node: MenuNode }) {
  const { prefixCls, rootClassName, selectedPath, tabStop } = useSideMenu();
  const [open, setOpen] = useState(false);
  const titleRef = useRef<HTMLDivElement>(null);
  const flyoutRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const focusFirst = useRef(false);

  const later = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), HOVER_DELAY_MS);
  };
  const close = (refocus: boolean) => {
    clearTimeout(timer.current);
    setOpen(false);
    if (refocus) titleRef.current?.focus();
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  // Placed once drawn (its height is known then) and before it is painted: top-aligned with the
  // group, inside the window. Set here rather than through state, so the first entry can take
  // focus at once (an element still hidden cannot).
  useLayoutEffect(() => {
    const title = titleRef.current;
    const flyout = flyoutRef.current;
    if (!open || !title || !flyout) return;
    const rect = title.getBoundingClientRect();
    flyout.style.maxHeight = `${window.innerHeight - 2 * MARGIN}px`;
    flyout.style.left = `${rect.right + GAP}px`;
    flyout.style.top = `${Math.max(MARGIN, Math.min(rect.top, window.innerHeight - flyout.offsetHeight - MARGIN))}px`;
    if (focusFirst.current) {
      focusFirst.current = false;
      flyout.querySelector<HTMLElement>('[data-menu-path]')?.focus();
    }
  }, [open]);

  // A click anywhere but the group or its flyout closes it.
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!titleRef.current?.parentElement?.contains(target) && !flyoutRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  return (
    <li
      role="none"
      className={cx(
        `${prefixCls}-submenu`,
        `${prefixCls}-submenu-vertical`,
        open && `${prefixCls}-submenu-open ${prefixCls}-submenu-active`,
        isWithin(selectedPath, node.path) && `${prefixCls}-submenu-selected`,
      )}
      onMouseEnter={() => later(true)}
      onMouseLeave={() => later(false)}
    >
      <div
        ref={titleRef}
        role="menuitem"
        tabIndex={tabStop === node.path ? 0 : -1}
        aria-expanded={open}
        aria-haspopup="true"
        title={node.title}
        data-menu-path={node.path}
        data-menu-open={open}
        className={`${prefixCls}-submenu-title`}
        onClick={(event) => {
          // Opens (a pointer without hover, e.g. touch); a keyboard "click" (Enter, Space,
          // ArrowRight: no pointer detail) also moves focus into the flyout.
          clearTimeout(timer.current);
          focusFirst.current = event.detail === 0;
          if (open && focusFirst.current) flyoutRef.current?.querySelector<HTMLElement>('[data-menu-path]')?.focus();
          setOpen(true);
        }}
      >
        <EntryLabel node={node} />
        <i className={`${prefixCls}-submenu-arrow`} />
      </div>
      {open &&
        createPortal(
          <div
            ref={flyoutRef}
            className={`${prefixCls}-submenu ${prefixCls}-submenu-popup ${prefixCls} ${prefixCls}-dark ${prefixCls}-submenu-placement-rightTop ${rootClassName}`}
            style={FLYOUT_STYLE}
            onMouseEnter={() => later(true)}
            onMouseLeave={() => later(false)}
            onClick={(event) => {
              // A choice (by pointer or keyboard) closes the flyout; a disabled entry does nothing.
              if ((event.target as Element).closest('[data-menu-path]:not([aria-disabled])')) close(false);
            }}
          >
            <ul
              role="menu"
              aria-label={node.title}
              data-menu-list=""
              className={`${prefixCls} ${prefixCls}-sub ${prefixCls}-vertical`}
              onKeyDown={(event) => handleMenuKeyDown(event, () => close(true))}
            >
              <FlyoutEntries nodes={node.children ?? []} />
            </ul>
          </div>,
          document.body,
        )}
    </li>
  );
}
