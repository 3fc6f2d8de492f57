/**
 * Toasts (antd message) that appeared after a point in the test: earlier ones are marked, so a
 * 操作成功 left over from the previous step never passes for the current one.
 */
import type { Locator, Page } from '@playwright/test';

const SEEN = 'data-contract-seen';

/** Marks the toasts on screen now as old. */
export async function markToasts(page: Page): Promise<void> {
  await page.evaluate((seen) => document.querySelectorAll('.ant-message-notice').forEach((n) => n.setAttribute(seen, '')), SEEN);
}

/** A toast with this text shown since the last markToasts. */
export function newToast(page: Page, text: string): Locator {
  return page.locator(`.ant-message-notice:not([${SEEN}])`).filter({ hasText: text });
}
