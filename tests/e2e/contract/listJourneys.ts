/**
 * The list renderer's journeys in Chromium, each driven once per kind on the first page of the
 * catalogue that has it — not once per page: entering each kind of filter, paging and sorting in
 * each backend dialect, create → find → edit → delete, filling and saving each kind of form
 * control (a page whose form has a control no earlier journey filled is created through its
 * dialog), the status switch, each shape of custom action (row or toolbar, with or without a
 * prompt), 查看 of each detail page, export and batch delete. Which page carries a journey follows from the configs, so a page added with a new kind
 * of filter, action or dialect adds its journey. Every page's calls for all of these are checked
 * at the API level by tests/contract (node); listContract.ts checks what each page shows.
 */
import type { BuiltInRowAction, CustomAction } from '../../../src/pageLanguage/actions';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import type { ListPageConfig } from '../../../src/pageLanguage/pageConfig';
import type { CatalogPage } from '../../contract/catalog';
import { filterLabel, filterWidget, pagingOf, serves } from '../../contract/family';
import { expectAccessible } from './axe';
import { bulkDeleteStep, customActionStep, statusStep } from './actionSteps';
import { choiceActionStep, opensActionStep, showsActionStep } from './actionShapeSteps';
import { uploadActionStep } from './fileActionSteps';
import { viewStep } from './kindSteps';
import { builtIn, listView } from './listContract';
import { exportStep, filterStep, loadStep, pagingStep, sortStep } from './listReadSteps';
import { createStep, deleteStep, editStep, findStep, formKeys } from './recordSteps';
import { expect, test, type ContractConsole } from './session';

export interface ListJourney {
  title: string;
  run: (app: ContractConsole) => Promise<void>;
}

const rowAction = (config: ListPageConfig, type: 'edit' | 'delete' | 'view') =>
  (config.rowActions ?? []).filter((a): a is BuiltInRowAction => a.type === type);
const customActions = (config: ListPageConfig, where: 'row' | 'toolbar') =>
  ((where === 'row' ? config.rowActions : config.toolbar) ?? []).filter((a): a is CustomAction => a.type === 'custom');

/** Keeps the first journey of each key. */
class FirstOfKind {
  readonly journeys: ListJourney[] = [];
  private readonly keys = new Set<string>();
  add(key: string, journey: ListJourney): void {
    if (this.keys.has(key)) return;
    this.keys.add(key);
    this.journeys.push(journey);
  }
}

/**
 * What decides the control a create-form field gets and how its value is filled and sent: the
 * configured widget and options, and the entity field's type, format, choices and region.
 */
function controlKinds(config: ListPageConfig, entity: EntitySchema): string[] {
  return (config.form?.fields ?? []).map((f) => (typeof f === 'string' ? { key: f } : f)).filter((f) => entity.properties[f.key] && !entity.properties[f.key]!.readOnly)
    .map((f) => {
      const field = entity.properties[f.key]!;
      return [f.widget ?? '-', field.type ?? '-', field.format ?? '-', field.oneOf ? 'enum' : '-', field['x-region'] ? 'region' : '-', field.contentMediaType ?? '-', field.multipleOf ?? '-', f.accept ?? '-'].join('/');
    });
}

function formJourney(target: CatalogPage, kinds: readonly string[]): ListJourney {
  return {
    title: `create fills and saves ${target.pageId} (controls ${kinds.join(', ')})`,
    run: async (app) => {
      const view = listView(app, target);
      await loadStep(view);
      // axe on the dialog with each new kind of control filled (an edit dialog shows them so too).
      const created = await createStep(view, builtIn(view.config, 'create')!, 3, undefined, () =>
        test.step('axe on the filled dialog', () => expectAccessible(view.page, `${target.pageId} filled create dialog`, '.ant-modal-wrap:has(.rjsf)')));
      const listed = (await view.allRecords()).some((r) => String(r[view.rowKey]) === String(created.item[view.rowKey]));
      expect(listed, 'the created record is listed').toBe(true);
      expect(formKeys(view, 'create').length).toBeGreaterThan(0);
    },
  };
}

function recordJourney(target: CatalogPage): ListJourney {
  return {
    title: `create → find → edit → delete on ${target.pageId}`,
    run: async (app) => {
      const view = listView(app, target);
      await loadStep(view);
      const create = builtIn(view.config, 'create')!;
      const created = await test.step('create', () => createStep(view, create, 2));
      const found = await test.step('the created record is found', () => findStep(view, created));
      await test.step('edit', () => editStep(view, found.row, created));
      await test.step('delete', async () => {
        const row = found.filtered ? found.row : await view.rowOf(created.item);
        await deleteStep(view, row, created, found.filtered);
      });
    },
  };
}

