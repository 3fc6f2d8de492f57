/**
 * Listeners a test puts on the worker's page (contract fixture: one page serves every test of a
 * worker). Registered here, they end with the test: a list view of an earlier page would
 * otherwise go on reading list calls — and fail on a body a later reload discarded.
 */
import type { Page } from '@playwright/test';

const detachers = new WeakMap<Page, (() => void)[]>();

/** Remembers how to stop one of the test's listeners on the page. */
export function onTestEnd(page: Page, detach: () => void): void {
  detachers.set(page, [...(detachers.get(page) ?? []), detach]);
}

/** The test is over: every listener it put on the page stops. */
export function detachTestListeners(page: Page): void {
  for (const detach of detachers.get(page) ?? []) detach();
  detachers.delete(page);
}
