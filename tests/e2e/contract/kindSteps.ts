/**
 * Contract steps of the other page kinds in Chromium: a detail page (as its route or in the
 * drawer a list's 查看 opens), a standalone form, a dashboard and a hand-written module.
 */
import type { Locator, Page } from '@playwright/test';
import type { BuiltInRowAction } from '../../../src/pageLanguage/actions';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import type { BlocksPageConfig } from '../../../src/pageLanguage/blocks';
import type { DashboardPageConfig, DetailListTab, DetailPageConfig, FormPageConfig } from '../../../src/pageLanguage/pageConfig';
import type { CatalogPage } from '../../contract/catalog';
import { matchesCondition, readPath, routeOf, rowKeyOf, type ApiRecord } from '../../contract/family';
import { fetchAll, fetchList, fetchOne } from '../../contract/listCalls';
import { editedText } from '../../contract/recordSamples';
import { isPlainText } from '../../contract/sampleValues';
import { browserApi } from './browserApi';
import { fillField, formItem, textValue } from './formFill';
import { expectListLayout } from './listLayout';
import { buttonName, type ListView } from './listView';
import { CALL_TIMEOUT, expect } from './session';
import { markToasts, newToast } from './toasts';
import { PLACEHOLDER_TEXT } from '../support';

export const activePage = (page: Page): Locator => page.locator('[data-testid=active-page]');

/**
 * Opens a route so its page mounts afresh: the console's home page stays mounted under its tag,
 * so when the route is already on screen the console is reloaded instead.
 */
export async function openFresh(page: Page, hash: string): Promise<void> {
  if (new URL(page.url()).hash === `#${hash}`) await page.reload();
  else await page.goto(`/#${hash}`);
}

/** No error panel (StatusPanel "error") and no placeholder (页面暂未开放…) in the page. */
export async function expectNoErrorPanel(container: Locator): Promise<void> {
  await expect(container.locator('.hpc-status-panel-error'), 'error panel').toHaveCount(0);
  await expect(container.getByText(PLACEHOLDER_TEXT), 'placeholder').toHaveCount(0);
}

/**
 * Section titles, tab titles, the title field's value and at least one value of the first
 * section; a related sub-list tab loads the related records through its list call.
 */
export async function expectDetailShows(container: Locator, config: DetailPageConfig, entity: EntitySchema, record: ApiRecord, catalog: readonly CatalogPage[]): Promise<void> {
  for (const section of config.sections) await expect(container.locator('.ant-descriptions-title').getByText(section.title, { exact: true })).toBeVisible();
  if (config.titleField) await expect(container.getByText(String(record[config.titleField])).first()).toBeVisible();
  const first = config.sections[0]!.fields.map((f) => (typeof f === 'string' ? f : f.key)).find((key) => {
    const field = entity.properties[key];
    const value = readPath(record, key);
    return field && value !== undefined && value !== null && value !== '' && (isPlainText(field) || field.oneOf);
  });
  if (first) {
    const field = entity.properties[first]!;
    const value = readPath(record, first);
    await expect(container.locator('.ant-descriptions-item-content').getByText(field.oneOf?.find((o) => String(o.const) === String(value))?.title ?? String(value), { exact: true }).first()).toBeVisible();
  }
  for (const tab of config.tabs ?? []) {
    const tabButton = container.getByRole('tab', { name: tab.title, exact: true });
    await expect(tabButton).toBeVisible();
    if (!('list' in tab)) continue;
    await expectRelatedList(container, tab, record, tabButton, catalog);
  }
  await expectNoErrorPanel(container);
}

/**
 * The related sub-list tab shows exactly the related records: its total is the number of
 * records of the list page whose foreign key holds this record's key value.
 */
async function expectRelatedList(container: Locator, tab: DetailListTab, record: ApiRecord, tabButton: Locator, catalog: readonly CatalogPage[]): Promise<void> {
  const target = catalog.find((p) => p.pageId === tab.list);
  if (!target || target.config.kind !== 'list') throw new Error(`tab ${tab.title}: ${tab.list} is not a list page config`);
  const value = readPath(record, tab.localKey ?? 'id') as string | number | boolean;
  const related = await fetchAll(browserApi(container.page()), { ...target.config, scope: { ...target.config.scope, [tab.foreignKey]: value } });
  await tabButton.click();
  const list = container.locator(`[data-page="${tab.list}"]`);
  if (related.length === 0) await expect(list.locator('.hpc-empty-description')).toHaveText('暂无数据');
  else await expect(list.locator('.hpc-list-pagination').getByText(`共 ${related.length} 条`)).toBeVisible();
  await expect(list.locator('.hpc-list-table tbody tr.hpc-list-row')).toHaveCount(Math.min(related.length, target.config.pageSize ?? 20));
  // The sub-list's look in the tab's narrower box, as every list page's at 1440 × 900.
  await expectListLayout(container.page(), `${tab.list} (tab ${tab.title})`, list);
}

