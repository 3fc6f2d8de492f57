import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isExternalLink, safeLink } from '../../../contract/portalBlocks';

/** A block's link: an internal route, an external URL in a new window, or no link at all. */
export function BlockLink({ link, className, children, label }: { link: string; className?: string; children: ReactNode; label?: string }) {
  const safe = safeLink(link);
  if (safe === '') return <div className={className}>{children}</div>;
  if (isExternalLink(safe)) {
    return (
      <a className={className} href={safe} target="_blank" rel="noopener noreferrer" aria-label={label}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={safe} aria-label={label}>
      {children}
    </Link>
  );
}
