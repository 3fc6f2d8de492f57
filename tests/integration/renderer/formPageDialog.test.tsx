/**
 * The create/edit dialog over the shared RecordForm (the form pages use the same form): the
 * dialog's own contract — title, 确定 submits, server field errors on the fields with the typed
 * input kept, onSaved after a successful save, closing only by 取消 or × — against the customer mocks.
 */
import { fireEvent, render, screen, waitFor, within } from '../../support/testingLibrary';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { FeedbackSlot } from '../../../src/app/feedback/FeedbackSlot';
import zhCN from 'antd/es/locale/zh_CN';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { createDataProvider } from '../../../src/renderer/data/dataProvider';
import RecordFormDialog from '../../../src/renderer/form/RecordFormDialog';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import { loadEntity } from '../../../src/pageLanguage/entityLoader';
import type { ListPageConfig } from '../../../src/pageLanguage/pageConfig';
import { loadPageConfig } from '../../../src/pageLanguage/pageConfigLoader';
import { signIn } from './detailHarness';

const customers = () => mockControl.db.collection('crud.customer');
const dialog = () => screen.getByRole('dialog');

async function renderDialog(record?: Record<string, unknown>) {
  await signIn('admin');
  const config = (await loadPageConfig('operation-center/customer/customer-info')) as ListPageConfig;
  const entity: EntitySchema = await loadEntity('customer');
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  render(
    <ConfigProvider locale={zhCN}>
      <>
        <FeedbackSlot />
        <Suspense fallback={null}>
          <RecordFormDialog entity={entity} form={config.form!} provider={createDataProvider(config.endpoint)} rowKey="id" record={record} onSaved={onSaved} onCancel={onCancel} />
        </Suspense>
      </>
    </ConfigProvider>,
  );
  await screen.findByRole('dialog', {}, { timeout: 20000 });
  return { user, onSaved, onCancel };
}

describe('RecordFormDialog on RecordForm', () => {
  it('create: required messages, a server field error on its field with the input kept, then saved', async () => {
    const { user, onSaved } = await renderDialog();
    expect(within(dialog()).getByText('新增客户')).toBeInTheDocument();
    await user.type(within(dialog()).getByLabelText('联系人'), '周晓明');
    await user.click(within(dialog()).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog()).findByText('客户名称不能为空')).toBeInTheDocument();
    const taken = String(customers().list()[0]!.name);
    await user.type(within(dialog()).getByLabelText('客户名称'), taken);
    await user.type(within(dialog()).getByLabelText('联系电话'), '13812345678');
    await user.click(within(dialog()).getByRole('combobox', { name: '所属行业' }));
    await user.click(await screen.findByTitle('人工智能'));
    await user.click(within(dialog()).getByRole('combobox', { name: '所在地区' }));
    await user.click(await screen.findByTitle('广东省'));
    await user.click(within(dialog()).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog()).findByText('客户名称已存在')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('联系人')).toHaveValue('周晓明');
    expect(onSaved).not.toHaveBeenCalled();
    await user.clear(within(dialog()).getByLabelText('客户名称'));
    await user.type(within(dialog()).getByLabelText('客户名称'), '广州对话框测试科技有限公司');
    await user.click(within(dialog()).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(customers().find((c) => c.name === '广州对话框测试科技有限公司')).toMatchObject({ contact: '周晓明', industry: 'ai', region: '440000' });
  }, 240_000); // typing in jsdom antd inputs is slow on a busy 2-core machine

  it('edit: the record\'s form fields, read-only-on-edit type, the change saved through update', async () => {
    const customer = customers().list()[2]!;
    const { user, onSaved } = await renderDialog(customer);
    expect(within(dialog()).getByText('编辑客户')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('客户名称')).toHaveValue(String(customer.name));
    // customerType is readonlyOnEdit.
    for (const radio of within(dialog()).getAllByRole('radio').filter((r) => r.closest('[id^="hpc-form-"][id$="_customerType"]'))) expect(radio).toBeDisabled();
    await user.clear(within(dialog()).getByLabelText('联系人'));
    await user.type(within(dialog()).getByLabelText('联系人'), '欧阳娜娜');
    await user.click(within(dialog()).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(customers().get(customer.id)!.contact).toBe('欧阳娜娜');
  }, 120_000);

  it('Esc does not close the dialog nor lose the input; 取消 and × do', async () => {
    const { user, onCancel } = await renderDialog();
    await user.type(within(dialog()).getByLabelText('联系人'), '周晓明');
    // As a browser sends it (rc-dialog reads keyCode, which user-event leaves out for Escape).
    const escape = { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 };
    fireEvent.keyDown(within(dialog()).getByLabelText('联系人'), escape);
    fireEvent.keyDown(dialog(), escape);
    expect(onCancel).not.toHaveBeenCalled();
    expect(within(dialog()).getByLabelText('联系人')).toHaveValue('周晓明');
    await user.click(within(dialog()).getByRole('button', { name: /取\s?消/ }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(within(dialog()).getByRole('button', { name: /close|关闭/i }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  }, 120_000);
});
