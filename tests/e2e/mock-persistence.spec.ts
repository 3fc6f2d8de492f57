import { type Page } from '@playwright/test';
import { expect, test } from './guards';
import { encryptPassword } from '../../src/core/session/passwordCipher';
import { readFileSync } from 'node:fs';
import { openConsole, SCREENSHOT_DIR } from './support';

interface MessageRecord {
  id: string | number;
  title: string;
  /** 1 read, 0 unread (the message entity's flag). */
  read: 0 | 1;
}

const shippedConfig = JSON.parse(readFileSync('public/config.json', 'utf8')) as { passwordKey: string };

/** Signs in as admin through the mocked token endpoint, as the login page will. */
async function signIn(page: Page): Promise<string> {
  const password = encryptPassword('admin123', shippedConfig.passwordKey);
  return page.evaluate(async (cipher) => {
    const response = await fetch('/api/oauth/v1/pwd/authorize/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'admin', password: cipher }),
    });
    const body = (await response.json()) as { access_token: string };
    return body.access_token;
  }, password);
}

async function listMessages(page: Page, token: string): Promise<MessageRecord[]> {
  return page.evaluate(async (bearer) => {
    const response = await fetch('/api/operation-management/v1/message/page?pageIndex=1&pageSize=100', {
      headers: { Authorization: `Bearer ${bearer}` },
    });
    const body = (await response.json()) as { data: { records: MessageRecord[] } };
    return body.data.records;
  }, token);
}

async function call(page: Page, token: string, method: 'PUT' | 'DELETE', path: string): Promise<number> {
  return page.evaluate(
    async ([bearer, verb, url]) => (await fetch(url, { method: verb, headers: { Authorization: `Bearer ${bearer}` } })).status,
    [token, method, path] as const,
  );
}

test('mock state survives a browser reload and the visible reset action restores the seed', async ({ page }) => {
  await openConsole(page, '/portal/home');
  let token = await signIn(page);
  const seeded = await listMessages(page, token);
  expect(seeded.length).toBeGreaterThan(2);
  const toRead = seeded.find((m) => !m.read)!;
  const toDelete = seeded.find((m) => m.id !== toRead.id)!;

  expect(await call(page, token, 'PUT', `/api/operation-management/v1/message/read/${toRead.id}`)).toBe(200);
  expect(await call(page, token, 'DELETE', `/api/operation-management/v1/message/${toDelete.id}`)).toBe(200);

  await page.reload();
  await page.waitForFunction(() => window.__HPC_MOCKS__ !== undefined);
  const afterReload = await listMessages(page, token); // the session survived too
  expect(afterReload.map((m) => m.id)).not.toContain(toDelete.id);
  expect(afterReload.find((m) => m.id === toRead.id)?.read).toBe(1);
  expect(afterReload).toHaveLength(seeded.length - 1);

  // The reset a demo user sees: the floating 演示数据 button → 重置演示数据 → confirm.
  await page.getByRole('button', { name: '演示数据' }).click();
  await page.getByRole('button', { name: '重置演示数据' }).click();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/mock-panel-reset.png` });
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: /确\s*定|重\s*置/ }).last().click()]);
  await page.waitForFunction(() => window.__HPC_MOCKS__ !== undefined);

  token = await signIn(page); // sessions are part of the reset
  const afterReset = await listMessages(page, token);
  expect(afterReset).toEqual(seeded);
});
