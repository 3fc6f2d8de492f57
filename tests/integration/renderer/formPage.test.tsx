import { screen, waitFor } from '../../support/testingLibrary';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { ALL_PERMISSION_CODES } from '../../../mocks/store/seeds/rolePermissions';
import type { FormPageConfig, ListPageConfig } from '../../../src/pageLanguage/pageConfig';
import { loadPageConfig } from '../../../src/pageLanguage/pageConfigLoader';
import { renderPage } from './detailHarness';

/** A settings-style page over the customer family: the customer-info form, saved through update. */
const PAGE = 'operation-center/customer/customer-profile';
const customers = () => mockControl.db.collection('crud.customer');

async function formPageConfig(recordId?: number): Promise<FormPageConfig> {
  const list = (await loadPageConfig('operation-center/customer/customer-info')) as ListPageConfig;
  return { kind: 'form', entity: 'customer', endpoint: list.endpoint, permissionPrefix: 'customer-info', form: list.form!, recordId };
}

const saveButton = () => screen.getByRole('button', { name: /保\s?存/ });
const resetButton = () => screen.getByRole('button', { name: /重\s?置/ });

async function loaded(label: string, value: string) {
  await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(value), { timeout: 15000 });
}

describe('form page renderer against the mocks', () => {
  it('loads the record (id from the address), saves a change through update with 保存成功, 重置 restores', async () => {
    const customer = customers().list()[3]!;
    const { user, notices } = await renderPage(PAGE, { config: await formPageConfig(), search: `?id=${customer.id}` });
    await loaded('联系人', String(customer.contact));
    expect(resetButton()).toBeDisabled();
    await user.clear(screen.getByLabelText('联系人'));
    await user.type(screen.getByLabelText('联系人'), '司马光明');
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();
    // 重置 goes back to the loaded values.
    await user.click(resetButton());
    expect(screen.getByLabelText('联系人')).toHaveValue(String(customer.contact));
    await user.clear(screen.getByLabelText('联系人'));
    await user.type(screen.getByLabelText('联系人'), '司马光明');
    await user.click(saveButton());
    await waitFor(() => expect(customers().get(customer.id)!.contact).toBe('司马光明'));
    await waitFor(() => expect(notices).toContainEqual({ level: 'success', text: '保存成功' }));
    // Saved: nothing left to reset, and the form holds the saved value.
    await waitFor(() => expect(resetButton()).toBeDisabled());
    expect(screen.queryByText('有未保存的修改')).toBeNull();
    expect(screen.getByLabelText('联系人')).toHaveValue('司马光明');
  }, 120_000);

  it('client validation and server field errors show on the fields; everything typed stays', async () => {
    const [customer, other] = customers().list();
    const { user, notices } = await renderPage(PAGE, { config: await formPageConfig(Number(customer!.id)) });
    await loaded('客户名称', String(customer!.name));
    await user.clear(screen.getByLabelText('联系电话'));
    await user.type(screen.getByLabelText('联系电话'), '12345');
    await user.click(saveButton());
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('联系电话'));
    await user.type(screen.getByLabelText('联系电话'), '13912345678');
    // A name another customer has: the server refuses it on the field.
    await user.clear(screen.getByLabelText('客户名称'));
    await user.type(screen.getByLabelText('客户名称'), String(other!.name));
    await user.click(saveButton());
    const item = (await screen.findByText('客户名称已存在')).closest('.ant-form-item') as HTMLElement;
    expect(item).toContainElement(screen.getByLabelText('客户名称'));
    expect(screen.getByLabelText('客户名称')).toHaveValue(String(other!.name));
    expect(screen.getByLabelText('联系电话')).toHaveValue('13912345678');
    expect(customers().get(customer!.id)!.name).toBe(customer!.name);
    expect(notices.filter((n) => n.level === 'success')).toEqual([]);
  }, 120_000);

  it('without <prefix>-edit the form is read-only and cannot be saved', async () => {
    const customer = customers().list()[0]!;
    await renderPage(PAGE, {
      config: await formPageConfig(Number(customer.id)),
      codes: ALL_PERMISSION_CODES.filter((code) => code !== 'customer-info-edit'),
    });
    await loaded('联系人', String(customer.contact));
    expect(screen.getByText('当前账号没有编辑权限，表单为只读。')).toBeInTheDocument();
    expect(screen.getByLabelText('联系人')).toBeDisabled();
    expect(saveButton()).toBeDisabled();
  }, 120_000);

  it('a record that is gone says 记录不存在或已被删除; a failing load offers 重试', async () => {
    const view = await renderPage(PAGE, { config: await formPageConfig(987654) });
    expect(await screen.findByText('记录不存在或已被删除', {}, { timeout: 15000 })).toBeInTheDocument();
    view.view.unmount();
    const customer = customers().list()[0]!;
    mockControl.faults.set({ method: 'GET', path: '/api/operation-management/v1/customer/*', status: 500, times: 1 });
    const { user } = await renderPage(PAGE, { config: await formPageConfig(Number(customer.id)) });
    expect(await screen.findByText('数据加载失败', {}, { timeout: 15000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s?试/ }));
    await loaded('联系人', String(customer.contact));
  }, 120_000);
});
