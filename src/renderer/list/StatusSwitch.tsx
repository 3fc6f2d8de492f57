import { useModalApi } from '../../core/feedback/modalApi';
import { useState } from 'react';
import type { ResolvedSwitch } from './resolveColumns';
import { askConfirm } from './confirmDialogs';
import type { DataRecord } from '../data/resolveResponse';
import { switchQuestion } from './switchText';

export interface StatusSwitchProps {
  value: unknown;
  config: ResolvedSwitch;
  label: string;
  /** The row: the question may name its fields. */
  record?: DataRecord;
  disabled: boolean;
  /** Saves the new value; rejects when the server refuses (the switch then stays as it was). */
  onChange: (next: string | number | boolean) => Promise<void>;
}

/**
 * docs/behaviour §4 Switch widget: optional confirmation (1 on OK, 0 on cancel), then the status call.
 * A native button with the switch role and antd's small-switch look (list.css) rather than antd's
 * Switch: a page mounts one per row, and a page change mounts them all again.
 */
export function StatusSwitch({ value, config, label, record, disabled, onChange }: StatusSwitchProps) {
  const modal = useModalApi();
  const [saving, setSaving] = useState(false);
  const checked = value === config.on || String(value) === String(config.on);

  const toggle = async (nextChecked: boolean) => {
    const question = switchQuestion(config, nextChecked, record);
    if (question && (await askConfirm(modal, question)) === 0) return;
    setSaving(true);
    try {
      await onChange(nextChecked ? config.on : config.off);
    } catch {
      // The client has shown the §8 message; the list reload keeps the old value.
    } finally {
      setSaving(false);
    }
  };

  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={saving || undefined}
      disabled={disabled || saving}
      className={`hpc-switch${checked ? ' hpc-switch-checked' : ''}${saving ? ' hpc-switch-loading' : ''}`}
      onClick={(event) => {
        event.stopPropagation();
        void toggle(!checked);
      }}
    >
      <span className="hpc-switch-handle" aria-hidden />
    </button>
  );
}
