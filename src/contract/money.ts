/**
 * Money of the expense centre, in fen (分, integers): the ledger of the mock backend keeps every
 * amount in fen and the console validates and shows amounts with these helpers, so no sum ever
 * drifts by a float's last bit. Amounts cross the API in yuan with two decimals (the platform's
 * BigDecimal convention); `yuanToFen` reads them back exactly.
 */
export type Fen = number;

/** 0.1 + 0.2 = 0.30000000000000004: fifteen significant digits undo such tails before rounding. */
function clean(value: number): number {
  return Number(value.toPrecision(15));
}

/** Yuan (a number with at most two decimals, possibly carrying float noise) → fen. */
export function yuanToFen(yuan: number): Fen {
  if (!Number.isFinite(yuan)) throw new Error(`不是有效金额：${yuan}`);
  return Math.round(clean(yuan * 100));
}

/** Fen → yuan as a number (the nearest double to the two-decimal value). */
export function fenToYuan(fen: Fen): number {
  return fen / 100;
}

/** Sum of amounts in fen (integers add exactly). */
export function sumFen(amounts: readonly Fen[]): Fen {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/**
 * The price of a measured quantity (核时 with decimals) at a unit price in fen, rounded half up
 * to the fen — how a billing system charges 12.34 核时 at 0.08 元.
 */
export function chargeFen(quantity: number, unitPriceFen: Fen): Fen {
  return Math.round(clean(quantity * unitPriceFen));
}

/** An amount in fen with a discount rate (0.9 = 九折), rounded to the fen. */
export function discountFen(amount: Fen, rate: number): Fen {
  return Math.round(clean(amount * rate));
}

/** "12,345.60": thousands separators, always two decimals, a minus sign when negative. */
export function formatFen(fen: Fen): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  const yuan = Math.floor(abs / 100).toLocaleString('en-US');
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${yuan}.${cents}`;
}

/** A yuan amount from the API shown with two decimals and separators. */
export function formatYuan(yuan: number): string {
  return formatFen(yuanToFen(yuan));
}

/**
 * Highest balance warning (预警金额): 100,000,000.00 元, the coin-account entity's stated
 * maximum of warnAmount, so the customer's own setting and the operator's say the same.
 */
export const WARN_AMOUNT_MAX_FEN: Fen = 10_000_000_000;

export interface AmountRules {
  /** Smallest accepted amount, fen (default 1: 0.01 元). */
  minFen?: Fen;
  /** Largest accepted amount, fen. */
  maxFen?: Fen;
  /** Field name in messages (default 金额). */
  label?: string;
}

export type AmountResult = { ok: true; fen: Fen } | { ok: false; message: string };

/**
 * Reads an amount typed by the user: digits with at most two decimals ("100", "100.5",
 * "1,000.00" with separators), within the rules. The message says what is wrong.
 */
export function parseAmount(text: string, rules: AmountRules = {}): AmountResult {
  const label = rules.label ?? '金额';
  const raw = text.trim().replace(/[,，]/g, '');
  if (raw === '') return { ok: false, message: `请输入${label}` };
  if (!/^\d+(\.\d*)?$/.test(raw)) return { ok: false, message: `请输入正确的${label}` };
  const [whole = '0', decimals = ''] = raw.split('.');
  if (decimals.length > 2) return { ok: false, message: `${label}最多保留两位小数` };
  if (whole.replace(/^0+/, '').length > 12) return { ok: false, message: `${label}超出范围` };
  const fen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  const min = rules.minFen ?? 1;
  if (fen < min) return { ok: false, message: min <= 1 ? `${label}须大于 0` : `${label}不能低于 ${formatFen(min)} 元` };
  if (rules.maxFen !== undefined && fen > rules.maxFen) return { ok: false, message: `${label}不能超过 ${formatFen(rules.maxFen)} 元` };
  return { ok: true, fen };
}
