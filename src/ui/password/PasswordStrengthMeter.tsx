import type { CSSProperties } from 'react';
import { passwordStrength, STRENGTH_LABELS, type PasswordStrength } from '../../core/session/passwordRules';

const LEVEL: Readonly<Record<PasswordStrength, number>> = { weak: 1, medium: 2, strong: 3 };
const COLOUR: Readonly<Record<PasswordStrength, string>> = { weak: '#ff4d4f', medium: '#faad14', strong: '#52c41a' };

const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, marginTop: -8, marginBottom: 16, fontSize: 12 };
const bars: CSSProperties = { display: 'flex', flex: 1, gap: 4 };
const bar: CSSProperties = { flex: 1, height: 6, borderRadius: 3, transition: 'background 0.2s' };

/**
 * docs/behaviour §5 strength meter: three segments lit by how many of digit / letter / special symbol the
 * password holds (弱 / 中 / 强). Nothing is lit while the field is empty.
 */
export function PasswordStrengthMeter({ value }: { value: string }) {
  const strength = value === '' ? null : passwordStrength(value);
  const lit = strength ? LEVEL[strength] : 0;
  const colour = strength ? COLOUR[strength] : '#d9d9d9';
  return (
    <div style={row} data-testid="password-strength" data-strength={strength ?? 'none'}>
      <span style={{ color: 'rgba(0, 0, 0, 0.45)' }}>密码强度</span>
      <div style={bars} aria-hidden="true">
        {[1, 2, 3].map((segment) => (
          <span key={segment} style={{ ...bar, background: segment <= lit ? colour : '#f0f0f0' }} />
        ))}
      </div>
      <span style={{ minWidth: 16, color: strength ? colour : 'rgba(0, 0, 0, 0.25)' }}>{strength ? STRENGTH_LABELS[strength] : '—'}</span>
    </div>
  );
}
