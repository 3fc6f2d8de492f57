/**
 * Fault soak (generated from the page catalogue; nothing here names a page): with one call in
 * five failing — 500s and dropped connections drawn by seeded fault rules (`rate`,
 * mocks/faults/registry.ts), and the sockets dropped as often — the administrator opens one
 * routed page of every endpoint family (a module page is a family of its own). No page may stay
 * blank: each settles on real content or on error panels, every error panel offers 重试, and
 * 重试 brings the content. guards.ts fails the run on an uncaught error. Then a create whose save
 * fails keeps every value typed into the dialog, and the same dialog saves on the next try.
 * The client's own 30 s timeout is exercised by the fault tests of the list and the storage
 * browser (customer-list.spec.ts, hardening.spec.ts), not here: it would hold each call 30 s.
 */
import type { Page } from '@playwright/test';
import type { ListPageConfig } from '../../src/pageLanguage/pageConfig';
import { loadCatalog, type CatalogPage } from '../contract/catalog';
import { routeOf } from '../contract/family';
import { sampleRecord } from '../contract/recordSamples';
import { fillField, textValue } from './contract/formFill';
import { builtIn, listView } from './contract/listContract';
import { buttonName } from './contract/listView';
import { fieldOptions, formKeys, isTextInput, recordDialog } from './contract/recordSteps';
import { expect, test } from './guards';
import { signInFresh, type MockControlHandle } from './support';

const catalog = loadCatalog();

/** One routed, visible page per endpoint family, in catalogue order. */
function familyPages(): CatalogPage[] {
  const seen = new Set<string>();
  const pages: CatalogPage[] = [];
  for (const target of catalog) {
    if (!target.route || target.route.hidden) continue;
    const base = (target.config as { endpoint?: { base: string } }).endpoint?.base ?? `module:${target.pageId}`;
    if (seen.has(base)) continue;
    seen.add(base);
    pages.push(target);
  }
  return pages;
}

const PARTS = 3;
const FAMILY_PAGES = familyPages();

interface Tally {
  pages: number;
  calls: number;
  injected: number;
  errorPanels: number;
  retries: number;
}

/** About one call in five fails: 11.2 % dropped, then 10 % of the rest answer 500 (≈ 20 %). */
async function startSoak(page: Page, part: number): Promise<void> {
  await page.evaluate((seed) => {
    const faults = (window as unknown as { __HPC_MOCKS__: MockControlHandle }).__HPC_MOCKS__.faults;
    faults.set({ path: '/api/**', status: 500, rate: 0.1, seed: seed + 1 });
    faults.set({ path: '/api/**', networkError: true, rate: 0.112, seed: seed + 2 });
    faults.set({ path: '/websocket/**', dropSocket: true, rate: 0.2, seed: seed + 3 });
  }, part * 10);
}

/** Hash navigation; then, one check per animation frame, the route's own pane settles. */
async function settle(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    document.querySelectorAll('[data-left]').forEach((element) => element.removeAttribute('data-left'));
    if (location.hash !== `#${hash}`) document.querySelector('[data-testid=active-page]')?.setAttribute('data-left', '');
    location.hash = hash;
  }, path);
  await page.waitForFunction(() => {
    const shown = document.querySelector<HTMLElement>('[data-testid=active-page]:not([data-left])');
    if (!shown || shown.hidden) return false;
    if (shown.querySelector('.ant-spin-spinning, .hpc-spin-spinning, .ant-skeleton') && !shown.querySelector('.hpc-status-panel-error')) return false;
    return shown.querySelector('.hpc-status-panel-error, button, input, table, canvas, [role=grid], [role=tree], .ant-card, .ant-descriptions, .ant-result, h1, h2, h3, h4') !== null;
  }, undefined, { timeout: 45_000 }).catch((error: unknown) => {
    throw new Error(`${path}: blank — neither content nor an error panel (${String(error)})`);
  });
}

