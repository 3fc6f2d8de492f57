/** Single- and multi-line text (docs/behaviour §5: a length counter when maxLength is set, textarea 3–5 rows). */
import { Input } from 'antd';
import type { WidgetProps } from '@rjsf/utils';

function maxLengthOf(props: WidgetProps): number | undefined {
  return typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined;
}

/** Characters as the input policy counts them: text is trimmed before it is checked and sent. */
const trimmedLength = (text: string): number => text.trim().length;

/**
 * What the single-line and multi-line text widgets share: value, length counter (§5), events.
 * The counter counts the trimmed text and does not stop typing: a pasted " 13812345678 " is not
 * cut to " 1381234567", and text over the limit is refused by validation with its message
 * rather than silently shortened.
 */
function textProps(props: WidgetProps) {
  const max = maxLengthOf(props);
  return {
    id: props.id,
    'aria-label': props.label,
    value: typeof props.value === 'string' ? props.value : '',
    placeholder: props.placeholder,
    disabled: props.disabled || props.readonly,
    count: max === undefined ? undefined : { show: true, max, strategy: trimmedLength },
    onChange: (e: { target: { value: string } }) => props.onChange(e.target.value === '' ? undefined : e.target.value),
    onBlur: () => props.onBlur(props.id, props.value),
  };
}

export function HpcText(props: WidgetProps) {
  return <Input {...textProps(props)} />;
}

/** §5: textarea min rows 3, max rows 5. */
export function HpcTextarea(props: WidgetProps) {
  return <Input.TextArea {...textProps(props)} autoSize={{ minRows: 3, maxRows: 5 }} />;
}
