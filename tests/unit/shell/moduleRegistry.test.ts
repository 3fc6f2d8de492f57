import { describe, expect, it } from 'vitest';
import { resolveModule, subAppForRoute } from '../../../src/modules/registry';

describe('module registry by sub-app (docs/behaviour §2.6)', () => {
  it('routes pick their sub-app by hash prefix', () => {
    expect(subAppForRoute('/application-admin/storage-manage')).toBe('components');
    expect(subAppForRoute('/platform-manage/storageM')).toBe('components');
    expect(subAppForRoute('/platform-manage/portal-temp/temp-config')).toBe('portal');
    expect(subAppForRoute('/platform-manage/organization/role')).toBe('user-management');
    expect(subAppForRoute('/platform-manage/organization/serve-information')).toBe('components');
  });

  it('a module is found only in its own sub-app registry chunk', async () => {
    const storage = await resolveModule('storage-browser', '/application-admin/storage-manage');
    expect(storage.group).toBe('components');
    expect(storage.Module).not.toBeNull();
    const elsewhere = await resolveModule('storage-browser', '/platform-manage/portal-temp/temp-config');
    expect(elsewhere).toEqual({ group: 'portal', Module: null });
    expect((await resolveModule('no-such-module', '/application-admin/my-app')).Module).toBeNull();
  });
});
