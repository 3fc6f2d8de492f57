import { act, render, screen, waitFor } from '../../support/testingLibrary';
import Quill from 'quill';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import RichTextEditor from '../../../src/ui/RichTextEditor';
import { INLINE_IMAGE_MAX_BYTES, INLINE_IMAGE_TOO_LARGE } from '../../../src/ui/richTextToolbar';
import { recordNotices } from '../../support/notifierRecorder';

function quillOf(container: HTMLElement): Quill {
  const element = container.querySelector<HTMLElement>('.ql-container');
  const quill = element ? Quill.find(element) : null;
  if (!(quill instanceof Quill)) throw new Error('no quill instance');
  return quill;
}

/** The toolbar's controls in order, by their Chinese titles. */
function toolbarTitles(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLElement>('.ql-toolbar button, .ql-toolbar .ql-picker')].map((c) => c.title);
}

describe('RichTextEditor (quill 2 on a ref)', () => {
  it('mounts one editor under StrictMode with the docs/behaviour §9 toolbar in order and the 请在这里输入 placeholder', () => {
    const view = render(<StrictMode><RichTextEditor value={undefined} onChange={() => undefined} label="活动内容" /></StrictMode>);
    expect(view.container.querySelectorAll('.ql-toolbar')).toHaveLength(1);
    expect(view.container.querySelectorAll('.ql-editor')).toHaveLength(1);
    expect(toolbarTitles(view.container)).toEqual([
      '加粗', '斜体', '下划线', '删除线', '文字颜色', '背景颜色', '对齐方式', '字号', '字体', '标题', '文字方向',
      '减少缩进', '增加缩进', '有序列表', '无序列表', '下标', '上标', '引用', '代码块', '清除格式', '链接', '图片',
    ]);
    // Header picker offers 1–6 and normal text.
    expect([...view.container.querySelectorAll('.ql-header .ql-picker-item')].map((i) => i.getAttribute('data-value') ?? '')).toEqual(['1', '2', '3', '4', '5', '6', '']);
    const editor = screen.getByRole('textbox', { name: '活动内容' });
    expect(editor).toHaveAttribute('data-placeholder', '请在这里输入');
  });

  it('shows the value, reports edits as semantic HTML, and follows an outside value change', async () => {
    const onChange = vi.fn();
    const view = render(<RichTextEditor value="<p>原有<strong>内容</strong></p>" onChange={onChange} />);
    const quill = quillOf(view.container);
    expect(quill.getText()).toBe('原有内容\n');
    expect(quill.getFormat(2, 1)).toEqual({ bold: true });
    act(() => {
      quill.setText('', 'user');
      quill.insertText(0, '第一项\n第二项', 'user');
      quill.formatLine(0, 8, 'list', 'bullet', 'user');
    });
    expect(onChange).toHaveBeenLastCalledWith('<ul><li>第一项</li><li>第二项</li></ul>');
    view.rerender(<RichTextEditor value="<p>服务端的新内容</p>" onChange={onChange} />);
    await waitFor(() => expect(quill.getText()).toBe('服务端的新内容\n'));
  });

  it('emptied, it reports an empty paragraph (the widget stores nothing for it)', () => {
    const onChange = vi.fn();
    const view = render(<RichTextEditor value="<p>将被清空</p>" onChange={onChange} />);
    const quill = quillOf(view.container);
    act(() => {
      quill.deleteText(0, quill.getLength(), 'user');
    });
    expect(onChange).toHaveBeenLastCalledWith('<p></p>');
    // The emptied editor is not reset when the field answers with "no value".
    view.rerender(<RichTextEditor value={undefined} onChange={onChange} />);
    expect(quill.getText()).toBe('\n');
  });

  it('inlines a pasted or dropped image up to 1 MB as base64 and refuses a larger one', async () => {
    const notices = recordNotices();
    const onChange = vi.fn();
    const view = render(<RichTextEditor value={undefined} onChange={onChange} />);
    const quill = quillOf(view.container);
    const big = new File([new Uint8Array(INLINE_IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    act(() => quill.uploader.upload({ index: 0, length: 0 }, [big]));
    expect(notices).toEqual([{ level: 'warning', text: INLINE_IMAGE_TOO_LARGE }]);
    expect(quill.root.querySelector('img')).toBeNull();
    const small = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'small.png', { type: 'image/png' });
    act(() => quill.uploader.upload({ index: 0, length: 0 }, [small]));
    await waitFor(() => expect(quill.root.querySelector('img')).not.toBeNull());
    expect(quill.root.querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^<p><img src="data:image\/png;base64,[^"]+"><\/p>$/));
  });

  it('read-only disables editing', () => {
    const view = render(<RichTextEditor value="<p>只读</p>" readOnly onChange={() => undefined} />);
    expect(quillOf(view.container).isEnabled()).toBe(false);
    view.rerender(<RichTextEditor value="<p>只读</p>" onChange={() => undefined} />);
    expect(quillOf(view.container).isEnabled()).toBe(true);
  });
});

describe('Escape inside the editor', () => {
  it('closes an open picker without reaching the dialog around the editor; otherwise it passes through', () => {
    const outside = vi.fn();
    const view = render(
      <div onKeyDown={(e) => outside(e.key)}>
        <RichTextEditor value={undefined} onChange={() => undefined} />
      </div>,
    );
    const label = view.container.querySelector<HTMLElement>('.ql-header .ql-picker-label')!;
    act(() => {
      label.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    expect(view.container.querySelector('.ql-header.ql-expanded')).not.toBeNull();
    act(() => {
      label.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(view.container.querySelector('.ql-header.ql-expanded')).toBeNull();
    expect(outside).not.toHaveBeenCalled();
    act(() => {
      label.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(outside).toHaveBeenCalledWith('Escape');
  });
});
