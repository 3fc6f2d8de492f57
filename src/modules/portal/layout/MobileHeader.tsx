import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { HeaderLook } from '../model/headerStyle';
import type { HeaderMenu } from '../model/menuMapping';
import type { PortalInfo } from '../model/portalTypes';
import { HeaderActions } from './HeaderActions';
import { MenuLink } from './MenuLink';
import { PortalLogo } from './PortalLogo';

export interface MobileHeaderProps {
  name: string;
  info: PortalInfo | null;
  menu: HeaderMenu;
  look: HeaderLook;
  homePath: string;
}

/**
 * The mobile header (docs/behaviour §2.1, ≤ 1000 px or /portal/mobile): the mobile navigation picture and
 * name, and a menu button opening a panel with every main menu and its sub menus.
 */
export function MobileHeader({ name, info, menu, look, homePath }: MobileHeaderProps) {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  // Open on the address it was opened on: following a link closes the panel.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = (value: boolean | ((current: boolean) => boolean)) => {
    const next = typeof value === 'function' ? value(open) : value;
    setOpenAt(next ? here : null);
  };
  const [expanded, setExpanded] = useState<string | null>(null);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const style = { '--portal-nav-bg': look.background, '--portal-nav-fg': look.color, boxShadow: look.boxShadow } as CSSProperties;
  return (
    <header className={`portal-header portal-header-mobile${look.light ? ' portal-header-light' : ' portal-header-dark'}`} style={style} data-testid="portal-header">
      <div className="portal-mheader-bar">
        <Link to={homePath} className="portal-brand">
          <PortalLogo picture={info?.navigationPicMobile || info?.navigationPic || ''} />
          <span className="portal-brand-name" data-testid="platform-name">{name}</span>
        </Link>
        <button
          ref={toggle}
          type="button"
          className="portal-mheader-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? '关闭菜单' : '打开菜单'}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={`portal-burger${open ? ' portal-burger-open' : ''}`} aria-hidden="true" />
        </button>
      </div>
      <div
        id={panelId}
        ref={panel}
        className="portal-mpanel"
        hidden={!open}
        onKeyDown={(event) => event.key === 'Escape' && close()}
      >
        <nav aria-label="门户导航">
          <ul className="portal-mnav">
            {menu.entries.map((entry) => (
              <li key={entry.key}>
                <div className="portal-mnav-row">
                  <MenuLink target={entry.target} className="portal-mnav-link">
                    {entry.label}
                  </MenuLink>
                  {entry.children.length > 0 && (
                    <button
                      type="button"
                      className="portal-mnav-expand"
                      aria-expanded={expanded === entry.key}
                      aria-label={`${expanded === entry.key ? '收起' : '展开'}${entry.label}`}
                      onClick={() => setExpanded((key) => (key === entry.key ? null : entry.key))}
                    >
                      <span className="portal-nav-caret" aria-hidden="true" />
                    </button>
                  )}
                </div>
                {entry.children.length > 0 && expanded === entry.key && (
                  <ul className="portal-mnav-sub">
                    {entry.children.map((child) => (
                      <li key={child.key}>
                        <MenuLink target={child.target} className="portal-mnav-sublink">
                          {child.label}
                        </MenuLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <HeaderActions compact onNavigate={() => setOpen(false)} />
      </div>
    </header>
  );
}
