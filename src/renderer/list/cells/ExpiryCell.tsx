import { expiryState, expiringText, EXPIRED_TEXT } from './expiry';

/** A date with 已过期 (red) or 即将到期（N天） (orange) next to it, as tag cells (cells.css). */
export function ExpiryCell({ value, text, warnDays }: { value: unknown; text: string; warnDays?: number }) {
  if (text === '-') return <>-</>;
  const state = expiryState(value, warnDays);
  return (
    <span className="hpc-cell-expiry">
      <span>{text}</span>
      {state.kind === 'expired' && <span className="hpc-cell-tag hpc-cell-tag-red">{EXPIRED_TEXT}</span>}
      {state.kind === 'expiring' && <span className="hpc-cell-tag hpc-cell-tag-orange">{expiringText(state.days)}</span>}
    </span>
  );
}
