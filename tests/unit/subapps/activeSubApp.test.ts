import { describe, expect, it } from 'vitest';
import { activeSubApp, crossesPortalTempBoundary, isInPortalTempArea } from '../../../src/core/subapps';

describe('activeSubApp (docs/behaviour §2.6)', () => {
  it.each([
    '#/platform-manage/portal-temp',
    '#/platform-manage/portal-temp/temp-config',
    '#/platform-manage/portal-temp/temp-page?id=3',
    '#/temp/12',
    '#/portal/page',
    '#/portal/page/42?mainMenuName=%E9%A6%96%E9%A1%B5',
    '#/portal/home',
    '#/portal/home?c=1',
    '#/portal/mobile',
    '#/portal/mobile/home',
    '#/portal/mobile/7',
  ])('%s → portal', (hash) => {
    expect(activeSubApp(hash)).toBe('portal');
  });

  it.each(['user-config', 'organ-management', 'account-management', 'role', 'personal'])(
    '#/platform-manage/organization/%s → user-management',
    (page) => {
      expect(activeSubApp(`#/platform-manage/organization/${page}`)).toBe('user-management');
      expect(activeSubApp(`#/platform-manage/organization/${page}?id=1`)).toBe('user-management');
    },
  );

  it.each([
    '#/platform-manage/organization/subcenter-message',
    '#/platform-manage/organization/micro-org',
    '#/platform-manage/organization/resource',
    '#/platform-manage/organization/roles',
    '#/platform-manage/organization',
    '#/application-admin/application-center',
    '#/application-admin/expense-center/my-bill',
    '#/operation-center/customer/customer-info',
    '#/platform-manage/application/app-group',
    '#/platform-manage/storageM',
    '#/platform/gov',
    '#/backstage',
    '#/account-recharge',
  ])('%s → components', (hash) => {
    expect(activeSubApp(hash)).toBe('components');
  });

  it.each([
    '#/portal/appStore',
    '#/portal/cloudMarket',
    '#/portal/cloudMarket/appDetail',
    '#/portal/about',
    '#/portal/appList/9',
    '#/portal/workorder',
  ])('%s → no sub-app (portal page outside the portal sub-app)', (hash) => {
    expect(activeSubApp(hash)).toBeNull();
  });

  it.each(['#/login', '#/login?url=%2Fbackstage', '#/register', '#/forget', '#/', '#/home', '', '#/template', '#/template/competence', '#/temp-page?id=1'])(
    '%s → no sub-app (served by the host)',
    (hash) => {
      expect(activeSubApp(hash)).toBeNull();
    },
  );

  it('matches whole segments only', () => {
    expect(activeSubApp('#/portal/homepage')).toBeNull();
    expect(activeSubApp('#/platform-manage/portal-temporary')).toBe('components');
  });

  it('accepts the router path form as well as the hash', () => {
    expect(activeSubApp('/portal/home')).toBe('portal');
    expect(activeSubApp('/platform-manage/organization/role')).toBe('user-management');
    expect(activeSubApp('/application-admin/my-app')).toBe('components');
  });
});

describe('portal-temp reload boundary (docs/behaviour §2.3)', () => {
  it('knows the portal-temp area', () => {
    expect(isInPortalTempArea('#/platform-manage/portal-temp/temp-menu')).toBe(true);
    expect(isInPortalTempArea('#/platform-manage/portal-temp')).toBe(true);
    expect(isInPortalTempArea('#/temp/3')).toBe(false);
    expect(isInPortalTempArea('#/platform-manage/storageM')).toBe(false);
  });

  it('reloads when entering or leaving the area', () => {
    expect(crossesPortalTempBoundary('#/platform-manage/storageM', '#/platform-manage/portal-temp/temp-config')).toBe(true);
    expect(crossesPortalTempBoundary('#/platform-manage/portal-temp/temp-page', '#/application-admin/my-app')).toBe(true);
    expect(crossesPortalTempBoundary('#/portal/home', '#/platform-manage/portal-temp/temp-page?id=2')).toBe(true);
  });

  it('does not reload inside or outside the area, or on the first load', () => {
    expect(crossesPortalTempBoundary('#/platform-manage/portal-temp/temp-config', '#/platform-manage/portal-temp/temp-menu')).toBe(false);
    expect(crossesPortalTempBoundary('#/application-admin/my-app', '#/platform-manage/storageM')).toBe(false);
    expect(crossesPortalTempBoundary(null, '#/platform-manage/portal-temp/temp-config')).toBe(false);
    expect(crossesPortalTempBoundary(undefined, '#/application-admin/my-app')).toBe(false);
  });
});
