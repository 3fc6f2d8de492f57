import { createForm } from '@formily/core';
import { FormLayout, Input, NumberPicker, Password, Radio, Select } from '@formily/antd-v5';
import { Field, FormProvider } from '@formily/react';
import { act, fireEvent, render, screen, within } from '../../support/testingLibrary';
import { describe, expect, it } from 'vitest';
import { FieldItem } from '../../../src/ui/form/FieldItem';
import { FormItem } from '../../../src/ui/form/FormItem';

/** Issue 36: every hand-written formily field is named by its label, not its placeholder. */
describe('the shared formily FormItem ties its label to the control', () => {
  it('names inputs, passwords, text areas, numbers, selects and radio groups by their labels exactly', () => {
    const form = createForm();
    render(
      <FormProvider form={form}>
        <FormLayout layout="vertical">
          <Field name="name" title="菜单名称" required decorator={[FormItem]} component={[Input, { placeholder: '请输入菜单名称', 'aria-label': '别的名字' }]} />
          <Field name="secret" title="原密码" decorator={[FormItem, { asterisk: true }]} component={[Password, { placeholder: '请输入原密码' }]} />
          <Field name="note" title="备注" decorator={[FormItem]} component={[Input.TextArea]} />
          <Field name="count" title="申请数量" decorator={[FormItem]} component={[NumberPicker]} />
          <Field name="kind" title="使用时长" decorator={[FormItem]} dataSource={[{ value: 1, label: '1 个月' }]} component={[Select]} />
          <Field name="type" title="菜单类型" decorator={[FormItem]} dataSource={[{ value: 1, label: '关联页面' }]} component={[Radio.Group, { role: 'radiogroup' }]} />
        </FormLayout>
      </FormProvider>,
    );
    expect(screen.getByLabelText('菜单名称')).toHaveAttribute('placeholder', '请输入菜单名称');
    expect(screen.getByRole('textbox', { name: '菜单名称' })).toBe(screen.getByLabelText('菜单名称'));
    expect(screen.getByLabelText('原密码')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('textbox', { name: '备注' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('spinbutton', { name: '申请数量' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '使用时长' })).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: '菜单类型' })).getByRole('radio', { name: '关联页面' })).toBeInTheDocument();
  });

  it('follows a title that changes, and clicking the label focuses the control', () => {
    const form = createForm();
    render(
      <FormProvider form={form}>
        <Field name="name" title="页面名称" decorator={[FormItem]} component={[Input]} />
      </FormProvider>,
    );
    fireEvent.click(screen.getByText('页面名称'));
    expect(screen.getByRole('textbox', { name: '页面名称' })).toHaveFocus();
    act(() => form.setFieldState('name', (state) => { state.title = '新名称'; }));
    expect(screen.getByRole('textbox', { name: '新名称' })).toBeInTheDocument();
  });

  it('FieldItem does the same for a control bound outside a form, with its message under it', () => {
    render(
      <FieldItem label="链接" feedbackStatus="error" feedbackText="链接须以 http:// 或 https:// 开头，或为站内路径（以 / 开头）">
        <Input value="ftp://x" />
      </FieldItem>,
    );
    expect(screen.getByRole('textbox', { name: '链接' })).toHaveValue('ftp://x');
    expect(screen.getByText('链接须以 http:// 或 https:// 开头，或为站内路径（以 / 开头）')).toBeInTheDocument();
  });
});
