import { passwordStrength, STRENGTH_LABELS, type PasswordStrength } from '../../core/session/passwordRules';

const LEVEL: Readonly<Record<PasswordStrength, number>> = { weak: 1, medium: 2, strong: 3 };

/**
 * docs/behaviour §5 strength meter on the sign-up and reset forms (the rules of passwordRules.ts, as the
 * change-password dialog shows them): three segments for 弱 / 中 / 强, none while empty.
 */
export function StrengthMeter({ value }: { value: string }) {
  const strength = value === '' ? null : passwordStrength(value);
  const lit = strength ? LEVEL[strength] : 0;
  return (
    <div className={`hpc-strength hpc-strength-${strength ?? 'none'}`} data-testid="password-strength" data-strength={strength ?? 'none'}>
      <span className="hpc-strength-label">密码强度</span>
      <span className="hpc-strength-bars" aria-hidden="true">
        {[1, 2, 3].map((segment) => (
          <span key={segment} className={segment <= lit ? 'hpc-strength-lit' : undefined} />
        ))}
      </span>
      <span className="hpc-strength-value" aria-live="polite">
        {strength ? STRENGTH_LABELS[strength] : '—'}
      </span>
    </div>
  );
}