/** The journeys the catalogue's list pages call for, in catalogue order. */
export function listJourneys(catalog: readonly CatalogPage[]): ListJourney[] {
  const kinds = new FirstOfKind();
  // Tree pages (a list with `tree`) have no rows, paging or filters to journey through: treeContract.ts checks them.
  const lists = catalog.filter((p) => p.route && p.config.kind === 'list' && p.entity && !p.config.tree);
  const filled = new Set<string>();
  const creates = (config: ListPageConfig) => Boolean(builtIn(config, 'create') && config.form && serves(config.endpoint, 'create'));
  for (const target of lists) {
    const config = target.config as ListPageConfig;
    const family = config.endpoint;
    const dialect = JSON.stringify(pagingOf(family));
    for (const filter of config.filters ?? []) {
      const kind = filterWidget(filter, target.entity!);
      kinds.add(`filter:${kind}`, {
        title: `filter ${kind}: ${filterLabel(filter, target.entity!)} on ${target.pageId}`,
        run: async (app) => {
          const view = listView(app, target);
          await loadStep(view);
          await filterStep(view, filter, await view.allRecords());
        },
      });
    }
    if (!config.virtual) {
      kinds.add(`paging:${dialect}`, {
        title: `paging (${dialect}) on ${target.pageId}`,
        run: async (app) => {
          const view = listView(app, target);
          await pagingStep(view, await loadStep(view));
        },
      });
    }
    if (config.columns.some((c) => c.sortable && !c.defaultHidden)) {
      kinds.add(`sort:${dialect}`, {
        title: `sorting (${dialect}) on ${target.pageId}`,
        run: async (app) => {
          const view = listView(app, target);
          await sortStep(view, await loadStep(view));
        },
      });
    }
    const records = builtIn(config, 'create') && config.form && rowAction(config, 'edit').length > 0 && rowAction(config, 'delete').length > 0
      && (['create', 'update', 'delete'] as const).every((verb) => serves(family, verb));
    if (records && !filled.has('record')) {
      kinds.add('record', recordJourney(target));
      filled.add('record');
      for (const kind of controlKinds(config, target.entity!)) filled.add(kind);
    }
    const switchColumn = config.columns.find((c) => c.switch);
    if (switchColumn && serves(family, 'status')) {
      const confirm = typeof switchColumn.switch === 'object' && switchColumn.switch.confirm ? 'confirm' : 'direct';
      kinds.add(`status:${confirm}`, {
        title: `status switch ${switchColumn.key} (${confirm}) on ${target.pageId}`,
        run: (app) => statusStep(listView(app, target), switchColumn),
      });
    }
    for (const where of ['row', 'toolbar'] as const) {
      for (const action of customActions(config, where)) {
        if (action.download) continue; // journeyed after the upload that gives its record a file
        if (action.upload) {
          const download = customActions(config, where).find((other) => other.download?.field !== undefined);
          kinds.add(`action:${where}:upload`, {
            title: `${where} action ${action.label} (upload${download ? ', then download' : ''}) on ${target.pageId}`,
            run: (app) => uploadActionStep(listView(app, target), action, download),
          });
          continue;
        }
        const own = action.opens !== undefined ? 'opens' : action.shows ? 'shows' : action.choice ? 'choice' : undefined;
        const shape = `${where}:${own ?? (action.decision ? 'decision' : action.prompt ? 'prompt' : action.confirm ? 'confirm' : 'direct')}`;
        const step = own === 'opens' ? opensActionStep : own === 'shows' ? showsActionStep : own === 'choice' ? choiceActionStep : undefined;
        kinds.add(`action:${shape}`, {
          title: `${where} action ${action.label} (${shape}) on ${target.pageId}`,
          run: (app) => (step ? step(listView(app, target), action) : customActionStep(listView(app, target), action, where)),
        });
      }
    }
    for (const action of rowAction(config, 'view')) {
      const detail = catalog.find((p) => p.pageId === action.detail);
      // A detail page without a route of its own is opened by 查看 in its own test (contract.spec.ts).
      if (detail && !detail.route) continue;
      kinds.add(`view:${action.detail}`, {
        title: `查看 → ${action.detail} from ${target.pageId}`,
        run: (app) => {
          if (!detail || detail.config.kind !== 'detail') throw new Error(`${target.file}: 查看指向的 ${action.detail} 不是详情页配置`);
          return viewStep(listView(app, target), action, detail, catalog);
        },
      });
    }
    const exporting = builtIn(config, 'export');
    if (exporting && serves(family, 'export')) {
      kinds.add('export', { title: `export on ${target.pageId}`, run: (app) => exportStep(listView(app, target), exporting.label) });
    }
    const bulk = builtIn(config, 'bulkDelete');
    if (bulk && serves(family, 'deleteMany')) {
      kinds.add('bulkDelete', { title: `batch delete on ${target.pageId}`, run: (app) => bulkDeleteStep(listView(app, target), bulk.label) });
    }
  }
  // Then every form with a kind of control no journey has filled yet (the record journey's page first).
  for (const target of lists) {
    const config = target.config as ListPageConfig;
    if (!creates(config)) continue;
    const fresh = [...new Set(controlKinds(config, target.entity!))].filter((kind) => !filled.has(kind));
    if (fresh.length === 0) continue;
    fresh.forEach((kind) => filled.add(kind));
    kinds.add(`form:${target.pageId}`, formJourney(target, fresh));
  }
  return kinds.journeys;
}
