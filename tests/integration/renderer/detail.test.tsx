import { screen, waitFor, within } from '../../support/testingLibrary';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { formatYuan } from '../../../src/contract/money';
import type { CrudRecord } from '../../../mocks/crud/crudRecord';
import { currentLocation, renderPage } from './detailHarness';

const PAGE = 'operation-center/customer/customer-detail';
const customers = () => mockControl.db.collection('crud.customer');
const visits = () => mockControl.db.collection('crud.customer-visit');

/** The value cell next to a label in the detail's bordered descriptions. */
function valueOf(label: string, section: HTMLElement = document.body): HTMLElement {
  const cell = [...section.querySelectorAll('.ant-descriptions-item-label')].find((th) => th.textContent === label);
  if (!cell) throw new Error(`no label ${label}`);
  return cell.nextElementSibling as HTMLElement;
}

function section(title: string): HTMLElement {
  return screen.getByText(title, { selector: '.ant-descriptions-title' }).closest('.ant-descriptions') as HTMLElement;
}

/** A seeded enterprise customer with a balance and an email. */
function enterpriseCustomer(): CrudRecord {
  return customers().list().find((c) => c.customerType === 1 && typeof c.balance === 'number' && c.balance > 1000 && c.email)!;
}

describe('detail renderer: customer-detail against the mocks', () => {
  it('shows the record in sections: labels from the entity, values as the list renders them', async () => {
    const customer = enterpriseCustomer();
    await renderPage(PAGE, { search: `?id=${customer.id}` });
    // The title is the record's titleField (name).
    expect(await screen.findByRole('heading', { name: String(customer.name) }, { timeout: 8000 })).toBeInTheDocument();
    const basic = section('基本信息');
    expect(valueOf('客户编号', basic)).toHaveTextContent(String(customer.id));
    expect(valueOf('客户名称', basic)).toHaveTextContent(String(customer.name));
    // Enum labels in tags, like the list's tag slot.
    expect(valueOf('客户类型', basic).querySelector('.hpc-cell-tag')).toHaveTextContent('企业客户');
    expect(valueOf('状态', basic)).toHaveTextContent(customer.status === 1 ? '启用' : '停用');
    // formatTime "YYYY-MM-DD HH:mm": the stored seconds are not shown.
    expect(valueOf('创建时间', basic)).toHaveTextContent(new RegExp(`^${String(customer.createTime).slice(0, 16)}$`));
    const contact = section('联系方式');
    expect(within(valueOf('联系电话', contact)).getByRole('link', { name: String(customer.phone) })).toHaveAttribute('href', `tel:${String(customer.phone)}`);
    expect(valueOf('电子邮箱', contact)).toHaveTextContent(String(customer.email));
    // The money slot: a ¥ sign, thousands separators and two decimals.
    expect(valueOf('账户余额（元）', section('账户'))).toHaveTextContent(`¥${formatYuan(customer.balance as number)}`);
    // 3 pairs per row by default (6 cells), the contact section 2 (4 cells).
    expect(basic.querySelector('tbody tr')!.children).toHaveLength(6);
    expect(contact.querySelector('tbody tr')!.children).toHaveLength(4);
  });

  it('a record that does not exist (404) says 记录不存在或已被删除 with a way back', async () => {
    await renderPage(PAGE, { search: '?id=987654' });
    expect(await screen.findByText('记录不存在或已被删除', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回列表' })).toBeInTheDocument();
    expect(screen.queryByText('数据加载失败')).toBeNull();
  });

  it('a server error shows the error panel inside the page; 重试 loads the record', async () => {
    const customer = enterpriseCustomer();
    mockControl.faults.set({ method: 'GET', path: '/api/operation-management/v1/customer/*', status: 500, times: 1 });
    const { user, notices } = await renderPage(PAGE, { search: `?id=${customer.id}` });
    expect(await screen.findByText('数据加载失败', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('500：服务器出错')).toBeInTheDocument();
    expect(notices).toEqual([]);
    await user.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByRole('heading', { name: String(customer.name) }, { timeout: 8000 })).toBeInTheDocument();
    expect(valueOf('客户名称', section('基本信息'))).toHaveTextContent(String(customer.name));
  });

  it('an address without an id says so and links back', async () => {
    await renderPage(PAGE);
    expect(await screen.findByText('未指定要查看的记录', {}, { timeout: 8000 })).toBeInTheDocument();
    // In plain words: the address parameter's name (a configuration key) is not shown.
    expect(screen.getByText('地址中缺少记录编号，请从列表中选择一条记录查看。')).toBeInTheDocument();
    expect(screen.queryByText(/参数/)).toBeNull();
    expect(screen.getByRole('link', { name: '返回列表' })).toBeInTheDocument();
  });

  it('the 拜访记录 tab lists only this customer\'s visits, and its paging and column settings stay out of the address and the list page\'s settings', async () => {
    const customer = enterpriseCustomer();
    const name = String(customer.name);
    const now = '2026-11-20 10:00';
    for (let i = 0; i < 23; i += 1) {
      visits().insert({ customerName: name, visitType: 1, visitor: '王晓明', visitTime: `2026-10-${String(i + 1).padStart(2, '0')} 09:30`, result: 2, content: `回访第 ${i + 1} 次：确认扩容需求`, createTime: now });
    }
    const own = visits().list().filter((v) => v.customerName === name).length;
    const { user } = await renderPage(PAGE, { search: `?id=${customer.id}` });
    await screen.findByRole('heading', { name }, { timeout: 8000 });
    await user.click(screen.getByRole('tab', { name: '拜访记录' }));
    await waitFor(() => expect(screen.getByText(`共 ${own} 条`)).toBeInTheDocument(), { timeout: 8000 });
    const rows = () => [...document.querySelectorAll<HTMLElement>('.hpc-list-table tbody tr.hpc-list-row')];
    expect(rows()).toHaveLength(20);
    // Each row is one of this customer's visits (by its time); the repeated 客户名称 column is left out.
    const ownTimes = visits().list().filter((v) => v.customerName === name).map((v) => String(v.visitTime).slice(0, 16));
    for (const row of rows()) expect(ownTimes.some((time) => row.textContent!.includes(time))).toBe(true);
    const table = document.querySelector<HTMLElement>('.hpc-list-table')!;
    expect(within(table).getByRole('columnheader', { name: /拜访人/ })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: /客户名称/ })).toBeNull();
    // Page 2 is fetched, but the address stays the detail page's.
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(rows()).toHaveLength(own - 20));
    expect(currentLocation.current).toBe(`/${PAGE}?id=${customer.id}`);
    // Column settings of the embedded list are its own.
    await user.click(screen.getByRole('button', { name: /列设置/ }));
    await user.click(await screen.findByRole('checkbox', { name: '拜访人' }));
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: /拜访人/ })).toBeNull());
    expect(localStorage.getItem(`hpc.list.columns.v1:${PAGE}>operation-center/customer/customer-visit`)).toContain('"visitor":false');
    expect(localStorage.getItem('hpc.list.columns.v1:operation-center/customer/customer-visit')).toBeNull();
  }, 120_000);
});
