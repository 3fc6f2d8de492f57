/**
 * A generated form's radio group (a field of two or three choices, or `widget: "radio"`): an antd
 * Radio.Group announced as a radio group whose accessible name is the field label, so a screen
 * reader and `getByLabel` find it as the user reads it (菜单类型, 设为首页); each radio is named by
 * its choice. rjsf's own radio widget left the group nameless.
 */
import { Radio } from 'antd';
import type { WidgetProps } from '@rjsf/utils';

/** antd's group does not type `role`; the div it draws takes it. */
const GROUP_ROLE = { role: 'radiogroup' };

export function RadioWidget(props: WidgetProps) {
  const choices = props.options.enumOptions ?? [];
  const at = choices.findIndex((choice) => String(choice.value) === String(props.value));
  return (
    <Radio.Group
      id={props.id}
      {...GROUP_ROLE}
      aria-label={props.label}
      value={at < 0 ? undefined : at}
      disabled={props.disabled || props.readonly}
      onChange={(event) => props.onChange(choices[Number(event.target.value)]?.value)}
      options={choices.map((choice, index) => ({ value: index, label: choice.label }))}
    />
  );
}
