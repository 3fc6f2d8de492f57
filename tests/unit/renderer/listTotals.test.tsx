import { render, screen } from '../../support/testingLibrary';
import { describe, expect, it } from 'vitest';
import { resolveListResponse } from '../../../src/renderer/data/resolveResponse';
import { ListTotals, totalText } from '../../../src/renderer/list/totals/ListTotals';

const totals = {
  items: [
    { label: '合计核时', field: 'totalCoreHours', toFixed: 2, unit: '核时' },
    { label: '合计费用', field: 'totalCost', slot: 'money' as const },
  ],
};

describe('a list answer’s totals (ListPageConfig totals)', () => {
  it('the answer keeps what it sends beside the records, for the default and another envelope', () => {
    const answer = resolveListResponse({ data: { records: [{ id: 1 }], total: 9, totalCost: 12.5 } });
    expect(answer.aside).toMatchObject({ totalCost: 12.5 });
    expect(resolveListResponse({ rows: [{ id: 2 }], count: 1, sum: 3 }, { records: 'rows', total: 'count' }).aside).toMatchObject({ sum: 3 });
    // Nothing beside the records and the total: no totals to read.
    expect(resolveListResponse({ data: { records: [], total: 0 } }).aside).toBeUndefined();
    expect(resolveListResponse([{ id: 3 }], { records: '', total: 'missing' }).aside).toBeUndefined();
  });

  it('money with ¥, separators and the fen; other figures with their decimals and unit; "-" when not sent', () => {
    expect(totalText(totals.items[1]!, { totalCost: 12345.6 })).toBe('¥12,345.60');
    expect(totalText(totals.items[0]!, { totalCoreHours: 1234.5 })).toBe('1,234.50 核时');
    expect(totalText(totals.items[0]!, {})).toBe('-');
    expect(totalText(totals.items[0]!, undefined)).toBe('-');
    expect(totalText({ label: '作业数', field: 'jobs' }, { jobs: 12000 })).toBe('12,000');
  });

  it('shows each figure after its label', () => {
    render(<ListTotals totals={totals} aside={{ totalCoreHours: 48, totalCost: 3.84 }} />);
    expect(screen.getByText('合计核时').nextSibling).toHaveTextContent('48.00 核时');
    expect(screen.getByText('合计费用').nextSibling).toHaveTextContent('¥3.84');
  });
});
