import { CalendarOutlined, SwapRightOutlined } from '@ant-design/icons';
import type { ResolvedFilter } from './resolveFilters';

export interface PickerStubProps {
  filter: ResolvedFilter;
  /** The applied value: `YYYY-MM-DD`, or `from,to` for a range. */
  value: string;
  /** The user reached for the control: a pointer on it, or focus (on `focused`). */
  onActivate: (focused?: HTMLElement) => void;
  /** The pointer came over it: a good moment to fetch the picker's code. */
  onHover?: () => void;
}

/**
 * A date or date-range filter drawn with antd's look (same classes, widths and placeholders) until
 * it is used: the picker's code (rc-picker, dayjs plugins; ~35 KiB gzip) then loads and takes its
 * place, focused and open. Read-only: nothing typed can be lost before the picker is there.
 */
export function PickerStub({ filter, value, onActivate, onHover }: PickerStubProps) {
  const range = filter.widget === 'dateRange';
  const [from = '', to = ''] = range ? value.split(',') : [value];
  return (
    <div
      className={`ant-picker hpc-picker-stub${range ? ' ant-picker-range' : ''}`}
      style={{ width: filter.width }}
      onPointerEnter={onHover}
      onPointerDown={() => onActivate()}
    >
      <div className="ant-picker-input">
        <input readOnly aria-label={filter.label} size={12} placeholder={range ? '开始日期' : '请选择日期'} value={from} onFocus={(event) => onActivate(event.currentTarget)} />
      </div>
      {range && (
        <>
          <span className="hpc-picker-stub-separator" aria-hidden><SwapRightOutlined /></span>
          <div className="ant-picker-input">
            <input readOnly aria-label={`${filter.label}（结束）`} size={12} placeholder="结束日期" value={to} onFocus={(event) => onActivate(event.currentTarget)} />
          </div>
        </>
      )}
      <span className="hpc-picker-stub-suffix" aria-hidden><CalendarOutlined /></span>
    </div>
  );
}
