import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import type { CSSProperties, KeyboardEvent } from 'react';

export interface SelectStubOption {
  label: string;
  value: string | number;
}

export interface SelectStubProps {
  ariaLabel: string;
  value: string | number | undefined;
  options: readonly SelectStubOption[];
  placeholder?: string;
  style?: CSSProperties;
  className?: string;
  /** The user reached for it: `open` by pointer or an opening key, `focus` by Tab (on `stub`). */
  onActivate: (how: 'open' | 'focus', stub: HTMLElement) => void;
  /** The pointer came over it: a good moment to fetch the select's code. */
  onHover?: () => void;
}

/** Keys that open antd's select from the keyboard. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A closed select drawn with antd's look (size, border, arrow, placeholder colour; list.css) until
 * it is used: the select's code (antd select, rc-select, rc-virtual-list; ~20 KiB gzip) then loads
 * and takes its place. Nothing can be chosen on it, so nothing is lost before the select is there.
 */
export function SelectStub({ ariaLabel, value, options, placeholder, style, className, onActivate, onHover }: SelectStubProps) {
  const chosen = value === undefined ? undefined : options.find((o) => String(o.value) === String(value));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onActivate('open', event.currentTarget);
  };
  return (
    <div
      className={`hpc-select-stub${className ? ` ${className}` : ''}`}
      style={style}
      role="combobox"
      aria-label={ariaLabel}
      aria-expanded={false}
      aria-haspopup="listbox"
      tabIndex={0}
      onPointerEnter={onHover}
      onMouseDown={(event) => {
        event.preventDefault(); // no focus event first: this activation opens it
        // After this mousedown has finished: a select mounted during it would take the rest of the
        // event, reaching the window, for a click outside itself (the stub) and close at once.
        const stub = event.currentTarget;
        setTimeout(() => onActivate('open', stub), 0);
      }}
      onFocus={(event) => onActivate('focus', event.currentTarget)}
      onKeyDown={onKeyDown}
    >
      {chosen ? (
        <span className="hpc-select-stub-item" title={chosen.label}>{chosen.label}</span>
      ) : (
        <span className="hpc-select-stub-placeholder">{placeholder}</span>
      )}
      <span className="hpc-select-stub-arrow" aria-hidden>
        <DownOutlined />
      </span>
    </div>
  );
}
