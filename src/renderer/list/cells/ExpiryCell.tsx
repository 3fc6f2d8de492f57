import { Space, Tag } from 'antd';
import { expiryState, expiringText, EXPIRED_TEXT } from './expiry';

/** A date with 已过期 (red) or 即将到期（N天） (orange) next to it. */
export function ExpiryCell({ value, text, warnDays }: { value: unknown; text: string; warnDays?: number }) {
  if (text === '-') return <>-</>;
  const state = expiryState(value, warnDays);
  return (
    <Space size={4} wrap={false}>
      <span>{text}</span>
      {state.kind === 'expired' && <Tag color="red">{EXPIRED_TEXT}</Tag>}
      {state.kind === 'expiring' && <Tag color="orange">{expiringText(state.days)}</Tag>}
    </Space>
  );
}
