import { cloneElement, isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';

/**
 * Formily's item draws its label as a bare <label> with no `for`, so a screen reader and
 * getByLabel found a field only by its placeholder (issue 36, "One form system per role"). Here
 * the label's words get an id and the control points at them with aria-labelledby: its
 * accessible name is the label exactly (the asterisk and colon sit outside), and it wins over any
 * aria-label a control brings. Clicking the words focuses the control, as a tied label does.
 * A custom control (a colour code beside a picker, a path beside a browse button) passes
 * `aria-labelledby` on to its own input.
 */
export function labelled(labelId: string, label: ReactNode, children: ReactNode): { label: ReactNode; children: ReactNode } {
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
