/**
 * axe-core on what the page shows. Every violation found is printed (id, impact, node count,
 * first targets); serious and critical ones fail the check. No rule is disabled.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './session';

/**
 * Waits until nothing on the page is moving: a drawer or dialog half-way through its entrance has
 * half its colours, and axe once judged such a frame (color-contrast on a drawer). Endless
 * animations (spinners) do not count.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

export async function expectAccessible(page: Page, what: string, include?: string, exclude?: string): Promise<void> {
  // The page at rest: a pointer left over a row or a button would have axe judge hover shades.
  await page.mouse.move(0, 0);
  await settled(page);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  if (exclude) builder.exclude(exclude);
  const { violations } = await builder.analyze();
  const lines = violations.map((v) => `${v.impact ?? 'unknown'} ${v.id} ×${v.nodes.length}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  console.log(`[axe] ${what}: ${lines.length === 0 ? 'no violations' : `\n  ${lines.join('\n  ')}`}`);
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id} ×${v.nodes.length}: ${v.help}`);
  expect(blocking, `serious or critical axe violations on ${what}`).toEqual([]);
}
