import { FormItem as FormilyFormItem } from '@formily/antd-v5';
import { useId, type ComponentProps } from 'react';
import { labelled } from './labelled';

/**
 * Formily's item for a control bound to state outside a formily form (the portal page editor's
 * block settings change the block at once): layout, label, help and message as FormItem, the
 * label tied to the control the same way (labelled.tsx).
 */
export function FieldItem({ label, children, ...rest }: ComponentProps<typeof FormilyFormItem.BaseItem>) {
  const labelId = `${useId()}label`;
  const tied = labelled(labelId, label, children);
  return <FormilyFormItem.BaseItem {...rest} label={tied.label}>{tied.children}</FormilyFormItem.BaseItem>;
}
