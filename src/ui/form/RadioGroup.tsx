import { Radio, type RadioGroupProps } from 'antd';

/** antd draws a radio group as a plain div: the role lets its item's label name the group (labelled.tsx). */
const GROUP_ROLE = { role: 'radiogroup' };

/** antd's radio group, announced as a group. */
export function RadioGroup(props: RadioGroupProps) {
  return <Radio.Group {...GROUP_ROLE} {...props} />;
}
