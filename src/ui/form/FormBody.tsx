import { FormLayout } from '@formily/antd-v5';
import type { Form } from '@formily/core';
import { FormProvider } from '@formily/react';
import type { ComponentProps, ReactNode } from 'react';

export interface FormBodyProps {
  form: Form;
  /** Enter in a field submits, as in any form. */
  onSubmit: () => void;
  layout?: ComponentProps<typeof FormLayout>['layout'];
  labelCol?: number;
  wrapperCol?: number;
  children: ReactNode;
}

/**
 * The body of a hand-written form (issue 36: hand-written forms are formily, generated ones rjsf):
 * the form's provider, a real <form> whose Enter submits, and the layout its FormItems read.
 */
export function FormBody({ form, onSubmit, layout = 'vertical', labelCol, wrapperCol, children }: FormBodyProps) {
  return (
    <FormProvider form={form}>
      <form noValidate onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
        <FormLayout layout={layout} labelCol={labelCol} wrapperCol={wrapperCol}>{children}</FormLayout>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </FormProvider>
  );
}
