import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isExternalLink, safeLink } from '../../contract/portalBlocks';

/**
 * Where a card or slide leads: a route of the app, an http(s) address in a new tab, or — for
 * anything else (javascript:, a relative text, nothing) — no link at all.
 */
export function ItemLink({ link, className, children }: { link: string; className?: string; children: ReactNode }) {
  const safe = safeLink(link);
  if (safe === '') return <div className={className}>{children}</div>;
  if (isExternalLink(safe)) return <a className={className} href={safe} target="_blank" rel="noopener noreferrer">{children}</a>;
  return <Link className={className} to={safe}>{children}</Link>;
}
