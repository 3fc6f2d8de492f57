/**
 * The contract of one routed list page, as steps derived from its config alone: which steps run
 * follows from the toolbar, row actions, columns, filters and the verbs the family serves.
 */
import type { BuiltInRowAction, BuiltInToolbarAction, CustomAction } from '../../../src/schema/actions';
import type { ListPageConfig } from '../../../src/schema/pageConfig';
import type { CatalogPage } from '../../contract/catalog';
import { filterLabel, filterWidget, serves, type ApiRecord } from '../../contract/family';
import { bulkDeleteStep, customActionStep, statusStep } from './actionSteps';
import { expectAccessible } from './axe';
import { viewStep } from './kindSteps';
import { exportStep, filterStep, loadStep, pagingStep, sortStep } from './listReadSteps';
import { ListView } from './listView';
import { createStep, deleteStep, editStep, findStep, recordDialog, type Created } from './recordSteps';
import { expect, test, type ContractConsole } from './session';

const builtIn = <T extends 'create' | 'export' | 'bulkDelete'>(config: ListPageConfig, type: T) =>
  (config.toolbar ?? []).find((a): a is BuiltInToolbarAction => a.type === type);
const rowAction = (config: ListPageConfig, type: 'edit' | 'delete' | 'view') =>
  (config.rowActions ?? []).filter((a): a is BuiltInRowAction => a.type === type);

export function listView(app: ContractConsole, target: CatalogPage): ListView {
  return new ListView(app.page, target.pageId, target.route!.path, target.config as ListPageConfig, target.entity!);
}

/** Load, filters, paging, sort, then create → find → edit → delete, switch, actions, view, export, batch delete. */
export async function runListContract(app: ContractConsole, target: CatalogPage, catalog: readonly CatalogPage[]): Promise<void> {
  const view = listView(app, target);
  const { config } = view;
  const family = config.endpoint;

  const first = await test.step('list loads with the family paging, default sort and columns', () => loadStep(view));
  const all = await view.allRecords();
  expect(all.length, 'the bare list total').toBe(first.total);
  // Every filter's server side is checked per filter by the API contract (tests/contract); in the
  // browser, the first filter of each widget kind proves its control and the URL round trip.
  const kinds = new Set<string>();
  for (const filter of config.filters ?? []) {
    const kind = filterWidget(filter, view.entity);
    if (kinds.has(kind)) continue;
    kinds.add(kind);
    await test.step(`filter ${filterLabel(filter, view.entity)} (${kind})`, () => filterStep(view, filter, all));
  }
  if (!config.virtual) await test.step('paging', () => pagingStep(view, first));
  if (config.columns.some((c) => c.sortable && !c.defaultHidden)) await test.step('sorting', () => sortStep(view));

  const create = builtIn(config, 'create');
  let created: Created | undefined;
  let found: Awaited<ReturnType<typeof findStep>> | undefined;
  if (create && config.form && serves(family, 'create')) {
    created = await test.step('create: required-field errors, then a generated record saves', () => createStep(view, create, 1));
    found = await test.step('the created record is found', () => findStep(view, created!));
  }
  if (rowAction(config, 'edit').length > 0 && config.form && serves(family, 'update')) {
    await test.step('edit', async () => {
      const subject = created ?? { item: all[0]!, sample: all[0]! as Record<string, unknown> };
      const row = found?.row ?? (await view.rowOf(subject.item));
      await editStep(view, row, subject);
    });
  }
  if (rowAction(config, 'delete').length > 0 && serves(family, 'delete')) {
    await test.step('delete', async () => {
      const subject = created ?? { item: all[0]!, sample: all[0]! as Record<string, unknown> };
      const row = found?.row ?? (await view.rowOf(subject.item));
      await deleteStep(view, row, subject, found?.filtered ?? false);
    });
  }
  const switchColumn = config.columns.find((c) => c.switch);
  if (switchColumn && serves(family, 'status')) await test.step(`status switch ${switchColumn.key}`, () => statusStep(view, switchColumn));
  for (const action of (config.rowActions ?? []).filter((a): a is CustomAction => a.type === 'custom')) {
    await test.step(`row action ${action.label}`, () => customActionStep(view, action, 'row'));
  }
  for (const action of (config.toolbar ?? []).filter((a): a is CustomAction => a.type === 'custom')) {
    await test.step(`toolbar action ${action.label}`, () => customActionStep(view, action, 'toolbar'));
  }
  for (const action of rowAction(config, 'view')) {
    const detail = catalog.find((p) => p.pageId === action.detail);
    await test.step(`view → ${action.detail}`, () => {
      if (!detail || detail.config.kind !== 'detail') throw new Error(`${target.file}: 查看指向的 ${action.detail} 不是详情页配置`);
      return viewStep(view, action, detail, catalog);
    });
  }
  const exporting = builtIn(config, 'export');
  if (exporting && serves(family, 'export')) {
    await test.step('export', () => exportStep(view, exporting.label));
  }
  const bulk = builtIn(config, 'bulkDelete');
  if (bulk && serves(family, 'deleteMany')) await test.step('batch delete', () => bulkDeleteStep(view, bulk.label));
}

/** axe on the loaded list, and on the create dialog showing its required-field errors. */
export async function runListAccessibility(app: ContractConsole, target: CatalogPage): Promise<void> {
  const view = listView(app, target);
  const loaded = view.nextList();
  await view.open();
  const first = await loaded;
  await view.expectShows(first.records as ApiRecord[]);
  await expectAccessible(view.page, `${target.pageId} list`, '[data-testid=active-page]');
  const create = builtIn(view.config, 'create');
  if (create && view.config.form && serves(view.config.endpoint, 'create')) {
    await view.button(create.label ?? '新增').click();
    const dialog = recordDialog(view);
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await expectAccessible(view.page, `${target.pageId} create dialog`, '.ant-modal-wrap:has(.rjsf)');
    await dialog.getByRole('button', { name: /取\s?消/ }).click();
  }
}
