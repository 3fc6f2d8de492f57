/**
 * Field kinds of the generated form: the switch widget on an integer 1/0 enum (the real activity
 * entity through RecordForm and its precompiled validators) and on a boolean, and a field's help
 * shown beside — never instead of — its validation error; rich-text pictures inlined as base64
 * (docs/behaviour §5) fit the content's maxLength, and content over it gets a message that says why.
 */
import { act, render, screen, waitFor, within } from '../../support/testingLibrary';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { FeedbackSlot } from '../../../src/app/feedback/FeedbackSlot';
import zhCN from 'antd/es/locale/zh_CN';
import Quill from 'quill';
import { Suspense, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RecordForm, initialFormData, type RecordFormHandle } from '../../../src/renderer/form/RecordForm';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import type { FormConfig } from '../../../src/pageLanguage/form';
import { loadEntity } from '../../../src/pageLanguage/entityLoader';
import { EntityTestForm } from '../../support/EntityTestForm';
import { recordNotices } from '../../support/notifierRecorder';

function RecordFormHarness({ entity, form, onSave }: { entity: EntitySchema; form: FormConfig; onSave: (data: Record<string, unknown>) => Promise<void> }) {
  const [data, setData] = useState(() => initialFormData(entity, form, undefined));
  const ref = useRef<RecordFormHandle>(null);
  return (
    <>
      <RecordForm ref={ref} entity={entity} form={form} mode="create" formData={data} onChange={setData} onSave={onSave} />
      <button type="button" onClick={() => ref.current?.submit()}>提交</button>
    </>
  );
}

async function renderRecordForm(form: FormConfig) {
  const entity = await loadEntity('activity');
  const onSave = vi.fn(async () => undefined);
  const user = userEvent.setup();
  render(
    <ConfigProvider locale={zhCN}>
      <>
        <FeedbackSlot />
        <Suspense fallback={null}>
          <RecordFormHarness entity={entity} form={form} onSave={onSave} />
        </Suspense>
      </>
    </ConfigProvider>,
  );
  await screen.findByRole('button', { name: '提交' }, { timeout: 20_000 });
  return { user, onSave };
}

function fieldOf(label: string): HTMLElement {
  const item = [...document.querySelectorAll<HTMLElement>('.ant-form-item')].find((el) => el.querySelector('label')?.textContent?.includes(label));
  if (!item) throw new Error(`no field ${label}`);
  return item;
}

const flags: EntitySchema = {
  $id: 'switch-test', title: '开关', type: 'object', required: ['state'],
  properties: {
    state: { type: 'integer', title: '状态', oneOf: [{ const: 1, title: '启用' }, { const: 0, title: '停用' }] },
    visible: { type: 'boolean', title: '公开' },
  },
};


describe('switch widget', { timeout: 60_000 }, () => {
  it('integer 1/0 enum: an antd switch named by the label, checked = 1, writes 1 / 0', async () => {
    const { user, onSave } = await renderRecordForm({ fields: [{ key: 'pinned', widget: 'switch' }] });
    const pinned = screen.getByRole('switch', { name: '是否置顶' });
    expect(pinned).toHaveClass('ant-switch');
    expect(pinned).not.toBeChecked(); // the entity default 0
    await user.click(pinned);
    expect(pinned).toBeChecked();
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSave).toHaveBeenLastCalledWith({ pinned: 1 }));
    await user.click(pinned);
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSave).toHaveBeenLastCalledWith({ pinned: 0 }));
  });

  it('boolean and an integer enum without a default: shown off, sent as false / 0, on as true / 1', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<EntityTestForm entity={flags} fields={[{ key: 'state', widget: 'switch' }, 'visible']} onSubmit={onSubmit} />);
    const state = screen.getByRole('switch', { name: '状态' });
    const visible = screen.getByRole('switch', { name: '公开' });
    expect(state).not.toBeChecked();
    expect(visible).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: /submit/i }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ state: 0, visible: false }));
    await user.click(state);
    await user.click(visible);
    expect(state).toBeChecked();
    expect(visible).toBeChecked();
    await user.click(screen.getByRole('button', { name: /submit/i }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ state: 1, visible: true }));
  });
});

