import { FormItem as FormilyFormItem } from '@formily/antd-v5';
import { observer, useField } from '@formily/react';
import { useId, type ComponentProps } from 'react';
import { labelled } from './labelled';

/** The decorator of every hand-written formily field: formily's FormItem, with its label tied to the control (labelled.tsx). */
export const FormItem = observer(function FormItem({ label, children, ...rest }: ComponentProps<typeof FormilyFormItem>) {
  const field = useField();
  const labelId = `${useId()}label`;
  const tied = labelled(labelId, label ?? field?.title, children);
  return <FormilyFormItem {...rest} label={tied.label}>{tied.children}</FormilyFormItem>;
});
