/**
 * A form field's showWhen (form.ts FormFieldCondition) on the real portal-menu entity through
 * RecordForm and its precompiled validators: 链接地址 is in the form only while 菜单类型 is 外部链接
 * — hidden it is neither drawn, required nor sent (a link typed before switching back is dropped);
 * shown, its label names its input (getByLabelText) and it is checked like any field.
 */
import { render, screen, waitFor } from '../../support/testingLibrary';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { Suspense, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackSlot } from '../../../src/app/feedback/FeedbackSlot';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import type { FormConfig } from '../../../src/pageLanguage/form';
import { loadEntity } from '../../../src/pageLanguage/entityLoader';
import { initialFormData, RecordForm, type RecordFormHandle } from '../../../src/renderer/form/RecordForm';

const form: FormConfig = {
  fields: [
    'menuName',
    { key: 'configType', widget: 'radio' },
    { key: 'menuUrl', showWhen: { field: 'configType', in: [2] } },
  ],
};

function Harness({ entity, onSave }: { entity: EntitySchema; onSave: (data: Record<string, unknown>) => Promise<void> }) {
  const [data, setData] = useState(() => initialFormData(entity, form, undefined));
  const ref = useRef<RecordFormHandle>(null);
  return (
    <>
      <RecordForm ref={ref} entity={entity} form={form} mode="create" formData={data} onChange={setData} onSave={onSave} />
      <button type="button" onClick={() => ref.current?.submit()}>提交</button>
    </>
  );
}

describe('showWhen on a form field', () => {
  it('draws, checks and sends 链接地址 only while 菜单类型 is 外部链接', async () => {
    // 链接地址 made required here: hidden, a required field must not block the save.
    const declared = await loadEntity('portal-menu');
    const entity: EntitySchema = { ...declared, required: [...(declared.required ?? []), 'menuUrl'] };
    const onSave = vi.fn(async (_data: Record<string, unknown>) => undefined);
    const user = userEvent.setup();
    render(
      <ConfigProvider locale={zhCN}>
        <>
          <FeedbackSlot />
          <Suspense fallback={null}>
            <Harness entity={entity} onSave={onSave} />
          </Suspense>
        </>
      </ConfigProvider>,
    );
    await screen.findByRole('button', { name: '提交' }, { timeout: 20_000 });
    await user.type(screen.getByLabelText('菜单名称'), '合作生态');
    expect(screen.queryByLabelText('链接地址')).toBeNull();

    await user.click(screen.getByRole('radio', { name: '外部链接' }));
    const link = await screen.findByLabelText('链接地址');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByText('链接地址不能为空')).toBeInTheDocument());
    expect(onSave).not.toHaveBeenCalled();
    await user.type(link, 'https://partner.hpc-demo.cn/');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ menuName: '合作生态', configType: 2, menuUrl: 'https://partner.hpc-demo.cn/' });

    // Back to 关联页面: the link typed before is neither shown nor sent.
    await user.click(screen.getByRole('radio', { name: '关联页面' }));
    await waitFor(() => expect(screen.queryByLabelText('链接地址')).toBeNull());
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]![0]).toEqual({ menuName: '合作生态', configType: 1 });
  });
});
