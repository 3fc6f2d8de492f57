// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_SERVICE_BY_P, applyAddressToken, readAddressToken } from '../../../src/core/session/addressToken';
import { readStored, readToken, StorageKey } from '../../../src/core/session/storageKeys';

const BASE = 'https://hpc.example.cn/console/';

describe('readAddressToken (docs/behaviour §2.1 t + p)', () => {
  it('finds t and p in the hash route query and strips only them', () => {
    const found = readAddressToken(`${BASE}#/application-admin/my-app?t=abc%2B123&p=person&tab=2`);
    expect(found).toEqual({
      token: 'abc+123',
      aamName: ACCOUNT_SERVICE_BY_P.person,
      cleanHref: `${BASE}#/application-admin/my-app?tab=2`,
    });
  });

  it('finds them in the real query before the hash', () => {
    const found = readAddressToken(`${BASE}?t=tok&p=enterprise#/portal/home`);
    expect(found).toEqual({ token: 'tok', aamName: 'aam-company', cleanHref: `${BASE}#/portal/home` });
  });

  it('drops the whole query when t and p were all of it', () => {
    expect(readAddressToken(`${BASE}#/backstage?t=tok&p=person`)?.cleanHref).toBe(`${BASE}#/backstage`);
    expect(readAddressToken(`${BASE}?t=tok`)?.cleanHref).toBe(BASE);
  });

  it('a t without a known p stores the token only', () => {
    expect(readAddressToken(`${BASE}#/x?t=tok`)?.aamName).toBeNull();
    expect(readAddressToken(`${BASE}#/x?t=tok&p=admin`)?.aamName).toBeNull();
    expect(readAddressToken(`${BASE}#/x?t=tok&p=constructor`)?.aamName).toBeNull();
  });

  it('nothing to do without t (or with an empty one)', () => {
    expect(readAddressToken(`${BASE}#/portal/home?c=1`)).toBeNull();
    expect(readAddressToken(`${BASE}#/portal/home?p=person`)).toBeNull();
    expect(readAddressToken(`${BASE}#/portal/home?t=&p=person`)).toBeNull();
    expect(readAddressToken(BASE)).toBeNull();
  });
});

describe('applyAddressToken', () => {
  it('stores the token under both names and the account service, replaces the old session, and reloads without the query', () => {
    localStorage.setItem(StorageKey.userInfo, '{"id":"old"}');
    localStorage.setItem(StorageKey.auth, '["old-code"]');
    const reload = vi.fn();
    const replaceState = vi.fn();
    const started = applyAddressToken({ href: `${BASE}#/application-admin/my-app?t=new-token&p=person`, reload }, { replaceState });
    expect(started).toBe(true);
    expect(readToken()).toBe('new-token');
    expect(localStorage.getItem(StorageKey.token)).toBe('new-token');
    expect(localStorage.getItem(StorageKey.tokenEncoded)).toBe('new-token');
    expect(readStored('aamName')).toBe('aam-person');
    expect(readStored('userInfo')).toBeNull();
    expect(readStored('auth')).toBeNull();
    expect(replaceState).toHaveBeenCalledWith(null, '', `${BASE}#/application-admin/my-app`);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves an address without t alone', () => {
    const reload = vi.fn();
    const replaceState = vi.fn();
    expect(applyAddressToken({ href: `${BASE}#/portal/home`, reload }, { replaceState })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(replaceState).not.toHaveBeenCalled();
    expect(readToken()).toBeNull();
  });
});
