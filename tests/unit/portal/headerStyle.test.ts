import { describe, expect, it } from 'vitest';
import { contrastRatio, DEFAULT_NAV_COLOUR, headerLook, textColourOn } from '../../../src/modules/portal/model/headerStyle';
import { parsePortalInfo } from '../../../src/modules/portal/model/portalTypes';

const info = (patch: Record<string, unknown>) => parsePortalInfo({ navigationColourFlag: 1, navigationShadow: 0, ...patch });

describe('portal header look (docs/behaviour §3 Portal info)', () => {
  it('solid (type 1) or a two-stop gradient, with or without shadow', () => {
    expect(headerLook(info({ navigationColourType: 1, navigationColour: '#0F5E57' }))).toMatchObject({ background: '#0f5e57', boxShadow: 'none', color: '#ffffff' });
    const gradient = headerLook(info({ navigationColourType: 2, navigationColourGradientFirst: '#0b1f5c', navigationColourGradientSecond: '#2f54c8', navigationShadow: 1 }));
    expect(gradient.background).toBe('linear-gradient(90deg, #0b1f5c 0%, #2f54c8 100%)');
    expect(gradient.boxShadow).not.toBe('none');
  });

  it('falls back to the theme colour when the portal uses none or a colour is malformed', () => {
    expect(headerLook(null).background).toBe(DEFAULT_NAV_COLOUR);
    expect(headerLook(info({ navigationColourFlag: 0, navigationColour: '#000000' }), '#e68e39').background).toBe('#e68e39');
    expect(headerLook(info({ navigationColourType: 1, navigationColour: 'red;background:url(x)' })).background).toBe(DEFAULT_NAV_COLOUR);
  });

  it('picks text that reads at 4.5:1 on every stop', () => {
    expect(textColourOn(['#ffffff'])).toEqual({ color: '#1f1f1f', light: false });
    expect(textColourOn(['#0b1f5c', '#2f54c8'])).toEqual({ color: '#ffffff', light: true });
    const light = headerLook(info({ navigationColourType: 1, navigationColour: '#f5f5dc' }));
    expect(contrastRatio(light.color, '#f5f5dc')).toBeGreaterThanOrEqual(4.5);
  });
});
