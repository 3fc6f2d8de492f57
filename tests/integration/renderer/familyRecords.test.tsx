/**
 * A family's records for a hand-written module, by the family's name (src/renderer/data/familyRecords.ts):
 * useFamilyList reads the family's `list` verb as its declaration routes it (portal: GET
 * manage/info/page) on the query cache, shows a failure as its readable message with 重试, and
 * readAgain after a write reads the shown list again; useFamilyTree reads a `tree` verb within a
 * scope; a family no declaration holds is the console's developer fault, said as a config error.
 */
import { describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { PAGE_CONFIG_BROKEN } from '../../../src/core/feedback/developerFault';
import { writeToken } from '../../../src/core/session/storageKeys';
import { readAgain, useFamilyList, useFamilyTree } from '../../../src/renderer/data/familyRecords';
import { recordRequests } from '../../support/requestLog';
import { act, renderHook, waitFor } from '../../support/testingLibrary';
import { login } from '../mocks/support';

const P = '/api/operation-management/v1/portal';
const requests = recordRequests();
const PARAMS = { page: 1, pageSize: 100, sort: { key: 'id', order: 'asc' as const }, filters: {} };

async function signIn() {
  const { access_token: token } = await login('admin');
  writeToken(token);
}

describe('useFamilyList / useFamilyTree / readAgain', () => {
  it('reads the list verb on the declared route; a write\'s readAgain reads the shown list again', async () => {
    await signIn();
    const { result } = renderHook(() => useFamilyList<{ id: number; portalName: string }>('portal', PARAMS));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state.status).toBe('ready'), { timeout: 8000 });
    const names = result.current.state.status === 'ready' ? result.current.state.data.map((portal) => portal.portalName) : [];
    expect(names).toContain('超算云平台门户');
    expect(requests.filter((line) => line === `GET ${P}/manage/info/page`)).toHaveLength(1);
    await act(() => readAgain(['portal']));
    await waitFor(() => expect(requests.filter((line) => line === `GET ${P}/manage/info/page`)).toHaveLength(2), { timeout: 8000 });
  });

  it('a failed read is its readable message, and reload reads again', async () => {
    await signIn();
    mockControl.faults.set({ path: `${P}/manage/info/page`, status: 500, times: 1 });
    const { result } = renderHook(() => useFamilyList('portal', { ...PARAMS, pageSize: 50 }));
    await waitFor(() => expect(result.current.state.status).toBe('error'), { timeout: 8000 });
    expect(result.current.state.status === 'error' && result.current.state.message).toMatch(/.+/);
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state.status).toBe('ready'), { timeout: 8000 });
  });

  it('reads a tree within its scope, only once enabled', async () => {
    await signIn();
    const { result, rerender } = renderHook(({ enabled }) => useFamilyTree('portal-menu', { portalId: 1 }, enabled), { initialProps: { enabled: false } });
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(requests.some((line) => line.startsWith(`GET ${P}/menu-info/tree`))).toBe(false);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.state.status).toBe('ready'), { timeout: 8000 });
    const roots = result.current.state.status === 'ready' ? result.current.state.data.map((menu) => menu.menuName) : [];
    expect(roots).toContain('算力服务');
    expect(requests).toContain(`GET ${P}/menu-info/tree`);
  });

  it('a family no declaration holds is a config error, not a raw message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { result } = renderHook(() => useFamilyList('no-such-family', PARAMS));
      await waitFor(() => expect(result.current.state).toEqual({ status: 'error', message: PAGE_CONFIG_BROKEN }), { timeout: 8000 });
    } finally {
      logged.mockRestore();
    }
  });
});
