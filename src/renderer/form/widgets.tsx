/**
 * rjsf widgets with the spec §5 rules, on antd controls: a length counter when maxLength is set,
 * textarea 3–5 rows, date formats YYYY-MM-DD / YYYY-MM-DD HH:mm:ss, a single image by URL.
 */
import { DatePicker, Image, Input, Space } from 'antd';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import dayjs from 'dayjs';

function maxLengthOf(props: WidgetProps): number | undefined {
  return typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined;
}

/** What the single-line and multi-line text widgets share: value, length counter (§5), events. */
function textProps(props: WidgetProps) {
  const max = maxLengthOf(props);
  return {
    id: props.id,
    'aria-label': props.label,
    value: typeof props.value === 'string' ? props.value : '',
    placeholder: props.placeholder,
    disabled: props.disabled || props.readonly,
    maxLength: max,
    showCount: max !== undefined,
    onChange: (e: { target: { value: string } }) => props.onChange(e.target.value === '' ? undefined : e.target.value),
    onBlur: () => props.onBlur(props.id, props.value),
  };
}

function HpcText(props: WidgetProps) {
  return <Input {...textProps(props)} />;
}

/** §5: textarea min rows 3, max rows 5. */
function HpcTextarea(props: WidgetProps) {
  return <Input.TextArea {...textProps(props)} autoSize={{ minRows: 3, maxRows: 5 }} />;
}

function dateWidget(format: string, showTime: boolean) {
  return function HpcDatePicker(props: WidgetProps) {
    const value = typeof props.value === 'string' && props.value !== '' ? dayjs(props.value, format) : null;
    return (
      <DatePicker
        id={props.id}
        aria-label={props.label}
        style={{ width: '100%' }}
        showTime={showTime}
        format={format}
        placeholder={props.placeholder}
        disabled={props.disabled || props.readonly}
        value={value?.isValid() ? value : null}
        onChange={(d) => props.onChange(d ? d.format(format) : undefined)}
      />
    );
  };
}

/** Spec §5 single-image upload: one picture (by URL here), previewed. */
function HpcImage(props: WidgetProps) {
  const url = typeof props.value === 'string' ? props.value : '';
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input id={props.id} aria-label={props.label} value={url} placeholder={props.placeholder} disabled={props.disabled} onChange={(e) => props.onChange(e.target.value || undefined)} />
      {url && <Image src={url} height={80} alt={props.label} />}
    </Space>
  );
}

export const formWidgets: RegistryWidgetsType = {
  hpcText: HpcText,
  hpcTextarea: HpcTextarea,
  hpcDate: dateWidget('YYYY-MM-DD', false),
  hpcDateTime: dateWidget('YYYY-MM-DD HH:mm:ss', true),
  hpcImage: HpcImage,
};
