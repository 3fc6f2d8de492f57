import { useSearchParams } from 'react-router-dom';
import { useOperationQuery } from '../../../renderer/data/operationQueries';

/**
 * The portal a portal-temp page works on: `portalId` in the address (so a reload or a shared
 * link keeps it), else the default portal. The portals are read through the operation client
 * (portal get-list), the same read as 门户菜单's scope choice.
 */
export function usePortalChoice() {
  const [params, setParams] = useSearchParams();
  const portals = useOperationQuery('portal', 'get-list', undefined, { loading: false });
  const list = portals.state.status === 'ready' ? portals.state.data : [];
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
