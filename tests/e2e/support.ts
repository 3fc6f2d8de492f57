import { expect, type Page } from '@playwright/test';

export const SCREENSHOT_DIR = `${process.env.E2E_OUT ?? 'test-results'}/screens`;

/**
 * What the console shows instead of a page: a menu route no configuration serves (页面暂未开放;
 * 页面未配置 was its earlier title), a placeholder group opened by its address (资金暂未开放) or
 * an unfinished screen (建设中). A route that should show real content shows none of these.
 */
export const PLACEHOLDER_TEXT = /页面未配置|暂未开放|建设中/;

/**
 * How long the console may take to boot again after a reload before its shell shows: a cold start
 * loads and runs the whole app and its mock backend, which a busy 2-core machine once took more
 * than the 10 s an ordinary expectation waits (the user menu of a reloaded back stage).
 */
export const BOOT_TIMEOUT = 30_000;

/** Faults and reset of the in-browser mock backend, as a tester uses them from the console. */
export interface MockControlHandle {
  reset(): Promise<void>;
  /** Resolves once pending data and fault changes are stored (IndexedDB): await it before a reload. */
  flush(): Promise<void>;
  /** Data at its seed and no fault rule (mocks/control.ts). */
  atSeed(): boolean;
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

/** A clean start on /login: demo data reset, no stored session. */
export async function openFreshLogin(page: Page): Promise<void> {
  await openConsole(page, '/login');
  // A console never used (a new browser context: nothing stored, the data just seeded) is already
  // that start: resetting and reloading it would boot the app and the backend a second time.
  const unused = await page.evaluate(() => window.__HPC_MOCKS__!.atSeed() && localStorage.length === 0 && sessionStorage.length === 0);
  if (!unused) {
    await page.evaluate(async () => {
      await window.__HPC_MOCKS__!.reset();
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.reload();
  }
  await expect(page.getByText('账号登录')).toBeVisible();
}

/** Submits the real login form, as a person does. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByPlaceholder('请输入账号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.locator('.hpc-login-submit').click();
}

/** From a fresh start, signs in and waits for the back stage to open. */
export async function signInFresh(page: Page, username = 'admin', password = 'admin123'): Promise<void> {
  await openFreshLogin(page);
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(/#\/application-admin\//);
}

/**
 * Picks `label` in the open antd Select dropdown. By the option itself, not by title: list cells
 * carry the same text in their title (ellipsis tooltip).
 */
export async function chooseOption(page: Page, label: string): Promise<void> {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${escaped}$`) })
    .first()
    .click();
}

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