/** 查看 on a row where the action shows: the detail opens (route or drawer) and shows the record. */
export async function viewStep(view: ListView, action: BuiltInRowAction, detail: CatalogPage, catalog: readonly CatalogPage[]): Promise<void> {
  const config = detail.config as DetailPageConfig;
  const all = await view.allRecords();
  const target = all.find((r) => matchesCondition(r, action.showWhen));
  if (!target) throw new Error(`${view.pageId}: 没有记录满足查看的 showWhen`);
  const row = await view.rowOf(target);
  const id = target[view.rowKey] as string | number;
  const { record } = await fetchOne(view.api, config.endpoint, id);
  await row.getByRole('button', { name: buttonName(action.label ?? '查看') }).click();
  if (detail.route) {
    await expect(view.page).toHaveURL(new RegExp(`#${detail.route.path}\\?${config.idParam ?? 'id'}=${encodeURIComponent(String(id))}`));
    await expectDetailShows(activePage(view.page).locator(`[data-page="${detail.pageId}"]`), config, detail.entity!, record!, catalog);
    await view.page.goBack();
  } else {
    const drawer = view.page.locator('.hpc-detail-drawer');
    await expect(drawer).toBeVisible();
    await expectDetailShows(drawer, config, detail.entity!, record!, catalog);
    await drawer.getByRole('button', { name: /close|关闭/i }).first().click();
    await expect(drawer).toBeHidden();
  }
}

/** A detail route opened directly with the first record's id. */
export async function detailRouteStep(page: Page, detail: CatalogPage, id: string | number, catalog: readonly CatalogPage[]): Promise<void> {
  const config = detail.config as DetailPageConfig;
  const { record } = await fetchOne(browserApi(page), config.endpoint, id);
  await openFresh(page, `${detail.route!.path}?${config.idParam ?? 'id'}=${encodeURIComponent(String(id))}`);
  await expectDetailShows(activePage(page).locator(`[data-page="${detail.pageId}"]`), config, detail.entity!, record!, catalog);
}

/** A standalone form: change a text field, 保存 → 保存成功, and after a reload it is still there. */
export async function formPageStep(page: Page, target: CatalogPage, id: string | number): Promise<void> {
  const config = target.config as FormPageConfig;
  const entity = target.entity!;
  const search = config.recordId === undefined ? `?id=${encodeURIComponent(String(id))}` : '';
  await openFresh(page, `${target.route!.path}${search}`);
  const form = activePage(page).locator(`[data-page="${target.pageId}"]`);
  const keys = config.form.fields.map((f) => (typeof f === 'string' ? { key: f } : f))
    .filter((f) => isPlainText(entity.properties[f.key]) && !entity.properties[f.key]!.readOnly && (!f.widget || f.widget === 'input' || f.widget === 'textarea'))
    .map((f) => f.key);
  const key = keys[0];
  if (!key) throw new Error(`${target.file}: 表单没有可修改的文本字段`);
  await expect(formItem(form, key)).toBeVisible();
  const before = await textValue(form, key);
  const changed = editedText(entity, key, before.length >= (entity.properties[key]!.minLength ?? 0) ? before : `${before}契约测试`);
  await fillField(form, key, entity.properties[key]!, changed, '');
  const update = routeOf(config.endpoint, 'update', { id });
  const answer = page.waitForResponse((r) => r.request().method() === update.method && new URL(r.url()).pathname === update.path, { timeout: CALL_TIMEOUT });
  await markToasts(page);
  await form.getByRole('button', { name: buttonName('保存') }).click();
  expect((await answer).status()).toBe(200);
  await expect(newToast(page, '保存成功')).toBeVisible();
  await page.reload();
  await expect.poll(() => textValue(activePage(page).locator(`[data-page="${target.pageId}"]`), key), { timeout: 15_000 }).toBe(changed);
}

