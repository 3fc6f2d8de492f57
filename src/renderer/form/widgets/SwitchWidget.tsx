/**
 * docs/behaviour §5 switch: an antd Switch on a boolean or a two-state enum (e.g. 1 启用 / 0 停用), checked
 * for the "on" value, writing the field's own values back (true/false, 1/0). Its accessible
 * name is the field label; no text inside, so the name and the visible text never disagree.
 */
import { Switch } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { switchValues } from '../resolveFormSchema';

export function SwitchWidget(props: WidgetProps) {
  const { on, off } = switchValues(props.schema);
  // A record may hold the value as text ("1") when its API is loose about types.
  const checked = props.value !== undefined && props.value !== null && String(props.value) === String(on);
  return (
    <Switch
      id={props.id}
      aria-label={props.label}
      checked={checked}
      disabled={props.disabled || props.readonly}
      onChange={(next) => props.onChange(next ? on : off)}
    />
  );
}
