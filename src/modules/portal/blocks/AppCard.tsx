import { Link } from 'react-router-dom';
import { priceText, type AppCard as AppCardData } from '../model/portalApps';
import { NameMark } from '../../../renderer/blocks/NameMark';
import '../../../renderer/blocks/portalLook.css';

/** The application's mark: its initials on a stable colour (the catalogue carries no icons). */
export const AppIcon = NameMark;

/** One application as a card, linking to its page (or `to`). */
export function AppCard({ app, to, showPrice = false }: { app: AppCardData; to?: string; showPrice?: boolean }) {
  return (
    <Link className="pb-app" to={to ?? `/portal/appList/${app.id}`} data-testid="app-card">
      <span className="pb-app-head">
        <AppIcon name={app.appName} />
        <span className="pb-app-name">
          <strong>{app.appName}</strong>
          <small>
            {app.version} · {app.categoryName}
          </small>
        </span>
      </span>
      <span className="pb-app-summary">{app.summary}</span>
      <span className="pb-app-foot">
        <span className="pb-app-tags">
          {app.tags.slice(0, 2).map((tag) => (
            <span key={tag} className="pb-tag">
              {tag}
            </span>
          ))}
        </span>
        {showPrice ? <span className="pb-app-price">{priceText(app)}</span> : <span className="pb-app-uses">{app.useCount} 次使用</span>}
      </span>
    </Link>
  );
}
