import { FormItem as FormilyFormItem } from '@formily/antd-v5';
import { observer, useField } from '@formily/react';
import { cloneElement, isValidElement, useId, type ComponentProps, type MouseEvent, type ReactElement, type ReactNode } from 'react';

type BaseItemProps = ComponentProps<typeof FormilyFormItem.BaseItem>;

/**
 * Formily's item draws its label as a bare <label> with no `for`, so a screen reader and
 * getByLabel found a field only by its placeholder (issue 36, "One form system per role"). Here
 * the label's words get an id and the control points at them with aria-labelledby: its
 * accessible name is the label exactly (the asterisk and colon sit outside), and it wins over any
 * aria-label a control brings. Clicking the words focuses the control, as a tied label does.
 */
function labelled(labelId: string, label: ReactNode, children: ReactNode): { label: ReactNode; children: ReactNode } {
  if (label === undefined || label === null || label === '' || !isValidElement(children)) return { label, children };
  const focus = (event: MouseEvent<HTMLElement>) => {
    const item = event.currentTarget.closest('.ant-formily-item');
    item?.querySelector<HTMLElement>(`[aria-labelledby="${labelId}"]`)?.focus();
  };
  return {
    label: <span id={labelId} onClick={focus}>{label}</span>,
    children: cloneElement(children as ReactElement<Record<string, unknown>>, { 'aria-labelledby': labelId }),
  };
}

/** The decorator of every hand-written formily field: formily's FormItem, with its label tied to the control. */
export const FormItem = observer(function FormItem({ label, children, ...rest }: ComponentProps<typeof FormilyFormItem>) {
  const field = useField();
  const labelId = `${useId()}label`;
  const tied = labelled(labelId, label ?? field?.title, children);
  return <FormilyFormItem {...rest} label={tied.label}>{tied.children}</FormilyFormItem>;
});

/**
 * The same item for a control bound to state outside a formily form (the portal page editor's
 * block settings change the block at once): layout, label, help and message as FormItem.
 */
export function FieldItem({ label, children, ...rest }: BaseItemProps) {
  const labelId = `${useId()}label`;
  const tied = labelled(labelId, label, children);
  return <FormilyFormItem.BaseItem {...rest} label={tied.label}>{tied.children}</FormilyFormItem.BaseItem>;
}
