/**
 * The list's look at the suite's window size (1440 × 900), in one read of the laid-out page
 * (issue 36, "one look for every list"): no header or cell is cut without the renderer's ellipsis
 * and a tooltip holding its full text, and at the table's first scroll position the sticky 操作
 * column cuts off no header or cell — a cell partly under it shows no ellipsis. The table scrolls
 * sideways only when even the narrowest widths its columns allow (data-floor) do not fit; a column
 * then lies wholly behind 操作 at first and scrolls into view whole. Each finding names the page,
 * the row (表头 or 第 n 行) and the column. Tree pages (antd's table) are held to the same look.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './session';

interface LayoutFindings {
  clipped: string[];
  covered: string[];
  /** What the table needs at its narrowest (the columns' data-floor) against its box, for the message. */
  fit: string;
}

/** Where each table scrolls and which class marks its sticky 操作 cells: the list renderer's, or a tree page's antd table. */
const TABLES = {
  list: { scroll: '.hpc-list-scroll', sticky: 'hpc-list-fixed-right' },
  tree: { scroll: '.hpc-tree-table .ant-table-content', sticky: 'ant-table-cell-fix-right' },
} as const;

/** The list page's table in the active page, or the one inside `within` (a detail's sub-list tab). */
export async function expectListLayout(page: Page, pageId: string, within?: Locator, kind: keyof typeof TABLES = 'list'): Promise<void> {
  const table = TABLES[kind];
  const findings = await (within ?? page.locator('[data-testid=active-page]')).locator(table.scroll).first().evaluate((scroll, stickyClass): LayoutFindings => {
    // The first scroll position, where a person first sees the table.
    scroll.scrollLeft = 0;
    const overflows = (el: Element) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1;
    const headers = [...scroll.querySelectorAll('thead th')];
    const visible = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    const name = (cell: Element) => {
      const header = headers[(cell as HTMLTableCellElement).cellIndex];
      const row = cell.closest('tr')!;
      const where = row.parentElement!.tagName === 'THEAD' ? '表头' : `第 ${[...row.parentElement!.children].indexOf(row) + 1} 行`;
      return `${where} 列「${header?.getAttribute('title') ?? visible(header?.textContent ?? '')}」: ${visible(cell.textContent).slice(0, 30)}`;
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
        const tip = tooltip && cell.contains(tooltip) ? visible(tooltip.getAttribute('title')) : '';
        // The tooltip holds the full text of what is cut (a cut sort header's text without its mark).
        const text = visible(el.querySelector('.hpc-list-sort-title')?.textContent ?? el.textContent);
        if (!ellipsis) clipped.push(`${name(cell)}（被截断，没有省略号）`);
        else if (tip === '' || !tip.includes(text)) clipped.push(`${name(cell)}（被截断，提示中没有全文）`);
      }
    }
    const covered: string[] = [];
    // The list renderer's columns say how narrow they may go (data-floor); a tree's antd table does not.
    const floors = [...scroll.querySelectorAll('col[data-floor]')].map((col) => Number(col.getAttribute('data-floor')));
    const narrowest = floors.reduce((a, b) => a + b, 0);
    const fit = floors.length === 0 ? '' : `（各列最窄 ${floors.join(' + ')} = ${narrowest} px，表格区域 ${scroll.clientWidth} px）`;
    // Sideways scroll only once even the narrowest widths the columns allow do not fit.
    if (floors.length > 0 && overflows(scroll) && !(narrowest > scroll.clientWidth + 1)) covered.push('表格横向滚动，而各列收窄后放得下');
    const sticky = scroll.querySelector(`thead th.${stickyClass}`);
    if (sticky) {
      const edge = sticky.getBoundingClientRect().left;
      // A column partly in view and partly under 操作 is cut off with no ellipsis; one wholly behind
      // it (the table scrolls) comes into view whole as the table scrolls. Each is named once.
      const columns = new Set<number>();
      for (const cell of scroll.querySelectorAll<HTMLTableCellElement>(`th:not(.${stickyClass}), td:not(.${stickyClass})`)) {
        if (columns.has(cell.cellIndex)) continue;
        const box = cell.getBoundingClientRect();
        if (box.width > 0 && box.left < edge - 1 && box.right > edge + 1) {
          columns.add(cell.cellIndex);
          covered.push(name(cell));
        }
      }
    }
    return { clipped, covered, fit };
  }, table.sticky);
  expect(findings.clipped, `${pageId}: cut without an ellipsis and a tooltip holding the full text`).toEqual([]);
  expect(findings.covered, `${pageId}: cut off by the sticky 操作 column at the first scroll position${findings.fit}`).toEqual([]);
}
