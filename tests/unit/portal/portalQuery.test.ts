import { describe, expect, it } from 'vitest';
import { currentPortalCode, isSubcenterHost, loginHref, mobileRedirect, PORTAL_CODE_KEY, readPortalCode, type CodeStore } from '../../../src/modules/portal/model/portalQuery';
import { safeReturnTarget } from '../../../src/modules/login/returnTarget';

function memoryStore(): CodeStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('portal query parameters (docs/behaviour §2.1)', () => {
  it('c names the portal; 1 or empty means none; absent keeps the remembered one', () => {
    expect(readPortalCode('?c=south')).toEqual({ code: 'south' });
    expect(readPortalCode('?c=1')).toEqual({ code: '' });
    expect(readPortalCode('?c=')).toEqual({ code: '' });
    expect(readPortalCode('?x=1')).toEqual({ code: null });

    const store = memoryStore();
    expect(currentPortalCode('?c=south', store)).toBe('south');
    expect(store.data.get(PORTAL_CODE_KEY)).toBe('south');
    expect(currentPortalCode('', store)).toBe('south');
    expect(currentPortalCode('?mainMenuName=x', store)).toBe('south');
    expect(currentPortalCode('?c=1', store)).toBe('');
    expect(store.data.has(PORTAL_CODE_KEY)).toBe(false);
    expect(currentPortalCode('', store)).toBe('');
  });

  it('a storage that refuses still lets the query decide', () => {
    const broken: CodeStore = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => undefined };
    expect(currentPortalCode('?c=hpc', broken)).toBe('hpc');
    expect(currentPortalCode('', broken)).toBe('');
    expect(currentPortalCode('', null)).toBe('');
  });

  it('m sends to the mobile home, keeping the other parameters', () => {
    expect(mobileRedirect('/portal/home', '?m=1')).toBe('/portal/mobile/home');
    expect(mobileRedirect('/portal/about', '?m&c=south')).toBe('/portal/mobile/home?c=south');
    expect(mobileRedirect('/portal/mobile/home', '?m=1')).toBeNull();
    expect(mobileRedirect('/portal/home', '?m=0')).toBeNull();
    expect(mobileRedirect('/portal/home', '?c=1')).toBeNull();
  });

  it('the login link carries the page as an internal return target', () => {
    const href = loginHref('/portal/appList/6?x=1');
    expect(href).toBe('/login?url=%2Fportal%2FappList%2F6%3Fx%3D1');
    const url = new URLSearchParams(href.split('?')[1]).get('url');
    expect(safeReturnTarget(url)).toBe('/portal/appList/6?x=1');
  });

  it('the sub-centre host is the runtime config’s, compared without case; empty never matches', () => {
    expect(isSubcenterHost('subcenter.hpc-demo.cn', 'subcenter.hpc-demo.cn')).toBe(true);
    expect(isSubcenterHost('SUBCENTER.hpc-demo.cn', 'subcenter.hpc-demo.cn ')).toBe(true);
    expect(isSubcenterHost('www.hpc-demo.cn', 'subcenter.hpc-demo.cn')).toBe(false);
    expect(isSubcenterHost('', '')).toBe(false);
  });
});
