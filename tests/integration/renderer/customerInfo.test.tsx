import { screen, waitFor, within } from '../../support/testingLibrary';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { location, renderListPage, rows, waitForRows, waitForTotal } from './renderListPage';

const PAGE = 'operation-center/customer/customer-info';
const customers = () => mockControl.db.collection('crud.customer');
const dialog = () => screen.getByRole('dialog');


/** An option of the open Select dropdown, by its text (list cells carry the same text as their tooltip title). */
async function dropdownOption(title: string): Promise<HTMLElement> {
  let option: HTMLElement | null = null;
  await waitFor(() => {
    option = document.querySelector<HTMLElement>(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`);
    expect(option).not.toBeNull();
  });
  return option!;
}

describe('customer-info list page (generated) against the mocks', () => {
  it('loads the first page: 20 rows newest first, labels for enums, total and pagination', async () => {
    await renderListPage(PAGE);
    await waitForTotal(customers().count());
    expect(await waitForRows()).toHaveLength(20);
    const newest = customers().query({ sort: { key: 'createTime', order: 'desc' }, pageSize: 1 }).records[0]!;
    expect(rows()[0]).toHaveTextContent(String(newest.name));
    expect(rows()[0]).toHaveTextContent(newest.customerType === 1 ? '企业客户' : '个人客户');
    expect(screen.getByRole('columnheader', { name: /客户编号/ })).toBeInTheDocument();
    // defaultHidden column is not shown
    expect(screen.queryByRole('columnheader', { name: '电子邮箱' })).toBeNull();
    // antd texts come from the zh_CN locale: the 创建日期 range picker and the page-size changer.
    expect(screen.getByPlaceholderText('开始日期')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('结束日期')).toBeInTheDocument();
    expect(screen.getByText('20 条/页')).toBeInTheDocument();
  });

  it('a filter goes to the URL, the server filters, and 重置 clears the URL', async () => {
    const { user } = await renderListPage(PAGE);
    await waitForRows();
    const target = customers().list().find((c) => c.customerType === 1)!;
    await user.type(screen.getByLabelText('客户名称'), String(target.name));
    await user.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(location.current).toContain(`name=${encodeURIComponent(String(target.name))}`));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent(String(target.name));
    await user.click(screen.getByRole('button', { name: '重 置' }));
    await waitFor(() => expect(location.current).toBe(`/${PAGE}`));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByLabelText('客户名称')).toHaveValue('');
  });

  it('paging: page 2 goes to the URL and is fetched from the server; a size in the URL is honoured', async () => {
    const { user, view } = await renderListPage(PAGE);
    const first = (await waitForRows())[0]!.textContent;
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(location.current).toContain('page=2'));
    await waitFor(() => expect(rows()[0]!.textContent).not.toBe(first));
    view.unmount();
    await renderListPage(PAGE, { search: '?size=50&page=2' });
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(screen.getByTitle('2').className).toContain('ant-pagination-item-active');
  });

  it('create: required fields say <label>不能为空, typed input survives, then the customer is saved', async () => {
    const { user, notices } = await renderListPage(PAGE);
    await waitForRows();
    const before = customers().count();
    await user.click(screen.getByRole('button', { name: /新增/ }));
    await screen.findByText('新增客户');
    await user.type(within(dialog()).getByLabelText('联系人'), '周晓明');
    await user.click(within(dialog()).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog()).findByText('客户名称不能为空')).toBeInTheDocument();
    // Each message is the field's own antd Form.Item error, under its input.
    const nameItem = within(dialog()).getByLabelText('客户名称').closest('.ant-form-item')!;
    expect(nameItem.querySelector('.ant-form-item-explain-error')).toHaveTextContent('客户名称不能为空');
    // The root object is not framed by a <fieldset> (nested objects would keep theirs).
    expect(dialog().querySelector('fieldset')).toBeNull();
    // The form's ids have their own prefix: "root" is the app's mount point.
    expect(dialog().querySelector('form > .rjsf-field-object [id^="hpc-form-"]')).not.toBeNull();
    expect(dialog().querySelector('#root, [id^="root_"]')).toBeNull();
    expect(within(dialog()).getByText('联系电话不能为空')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('联系人')).toHaveValue('周晓明');
    // Enum fields without a default start empty (no silent first option).
    expect(within(dialog()).getByText('请选择所属行业')).toBeInTheDocument();
    // A name the server already has: the server's field error shows on the field.
    const taken = String(customers().list()[0]!.name);
    await user.type(within(dialog()).getByLabelText('客户名称'), taken);
    await user.type(within(dialog()).getByLabelText('联系电话'), '13812345678');
    await user.click(within(dialog()).getByRole('combobox', { name: '所属行业' }));
    await user.click(await dropdownOption('人工智能'));
    await user.click(within(dialog()).getByRole('combobox', { name: '所在地区' }));
    await user.click(await dropdownOption('广东省'));
    await user.click(within(dialog()).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog()).findByText('客户名称已存在')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('联系电话')).toHaveValue('13812345678');
    const name = '广州测试智算科技有限公司';
    await user.clear(within(dialog()).getByLabelText('客户名称'));
    await user.type(within(dialog()).getByLabelText('客户名称'), name);
    await user.click(within(dialog()).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(customers().count()).toBe(before + 1));
    const saved = customers().find((c) => c.name === name)!;
    expect(saved).toMatchObject({ customerType: 1, contact: '周晓明', phone: '13812345678', industry: 'ai', region: '440000', status: 1, balance: 0 });
    await waitFor(() => expect(notices).toContainEqual({ level: 'success', text: '操作成功' }));
    await waitFor(() => expect(screen.queryByText('新增客户')).toBeNull());
  }, 150_000);

  it('edit: the dialog holds the record; a changed contact is saved', async () => {
    const { user } = await renderListPage(PAGE);
    const [row] = await waitForRows();
    const id = Number(within(row!).getAllByRole('cell')[1]!.textContent);
    await user.click(within(row!).getByRole('button', { name: /编\s?辑/ }));
    await screen.findByText('编辑客户');
    expect(within(dialog()).getByLabelText('客户名称')).toHaveValue(String(customers().get(id)!.name));
    await user.clear(within(dialog()).getByLabelText('联系人'));
    await user.type(within(dialog()).getByLabelText('联系人'), '欧阳娜娜');
    await user.click(within(dialog()).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(customers().get(id)!.contact).toBe('欧阳娜娜'));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('欧阳娜娜'));
  });

  it('delete asks 确认 / 是否继续进行删除操作？ / 确认 / 取消, then deletes', async () => {
    const { user } = await renderListPage(PAGE);
    const [row] = await waitForRows();
    const id = Number(within(row!).getAllByRole('cell')[1]!.textContent);
    await user.click(within(row!).getByRole('button', { name: /删\s?除/ }));
    const confirm = await screen.findByText('是否继续进行删除操作？');
    const box = confirm.closest('.ant-modal-content') as HTMLElement;
    expect(within(box).getByText('确认', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: '取 消' })).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: '确 认' }));
    await waitFor(() => expect(customers().get(id)).toBeUndefined());
  });

  it('status switch asks 确认切换状态吗？; cancel keeps it, OK saves 0/1', async () => {
    const { user } = await renderListPage(PAGE);
    const [row] = await waitForRows();
    const id = Number(within(row!).getAllByRole('cell')[1]!.textContent);
    const before = customers().get(id)!.status;
    await user.click(within(row!).getByRole('switch'));
    await screen.findByText('确认切换状态吗？');
    await user.click(screen.getByRole('button', { name: '取 消' }));
    expect(customers().get(id)!.status).toBe(before);
    await user.click(within(row!).getByRole('switch'));
    // The cancelled confirm may still be closing: the newest one is last.
    await waitFor(() => expect(screen.getAllByText('确认切换状态吗？')).toHaveLength(2));
    await user.click(screen.getAllByRole('button', { name: '确 认' }).at(-1)!);
    await waitFor(() => expect(customers().get(id)!.status).toBe(before === 1 ? 0 : 1));
  }, 30_000);

  it('a 500 shows 500：服务器出错 in the page; 重试 loads', async () => {
    mockControl.faults.set({ path: '/api/operation-management/v1/customer/**', status: 500, times: 1 });
    const { user } = await renderListPage(PAGE);
    expect(await screen.findByText('500：服务器出错', {}, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await waitForRows()).toHaveLength(20);
  });

  it('without the add/edit/del codes the buttons are not there and the switch is read-only', async () => {
    await renderListPage(PAGE, { codes: ['customer-info-look'] });
    const [row] = await waitForRows();
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(within(row!).queryByRole('button', { name: /编\s?辑/ })).toBeNull();
    expect(within(row!).getByRole('switch')).toBeDisabled();
  });
});
