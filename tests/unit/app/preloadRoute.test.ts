import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDefaultStore } from 'jotai';
import { sessionAtom } from '../../../src/core/session/sessionAtoms';
import { signInAs } from '../../integration/shell/support';
import { resolveBackstageRoute } from '../../../src/shell/resolveBackstageRoute';

/** The list's first call, recorded instead of sent. */
const prefetchListPage = vi.hoisted(() => vi.fn());
vi.mock('../../../src/renderer/list/listPrefetch', () => ({ prefetchListPage }));

const { preloadRoute } = await import('../../../src/app/preloadRoute');

afterEach(() => {
  prefetchListPage.mockClear();
  getDefaultStore().set(sessionAtom, null);
});

describe('preloadRoute: the first data call of the page in the address, started at boot', () => {
  it('startData resolves once the list page’s first call is out, with the query from the address', async () => {
    signInAs();
    const preload = preloadRoute('#/operation-center/customer/customer-info?page=3&keyword=华');
    expect(prefetchListPage).not.toHaveBeenCalled(); // not before the backend and the session are up
    await preload.startData();
    expect(prefetchListPage).toHaveBeenCalledTimes(1);
    const [config, entity, search] = prefetchListPage.mock.calls[0]!;
    expect(config).toMatchObject({ kind: 'list', permissionPrefix: 'customer-info' });
    expect(entity).toMatchObject({ title: expect.any(String) });
    expect(search).toBe('?page=3&keyword=华');
    await preload.startData(); // asked again (StrictMode, a retry): still one call
    expect(prefetchListPage).toHaveBeenCalledTimes(1);
  });

  it('makes no call for a page the stored session may not open, nor without a session', async () => {
    signInAs(['workbench']);
    await preloadRoute('#/operation-center/customer/customer-info').startData();
    getDefaultStore().set(sessionAtom, null);
    await preloadRoute('#/operation-center/customer/customer-info').startData();
    expect(prefetchListPage).not.toHaveBeenCalled();
  });

  it('makes none when the session was logged out while the page’s code loaded', async () => {
    signInAs();
    const preload = preloadRoute('#/operation-center/customer/customer-info');
    getDefaultStore().set(sessionAtom, null);
    await preload.startData();
    expect(prefetchListPage).not.toHaveBeenCalled();
  });

  it('makes none for a page of another kind (a dashboard, a form)', async () => {
    const { codes } = signInAs();
    for (const path of ['/application-admin/application-center', '/operation-center/site/site-config']) {
      expect(resolveBackstageRoute(path, codes!).kind, path).toBe('page');
      await preloadRoute(`#${path}`).startData();
    }
    expect(prefetchListPage).not.toHaveBeenCalled();
  });

  it('resolves at once for the login page and for a route that is not a page', async () => {
    await expect(preloadRoute('#/login').startData()).resolves.toBeUndefined();
    signInAs();
    await expect(preloadRoute('#/no/such/route').startData()).resolves.toBeUndefined();
    expect(prefetchListPage).not.toHaveBeenCalled();
  });
});
