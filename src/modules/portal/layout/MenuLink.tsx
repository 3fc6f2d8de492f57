import type { ReactNode } from 'react';
import { Link, useHref } from 'react-router-dom';
import type { MenuTarget } from '../model/menuMapping';

export interface MenuLinkProps {
  target: MenuTarget;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
  current?: boolean;
  role?: string;
}

/** A link opened in a new window, with no opener and no referrer for the page it opens. */
function NewWindowLink({ href, className, children, onNavigate, role }: Omit<MenuLinkProps, 'target' | 'current'> & { href: string }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={onNavigate} role={role}>
      {children}
      <span className="portal-visually-hidden">（在新窗口打开）</span>
    </a>
  );
}

/** An internal route in a new window: the router's own address of it (#/portal/… under the hash router). */
function InternalWindowLink({ to, ...props }: Omit<MenuLinkProps, 'target' | 'current'> & { to: string }) {
  return <NewWindowLink href={useHref(to)} {...props} />;
}

/**
 * One header or drawer entry: a route link (a page or home), a configType 2 entry in a new
 * window (an http(s) URL, or an internal route at its address), or plain text for an entry that
 * links nothing (relationStatus 0, or an unsafe URL).
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
    return <NewWindowLink href={target.href} className={className} onNavigate={onNavigate} role={role}>{children}</NewWindowLink>;
  }
  if (target.kind === 'window') {
    return <InternalWindowLink to={target.to} className={className} onNavigate={onNavigate} role={role}>{children}</InternalWindowLink>;
  }
  return (
    <span className={`${className ?? ''} portal-menu-unlinked`} title="该菜单暂未关联页面" role={role}>
      {children}
    </span>
  );
}
