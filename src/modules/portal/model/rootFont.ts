/**
 * Root font scaling and the mobile layout of the portal routes (docs/behaviour §2.1, §9).
 *
 * Root font: 16 px × width / 1920, the scale clamped to at most 2 and, our choice for narrow
 * screens, to at least 0.75 — a 12 px root below 1440 px, so rem-sized text stays readable on a
 * laptop or a phone instead of shrinking toward 3 px. The mobile layout's sizes are written
 * against that 12 px root.
 */
export const DESIGN_WIDTH = 1920;
export const BASE_FONT_PX = 16;
export const MAX_SCALE = 2;
export const MIN_SCALE = 0.75;
/** docs/behaviour §9: mobile breakpoint 1000 px. */
export const MOBILE_BREAKPOINT = 1000;

export function rootFontScale(width: number): number {
  if (!Number.isFinite(width) || width <= 0) return MIN_SCALE;
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, width / DESIGN_WIDTH));
}

/** The html font size in px for a viewport width, rounded to 0.01 px. */
export function rootFontSize(width: number): number {
  return Math.round(BASE_FONT_PX * rootFontScale(width) * 100) / 100;
}

/** docs/behaviour §2.1: the mobile layout applies at width ≤ 1000 px or when the path contains /portal/mobile. */
export function isMobileLayout(width: number, pathname: string): boolean {
  return width <= MOBILE_BREAKPOINT || pathname.includes('/portal/mobile');
}
