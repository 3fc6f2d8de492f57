import type { Page } from '@playwright/test';

export const SCREENSHOT_DIR = `${process.env.E2E_OUT ?? 'test-results'}/screens`;

/** Faults and reset of the in-browser mock backend, as a tester uses them from the console. */
export interface MockControlHandle {
  reset(): Promise<void>;
  faults: {
    set(rule: Record<string, unknown>): string;
    clear(): void;
    list(): unknown[];
  };
}

declare global {
  interface Window {
    __HPC_MOCKS__?: MockControlHandle;
  }
}

/** Waits until the mock worker is up and the app has mounted. */
export async function openConsole(page: Page, hash = '/'): Promise<void> {
  await page.goto(`/#${hash}`);
  await page.waitForFunction(() => window.__HPC_MOCKS__ !== undefined);
}
