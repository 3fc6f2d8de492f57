/**
 * The quill 2 editor (snow theme) used directly on a ref. This module, quill and its stylesheet
 * are one lazily loaded chunk: they are downloaded only when a form with a rich-text field opens.
 * React StrictMode mounts effects twice: each mount builds quill on a fresh element inside the
 * host and the cleanup empties the host, so there is never a second toolbar.
 */
import Quill from 'quill';
import type { Range } from 'quill';
import { useEffect, useRef } from 'react';
import 'quill/dist/quill.snow.css';
import { notify } from '../core/feedback/notify';
import {
  imageRoute, INLINE_IMAGE_TOO_LARGE, INLINE_IMAGE_TYPES, RICH_TEXT_PLACEHOLDER, RICH_TEXT_TOOLBAR, toolbarTitle,
} from './richTextToolbar';
import { isEmptyRichText } from './richTextText';
import './richTextEditor.css';

export interface RichTextEditorProps {
  id?: string;
  /** HTML. */
  value: string | undefined;
  /** Every edit, as HTML (quill's semantic HTML: real <ul>/<ol> lists). */
  onChange: (html: string) => void;
  /** The editor lost focus. */
  onBlur?: () => void;
  placeholder?: string;
  readOnly?: boolean;
  /** Accessible name of the editing area (the field label). */
  label?: string;
  /**
   * Where an image over the inline limit goes (docs/behaviour §7.4: chunked upload): answers its URL, which
   * the editor inserts. Without it such an image is refused (图片大小不能超过 1MB).
   */
  uploadLarge?: (file: File) => Promise<string>;
}

/**
 * quill 2.0's getSemanticHTML writes every space as &nbsp;, which stops lines from wrapping;
 * single ones go back to spaces (runs stay, they are what the author typed).
 */
export function normaliseSemanticHtml(html: string): string {
  return html.replace(/(?:&nbsp;)+/g, (run) => (run.length === 6 ? ' ' : run));
}

function readHtml(quill: Quill): string {
  return normaliseSemanticHtml(quill.getSemanticHTML());
}

/** Inlines images as base64 (docs/behaviour §5); one over 1 MB goes to `uploadLarge` or is refused. */
function inlineImages(quill: Quill, range: Range | null, files: File[], uploadLarge?: (file: File) => Promise<string>): void {
  const images = files.filter((f) => INLINE_IMAGE_TYPES.includes(f.type));
  if (images.some((f) => imageRoute(f.size, uploadLarge !== undefined) === 'refuse')) {
    notify.warning(INLINE_IMAGE_TOO_LARGE);
    return;
  }
  let index = range?.index ?? quill.getLength() - 1;
  for (const image of images) {
    if (imageRoute(image.size, uploadLarge !== undefined) === 'upload' && uploadLarge) {
      const at = index;
      // The upload reports its own failure; nothing is inserted then.
      uploadLarge(image).then((url) => quill.insertEmbed(at, 'image', url, 'user'), () => undefined);
      index += 1;
      continue;
    }
    const reader = new FileReader();
    const at = index;
    reader.onload = () => {
      if (typeof reader.result === 'string') quill.insertEmbed(at, 'image', reader.result, 'user');
    };
    reader.readAsDataURL(image);
    index += 1;
  }
}

function pickImage(quill: Quill, uploadLarge?: (file: File) => Promise<string>): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = INLINE_IMAGE_TYPES.join(',');
  input.onchange = () => inlineImages(quill, quill.getSelection(true), [...(input.files ?? [])], uploadLarge);
  input.click();
}

/** Chinese titles on the toolbar's buttons and pickers (hover text and accessible names). */
function labelToolbar(toolbar: HTMLElement): void {
  for (const control of toolbar.querySelectorAll<HTMLElement>('button, .ql-picker')) {
    const format = [...control.classList].find((c) => c.startsWith('ql-') && c !== 'ql-picker' && c !== 'ql-color-picker' && c !== 'ql-icon-picker')?.slice(3);
    const title = format ? toolbarTitle(format, control.getAttribute('value')) : undefined;
    if (!title) continue;
    control.title = title;
    const target = control.classList.contains('ql-picker') ? control.querySelector<HTMLElement>('.ql-picker-label') : control;
    target?.setAttribute('aria-label', title);
  }
}

export default function RichTextEditor({ id, value, onChange, onBlur, placeholder = RICH_TEXT_PLACEHOLDER, readOnly = false, label, uploadLarge }: RichTextEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  /** The HTML the editor holds, to tell an outside change of `value` from our own echo. */
  const heldRef = useRef<string | undefined>(undefined);
  const callbacks = useRef({ onChange, onBlur, uploadLarge });
  useEffect(() => {
    callbacks.current = { onChange, onBlur, uploadLarge };
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const element = document.createElement('div');
    host.appendChild(element);
    const quill = new Quill(element, {
      theme: 'snow',
      placeholder,
      readOnly,
      modules: {
        toolbar: { container: RICH_TEXT_TOOLBAR, handlers: { image: () => pickImage(quill, callbacks.current.uploadLarge) } },
        uploader: { mimetypes: INLINE_IMAGE_TYPES, handler: (range: Range, files: File[]) => inlineImages(quill, range, files, callbacks.current.uploadLarge) },
      },
    });
    if (value) quill.setContents(quill.clipboard.convert({ html: value }), 'silent');
    heldRef.current = value;
    if (id) quill.root.id = id;
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    if (label) quill.root.setAttribute('aria-label', label);
    const toolbar = host.querySelector<HTMLElement>('.ql-toolbar');
    if (toolbar) labelToolbar(toolbar);
    quill.on('text-change', () => {
      const html = readHtml(quill);
      heldRef.current = html;
      callbacks.current.onChange(html);
    });
    quill.on('selection-change', (range: Range | null) => {
      if (range === null) callbacks.current.onBlur?.();
    });
    // Escape closes an open picker or the link box; it must not also reach the dialog around the
    // editor, which would close the whole form. The open state is read before quill handles the key.
    let escapeInPopup = false;
    const beforeEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escapeInPopup = host.querySelector('.ql-expanded, .ql-tooltip.ql-editing:not(.ql-hidden)') !== null;
    };
    const afterEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && escapeInPopup) event.stopPropagation();
      escapeInPopup = false;
    };
    host.addEventListener('keydown', beforeEscape, true);
    host.addEventListener('keydown', afterEscape);
    quillRef.current = quill;
    return () => {
      quillRef.current = null;
      host.removeEventListener('keydown', beforeEscape, true);
      host.removeEventListener('keydown', afterEscape);
      host.replaceChildren();
    };
    // Built once per mount; value, readOnly and the callbacks are followed by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const quill = quillRef.current;
    if (!quill || value === heldRef.current) return;
    // An empty field and an emptied editor (<p><br></p>) are the same thing: leave the caret alone.
    if (isEmptyRichText(value) && isEmptyRichText(heldRef.current)) return;
    heldRef.current = value;
    quill.setContents(quill.clipboard.convert({ html: value ?? '' }), 'silent');
  }, [value]);

  useEffect(() => {
    quillRef.current?.enable(!readOnly);
  }, [readOnly]);

  return <div ref={hostRef} className="hpc-richtext-editor" data-readonly={readOnly || undefined} />;
}
