/**
 * A generated form's radio group (src/renderer/form/widgets/RadioWidget.tsx) is announced as a
 * radio group named by its field label, each radio by its choice, and writes the choice's own value.
 */
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WidgetProps } from '@rjsf/utils';
import { RadioWidget } from '../../../src/renderer/form/widgets/RadioWidget';
import { render, screen } from '../../support/testingLibrary';

describe('RadioWidget', () => {
  it('is a radio group named by the label, holding the value, writing the chosen one', async () => {
    const onChange = vi.fn();
    const props = {
      id: 'root_configType', label: '菜单类型', value: 1, onChange, disabled: false, readonly: false,
      options: { enumOptions: [{ value: 1, label: '关联页面' }, { value: 2, label: '外部链接' }] },
    } as unknown as WidgetProps;
    render(<RadioWidget {...props} />);
    const group = screen.getByRole('radiogroup', { name: '菜单类型' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '关联页面' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '外部链接' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
