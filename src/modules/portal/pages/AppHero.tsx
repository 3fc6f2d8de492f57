import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AppIcon } from '../blocks/AppCard';

export interface AppHeroProps {
  app: { appName: string; summary: string };
  /** The list the page was opened from (应用商店, 云市场), the crumb before the application. */
  parent: { label: string; to: string };
  /** Term and value of each fact under the summary. */
  facts: readonly (readonly [string, ReactNode])[];
  /** Its ways in (立即使用, 在云市场购买), beside the facts. */
  children?: ReactNode;
}

/** The head of an application's page in the store or the market: where it sits, its mark, name, summary and facts. */
export function AppHero({ app, parent, facts, children }: AppHeroProps) {
  return (
    <>
      <nav className="portal-crumbs" aria-label="当前位置">
        <Link to={parent.to}>{parent.label}</Link>
        <span aria-hidden="true">/</span>
        <span aria-current="page">{app.appName}</span>
      </nav>
      <header className="portal-app-hero">
        <AppIcon name={app.appName} size="lg" />
        <div className="portal-app-hero-text">
          <h1>{app.appName}</h1>
          <p>{app.summary}</p>
          <dl className="portal-facts">
            {facts.map(([term, value]) => (
              <div key={term}><dt>{term}</dt><dd>{value}</dd></div>
            ))}
          </dl>
        </div>
        {children !== undefined && <div className="portal-app-hero-actions">{children}</div>}
      </header>
    </>
  );
}
