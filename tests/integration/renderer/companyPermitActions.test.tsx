/**
 * 企业管理's row actions 上传营业执照 and 下载营业执照: custom actions of the company family that
 * send a file to POST company-info/permit/upload/{id} (upload: picked in a dialog, checked for type
 * and size before anything is sent) and save what GET company-info/permit/download/{id} answers
 * (download: under its Content-Disposition name, offered only where the company holds a permit).
 */
import { withNodeBlobs } from '../storage/nodeBlobs';
import { fireEvent, screen, waitFor, within } from '../../support/testingLibrary';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { storeUpload } from '../../../mocks/handlers/storedUpload';
import { recordRequests } from '../../support/requestLog';
import { renderListPage } from './renderListPage';

const PAGE = 'platform-manage/organization/serve-information';
const OM = '/api/operation-management/v1';
const requests = recordRequests();
const companies = () => mockControl.db.collection('crud.company');

// Real bytes over Node's fetch (see nodeBlobs.ts).
withNodeBlobs();

afterEach(() => {
  vi.restoreAllMocks();
});

/** A company put first in the list (newest registration), with or without a permit. */
function firstCompany(permit: string | undefined) {
  const company = companies().list()[0]!;
  companies().update(company.id, { createTime: '2030-01-01 00:00:00', permit });
  return companies().get(company.id)!;
}

const rowOf = async (name: string) => (await screen.findByText(name, {}, { timeout: 8000 })).closest('tr') as HTMLElement;
/** The open upload dialog (a closed one stays in jsdom's DOM, animating out for ever). */
const openDialog = () => document.querySelector<HTMLElement>('.ant-modal-confirm:not(.ant-zoom-leave)');
const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type=file]')!;
const choose = (dialog: HTMLElement, file: File) => fireEvent.change(fileInput(dialog), { target: { files: [file] } });
const sent = (id: unknown) => requests.filter((r) => r === `POST ${OM}/company-info/permit/upload/${String(id)}`);

async function openUpload(name: string) {
  const rendered = await renderListPage(PAGE);
  const row = await rowOf(name);
  await rendered.user.click(within(row).getByRole('button', { name: '上传营业执照' }));
  const dialog = await waitFor(() => openDialog() ?? Promise.reject(new Error('no dialog yet')));
  return { ...rendered, dialog };
}

describe('企业管理 上传营业执照', { timeout: 90_000 }, () => {
  it('sends a pdf as multipart file, shows what the server answered, and the row then offers the download', async () => {
    const company = firstCompany(undefined);
    const { user, notices, dialog } = await openUpload(String(company.companyName));
    expect(within(dialog).getByText('支持 pdf、jpg、jpeg、png 格式，大小不超过 10MB')).toBeInTheDocument();
    expect(fileInput(dialog).accept).toBe('.pdf,.jpg,.jpeg,.png');
    choose(dialog, new File([new Uint8Array(2048)], '营业执照.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('营业执照.pdf（2.00 KB）')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /上\s?传/ }));
    await waitFor(() => expect(notices).toContainEqual({ level: 'success', text: '上传成功：营业执照.pdf（2.00 KB）' }), { timeout: 8000 });
    expect(sent(company.id)).toHaveLength(1);
    await waitFor(() => expect(openDialog()).toBeNull());
    expect(String(companies().get(company.id)!.permit)).toMatch(/\/营业执照\.pdf$/);
    // The list read its rows again: the row shows the file and now offers its download.
    const row = await rowOf(String(company.companyName));
    await waitFor(() => expect(within(row).getByRole('button', { name: '下载营业执照' })).toBeInTheDocument(), { timeout: 8000 });
    expect(within(row).getByText('营业执照.pdf')).toBeInTheDocument();
  });

  it('refuses a file of another type before sending it, and 上传 without a file asks for one', async () => {
    const company = firstCompany(undefined);
    const { user, dialog } = await openUpload(String(company.companyName));
    choose(dialog, new File(['MZ'], '营业执照.exe', { type: 'application/x-msdownload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('文件格式不支持：只能上传 pdf、jpg、jpeg、png 格式的文件');
    expect(within(dialog).getByText('未选择文件')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /上\s?传/ }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请选择要上传的文件');
    expect(sent(company.id)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: /取\s?消/ }));
    await waitFor(() => expect(openDialog()).toBeNull());
    expect(companies().get(company.id)!.permit).toBeUndefined();
  });

  it('refuses a file over 10MB before sending it', async () => {
    const company = firstCompany(undefined);
    const { user, dialog } = await openUpload(String(company.companyName));
    choose(dialog, new File([new Uint8Array(10 * 1024 * 1024 + 1)], '营业执照.png', { type: 'image/png' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('文件过大：大小不能超过 10MB');
    await user.click(within(dialog).getByRole('button', { name: /上\s?传/ }));
    expect(sent(company.id)).toEqual([]);
    expect(openDialog()).not.toBeNull();
  });

  it('shows the server’s refusal in the dialog, which stays open with the file chosen', async () => {
    const company = firstCompany(undefined);
    const { user, dialog } = await openUpload(String(company.companyName));
    choose(dialog, new File([new Uint8Array(16)], '执照.jpg', { type: 'image/jpeg' }));
    companies().remove(company.id);
    await user.click(within(dialog).getByRole('button', { name: /上\s?传/ }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('企业不存在'), { timeout: 8000 });
    expect(sent(company.id)).toHaveLength(1);
    expect(within(dialog).getByText('执照.jpg（16 B）')).toBeInTheDocument();
    expect(openDialog()).not.toBeNull();
  });
});

describe('企业管理 下载营业执照', { timeout: 90_000 }, () => {
  /** The files the page hands to the browser: their name and bytes. */
  function savedFiles() {
    const saved: { name: string; blob: Blob }[] = [];
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:permit-${blobs.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs[Number(this.href.split('-').pop()) - 1]! });
    });
    return saved;
  }

  it('saves the permit under the name the server gives (Content-Disposition)', async () => {
    const stored = storeUpload('营业执照（副本）.pdf', 'application/pdf', new TextEncoder().encode('%PDF-1.7 执照'), 'admin');
    const company = firstCompany(stored.url);
    const saved = savedFiles();
    const { user } = await renderListPage(PAGE);
    const row = await rowOf(String(company.companyName));
    await user.click(within(row).getByRole('button', { name: '下载营业执照' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['营业执照（副本）.pdf']), { timeout: 8000 });
    expect(await saved[0]!.blob.text()).toBe('%PDF-1.7 执照');
    expect(requests).toContain(`GET ${OM}/company-info/permit/download/${String(company.id)}`);
  });

  it('is not offered on a company without a permit; a permit gone meanwhile is said in Chinese and nothing is saved', async () => {
    const stored = storeUpload('营业执照.png', 'image/png', new Uint8Array([137, 80, 78, 71]), 'admin');
    const company = firstCompany(stored.url);
    const other = companies().list().find((record) => record.id !== company.id)!;
    companies().update(other.id, { createTime: '2029-12-31 00:00:00', permit: undefined });
    const saved = savedFiles();
    const { user, notices } = await renderListPage(PAGE);
    expect(within(await rowOf(String(other.companyName))).queryByRole('button', { name: '下载营业执照' })).toBeNull();
    const row = await rowOf(String(company.companyName));
    companies().update(company.id, { permit: undefined });
    await user.click(within(row).getByRole('button', { name: '下载营业执照' }));
    await waitFor(() => expect(notices.map((notice) => notice.text)).toContain('该企业尚未上传营业执照'), { timeout: 8000 });
    expect(saved).toEqual([]);
  });
});