describe('field help and validation errors', { timeout: 60_000 }, () => {
  it('an invalid field shows its error under the field and its help as extra, both at once', async () => {
    const help = '4–60 个字，门户列表页展示';
    const { user, onSave } = await renderRecordForm({ fields: [{ key: 'title', help }] });
    expect(within(fieldOf('活动标题')).getByText(help)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    const field = fieldOf('活动标题');
    await waitFor(() => expect(field.querySelector('.ant-form-item-explain-error')).toHaveTextContent('活动标题不能为空'));
    expect(field.querySelector('.ant-form-item-extra')).toHaveTextContent(help);
    await user.type(within(field).getByLabelText('活动标题'), '培训');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(field.querySelector('.ant-form-item-explain-error')?.textContent).toMatch(/4/));
    expect(field.querySelector('.ant-form-item-extra')).toHaveTextContent(help);
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('rich-text pictures', { timeout: 90_000 }, () => {
  it('the 图片 button and a dropped/pasted picture inline it as base64 up to 1 MB (docs/behaviour §5); the content stays valid', async () => {
    // jsdom has no layout; quill scrolls the caret into view when the caret moves.
    if (!('getBoundingClientRect' in Range.prototype)) {
      Object.defineProperty(Range.prototype, 'getBoundingClientRect', { configurable: true, value: () => new DOMRect() });
    }
    const notices = recordNotices();
    const { user, onSave } = await renderRecordForm({ fields: ['content'] });
    const editor = await screen.findByRole('textbox', { name: '活动详情' }, { timeout: 20_000 });
    const quill = Quill.find(editor.closest('.ql-container')!) as Quill;
    act(() => {
      quill.insertText(0, '活动海报：', 'user');
      quill.setSelection(5, 0, 'user'); // the caret after the text, where the picture goes
    });

    // The button opens a file picker (an input it clicks); jsdom opens none, so the choice is made here.
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: '图片' }));
    const picker = click.mock.contexts.at(-1) as HTMLInputElement | undefined;
    click.mockRestore();
    expect(picker).toMatchObject({ type: 'file' });
    // Near the 1 MB limit: inlined it is ~930,000 characters, within the content's maxLength.
    Object.defineProperty(picker!, 'files', { value: [new File([new Uint8Array(700_000).fill(9)], '海报.png', { type: 'image/png' })] });
    act(() => {
      picker!.dispatchEvent(new Event('change'));
    });
    // quill checks a picture's address through an <a> (Link.sanitize), and jsdom parses a URL one
    // character at a time: ≈ 4 s for this one on an idle machine (a real browser takes
    // milliseconds), over 20 s on a loaded one — so the wait is for the picture, bounded only by
    // the test's own timeout.
    await waitFor(() => expect(editor.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/), { timeout: 80_000 });
    expect(editor.querySelector('img')!.getAttribute('src')!.length).toBeGreaterThan(900_000);

    // A dropped or pasted image file goes through quill's uploader: inlined the same way; over 1 MB is refused.
    act(() => {
      quill.uploader.upload({ index: quill.getLength() - 1, length: 0 }, [new File([new Uint8Array(2_000_000)], '大图.png', { type: 'image/png' })]);
    });
    expect(notices.at(-1)).toEqual({ level: 'warning', text: '图片大小不能超过 1MB' });
    act(() => {
      quill.uploader.upload({ index: quill.getLength() - 1, length: 0 }, [new File([new Uint8Array(64).fill(3)], '二维码.png', { type: 'image/png' })]);
    });
    await waitFor(() => expect(editor.querySelectorAll('img')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const { content } = (onSave.mock.calls[0] as unknown as [{ content: string }])[0];
    expect(content).toMatch(/^<p>活动海报：<img src="data:image\/png;base64,[^"]+"><img src="data:image\/png;base64,[^"]+"><\/p>$/);
  });

  it('rich text over its maxLength says the limit counts the HTML, formatting and pictures included', async () => {
    const { user, onSave } = await renderRecordForm({ fields: ['content'] });
    const editor = await screen.findByRole('textbox', { name: '活动详情' }, { timeout: 20_000 });
    const quill = Quill.find(editor.closest('.ql-container')!) as Quill;
    // Text just under what the field holds, and a picture that takes it over (quill takes pasted
    // data: images as they are): the picture counts. Text carries the bulk, as jsdom parses a data:
    // URL character by character each time quill reads it (a 5 MB picture took ≈ 20 s here).
    const text = '议'.repeat(4_999_000);
    const picture = `<img src="data:image/png;base64,${'A'.repeat(2_000)}">`;
    expect(`<p>议程</p><p>${text}</p>`.length).toBeLessThan(5_000_000);
    expect(`<p>议程</p><p>${text}</p><p>${picture}</p>`.length).toBeGreaterThan(5_000_000);
    act(() => {
      quill.setContents(quill.clipboard.convert({ html: `<p>议程</p><p>${text}</p><p>${picture}</p>` }), 'user');
    });
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(fieldOf('活动详情').querySelector('.ant-form-item-explain-error')).toHaveTextContent('活动详情内容过长：连同格式和图片不能超过 5000000 个字符'),
    );
    expect(onSave).not.toHaveBeenCalled();
  });
});
