/**
 * A measured number as every list, detail and total shows it: thousands separators and a fixed
 * number of decimals (12,345.60 核时). Money in 元 has its own reader and writer in money.ts.
 */
export function formatDecimal(value: number, digits: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * A count or measure with no fixed decimals, as lists and totals show it: thousands separators and
 * the decimals it has, up to three (1,500,000 or 0.125).
 */
export function formatNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 3 });
}

/** A number, or a numeric string the server sent as text; anything else is not a value. */
export function numberOf(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'string' && raw.trim() !== '') {
    const value = Number(raw);
    return Number.isFinite(value) ? value : undefined;
  }
  return undefined;
}