/** Every card title and one chart canvas per chart, of the page's own call and of each part (the walking administrator holds every part's grant). */
export async function dashboardStep(page: Page, target: CatalogPage): Promise<void> {
  const config = target.config as DashboardPageConfig;
  const sections = [config, ...(config.parts ?? [])];
  const answers = sections.map((section) => page.waitForResponse((r) => new URL(r.url()).pathname === section.source, { timeout: CALL_TIMEOUT }));
  await openFresh(page, target.route!.path);
  for (const answer of answers) expect((await answer).status()).toBe(200);
  const board = activePage(page).locator(`[data-page="${target.pageId}"]`);
  for (const section of sections) {
    for (const card of section.cards ?? []) await expect(board.locator('.hpc-dashboard-card').getByText(card.title, { exact: true })).toBeVisible();
    for (const chart of section.charts ?? []) {
      const box = board.locator('.hpc-dashboard-chart').filter({ has: page.getByText(chart.title, { exact: true }) });
      await expect(box.locator('canvas').first(), `chart ${chart.title}`).toBeVisible();
    }
  }
  await expectNoErrorPanel(board);
}

/**
 * A block page: each read answers 200 once, every block shows in its order (titled blocks by
 * their title; a chart draws or says it has nothing to draw), and no error panel.
 */
export async function blocksStep(page: Page, target: CatalogPage): Promise<void> {
  const config = target.config as BlocksPageConfig;
  // Opened from the menu, a read that takes its record from the address (作业详情 ?id=) is not made:
  // the first of its blocks says where such records are listed, the others are not drawn.
  const addressed = (block: BlocksPageConfig['blocks'][number]) => config.sources[block.source]!.address !== undefined;
  const drawn = config.blocks.filter((block) => !addressed(block) || config.blocks.find((other) => other.source === block.source) === block);
  const answers = Object.values(config.sources).filter((source) => !source.address).map((source) => page.waitForResponse((r) => new URL(r.url()).pathname === source.path, { timeout: CALL_TIMEOUT }));
  await openFresh(page, target.route!.path);
  for (const answer of answers) expect((await answer).status()).toBe(200);
  const board = activePage(page).locator(`[data-page="${target.pageId}"]`);
  await expect(board.locator('.hpc-block')).toHaveCount(drawn.length);
  for (const [index, block] of drawn.entries()) {
    const shown = board.locator('.hpc-block').nth(index);
    await expect(shown, `block ${index} is a ${block.type}`).toHaveAttribute('data-block', block.type);
    const address = config.sources[block.source]!.address;
    if (address) {
      await expect(shown.getByText(address.missing, { exact: true })).toBeVisible();
      if (address.link) await expect(shown.getByRole('button', { name: address.link.label })).toBeVisible();
      continue;
    }
    if ('title' in block && block.title) await expect(shown.getByText(block.title, { exact: true }).first()).toBeVisible();
    if (block.type === 'chart') await expect(shown.locator('canvas, .hpc-block-empty').first(), `chart ${block.title}`).toBeVisible({ timeout: CALL_TIMEOUT });
  }
  await expect(board.locator('.ant-skeleton')).toHaveCount(0, { timeout: CALL_TIMEOUT });
  await expectNoErrorPanel(board);
}

/** A module route renders something inside the shell and no error panel. */
export async function moduleStep(page: Page, target: CatalogPage): Promise<void> {
  await openFresh(page, target.route!.path);
  const pane = activePage(page);
  // Entering the portal-template area reloads the console (a sub-app of its own): a cold boot.
  await expect(pane).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(pane.locator('.hpc-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  // A module loads its own code and data after the shell: on a busy machine that outlasts expect's 10 s.
  // Visible ones: antd's tree keeps a hidden input for screen readers ahead of its nodes.
  await expect(pane.locator('button, input, table, [role=grid], [role=tree]').filter({ visible: true }).first(), 'the module shows its controls').toBeVisible({ timeout: CALL_TIMEOUT });
  await expectNoErrorPanel(pane);
}

/** The first record id a page can show: its own list, else the list whose 查看 opens it. */
export async function firstRecordId(page: Page, target: CatalogPage, opener?: CatalogPage): Promise<string | number> {
  const config = target.config as DetailPageConfig | FormPageConfig;
  if (config.kind === 'form' && config.recordId !== undefined) return config.recordId;
  const source = config.endpoint.verbs.includes('list') ? config : (opener?.config as DetailPageConfig | undefined);
  if (!source) throw new Error(`${target.file}: 找不到可打开的记录（没有 list 接口，也没有列表的 view 操作指向它）`);
  const { records } = await fetchList(browserApi(page), source, { size: 1 });
  return records[0]![rowKeyOf(source as { rowKey?: string })] as string | number;
}
