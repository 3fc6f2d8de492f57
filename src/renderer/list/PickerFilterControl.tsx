import { DatePicker, InputNumber } from 'antd';
import dayjs from 'dayjs';
import '../../ui/dayjsZhCn';
import type { FilterControlProps } from './FilterControl';

const DAY = 'YYYY-MM-DD';

/** Number, date and date-range filters; the URL holds `YYYY-MM-DD` and `from,to`. */
export default function PickerFilterControl({ filter, value, onChange, opened = false }: FilterControlProps) {
  const style = { width: filter.width };
  const reached = opened ? { autoFocus: true, defaultOpen: true } : {};
  switch (filter.widget) {
    case 'number':
      return <InputNumber aria-label={filter.label} style={style} placeholder={filter.placeholder} value={value === '' ? null : Number(value)} onChange={(v) => onChange(v === null ? undefined : String(v))} />;
    case 'date':
      return <DatePicker aria-label={filter.label} style={style} {...reached} value={value ? dayjs(value) : null} onChange={(d) => onChange(d ? d.format(DAY) : undefined)} />;
    default: {
      const [from, to] = value ? value.split(',') : [];
      return (
        <DatePicker.RangePicker
          aria-label={filter.label}
          style={style}
          {...reached}
          value={from && to ? [dayjs(from), dayjs(to)] : null}
          onChange={(range) => onChange(range?.[0] && range[1] ? `${range[0].format(DAY)},${range[1].format(DAY)}` : undefined)}
        />
      );
    }
  }
}
