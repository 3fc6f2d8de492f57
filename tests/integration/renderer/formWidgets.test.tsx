import { withNodeBlobs } from '../storage/nodeBlobs';
import { act, render, screen, waitFor, within } from '../../support/testingLibrary';
import userEvent from '@testing-library/user-event';
import Quill from 'quill';
import { describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { writeToken } from '../../../src/core/session/storageKeys';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import type { FormFieldConfig } from '../../../src/pageLanguage/form';
import { EntityTestForm } from '../../support/EntityTestForm';
import { recordNotices } from '../../support/notifierRecorder';
import { login } from '../mocks/support';

// Real bytes over Node's fetch (see nodeBlobs.ts).
withNodeBlobs();

const entity: EntitySchema = {
  $id: 'widget-test', title: '活动', type: 'object', required: ['name', 'cover', 'content'],
  properties: {
    name: { type: 'string', title: '活动名称', maxLength: 50 },
    cover: { type: 'string', title: '封面图' },
    contract: { type: 'string', title: '附件' },
    sheets: { type: 'string', title: '名单表格' },
    pair: { type: 'string', title: '对照表' },
    content: { type: 'string', title: '活动内容', contentMediaType: 'text/html' },
  },
};

const FIELDS: (string | FormFieldConfig)[] = ['name', { key: 'cover', widget: 'image', maxSizeMb: 2 }, { key: 'contract', widget: 'file', accept: '.pdf,.docx', maxCount: 1 }, { key: 'sheets', widget: 'file' }, { key: 'pair', widget: 'file', maxCount: 2 }, 'content'];
const uploads = () => mockControl.db.collection('uploads');


async function renderForm(initial: Record<string, unknown> = {}) {
  const { access_token: token } = await login('admin');
  writeToken(token);
  const notices = recordNotices();
  const onSubmit = vi.fn();
  // applyAccept off: the widgets' own type check is under test, not the browser's picker filter.
  const user = userEvent.setup({ applyAccept: false });
  const view = render(<EntityTestForm entity={entity} fields={FIELDS} initial={initial} onSubmit={onSubmit} />);
  return { notices, onSubmit, user, view };
}

function fieldOf(label: string): HTMLElement {
  const item = [...document.querySelectorAll<HTMLElement>('.ant-form-item')].find((el) => el.querySelector('label')?.textContent?.includes(label));
  if (!item) throw new Error(`no field ${label}`);
  return item;
}

/** The remove button of the field's file (not of a row antd is animating out, which jsdom never finishes). */
const removeButton = (label: string) => fieldOf(label).querySelector<HTMLElement>('.ant-upload-list-item-container:not(.ant-upload-animate-leave) button[title="删除文件"]')!;
const fileInput = (label: string) => fieldOf(label).querySelector<HTMLInputElement>('input[type=file]')!;
const png = (name: string, size = 16) => new File([new Uint8Array(size).fill(7)], name, { type: 'image/png' });

// Each step re-renders an antd form in jsdom; on a loaded 2-core machine that takes seconds.
describe('image and file upload widgets against the files mock', { timeout: 90_000 }, () => {
  it('image: checks size, uploads with the token, shows and previews the picture, removes it', async () => {
    const { user, notices } = await renderForm();
    const before = uploads().count();
    expect(within(fieldOf('封面图')).getByRole('button', { name: '上传封面图' })).toBeInTheDocument();
    expect(fileInput('封面图')).toHaveAttribute('accept', '.jpg,.jpeg,.png');

    await user.upload(fileInput('封面图'), png('大图.png', 2 * 1024 * 1024 + 1));
    expect(notices).toEqual([{ level: 'error', text: '图片大小不能超过 2MB' }]);
    expect(uploads().count()).toBe(before);
    await user.upload(fileInput('封面图'), png('活动封面.png'));
    const thumb = await waitFor(() => {
      const img = fieldOf('封面图').querySelector('img');
      expect(img).not.toBeNull();
      return img!;
    });
    const stored = uploads().list().find((u) => u.name === '活动封面.png')!;
    expect(stored.size).toBe(16);
    expect(thumb.getAttribute('src')).toBe(`http://localhost:3000/api/operation-management/v1/files/${stored.id}/${encodeURIComponent('活动封面.png')}`);
    expect(notices.at(-1)).toEqual({ level: 'success', text: '上传成功' });
    // One picture only: no second upload card.
    expect(within(fieldOf('封面图')).queryByRole('button', { name: '上传封面图' })).toBeNull();

    await user.click(within(fieldOf('封面图')).getByTitle('预览文件'));
    await waitFor(() => expect(document.querySelector('.ant-image-preview-img')).toHaveAttribute('src', thumb.getAttribute('src')));
    await user.keyboard('{Escape}');

    await user.click(removeButton('封面图'));
    await waitFor(() => expect(fieldOf('封面图').querySelector('img')).toBeNull());
    expect(within(fieldOf('封面图')).getByRole('button', { name: '上传封面图' })).toBeInTheDocument();
  });

  it('a failed upload shows the server message, keeps the picture it had and everything typed', async () => {
    const first = uploads().list()[0]!;
    const url = `/api/operation-management/v1/files/${first.id}/${encodeURIComponent(first.name)}`;
    const { user, notices, onSubmit } = await renderForm({ cover: url });
    await user.type(screen.getByLabelText('活动名称'), '算力节');
    mockControl.faults.set({ path: '/api/operation-management/v1/files/upload', status: 500, times: 1 });
    await user.upload(fileInput('封面图'), png('新封面.png'));
    await waitFor(() => expect(notices).toContainEqual({ level: 'error', text: '500：服务器出错' }));
    await waitFor(() => expect(fieldOf('封面图').querySelector('img')?.getAttribute('src')).toContain(`/files/${first.id}/`));
    expect(screen.getByLabelText('活动名称')).toHaveValue('算力节');
    expect(uploads().list().some((u) => u.name === '新封面.png')).toBe(false);

    // The server's own message (a 400 from the mock) is shown the same way.
    mockControl.faults.set({ path: '/api/operation-management/v1/files/upload', status: 400, times: 1 });
    await user.upload(fileInput('封面图'), png('再试.png'));
    await waitFor(() => expect(notices.filter((n) => n.level === 'error')).toHaveLength(2));
    expect(screen.getByLabelText('活动名称')).toHaveValue('算力节');
    await user.click(screen.getByRole('button', { name: /submit/i }));
    expect(await within(fieldOf('活动内容')).findByText('活动内容不能为空')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('file: refuses a type outside accept, uploads one attachment shown by name with a download link, removes it', async () => {
    const { user, notices } = await renderForm();
    expect(fileInput('附件')).toHaveAttribute('accept', '.pdf,.docx');
    await user.upload(fileInput('附件'), new File(['MZ'], '工具.exe', { type: 'application/x-msdownload' }));
    expect(notices).toEqual([{ level: 'error', text: '文件格式错误！' }]);

    await user.upload(fileInput('附件'), new File(['%PDF-1.7 合同'], '服务合同 2026.pdf', { type: 'application/pdf' }));
    const link = await within(fieldOf('附件')).findByRole('link', { name: '服务合同 2026.pdf' });
    const stored = uploads().list().find((u) => u.name === '服务合同 2026.pdf')!;
    expect(link).toHaveAttribute('href', `http://localhost:3000/api/operation-management/v1/files/${stored.id}/${encodeURIComponent('服务合同 2026.pdf')}`);
    expect(within(fieldOf('附件')).getByRole('button', { name: '重新上传：附件' })).toHaveTextContent('重新上传');
    await user.click(removeButton('附件'));
    // The field is empty again (antd animates the item out, which never ends in jsdom).
    await waitFor(() => expect(within(fieldOf('附件')).getByRole('button', { name: '上传文件：附件' })).toHaveTextContent('上传文件'));
  });

  it('file with the default rules: xls/xlsx only, 2048 KB each, several files kept in one field', async () => {
    const { user, notices } = await renderForm();
    const xlsx = (name: string, size = 32) => new File([new Uint8Array(size).fill(1)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    expect(fileInput('名单表格')).toHaveAttribute('accept', '.xls,.xlsx');
    expect(within(fieldOf('名单表格')).getByText('已上传 0 / 9 个')).toBeInTheDocument();
    await user.upload(fileInput('名单表格'), new File(['%PDF'], '名单.pdf', { type: 'application/pdf' }));
    expect(notices).toEqual([{ level: 'error', text: '文件格式错误！' }]);
    await user.upload(fileInput('名单表格'), xlsx('大表.xlsx', 2048 * 1024 + 1));
    expect(notices.at(-1)).toEqual({ level: 'error', text: '文件大小不能超过 2048KB' });

    await user.upload(fileInput('名单表格'), xlsx('一班.xlsx'));
    await within(fieldOf('名单表格')).findByRole('link', { name: '一班.xlsx' });
    await user.upload(fileInput('名单表格'), xlsx('二班.xlsx'));
    await within(fieldOf('名单表格')).findByRole('link', { name: '二班.xlsx' });
    expect(within(fieldOf('名单表格')).getByRole('link', { name: '一班.xlsx' })).toBeInTheDocument();
    expect(within(fieldOf('名单表格')).getByText('已上传 2 / 9 个')).toBeInTheDocument();
    // Still 上传文件 (not 重新上传): a further file is added, not put in place of one.
    expect(within(fieldOf('名单表格')).getByRole('button', { name: '上传文件：名单表格' })).toBeEnabled();

    const two = uploads().list().find((u) => u.name === '二班.xlsx')!;
    const removeOne = [...fieldOf('名单表格').querySelectorAll<HTMLElement>('.ant-upload-list-item-container:not(.ant-upload-animate-leave)')]
      .find((row) => row.textContent?.includes('一班.xlsx'))!.querySelector<HTMLElement>('button[title="删除文件"]')!;
    await user.click(removeOne);
    await waitFor(() => expect(within(fieldOf('名单表格')).getByText('已上传 1 / 9 个')).toBeInTheDocument());
    expect(within(fieldOf('名单表格')).getByRole('link', { name: '二班.xlsx' })).toHaveAttribute('href', `http://localhost:3000/api/operation-management/v1/files/${two.id}/${encodeURIComponent('二班.xlsx')}`);
  });

  it('file with maxCount: full at the count, a further file refused with 最多只能上传 N 个文件', async () => {
    const { user, notices } = await renderForm();
    const xls = (name: string) => new File([new Uint8Array(8).fill(2)], name, { type: 'application/vnd.ms-excel' });
    await user.upload(fileInput('对照表'), xls('甲.xls'));
    await within(fieldOf('对照表')).findByRole('link', { name: '甲.xls' });
    await user.upload(fileInput('对照表'), xls('乙.xls'));
    await within(fieldOf('对照表')).findByRole('link', { name: '乙.xls' });
    expect(within(fieldOf('对照表')).getByText('已上传 2 / 2 个')).toBeInTheDocument();
    expect(within(fieldOf('对照表')).queryByRole('button', { name: '上传文件：对照表' })).toBeNull();
    const before = uploads().count();
    await user.upload(fileInput('对照表'), xls('丙.xls'));
    expect(notices.at(-1)).toEqual({ level: 'error', text: '最多只能上传 2 个文件' });
    expect(uploads().count()).toBe(before);
  });

  it('submits the stored URLs and the rich text as HTML; an emptied editor is required-empty again', async () => {
    const { user, onSubmit } = await renderForm();
    await user.type(screen.getByLabelText('活动名称'), '高校专场');
    await user.upload(fileInput('封面图'), png('高校.png'));
    await waitFor(() => expect(fieldOf('封面图').querySelector('img')).not.toBeNull());
    const editor = await screen.findByRole('textbox', { name: '活动内容' });
    const quill = Quill.find(editor.closest('.ql-container')!) as Quill;
    act(() => {
      quill.insertText(0, '报名即送 100 核时', 'user');
    });
    await user.click(screen.getByRole('button', { name: /submit/i }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const stored = uploads().list().find((u) => u.name === '高校.png')!;
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: '高校专场',
      cover: `/api/operation-management/v1/files/${stored.id}/高校.png`,
      content: '<p>报名即送 100 核时</p>',
    });
    act(() => {
      quill.deleteText(0, quill.getLength(), 'user');
    });
    await user.click(screen.getByRole('button', { name: /submit/i }));
    expect(await within(fieldOf('活动内容')).findByText('活动内容不能为空')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
