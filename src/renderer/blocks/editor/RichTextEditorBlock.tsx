import { Button, Card, Progress, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { readPath } from '../../../contract/readPath';
import { fillTemplate } from '../../../contract/textTemplate';
import { notify } from '../../../core/feedback/notify';
import { request, type HttpMethod } from '../../../core/http/client';
import { queryClient } from '../../../core/query/queryClient';
import type { RichTextEditorBlock as EditorDeclaration } from '../../../pageLanguage/blocks';
import { operationNamed, operationPath } from '../../../pageLanguage/operationPaths';
import { RichText } from '../../../ui/RichText';
import { sanitizeRichText } from '../../../ui/sanitizeRichText';
import { isEmptyRichText } from '../../../ui/richTextText';
import { Spinner } from '../../../ui/Spinner';
import { familyKey } from '../../data/familyQueries';
import { useFamilyDeclaration } from '../blockIcon';
import type { BlockProps } from '../blockProps';
import { ChunkUploadError, uploadInChunks } from '../upload/chunkUpload';
import { EditorTemplates } from './EditorTemplates';

// quill and its stylesheet come with the editor's chunk: downloaded on pages with an editor only.
const RichTextEditor = lazy(() => import('../../../ui/RichTextEditor'));

const htmlAt = (answer: unknown, path: string): string => {
  const value = readPath(answer, path);
  return typeof value === 'string' ? value : '';
};

/**
 * One HTML field of the answer in quill, saved with the block's write; images over 1 MB go in
 * chunks to `upload` and are inserted by the address answered; templates append a chapter;
 * 恢复已保存内容 drops the edits; the preview shows the text as readers get it (sanitised).
 */
export function RichTextEditorBlock({ block, answer, loading, page }: BlockProps<EditorDeclaration>) {
  const family = useFamilyDeclaration(page.family);
  const [edited, setEdited] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);
  // quill parses what it is given into the page: only sanitised HTML reaches it (a stored text
  // another client wrote may carry scripts or event handlers, which the CSP would have to stop).
  const saved = sanitizeRichText(htmlAt(answer, block.field));
  // What the editor holds: the saved text until the user edits it.
  const text = edited ?? saved;
  const operation = (name: string | undefined) => operationNamed(family, name);
  const write = operation(block.operation);

  const uploadLarge = async (file: File): Promise<string> => {
    const post = operation(block.upload?.operation);
    const status = operation(block.upload?.status);
    if (!family || !post || !block.upload) throw new ChunkUploadError('上传失败');
    setUpload({ name: file.name, percent: 0 });
    try {
      const done = await uploadInChunks<unknown>(operationPath(family, post), file, {}, {
        ...(status ? { statusPath: operationPath(family, status) } : {}),
        onProgress: (percent) => setUpload({ name: file.name, percent }),
      });
      const url = readPath(done, block.upload.url);
      if (typeof url !== 'string' || url === '') throw new ChunkUploadError('上传失败');
      notify.success('上传成功');
      return url;
    } catch (error) {
      // The HTTP client shows its own errors; a refusal in the envelope is shown here.
      if (error instanceof ChunkUploadError) notify.error(error.message);
      throw error;
    } finally {
      setUpload(null);
    }
  };
  const save = async () => {
    if (!family || !write) return;
    if (block.required && isEmptyRichText(text)) {
      notify.warning(block.required);
      return;
    }
    setSaving(true);
    try {
      await request(operationPath(family, write), { method: write.method as HttpMethod, json: { [block.field]: text } });
      notify.success(block.success ?? '保存成功');
      setEdited(null);
      await queryClient.invalidateQueries({ queryKey: familyKey(page.base) });
    } catch {
      // Shown by the HTTP client; the text stays in the editor.
    } finally {
      setSaving(false);
    }
  };
  // The tools sit in a row of their own under the heading: beside the preview the card is half as wide.
  const tools = (
    <div className="hpc-block-editor-tools">
      {block.updated && <span className="hpc-block-muted">{fillTemplate(block.updated, answer)}</span>}
      <Space wrap>
        {block.templates && <EditorTemplates templates={block.templates} onInsert={(label, html) => { setEdited(`${isEmptyRichText(text) ? '' : text}${html}`); notify.success(`已插入模板：${label}`); }} />}
        <Button onClick={() => setEdited(null)}>恢复已保存内容</Button>
        <Button type="primary" loading={saving} disabled={!write} onClick={() => void save()}>保存</Button>
      </Space>
    </div>
  );
  const editor = (
    <Card title={block.title} loading={loading}>
      {tools}
      {upload && <div className="hpc-block-upload-progress"><span>正在上传 {upload.name}</span><Progress percent={upload.percent} size="small" /></div>}
      <div className="hpc-block-editor">
        <Suspense fallback={<Spinner />}>
          <RichTextEditor label={block.label} value={text} onChange={setEdited} {...(block.upload ? { uploadLarge } : {})} />
        </Suspense>
      </div>
    </Card>
  );
  if (block.preview === undefined) return editor;
  return (
    <div className="hpc-block-editor-pair">
      {editor}
      <Card title={block.preview} loading={loading}>
        <RichText html={text} empty="暂无内容" className="hpc-block-editor-preview" />
      </Card>
    </div>
  );
}
