/**
 * Read-side contract steps of a generated list page in Chromium: it loads with the family's
 * paging and sort, shows its columns and records, each filter narrows it, a sortable column
 * sorts it, page 2 pages it, and export downloads every matching row.
 */
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import type { FilterConfig } from '../../../src/pageLanguage/columns';
import { columnTitle, pagingOf, type ApiRecord } from '../../contract/family';
import { filterCase, type FilterCase } from '../../contract/filterCases';
import { buttonName, type ListCall, type ListView } from './listView';
import { CALL_TIMEOUT, expect } from './session';

/** Opens the route; the first call pages from the first page with the default size and sort. */
export async function loadStep(view: ListView): Promise<ListCall> {
  const call = view.nextList();
  await view.open();
  const first = await call;
  const names = pagingOf(view.config.endpoint);
  expect(first.params[names.page], 'first page number').toBe(String(names.firstPage));
  expect(first.params[names.size], 'page size').toBe(String(view.size));
  if (view.config.defaultSort) {
    expect([first.params[names.sort], first.params[names.order]], 'default sort').toEqual([view.config.defaultSort.key, view.config.defaultSort.order]);
  }
  for (const [key, value] of Object.entries(view.config.scope ?? {})) expect(first.params[key], `scope ${key}`).toBe(String(value));
  expect(first.records.length, 'the seeded list shows rows').toBeGreaterThan(0);
  await view.expectShows(first.records);
  await view.expectTotal(first.total);
  const header = view.pane.locator('.hpc-list-table thead');
  for (const column of view.config.columns.filter((c) => !c.defaultHidden)) await expect(header).toContainText(columnTitle(column, view.entity));
  return first;
}

export function filterControl(view: ListView, label: string): Locator {
  return view.pane.locator('.hpc-list-filter').filter({ has: view.page.locator('.hpc-list-filter-label').getByText(label, { exact: true }) });
}

async function enterFilter(view: ListView, found: FilterCase): Promise<void> {
  const control = filterControl(view, found.label);
  await expect(control, `filter ${found.label}`).toHaveCount(1);
  switch (found.widget) {
    case 'select': {
      // Before the select's code has loaded the control is a stub (SelectStub): the same combobox.
      await control.getByRole('combobox').click();
      const dropdown = view.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
      await dropdown.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${String(found.input).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first().click();
      await expect(dropdown).toHaveCount(0);
      return;
    }
    case 'dateRange': {
      const [from, to] = found.input as [string, string];
      const inputs = control.locator('.ant-picker input');
      await inputs.nth(0).click();
      await inputs.nth(0).fill(from);
      await inputs.nth(0).press('Enter');
      await inputs.nth(1).fill(to);
      await inputs.nth(1).press('Enter');
      await expect(inputs.nth(1)).toHaveValue(to);
      return;
    }
    case 'date': {
      const input = control.locator('.ant-picker input');
      await input.click();
      await input.fill(String(found.input));
      await input.press('Enter');
      return;
    }
    default:
      await control.locator('input').first().fill(String(found.input));
  }
}

/** One filter: the value from the data, 查询, the call carries it, only matching rows show; 重置 restores. */
export async function filterStep(view: ListView, filter: FilterConfig, all: readonly ApiRecord[]): Promise<void> {
  const found = filterCase(filter, view.entity, all);
  if (typeof found === 'string') throw new Error(`${view.pageId}: ${found}`);
  // Enter in a date picker may already submit the filter form (implicit submission): the call is
  // awaited from before the value goes in, and 查询 with unchanged values asks nothing more.
  const call = view.nextList();
  await enterFilter(view, found);
  await view.button('查询').click();
  const result = await call;
  for (const [name, value] of Object.entries(found.params)) expect(result.params[name], `parameter ${name}`).toBe(value);
  if (found.matches) {
    expect(result.records.filter((r) => !found.matches!(r)), 'rows that do not match the filter').toEqual([]);
    expect(result.total, 'every matching record is counted').toBe(all.filter(found.matches).length);
  }
  await view.expectShows(result.records);
  await expect(view.page).toHaveURL(new RegExp(`[?&]${filter.key}=`));
  // 重置 lists everything again — from the query cache when the bare list was read moments ago.
  await view.button('重置').click();
  await expect(view.page).not.toHaveURL(new RegExp(`[?&]${filter.key}=`));
  await view.expectTotal(all.length);
  await view.expectShows(all.slice(0, view.size));
}

/**
 * The first sortable column: its header sorts through the family's sort parameters, into an
 * order other than the one shown before (the default sort's own column included).
 */
export async function sortStep(view: ListView, before: ListCall): Promise<void> {
  const column = view.config.columns.find((c) => c.sortable && !c.defaultHidden)!;
  const names = pagingOf(view.config.endpoint);
  const call = view.nextList();
  await view.pane.locator('.hpc-list-table thead').getByRole('button', { name: columnTitle(column, view.entity) }).click();
  const result = await call;
  expect(result.params[names.sort], 'sort field').toBe(column.key);
  expect(['asc', 'desc']).toContain(result.params[names.order]);
  expect([result.params[names.sort], result.params[names.order]], 'the click changed the order').not.toEqual([before.params[names.sort], before.params[names.order]]);
  await view.expectShows(result.records);
}

/** Page 2 asks the family's next page number and shows other records. */
export async function pagingStep(view: ListView, first: ListCall): Promise<void> {
  const names = pagingOf(view.config.endpoint);
  const item = view.pane.locator('.hpc-list-pagination .ant-pagination-item-2');
  if (first.total <= view.size) {
    await expect(item, `${first.total} records fit on one page`).toHaveCount(0);
    return;
  }
  await item.click();
  // Page 2 was most likely read ahead once page 1 was drawn: its rows come from that call.
  const pageTwo = String(names.firstPage + 1);
  const second = await view.listAsked((params) => params[names.page] === pageTwo
    && params[names.size] === first.params[names.size], `${names.page}=${pageTwo}`);
  const firstIds = new Set(first.records.map((r) => String(r[view.rowKey])));
  expect(second.records.filter((r) => firstIds.has(String(r[view.rowKey]))), 'page 2 repeats page 1').toEqual([]);
  expect(second.records.length).toBe(Math.min(view.size, first.total - view.size));
  await view.expectShows(second.records);
  await expect(view.page).toHaveURL(/[?&]page=2/);
}

/** 导出 of the bare list downloads CSV whose header names the columns, one line per record. */
export async function exportStep(view: ListView, label = '导出'): Promise<void> {
  const all = await view.allRecords();
  await view.rowOf(all[0]!); // the bare list: export sends the filters on screen
  const total = all.length;
  const download = view.page.waitForEvent('download', { timeout: CALL_TIMEOUT });
  await view.pane.getByRole('button', { name: buttonName(label) }).click();
  const file = await download;
  const text = (await readFile(await file.path())).toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/).filter((line) => line !== '');
  const header = lines[0] ?? '';
  for (const column of view.config.columns) {
    const title = view.entity.properties[column.key]?.title;
    if (title) expect(header.split(','), `export header ${header}`).toContain(title);
  }
  expect(lines.length - 1, 'one line per record').toBe(total);
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
}
