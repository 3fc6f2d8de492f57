/**
 * The reads declared with a records read's `options` (schemas/families/application-classify.json
 * get-industries, portal.json get-domain-list; mocks/crud/recordOptions.ts), answered from the
 * generated collections: every 所属行业 with the applications the app store shows, and every
 * access host with the portal bound to it.
 */
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { authed, login, ORIGIN } from './support';

const V1 = '/api/operation-management/v1';

describe('options reads', () => {
  it('application-classify/industries: every 所属行业 in order with the applications the store shows, to visitors', async () => {
    const response = await fetch(`${ORIGIN}${V1}/application-classify/industries`);
    expect(response.status).toBe(200);
    const data = ((await response.json()) as { data: { key: string; name: string; appCount: number }[] }).data;
    const shown = mockControl.db.collection('crud.application').list().filter((app) => app.status === 1 && app.storeDisplay === 1);
    expect(data.map((entry) => entry.key)).toEqual(['gov', 'tool', 'intel', 'medicine', 'treatment', 'geo', 'creativity', 'manufacturing', 'serve', 'partner']);
    // WRF and SuperMap iServer (CESM is kept out of the store, ROMS filed under 数字政府).
    expect(data.find((entry) => entry.key === 'geo')).toEqual({ key: 'geo', name: '地理信息', appCount: 2 });
    expect(data.reduce((sum, entry) => sum + entry.appCount, 0)).toBe(shown.length);
  });

  it('portal/domain/list: every access host with the portal bound to it, null and "" where none is; portal-temp pages only', async () => {
    const { access_token: token } = await login('admin');
    const response = await fetch(`${ORIGIN}${V1}/portal/domain/list`, authed(token));
    const data = ((await response.json()) as { data: { domain: string; portalId: number | null; portalName: string }[] }).data;
    const portals = mockControl.db.collection('crud.portal').list();
    expect(data.length).toBeGreaterThan(1);
    for (const entry of data) {
      const bound = portals.find((portal) => portal.domain === entry.domain);
      expect(entry).toEqual({ domain: entry.domain, portalId: bound?.id ?? null, portalName: bound ? bound.portalName : '' });
    }
    expect(data.some((entry) => entry.portalId === null)).toBe(true);
    const { access_token: personal } = await login('personal');
    expect((await fetch(`${ORIGIN}${V1}/portal/domain/list`, authed(personal))).status).toBe(403);
  });
});
