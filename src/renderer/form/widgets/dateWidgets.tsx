/** Date, date-time and time pickers storing the platform's strings (YYYY-MM-DD, YYYY-MM-DD HH:mm:ss, HH:mm:ss). */
import { DatePicker, TimePicker } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import dayjs from 'dayjs';
import '../../../ui/dayjsZhCn';

export function dateWidget(format: string, showTime: boolean) {
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

/** A time of day (HH:mm:ss); its placeholder comes from the uiSchema (选择时间 by default). */
export function HpcTimePicker(props: WidgetProps) {
  const format = 'HH:mm:ss';
  const value = typeof props.value === 'string' && props.value !== '' ? dayjs(props.value, format) : null;
  return (
    <TimePicker
      id={props.id}
      aria-label={props.label}
      style={{ width: '100%' }}
      format={format}
      placeholder={props.placeholder}
      disabled={props.disabled || props.readonly}
      value={value?.isValid() ? value : null}
      onChange={(d) => props.onChange(d ? d.format(format) : undefined)}
    />
  );
}
