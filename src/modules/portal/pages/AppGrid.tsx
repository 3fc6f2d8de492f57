import { AppCard } from '../blocks/AppCard';
import { PortalEmpty } from '../layout/PortalStates';
import type { AppCard as AppCardData } from '../model/portalApps';

/** Applications as cards, `columns` to a row (one in the phone layout), or what to say when there are none. */
export function AppGrid({ apps, columns, empty }: { apps: readonly AppCardData[]; columns: number; empty: string }) {
  if (apps.length === 0) return <PortalEmpty>{empty}</PortalEmpty>;
  return (
    <ul className="pb-app-grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {apps.map((app) => (
        <li key={app.id}>
          <AppCard app={app} />
        </li>
      ))}
    </ul>
  );
}
