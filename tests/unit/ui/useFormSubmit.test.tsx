import { createForm } from '@formily/core';
import { Input } from '@formily/antd-v5';
import { Field, FormProvider } from '@formily/react';
import { act, fireEvent, render, screen, waitFor } from '../../support/testingLibrary';
import { useMemo } from 'react';
import { describe, expect, it } from 'vitest';
import { FormItem } from '../../../src/ui/form/FormItem';
import { required } from '../../../src/ui/form/rules';
import { useFormSubmit } from '../../../src/ui/form/useFormSubmit';

/** A form whose sends wait until the test lets them go. */
function Probe({ sends }: { sends: { values: { name: string }; done: () => void }[] }) {
  const form = useMemo(() => createForm<{ name: string }>(), []);
  const { submit, busy } = useFormSubmit(form, (values) => new Promise<void>((done) => sends.push({ values: { ...values }, done })));
  return (
    <FormProvider form={form}>
      <Field name="name" title="名称" decorator={[FormItem]} validator={required('请输入名称')} component={[Input]} />
      <button type="button" onClick={() => void submit()}>{busy ? '提交中' : '提交'}</button>
    </FormProvider>
  );
}

describe('useFormSubmit: the submit of a hand-written form', () => {
  it('sends nothing while a field is refused, keeps what was typed, then sends once however often it is pressed', async () => {
    const sends: { values: { name: string }; done: () => void }[] = [];
    render(<Probe sends={sends} />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入名称')).toBeInTheDocument();
    expect(sends).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: '名称' }), { target: { value: '计算节点' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await screen.findByRole('button', { name: '提交中' });
    fireEvent.click(screen.getByRole('button', { name: '提交中' }));
    await act(async () => {});
    expect(sends).toHaveLength(1);
    expect(sends[0]!.values).toEqual({ name: '计算节点' });

    await act(async () => sends[0]!.done());
    await screen.findByRole('button', { name: '提交' });
    expect((screen.getByRole('textbox', { name: '名称' }) as HTMLInputElement).value).toBe('计算节点');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(sends).toHaveLength(2));
  });
});
