/**
 * Generated contract tests: every `schemas/pages/**.json` is rendered in Chromium against the
 * mocks and checked from its config alone — a list page's first call, columns, rows, filters,
 * create form (required-field errors, then a generated record saves) and axe on the list and
 * the dialog; details, forms, dashboards and modules by kind, with axe. Adding a page config adds
 * its tests; nothing here names a page. The renderer's journeys that work the same on every list
 * (each filter kind, paging, sorting, edit, delete, switch, actions, export…) run once per kind
 * in contract-journeys.spec.ts; every page's calls for them are checked in tests/contract.
 */
import { loadCatalog, tabReferences, viewReferences, type CatalogPage } from '../contract/catalog';
import { expectAccessible } from './contract/axe';
import { activePage, blocksStep, dashboardStep, detailRouteStep, firstRecordId, formPageStep, moduleStep, viewStep } from './contract/kindSteps';
import { listView, runListPage } from './contract/listContract';
import { runTreePage } from './contract/treeContract';
import { expect, test } from './contract/session';

const catalog = loadCatalog();

// Pages are independent (each test starts from the seed with every tag closed): both workers share them.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

/** A page with no menu route must be reachable another way, or it is a configuration error. */
function unroutedReason(target: CatalogPage): string {
  const views = viewReferences(catalog, target.pageId).filter((r) => r.list.route);
  if (target.config.kind === 'detail' && views.length > 0) return `opened in a drawer by 查看 on ${views.map((r) => r.list.pageId).join(', ')}`;
  const tabs = tabReferences(catalog, target.pageId);
  if (target.config.kind === 'list' && tabs.length > 0) return `shown in the tab ${tabs.map((r) => `${r.detail.pageId} › ${r.tab.title}`).join(', ')}`;
  return '';
}

function routedTests(target: CatalogPage) {
  const { config } = target;
  switch (config.kind) {
    case 'list':
      if (config.tree) test('tree page: one call, every node, create, axe', async ({ app }) => runTreePage(app, target));
      else test('list page: first call, columns, filters, create, axe', async ({ app }) => runListPage(app, target));
      return;
    case 'detail':
      test('detail contract and accessibility', async ({ app }) => {
        const opener = viewReferences(catalog, target.pageId)[0]?.list;
        const id = await firstRecordId(app.page, target, opener);
        await test.step('opened by its route with a record id', () => detailRouteStep(app.page, target, id, catalog));
        await test.step('axe', () => expectAccessible(app.page, `${target.pageId} detail`, '[data-testid=active-page]'));
      });
      return;
    case 'form':
      test('form contract and accessibility', async ({ app }) => {
        const id = await firstRecordId(app.page, target);
        await test.step('change, 保存, reload', () => formPageStep(app.page, target, id));
        await test.step('axe', () => expectAccessible(app.page, `${target.pageId} form`, '[data-testid=active-page]'));
      });
      return;
    case 'dashboard':
      test('dashboard contract and accessibility', async ({ app }) => {
        await test.step('cards and charts', () => dashboardStep(app.page, target));
        await test.step('axe', () => expectAccessible(app.page, `${target.pageId} dashboard`, '[data-testid=active-page]'));
      });
      return;
    case 'blocks':
      test('block page contract and accessibility', async ({ app }) => {
        await test.step('every block over its reads', () => blocksStep(app.page, target));
        await test.step('axe', () => expectAccessible(app.page, `${target.pageId} blocks`, '[data-testid=active-page]'));
      });
      return;
    case 'module':
      test('module contract and accessibility', async ({ app }) => {
        await test.step('renders inside the shell without an error panel', () => moduleStep(app.page, target));
        await test.step('axe', () => expectAccessible(app.page, `${target.pageId} module`, '[data-testid=active-page]'));
      });
  }
}

function unroutedTests(target: CatalogPage) {
  const reason = unroutedReason(target);
  test(`no menu route: ${reason || 'unreachable'}`, async ({ app }) => {
    expect(reason, `${target.file} has no menu route and nothing opens it (no 查看 of a routed list, no detail tab)`).not.toBe('');
    const opener = viewReferences(catalog, target.pageId).find((r) => r.list.route);
    if (target.config.kind !== 'detail' || !opener) return; // a tab's sub-list is checked by its detail page's test
    const view = listView(app, opener.list);
    await test.step(`查看 on ${opener.list.pageId}`, () => viewStep(view, opener.action, target, catalog));
    await test.step('axe on the drawer', async () => {
      const all = await view.allRecords();
      const row = await view.rowOf(all[0]!);
      await row.getByRole('button', { name: new RegExp(opener.action.label ?? '查\\s?看') }).click();
      await expect(app.page.locator('.hpc-detail-drawer .ant-descriptions').first()).toBeVisible();
      await expectAccessible(app.page, `${target.pageId} drawer`, '.hpc-detail-drawer');
      await app.page.keyboard.press('Escape');
      await expect(app.page.locator('.hpc-detail-drawer')).toBeHidden();
    });
  });
}

for (const target of catalog) {
  test.describe(`contract ${target.pageId} (${target.config.kind})`, () => {
    if (target.route) routedTests(target);
    else unroutedTests(target);
  });
}

test('contract: the back-stage shell (menu, header, tag bar) is accessible', async ({ app }) => {
  const routed = catalog.find((p) => p.route && p.config.kind === 'list') ?? catalog.find((p) => p.route);
  expect(routed, 'a routed page to show inside the shell').toBeDefined();
  await app.page.goto(`/#${routed!.route!.path}`);
  await expect(activePage(app.page)).toBeVisible();
  await expectAccessible(app.page, 'shell', 'body', '[data-testid=active-page]');
});
