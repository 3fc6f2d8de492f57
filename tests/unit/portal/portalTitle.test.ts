import { describe, expect, it } from 'vitest';
import { portalDisplayName, portalTitle } from '../../../src/modules/portal/model/portalTitle';
import { parsePortalInfo } from '../../../src/modules/portal/model/portalTypes';

const PLATFORM = '超算云平台';

describe('the portal page title (docs/behaviour §2.6, §2.2)', () => {
  it('is the portal’s name', () => {
    const name = portalDisplayName(parsePortalInfo({ portalName: '超算云平台门户' }), PLATFORM);
    expect(portalTitle('/portal/home', name)).toBe('超算云平台门户');
    expect(portalTitle('/category', name)).toBe('超算云平台门户');
  });

  it('falls back to the platform name when the portal has no name (none, blank, or no portal info)', () => {
    expect(portalTitle('/portal/home', portalDisplayName(parsePortalInfo({}), PLATFORM))).toBe(PLATFORM);
    expect(portalTitle('/portal/home', portalDisplayName(parsePortalInfo({ portalName: '' }), PLATFORM))).toBe(PLATFORM);
    expect(portalTitle('/portal/about', portalDisplayName(parsePortalInfo({ portalName: '   ' }), PLATFORM))).toBe(PLATFORM);
    expect(portalTitle('/portal/home', portalDisplayName(null, PLATFORM))).toBe(PLATFORM);
  });

  it('the template area has its own titles', () => {
    expect(portalTitle('/template', '门户')).toBe('平台模板管理');
    expect(portalTitle('/template/competence', '门户')).toBe('能力中心 - 平台模板管理');
  });
});
