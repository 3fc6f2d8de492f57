/**
 * axe-core on what the page shows. Every violation found is printed (id, impact, node count,
 * first targets); serious and critical ones fail the check. No rule is disabled.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './session';

export async function expectAccessible(page: Page, what: string, include?: string, exclude?: string): Promise<void> {
  // The page at rest: a pointer left over a row or a button would have axe judge hover shades.
  await page.mouse.move(0, 0);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  if (exclude) builder.exclude(exclude);
  const { violations } = await builder.analyze();
  const lines = violations.map((v) => `${v.impact ?? 'unknown'} ${v.id} ×${v.nodes.length}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  console.log(`[axe] ${what}: ${lines.length === 0 ? 'no violations' : `\n  ${lines.join('\n  ')}`}`);
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id} ×${v.nodes.length}: ${v.help}`);
  expect(blocking, `serious or critical axe violations on ${what}`).toEqual([]);
}
