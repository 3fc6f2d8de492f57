import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Select } from 'antd';

const FULL_WIDTH = { width: '100%' };

/**
 * A choice of an enum's options. Unlike rjsf-antd's select, the placeholder (请选择…) is never an
 * option of its own — choosing it left a required field empty — and an optional field offers
 * clearing (×) instead. Options are addressed by index, so numbers and text alike survive.
 */
export function SelectWidget({ id, htmlName, options, value, required, disabled, readonly, placeholder, autofocus, onChange, onBlur, onFocus }: WidgetProps) {
  const choices = options.enumOptions ?? [];
  const disabledValues = Array.isArray(options.enumDisabled) ? options.enumDisabled : [];
  // A record may hold the value as text ("1") when its API is loose about types.
  const exact = choices.findIndex((choice) => choice.value === value);
  const index = exact >= 0 || value === undefined || value === null ? exact : choices.findIndex((choice) => String(choice.value) === String(value));
  const valueAt = (key: string | undefined) => (key === undefined ? options.emptyValue : choices[Number(key)]?.value);
  const selected = index >= 0 ? String(index) : undefined;
  return (
    <Select<string | undefined>
      id={id}
      // Antd's types omit `name`, which it passes to the input; rjsf forms name their fields.
      {...({ name: htmlName ?? id } as object)}
      value={selected}
      placeholder={placeholder}
      allowClear={!required}
      autoFocus={autofocus}
      disabled={disabled || readonly}
      style={FULL_WIDTH}
      showSearch
      optionFilterProp="label"
      options={choices.map((choice, i) => ({ value: String(i), label: choice.label, disabled: disabledValues.includes(choice.value) }))}
      getPopupContainer={(node: HTMLElement) => node.parentElement ?? document.body}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(next) => onChange(valueAt(next))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