/** Every error panel offers 重试; pressing it (again while calls keep failing) brings the content. */
async function retryUntilShown(page: Page, path: string, tally: Tally): Promise<void> {
  const pane = page.locator('[data-testid=active-page]');
  const panels = pane.locator('.hpc-status-panel-error');
  for (let round = 0; round < 15 && (await panels.count()) > 0; round += 1) {
    tally.errorPanels += await panels.count();
    await expect(panels.first().getByRole('button', { name: /重\s?试/ }), `${path}: an error panel without 重试`).toBeVisible();
    await panels.first().getByRole('button', { name: /重\s?试/ }).click();
    tally.retries += 1;
    await settle(page, path);
  }
  await expect(panels, `${path}: still failing after 15 tries`).toHaveCount(0);
}

test.describe.configure({ mode: 'parallel' });

for (let part = 0; part < PARTS; part += 1) {
  const pages = FAMILY_PAGES.filter((_, i) => i % PARTS === part);
  test(`fault soak ${part + 1}/${PARTS}: ${pages.length} endpoint families with 20 % of calls failing — never blank, 重试 recovers`, async ({ page }) => {
    test.setTimeout(300_000);
    await signInFresh(page);
    const tally: Tally = { pages: 0, calls: 0, injected: 0, errorPanels: 0, retries: 0 };
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) tally.calls += 1;
    });
    page.on('response', (response) => {
      if (response.status() === 500 && new URL(response.url()).pathname.startsWith('/api/')) tally.injected += 1;
    });
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) tally.injected += 1;
    });
    await startSoak(page, part);
    for (const target of pages) {
      await settle(page, target.route!.path);
      await retryUntilShown(page, target.route!.path, tally);
      tally.pages += 1;
    }
    console.log(`[soak ${part + 1}/${PARTS}] ${tally.pages} families, ${tally.calls} calls, ${tally.injected} failed by injection, ${tally.errorPanels} error panels, ${tally.retries} × 重试, 0 blank`);
    expect(tally.injected, 'the soak injected failures').toBeGreaterThan(0);
  });
}

test('a create whose save fails keeps everything typed; the next 确定 saves it', async ({ page }) => {
  const target = catalog.find((p) => p.route && !p.route.hidden && p.config.kind === 'list' && (p.config as ListPageConfig).form && (p.config.toolbar ?? []).some((a) => a.type === 'create'));
  expect(target, 'a list page with a create dialog').toBeDefined();
  await signInFresh(page);
  const view = listView({ page }, target!);
  await view.open();
  const create = routeOf(view.config.endpoint, 'create');
  await view.pane.getByRole('button', { name: buttonName(builtIn(view.config, 'create')?.label ?? '新增') }).first().click();
  const dialog = recordDialog(view);
  await expect(dialog).toBeVisible();
  const keys = formKeys(view, 'create');
  const sample = sampleRecord(view.entity, { ...view.config, pageId: view.pageId }, 7);
  for (const key of keys) await fillField(dialog, key, view.entity.properties[key]!, sample[key]!, 'soak7');
  const typed = keys.filter((key) => isTextInput(fieldOptions(view).find((f) => f.key === key), view, key));
  expect(typed.length, 'text fields typed').toBeGreaterThan(0);
  await page.evaluate((path) => {
    (window as unknown as { __HPC_MOCKS__: MockControlHandle }).__HPC_MOCKS__.faults.set({ method: 'POST', path, status: 500, times: 1 });
  }, create.path);
  const failed = page.waitForResponse((r) => r.request().method() === create.method && new URL(r.url()).pathname === create.path);
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  expect((await failed).status()).toBe(500);
  await expect(dialog, 'the dialog stays open after the failed save').toBeVisible();
  for (const key of typed) expect(await textValue(dialog, key), `${key} kept`).toBe(String(sample[key]));
  const saved = page.waitForResponse((r) => r.request().method() === create.method && new URL(r.url()).pathname === create.path);
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
});
