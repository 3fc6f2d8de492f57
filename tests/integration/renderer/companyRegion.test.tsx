/**
 * 企业管理's 所在地区 (company.regionCode, `x-region` over the configs family's region reads):
 * the list and the detail name the stored district through GET area-tree; the edit form starts
 * from the stored path and picks level by level — provinces, then cities?provinceCode, then
 * areas?cityCode — and saves the district's code; the server refuses an unknown code and keeps a
 * province-level one (the seeded companies' region is their customer's province).
 */
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { http } from '../../../src/core/http/client';
import { recordRequests } from '../../support/requestLog';
import { fireEvent, screen, waitFor, within } from '../../support/testingLibrary';
import { renderPage } from './detailHarness';

const LIST = 'platform-manage/organization/serve-information';
const DETAIL = 'platform-manage/organization/serve-information-detail';
const OM = '/api/operation-management/v1';
const requests = recordRequests({ withQuery: true });
const companies = () => mockControl.db.collection('crud.company');

const item = (dialog: HTMLElement, label: string) =>
  [...dialog.querySelectorAll<HTMLElement>('.ant-form-item')].find((el) => el.querySelector('label')?.textContent?.includes(label))!;

/** Clicks the cascader menu entry titled `name` and waits for it to be active. */
async function choose(name: string) {
  const entry = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-cascader-menu-item')].find((node) => node.getAttribute('title') === name || node.textContent === name);
    if (!found) throw new Error(`no ${name} in ${[...document.querySelectorAll('.ant-cascader-menu')].map((m) => m.textContent?.slice(0, 60)).join(' | ')}`);
    return found;
  }, { timeout: 8000 });
  fireEvent.click(entry);
}

describe('企业 所在地区 through the region reads', { timeout: 90_000 }, () => {
  it('names the stored district in the detail from the area tree', async () => {
    const company = companies().list()[0]!;
    companies().update(company.id, { regionCode: '440106' });
    await renderPage(DETAIL, { search: `?id=${company.id}` });
    expect(await screen.findByText('广东省 › 广州市 › 天河区', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(requests).toContain(`GET ${OM}/area-tree`);
  });

  it('names it in the list, edits level by level from the stored path and saves the chosen district', async () => {
    // The newest company: the first row of the list (newest first).
    const company = [...companies().list()].sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)))[0]!;
    companies().update(company.id, { regionCode: '440106' });
    const { user } = await renderPage(LIST);
    const row = (await screen.findAllByText(String(company.companyName), {}, { timeout: 10_000 }))[0]!.closest('tr')!;
    // The names come from the area tree, read apart from the rows: under load they may come after them.
    expect(await within(row).findByText('广东省 › 广州市 › 天河区', {}, { timeout: 8000 })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑企业' }, { timeout: 10_000 });
    const field = item(dialog, '所在地区');
    await waitFor(() => expect(field).toHaveTextContent('广东省 / 广州市 / 天河区'), { timeout: 10_000 });
    // The stored path's levels were read: provinces, then Guangdong's cities and Guangzhou's districts.
    expect(requests).toEqual(expect.arrayContaining([`GET ${OM}/provinces`, `GET ${OM}/cities?provinceCode=440000`, `GET ${OM}/areas?cityCode=440100`]));

    fireEvent.mouseDown(field.querySelector('.ant-select-selector')!);
    await choose('湖南省');
    await waitFor(() => expect(requests).toContain(`GET ${OM}/cities?provinceCode=430000`));
    await choose('长沙市');
    await waitFor(() => expect(requests).toContain(`GET ${OM}/areas?cityCode=430100`));
    await choose('岳麓区');
    await waitFor(() => expect(field).toHaveTextContent('湖南省 / 长沙市 / 岳麓区'));

    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(companies().get(String(company.id))?.regionCode).toBe('430104'), { timeout: 10_000 });
  });

  it('shows a failed read of a level with 重试, which reads the levels again', async () => {
    const company = [...companies().list()].sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)))[0]!;
    companies().update(company.id, { regionCode: '440106' });
    mockControl.faults.set({ path: `${OM}/areas`, status: 500, times: 1 });
    const { user } = await renderPage(LIST);
    const row = (await screen.findAllByText(String(company.companyName), {}, { timeout: 10_000 }))[0]!.closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑企业' }, { timeout: 10_000 });
    await waitFor(() => expect(item(dialog, '所在地区')).toHaveTextContent('所在地区加载失败'), { timeout: 10_000 });
    await user.click(within(item(dialog, '所在地区')).getByRole('button', { name: /重\s?试/ }));
    await waitFor(() => expect(item(dialog, '所在地区')).toHaveTextContent('广东省 / 广州市 / 天河区'), { timeout: 10_000 });
  });

  it('names a seeded company’s province; refuses an unknown code and keeps a known one of any level', async () => {
    await renderPage(LIST);
    const company = companies().list()[0]!;
    const put = (regionCode: string) => http.put(`${OM}/company-info/company`, { ...company, regionCode }, { loading: false, silent: true });
    // Seeded from the company's customer record: its province, which the company name's city lies in.
    const customer = mockControl.db.collection('crud.customer').get(String(company.id))!;
    expect(company.regionCode).toBe(customer.region);
    await expect(put('999999')).rejects.toThrow('所在地区不存在');
    await put('440100');
    expect(companies().get(String(company.id))?.regionCode).toBe('440100');
    await put('441900');
    expect(companies().get(String(company.id))?.regionCode).toBe('441900');
  });
});
