import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MenuTarget } from '../model/menuMapping';

export interface MenuLinkProps {
  target: MenuTarget;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
  current?: boolean;
  role?: string;
}

/**
 * One header or drawer entry: a route link, an external link in a new window (configType 2),
 * or plain text for an entry that links nothing yet (relationStatus 0).
 */
export function MenuLink({ target, className, children, onNavigate, current, role }: MenuLinkProps) {
  if (target.kind === 'route') {
    return (
      <Link to={target.to} className={className} onClick={onNavigate} aria-current={current ? 'page' : undefined} role={role}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onNavigate} role={role}>
        {children}
        <span className="portal-visually-hidden">（在新窗口打开）</span>
      </a>
    );
  }
  return (
    <span className={`${className ?? ''} portal-menu-unlinked`} title="该菜单暂未关联页面" role={role}>
      {children}
    </span>
  );
}
