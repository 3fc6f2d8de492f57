/**
 * One look for every list (issue 36): a list cell that a narrowed column may cut carries its full
 * text as its tooltip, money reads 18,816.34 with the yuan sign, times in their format, and each
 * column tells the table how narrow it may go (data-floor, from its kind and format) — rendered
 * through the generated 客户信息 page against the mocks.
 */
import { screen, waitFor } from '../../support/testingLibrary';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { formatYuan } from '../../../src/contract/money';
import { renderListPage, rows, waitForRows } from './renderListPage';

const PAGE = 'operation-center/customer/customer-info';

/** The cell of a row under the header of that title. */
function cellUnder(row: HTMLElement, title: string): HTMLTableCellElement {
  const headers = [...document.querySelectorAll<HTMLTableCellElement>('.hpc-list-table thead th')];
  const index = headers.findIndex((th) => th.getAttribute('title') === title);
  expect(index, `a column 「${title}」`).toBeGreaterThanOrEqual(0);
  return row.children[index] as HTMLTableCellElement;
}

function floorOf(title: string): number {
  const headers = [...document.querySelectorAll<HTMLTableCellElement>('.hpc-list-table thead th')];
  const index = headers.findIndex((th) => th.getAttribute('title') === title);
  return Number(document.querySelectorAll('.hpc-list-table col')[index]!.getAttribute('data-floor'));
}

describe('list cells: tooltips, money and widths from the renderer', () => {
  it('every header and every text cell carries its full text as its tooltip', async () => {
    await renderListPage(PAGE);
    await waitForRows();
    for (const th of document.querySelectorAll<HTMLTableCellElement>('.hpc-list-table thead th:not(.hpc-list-select)')) {
      expect(th.getAttribute('title'), 'a header cell').toBe(th.querySelector('.hpc-list-sort-title')?.textContent ?? th.textContent);
    }
    const byId = new Map(mockControl.db.collection('crud.customer').list().map((c) => [String(c.id), c]));
    for (const row of rows()) {
      const customer = byId.get(cellUnder(row, '客户编号').textContent!)!;
      expect(customer, 'the row is a seeded customer').toBeDefined();
      // Plain text, a tag, a phone link and money: each cell's tooltip is what it shows; an ellipsis span carries its own.
      for (const title of ['客户编号', '客户类型', '联系人', '联系电话', '账户余额（元）', '创建时间']) {
        const cell = cellUnder(row, title);
        expect(cell.getAttribute('title'), `${title} of ${String(customer.name)}`).toBe(cell.textContent);
      }
      expect(cellUnder(row, '客户名称').querySelector('.hpc-list-ellipsis')!.getAttribute('title')).toBe(String(customer.name));
      expect(cellUnder(row, '账户余额（元）').textContent).toBe(`¥${formatYuan(Number(customer.balance))}`);
      expect(cellUnder(row, '创建时间').textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      // A switch shows no text: no tooltip to show.
      expect(cellUnder(row, '状态').hasAttribute('title')).toBe(false);
    }
    // Money with thousands separators and the fen, on the rows the seed gives five digits or more.
    expect(rows().map((row) => cellUnder(row, '账户余额（元）').textContent).filter((text) => text!.includes(','))).not.toHaveLength(0);
    for (const row of rows()) expect(cellUnder(row, '账户余额（元）').textContent).toMatch(/^¥-?\d{1,3}(,\d{3})*\.\d{2}$/);
  });

  it('each column says how narrow it may go, from its kind and format', async () => {
    await renderListPage(PAGE);
    await waitForRows();
    await waitFor(() => expect(screen.getAllByRole('columnheader').length).toBeGreaterThan(5));
    // Free text to the minimum column width; a phone to a mobile number; a time to its format's widest text.
    expect(floorOf('客户名称')).toBe(110);
    expect(floorOf('联系电话')).toBe(110);
    expect(floorOf('创建时间')).toBe(16 * 8 + 16 + 4);
    // Money keeps its configured width: cut, an amount reads wrong.
    expect(floorOf('账户余额（元）')).toBe(140);
  });
});
