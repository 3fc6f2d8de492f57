import { describe, expect, it } from 'vitest';
import { availablePlatformChoices, visibleUserMenuItems } from '../../../src/shell/user/userMenuItems';

describe('user menu (docs/behaviour §2.7)', () => {
  it('each item is gated by its code; logout is always offered', () => {
    expect(visibleUserMenuItems([]).map((i) => i.label)).toEqual(['退出登录']);
    expect(visibleUserMenuItems(['person-look', 'theme-look']).map((i) => i.label)).toEqual(['个人中心', '切换主题', '退出登录']);
    expect(
      visibleUserMenuItems(['person-look', 'account-resource-look', 'organ-change', 'theme-look']).map((i) => i.label),
    ).toEqual(['个人中心', '资源账号', '切换组织', '切换主题', '退出登录']);
  });

  it('the management centre needs operateM; the portal is always there', () => {
    expect(availablePlatformChoices([]).map((c) => c.label)).toEqual(['平台门户']);
    expect(availablePlatformChoices(['operateM']).map((c) => c.label)).toEqual(['管理中心', '平台门户']);
  });
});
