/**
 * 企业详情 reads its record through the family's get-info operation (GET company/info/{id}, the
 * page's `read`) and not through the family's get: it shows the permit's size and upload time and
 * the counts of the company's resources and applications the answer carries.
 */
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { storeUpload } from '../../../mocks/handlers/storedUpload';
import { recordRequests } from '../../support/requestLog';
import { screen, waitFor } from '../../support/testingLibrary';
import { renderPage } from './detailHarness';

const PAGE = 'platform-manage/organization/serve-information-detail';
const OM = '/api/operation-management/v1';
const requests = recordRequests();
const companies = () => mockControl.db.collection('crud.company');
const countOf = (entity: string, name: unknown) => mockControl.db.collection(`crud.${entity}`).count((record) => record.customerName === name);

/** The value cell beside a label of the detail's sections. */
function valueOf(label: string): string {
  const labelCell = screen.getAllByText(label).find((node) => node.closest('.ant-descriptions-item-label'))?.closest('.ant-descriptions-item-label');
  if (!labelCell) throw new Error(`no label ${label}`);
  return labelCell.nextElementSibling?.textContent ?? '';
}

describe('企业详情 read through company/info/{id}', { timeout: 90_000 }, () => {
  it('shows the permit file facts and the resource and application counts of the answer', async () => {
    const company = companies().list().find((record) => countOf('customer-resource', record.companyName) > 0)!;
    const stored = storeUpload('营业执照扫描件.pdf', 'application/pdf', new Uint8Array(1536), 'admin');
    companies().update(company.id, { permit: stored.url });
    await renderPage(PAGE, { search: `?id=${company.id}` });
    await screen.findByRole('heading', { name: String(company.companyName) }, { timeout: 8000 });
    await waitFor(() => expect(valueOf('客户资源数')).toBe(`${countOf('customer-resource', company.companyName)} 个`), { timeout: 8000 });
    expect(valueOf('客户应用数')).toBe(`${countOf('customer-app', company.companyName)} 个`);
    expect(valueOf('文件大小')).toBe('1.50 KB');
    expect(valueOf('上传时间')).toBe(stored.uploadTime);
    expect(valueOf('营业执照').trim()).toBe('营业执照扫描件.pdf');
    expect(requests).toContain(`GET ${OM}/company/info/${company.id}`);
    expect(requests).not.toContain(`GET ${OM}/company/${company.id}`);
  });

  it('shows - for the file facts of a company without a permit', async () => {
    const company = companies().list()[1]!;
    companies().update(company.id, { permit: undefined });
    await renderPage(PAGE, { search: `?id=${company.id}` });
    await waitFor(() => expect(valueOf('客户资源数')).toMatch(/^\d+ 个$/), { timeout: 8000 });
    expect(valueOf('文件大小')).toBe('-');
    expect(valueOf('上传时间')).toBe('-');
  });
});
