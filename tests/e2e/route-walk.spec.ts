/**
 * The route walk on the demo build (msw in the browser; the walk itself: routeWalk.ts): every
 * demo account that can sign in to the back stage, but the administrator, opens every visible
 * menu route it holds, shows real content there, and is sent elsewhere from one it lacks. Its held
 * codes are its role's list in the in-browser backend.
 *
 * The administrator walks every page in depth in contract.spec.ts (which also fails on a console
 * error); hidden detail routes are reached from their lists there. The real build walks the same
 * routes over the standalone mock server in route-walk-server.spec.ts, the administrator included.
 */
import type { Page } from '@playwright/test';
import { openFreshLogin } from './support';
import { test } from './guards';
import { WALK_ACCOUNTS, walkAccount } from './routeWalk';

/** The codes the signed-in account holds, as the mock backend grants them (its role's list). */
async function heldCodes(page: Page, username: string): Promise<string[]> {
  return page.evaluate((name) => {
    interface Table<T> { list(): T[]; get(id: string): T | undefined }
    const mocks = (window as unknown as { __HPC_MOCKS__: { db: { collection<T>(n: string): Table<T> } } }).__HPC_MOCKS__;
    const user = mocks.db.collection<{ userName: string; role: string }>('users').list().find((u) => u.userName === name);
    return user ? (mocks.db.collection<{ permissions: string[] }>('roles').get(user.role)?.permissions ?? []) : [];
  }, username);
}

test.describe.configure({ mode: 'parallel' });

for (const account of WALK_ACCOUNTS) {
  test(`route walk as ${account.username}: every menu route it holds shows real content, one it lacks sends it elsewhere`, async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    await walkAccount(page, account, {
      baseURL: baseURL!,
      openLogin: openFreshLogin,
      heldCodes: (signedIn, { username }) => heldCodes(signedIn, username),
    });
  });
}
