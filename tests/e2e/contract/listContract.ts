/**
 * The contract of one routed list page in Chromium, derived from its config alone: what only
 * this page's config decides — the family's paging and sort on the first call, its columns and
 * rows, its filters under their labels, its create dialog (title, fields under their labels,
 * required-field errors, nothing sent), its look at 1440 × 900 (listLayout.ts) and axe on the list
 * and on the dialog. What the renderer does the same way on every page (filling and saving each
 * kind of form control, entering each kind of filter, paging, sorting, edit, delete, status
 * switch, custom actions, export, batch delete) is driven once per kind by listJourneys.ts, and
 * every page's calls for all of them — its generated record saved included — are checked at the
 * API level by tests/contract (node).
 */
import type { BuiltInToolbarAction } from '../../../src/pageLanguage/actions';
import type { ListPageConfig } from '../../../src/pageLanguage/pageConfig';
import type { CatalogPage } from '../../contract/catalog';
import { filterLabel, readPath, responseOf, routeOf, serves } from '../../contract/family';
import { summaryCount, summaryLabel } from '../../../src/renderer/list/summaryItems';
import { browserApi } from './browserApi';
import { expectAccessible } from './axe';
import { filterControl, loadStep } from './listReadSteps';
import { expectListLayout } from './listLayout';
import { ListView } from './listView';
import { createFormStep } from './recordSteps';
import { expect, test, type ContractConsole } from './session';

export const builtIn = <T extends 'create' | 'export' | 'bulkDelete'>(config: ListPageConfig, type: T) =>
  (config.toolbar ?? []).find((a): a is BuiltInToolbarAction => a.type === type);

export function listView(app: ContractConsole, target: CatalogPage): ListView {
  return new ListView(app.page, target.pageId, target.route!.path, target.config as ListPageConfig, target.entity!);
}

/** Every summary item under its label, with the count of the summary call for the unfiltered list. */
async function summaryStep(view: ListView): Promise<void> {
  const { config, entity } = view;
  const { method, path } = routeOf(config.endpoint, 'summary');
  const answer = await browserApi(view.page).call(method, path, { query: Object.fromEntries(Object.entries(config.scope ?? {}).map(([k, v]) => [k, String(v)])) });
  expect(answer.status).toBe(200);
  const summary = readPath(answer.body, responseOf(config.endpoint).item) as Record<string, unknown>;
  const strip = view.pane.locator('.hpc-list-summary');
  for (const item of config.summary?.items ?? []) {
    const cell = strip.locator('.hpc-list-summary-item').filter({ has: view.page.locator('.hpc-list-summary-label').getByText(summaryLabel(item, entity), { exact: true }) });
    await expect(cell.locator('.hpc-list-summary-value')).toHaveText(String(summaryCount(item, summary)));
  }
}

/** Load with the family paging, default sort and columns; filters shown; axe; the create dialog and its errors. */
export async function runListPage(app: ContractConsole, target: CatalogPage): Promise<void> {
  const view = listView(app, target);
  const { config } = view;
  const first = await test.step('list loads with the family paging, default sort and columns', () => loadStep(view));
  await test.step('at 1440 × 900 nothing is cut without an ellipsis and a tooltip, nothing lies under 操作', () => expectListLayout(view.page, target.pageId));
  const all = await view.allRecords();
  expect(all.length, 'the bare list total').toBe(first.total);
  await test.step('every filter is shown under its label', async () => {
    for (const filter of config.filters ?? []) await expect(filterControl(view, filterLabel(filter, view.entity)), `filter ${filter.key}`).toHaveCount(1);
  });
  if (config.summary && serves(config.endpoint, 'summary')) {
    await test.step('the summary strip shows each item with the count the summary call answers', () => summaryStep(view));
  }
  await test.step('axe on the list', () => expectAccessible(view.page, `${target.pageId} list`, '[data-testid=active-page]'));
  const create = builtIn(config, 'create');
  if (create && config.form && serves(config.endpoint, 'create')) {
    await test.step('create dialog: fields, required-field errors, nothing sent (axe on the dialog)', () =>
      createFormStep(view, create, () => expectAccessible(view.page, `${target.pageId} create dialog`, '.ant-modal-wrap:has(.rjsf)')));
  }
}
