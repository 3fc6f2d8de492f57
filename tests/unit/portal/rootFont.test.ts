import { describe, expect, it } from 'vitest';
import { isMobileLayout, MOBILE_BREAKPOINT, rootFontScale, rootFontSize } from '../../../src/modules/portal/model/rootFont';

describe('portal root font scaling (docs/behaviour §9)', () => {
  it('is 16 px × width / 1920 between the clamps', () => {
    expect(rootFontSize(1920)).toBe(16);
    expect(rootFontSize(1600)).toBeCloseTo(13.33, 2);
    expect(rootFontSize(2560)).toBeCloseTo(21.33, 2);
  });

  it('clamps the scale to at most 2 and, on narrow screens, to at least 0.75 (12 px)', () => {
    expect(rootFontScale(3840)).toBe(2);
    expect(rootFontSize(5000)).toBe(32);
    expect(rootFontSize(1440)).toBe(12);
    expect(rootFontSize(1000)).toBe(12);
    expect(rootFontSize(390)).toBe(12);
    expect(rootFontSize(0)).toBe(12);
    expect(rootFontSize(Number.NaN)).toBe(12);
  });

  it('uses the mobile layout at 1000 px or less, or on /portal/mobile', () => {
    expect(MOBILE_BREAKPOINT).toBe(1000);
    expect(isMobileLayout(1000, '/portal/home')).toBe(true);
    expect(isMobileLayout(1001, '/portal/home')).toBe(false);
    expect(isMobileLayout(1920, '/portal/mobile/home')).toBe(true);
    expect(isMobileLayout(1920, '/portal/mobile/3')).toBe(true);
    expect(isMobileLayout(390, '/portal/appStore')).toBe(true);
  });
});
