/**
 * A measured number as every list, detail and total shows it: thousands separators and a fixed
 * number of decimals (12,345.60 核时). Money in 元 has its own reader and writer in money.ts.
 */
export function formatDecimal(value: number, digits: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
