/**
 * axe-core on what the page shows. Every violation found is printed (id, impact, node count,
 * first targets); serious and critical ones fail the check. No rule is disabled.
 *
 * axe's source is evaluated into the page once per document and `axe.run` is called in place:
 * `AxeBuilder.analyze()` re-evaluates the 550 KB source on every call and finishes each run in a
 * new blank page, ≈ 1.4 s of a ≈ 1.9 s check (measured on a list page). Only violations are
 * collected (`resultTypes`), which is all that is judged. A page with iframes goes through
 * AxeBuilder, which reaches into frames.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { settled } from '../support';
import { expect } from './session';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function violationsOf(page: Page, include?: string, exclude?: string): Promise<Result[]> {
  if ((await page.locator('iframe').count()) > 0) {
    const builder = new AxeBuilder({ page });
    if (include) builder.include(include);
    if (exclude) builder.exclude(exclude);
    return (await builder.analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(async ({ include, exclude }) => {
    const { axe } = window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } };
    const context = { include: include ? [[include]] : [[':root']], exclude: exclude ? [[exclude]] : [] };
    return axe.run(context, { resultTypes: ['violations'], iframes: false });
  }, { include, exclude });
  return results.violations;
}

export async function expectAccessible(page: Page, what: string, include?: string, exclude?: string): Promise<void> {
  // The page at rest: a pointer left over a row or a button would have axe judge hover shades.
  await page.mouse.move(0, 0);
  await settled(page);
  // The area judged is there (a module that rewrites its address re-renders its pane): axe fails
  // outright on an include that matches nothing at the moment it runs.
  if (include) await expect(page.locator(include).first()).toBeAttached();
  const violations = await violationsOf(page, include, exclude);
  const lines = violations.map((v) => `${v.impact ?? 'unknown'} ${v.id} ×${v.nodes.length}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  console.log(`[axe] ${what}: ${lines.length === 0 ? 'no violations' : `\n  ${lines.join('\n  ')}`}`);
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id} ×${v.nodes.length}: ${v.help}`);
  expect(blocking, `serious or critical axe violations on ${what}`).toEqual([]);
}
