/**
 * Issue 16 point 5: a generated form's select never offers its placeholder (请选择…) as a choice
 * — choosing it left a required field empty; an optional select offers clearing instead.
 */
import { fireEvent, render, waitFor } from '../../support/testingLibrary';
import { describe, expect, it, vi } from 'vitest';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import { EntityTestForm } from '../../support/EntityTestForm';

const LEVELS = [{ const: 1, title: '一级' }, { const: 2, title: '二级' }, { const: 3, title: '三级' }, { const: 4, title: '四级' }];
const entity: EntitySchema = {
  $id: 'select-test', title: '工单', type: 'object', required: ['level'],
  properties: {
    level: { type: 'integer', title: '级别', oneOf: LEVELS },
    region: { type: 'string', title: '地区', oneOf: [{ const: 'n', title: '北区' }, { const: 's', title: '南区' }, { const: 'e', title: '东区' }, { const: 'w', title: '西区' }] },
  },
};

const item = (label: string) => [...document.querySelectorAll<HTMLElement>('.ant-form-item')].find((el) => el.querySelector('label')?.textContent?.includes(label))!;
// The dropdown renders inside the field (getPopupContainer), so each field's options are its own.
const options = (label: string) => [...item(label).querySelectorAll('.ant-select-item-option')];

describe('select fields of generated forms', () => {
  it('list only the options: required ones cannot be emptied, optional ones can be cleared', async () => {
    const onSubmit = vi.fn();
    render(<EntityTestForm entity={entity} fields={['level', 'region']} onSubmit={onSubmit} />);
    expect(item('级别')).toHaveTextContent('请选择级别');

    fireEvent.mouseDown(item('级别').querySelector('.ant-select-selector')!);
    await waitFor(() => expect(options('级别').map((o) => o.textContent)).toEqual(['一级', '二级', '三级', '四级']));
    fireEvent.click(options('级别')[1]!);
    await waitFor(() => expect(item('级别').querySelector('.ant-select-selection-item')).toHaveTextContent('二级'));
    expect(item('级别').querySelector('.ant-select-clear')).toBeNull();

    fireEvent.mouseDown(item('地区').querySelector('.ant-select-selector')!);
    await waitFor(() => expect(options('地区').map((o) => o.textContent)).toEqual(['北区', '南区', '东区', '西区']));
    fireEvent.click(options('地区')[2]!);
    await waitFor(() => expect(item('地区').querySelector('.ant-select-selection-item')).toHaveTextContent('东区'));
    fireEvent.mouseDown(item('地区').querySelector('.ant-select-clear')!);
    await waitFor(() => expect(item('地区')).toHaveTextContent('请选择地区'));

    fireEvent.submit(document.querySelector('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ level: 2 }));
  });
});
