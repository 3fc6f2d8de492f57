import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { activeEntryKey, PORTAL_HOME, type HeaderEntry, type HeaderMenu } from '../model/menuMapping';
import type { HeaderLook } from '../model/headerStyle';
import type { PortalInfo } from '../model/portalTypes';
import { HeaderActions } from './HeaderActions';
import { MenuLink } from './MenuLink';
import { PortalLogo } from './PortalLogo';

export interface PortalHeaderProps {
  name: string;
  info: PortalInfo | null;
  menu: HeaderMenu;
  look: HeaderLook;
  menuError: string | null;
  onRetryMenu: () => void;
}

/**
 * The desktop header (docs/behaviour §2.1): logo, name and navigation content, the main menus, and a
 * popup under the header per main menu with its introduction and sub menus (4 columns; 5 when
 * the portal hides introductions). Opened by pointer or keyboard focus; Escape closes it.
 */
export function PortalHeader({ name, info, menu, look, menuError, onRetryMenu }: PortalHeaderProps) {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  // The popup belongs to the address it was opened on: navigating closes it.
  const [opened, setOpened] = useState<{ key: string; at: string } | null>(null);
  const open = opened?.at === here ? opened.key : null;
  const setOpen = (key: string | null) => setOpened(key === null ? null : { key, at: here });
  const closeTimer = useRef<number | undefined>(undefined);
  const active = activeEntryKey(menu.entries, pathname, search);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const show = (key: string | null) => {
    window.clearTimeout(closeTimer.current);
    setOpen(key);
  };
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(null), 150);
  };

  const style = { '--portal-nav-bg': look.background, '--portal-nav-fg': look.color, boxShadow: look.boxShadow } as CSSProperties;
  return (
    <header className={`portal-header${look.light ? ' portal-header-light' : ' portal-header-dark'}`} style={style} data-testid="portal-header">
      <div className="portal-header-inner">
        <Link to={PORTAL_HOME} className="portal-brand">
          <PortalLogo picture={info?.navigationPic ?? ''} />
          <span className="portal-brand-text">
            <span className="portal-brand-name" data-testid="platform-name">{name}</span>
            {info?.navigationContent ? <span className="portal-brand-content">{info.navigationContent}</span> : null}
          </span>
        </Link>
        <nav className="portal-nav" aria-label="门户导航" onKeyDown={(event) => event.key === 'Escape' && setOpen(null)}>
          <ul className="portal-nav-list">
            {menu.entries.map((entry) => (
              <li
                key={entry.key}
                className={`portal-nav-item${active === entry.key ? ' portal-nav-item-active' : ''}${open === entry.key ? ' portal-nav-item-open' : ''}`}
                onMouseEnter={() => show(entry.children.length > 0 ? entry.key : null)}
                onMouseLeave={hideSoon}
                onFocus={() => show(entry.children.length > 0 ? entry.key : null)}
                onBlur={(event) => {
                  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hideSoon();
                }}
              >
                <MenuLink target={entry.target} className="portal-nav-link" current={active === entry.key}>
                  {entry.label}
                  {entry.children.length > 0 && <span className="portal-nav-caret" aria-hidden="true" />}
                </MenuLink>
                {entry.children.length > 0 && open === entry.key && <MenuPopup entry={entry} menu={menu} />}
              </li>
            ))}
          </ul>
          {menuError && (
            <button type="button" className="portal-nav-retry" onClick={onRetryMenu} title={menuError}>
              菜单加载失败，重试
            </button>
          )}
        </nav>
        <HeaderActions />
      </div>
    </header>
  );
}

function MenuPopup({ entry, menu }: { entry: HeaderEntry; menu: HeaderMenu }) {
  return (
    <div className="portal-popup" role="group" aria-label={`${entry.label} 子菜单`}>
      <div className="portal-popup-inner">
        {menu.showIntroduction && (
          <div className="portal-popup-intro">
            <MenuLink target={entry.target} className="portal-popup-main">
              {entry.label}
            </MenuLink>
            <p>{entry.introduction ?? `了解${entry.label}的更多内容`}</p>
          </div>
        )}
        <ul className="portal-popup-grid" style={{ gridTemplateColumns: `repeat(${menu.columns}, minmax(0, 1fr))` }} data-columns={menu.columns}>
          {entry.children.map((child) => (
            <li key={child.key}>
              <MenuLink target={child.target} className="portal-popup-link">
                {child.label}
              </MenuLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
