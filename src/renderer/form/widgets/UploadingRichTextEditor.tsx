/**
 * The rich-text editor of forms: the shared quill editor (src/ui, spec §9 toolbar) whose
 * pictures are uploaded through the platform's upload endpoint, as image fields are, and kept
 * as the file's URL. Inlined as base64 (the editor's own behaviour), one picture of up to 1 MB
 * made the HTML ~1.4 MB, far over a field's maxLength (activity content: 20000), so the form
 * refused it. The 图片 button and image files dropped or pasted into the editor all upload;
 * the spec's 1 MB per picture still holds. Loaded lazily with the editor (one chunk with quill).
 */
import Quill from 'quill';
import type { Range } from 'quill';
import type Toolbar from 'quill/modules/toolbar';
import { useEffect, useRef } from 'react';
import { notify } from '../../../core/feedback/notify';
import RichTextEditor, { type RichTextEditorProps } from '../../../ui/RichTextEditor';
import { INLINE_IMAGE_MAX_BYTES, INLINE_IMAGE_TYPES } from '../../../ui/richTextToolbar';
import { checkUpload } from '../../files/fileRules';
import { fileHref } from '../../files/fileUrl';
import { uploadFile } from '../../files/uploadFile';

const IMAGE_ACCEPT = INLINE_IMAGE_TYPES.join(',');
const IMAGE_RULES = { kind: 'image', accept: IMAGE_ACCEPT, maxSizeMb: INLINE_IMAGE_MAX_BYTES / 1_048_576 } as const;

/** Uploads the pictures, then puts them, in order, where the caret was. */
async function uploadImages(quill: Quill, range: Range | null, files: File[], signal: AbortSignal): Promise<void> {
  const images = files.filter((file) => INLINE_IMAGE_TYPES.includes(file.type));
  const problem = images.map((file) => checkUpload(file, IMAGE_RULES)).find((p) => p !== null);
  if (problem) {
    // The editor's own level for a picture it refuses.
    notify.warning(problem);
    return;
  }
  if (images.length === 0) return;
  // Each failure was shown by the client (or the refusal's message); the others still go in.
  const results = await Promise.allSettled(images.map((image) => uploadFile(image, { signal })));
  if (signal.aborted) return;
  const sources = results.flatMap((result) => {
    const src = result.status === 'fulfilled' ? fileHref(result.value.url) : undefined;
    return src ? [src] : [];
  });
  // The text may have shrunk while the files were sent.
  let at = Math.min(range?.index ?? Infinity, quill.getLength() - 1);
  for (const src of sources) {
    quill.insertEmbed(at, 'image', src, 'user');
    at += 1;
  }
  if (sources.length > 0) quill.setSelection(at, 'silent');
}

function pickImages(onPicked: (files: File[]) => void): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = IMAGE_ACCEPT;
  input.onchange = () => onPicked([...(input.files ?? [])]);
  input.click();
}

export default function UploadingRichTextEditor(props: RichTextEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);

  // The editor builds quill in its own effect, which runs before this one (children first).
  useEffect(() => {
    const container = hostRef.current?.querySelector('.ql-container');
    const quill = container ? Quill.find(container) : null;
    if (!(quill instanceof Quill)) return undefined;
    const controller = new AbortController();
    const upload = (range: Range | null, files: File[]) => void uploadImages(quill, range, files, controller.signal);
    (quill.getModule('toolbar') as Toolbar).addHandler('image', () => pickImages((files) => upload(quill.getSelection(true), files)));
    // Dropped files and pasted image files both go through quill.uploader.upload.
    quill.uploader.upload = (range: Range, files: FileList | File[]) => upload(range, [...files]);
    // Closing the form drops the uploads in flight (nothing to insert into any more).
    return () => controller.abort();
  }, []);

  return (
    <div ref={hostRef}>
      <RichTextEditor {...props} />
    </div>
  );
}
