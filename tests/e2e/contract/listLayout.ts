/**
 * The list's look at the suite's window size (1440 × 900), in one read of the laid-out page: no
 * header or cell is cut without the renderer's ellipsis and a tooltip with its full text, and the
 * sticky 操作 column covers no data cell — unless even the narrowest widths the columns allow do
 * not fit the list's box, when the table scrolls sideways and a cell passes under 操作 on its way.
 */
import type { Page } from '@playwright/test';
import { expect } from './session';

interface LayoutFindings {
  clipped: string[];
  covered: string[];
}

export async function expectListLayout(page: Page, pageId: string): Promise<void> {
  const findings = await page.locator('[data-testid=active-page] .hpc-list-scroll').first().evaluate((scroll): LayoutFindings => {
    const overflows = (el: Element) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1;
    const name = (cell: Element) => {
      const table = cell.closest('table')!;
      const header = table.querySelectorAll('thead th')[(cell as HTMLTableCellElement).cellIndex];
      const row = cell.closest('tr')!;
      return `${row.parentElement!.tagName === 'THEAD' ? '表头' : `第 ${[...row.parentElement!.children].indexOf(row) + 1} 行`} ${header?.textContent ?? ''}: ${(cell.textContent ?? '').slice(0, 30)}`;
    };
    const clipped: string[] = [];
    for (const cell of scroll.querySelectorAll('th, td')) {
      // The cell and what inside it clips its own content (an ellipsis span, a link button).
      for (const el of [cell, ...cell.querySelectorAll('*')]) {
        if (!overflows(el)) continue;
        const style = getComputedStyle(el);
        if (el !== cell && style.overflowX === 'visible') continue; // shows up on what clips it
        // An ellipsis is drawn only over inline content: a cut tag or button shows none.
        const ellipsis = style.textOverflow === 'ellipsis' && [...el.children].every((child) => getComputedStyle(child).display === 'inline');
        const tooltip = el.closest('[title]');
        if (!ellipsis || !tooltip || !cell.contains(tooltip) || !tooltip.getAttribute('title')) clipped.push(name(cell));
      }
    }
    const covered: string[] = [];
    const sticky = scroll.querySelector('thead th.hpc-list-fixed-right');
    if (sticky) {
      const cover = sticky.getBoundingClientRect();
      if (overflows(scroll)) {
        // Sideways scroll only once every column is as narrow as it may go.
        for (const col of scroll.querySelectorAll('col')) {
          const floor = Number(col.getAttribute('data-floor') ?? Number.NaN);
          if (Number.isNaN(floor)) { covered.push('列没有可收窄到的宽度（data-floor），表格却横向滚动'); continue; }
          if (col.getBoundingClientRect().width > floor + 1) covered.push(`列宽 ${Math.round(col.getBoundingClientRect().width)} 可收窄到 ${floor}，表格却横向滚动`);
        }
      } else {
        for (const cell of scroll.querySelectorAll('th:not(.hpc-list-fixed-right), td:not(.hpc-list-fixed-right)')) {
          const box = cell.getBoundingClientRect();
          if (box.right > cover.left + 1 && box.left < cover.right - 1) covered.push(name(cell));
        }
      }
    }
    return { clipped, covered };
  });
  expect(findings.clipped, `${pageId}: cut without an ellipsis and a tooltip`).toEqual([]);
  expect(findings.covered, `${pageId}: under the sticky 操作 column`).toEqual([]);
}
