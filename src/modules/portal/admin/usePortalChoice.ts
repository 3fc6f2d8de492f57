import { useSearchParams } from 'react-router-dom';
import { useAsyncData } from '../../../core/async/useAsyncData';
import { listPortals, type PortalRecord } from './adminApi';

/**
 * The portal a portal-temp page works on: `portalId` in the address (so a reload or a shared
 * link keeps it), else the default portal.
 */
export function usePortalChoice() {
  const [params, setParams] = useSearchParams();
  const portals = useAsyncData('portals', listPortals);
  const list: PortalRecord[] = portals.state.status === 'ready' ? portals.state.data : [];
  const asked = Number(params.get('portalId'));
  const portal = list.find((p) => p.id === asked) ?? list.find((p) => p.isDefault === 1) ?? list[0] ?? null;
  const choose = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('portalId', String(id));
    next.delete('id');
    setParams(next);
  };
  return { portals, list, portal, choose };
}
