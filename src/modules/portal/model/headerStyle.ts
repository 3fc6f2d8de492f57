/**
 * The header's look from portal info (docs/behaviour §3: navigationColourFlag, navigationColourType 1
 * solid or a two-stop gradient, navigationShadow). Text colour is chosen for contrast (WCAG
 * 4.5:1 against every stop), so any colour an operator picks keeps the menu readable.
 */
import type { PortalInfo } from './portalTypes';

export interface HeaderLook {
  background: string;
  boxShadow: string;
  /** Text and icon colour on the background. */
  color: string;
  /** Whether the text is light (the active mark and hover shades follow it). */
  light: boolean;
}

const HEX = /^#([0-9a-f]{6})$/i;
/** docs/behaviour §9: default blue 默认蓝 #496ddd, used when the portal names no colour of its own. */
export const DEFAULT_NAV_COLOUR = '#496ddd';
const DARK_TEXT = '#1f1f1f';

export function validColour(value: string | null | undefined, fallback: string): string {
  return value && HEX.test(value.trim()) ? value.trim().toLowerCase() : fallback;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White when it reads on every stop at 4.5:1, else near-black. */
export function textColourOn(stops: readonly string[]): { color: string; light: boolean } {
  const white = stops.every((stop) => contrastRatio('#ffffff', stop) >= 4.5);
  if (white) return { color: '#ffffff', light: true };
  const dark = stops.every((stop) => contrastRatio(DARK_TEXT, stop) >= 4.5);
  if (dark) return { color: DARK_TEXT, light: false };
  // Neither reads on every stop (a gradient from black to white): the better on average.
  const avg = (text: string) => stops.reduce((sum, stop) => sum + contrastRatio(text, stop), 0) / stops.length;
  return avg('#ffffff') >= avg(DARK_TEXT) ? { color: '#ffffff', light: true } : { color: DARK_TEXT, light: false };
}

export function headerLook(info: PortalInfo | null, themeColour = DEFAULT_NAV_COLOUR): HeaderLook {
  const shadow = info?.navigationShadow === 1 ? '0 2px 12px rgba(0, 21, 41, 0.25)' : 'none';
  if (!info || info.navigationColourFlag === 0) {
    return { background: themeColour, boxShadow: shadow, ...textColourOn([themeColour]) };
  }
  if (info.navigationColourType === 1) {
    const solid = validColour(info.navigationColour, themeColour);
    return { background: solid, boxShadow: shadow, ...textColourOn([solid]) };
  }
  const first = validColour(info.navigationColourGradientFirst, themeColour);
  const second = validColour(info.navigationColourGradientSecond, first);
  return { background: `linear-gradient(90deg, ${first} 0%, ${second} 100%)`, boxShadow: shadow, ...textColourOn([first, second]) };
}
