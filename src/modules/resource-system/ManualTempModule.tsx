import { Button, Card, Progress, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useAsyncData } from '../../core/async/useAsyncData';
import { notify } from '../../core/feedback/notify';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { RichText } from '../../ui/RichText';
import { Spinner } from '../../ui/Spinner';
import { isEmptyRichText } from '../../ui/richTextText';
import { GUIDE_CHUNK_PATH, resourceSystemApi, type Guide } from './api';
import { uploadInChunks } from '../../renderer/blocks/upload/chunkUpload';
import { ManualTemplatePicker } from './ManualTemplatePicker';
import './resourceSystem.css';

// quill and its stylesheet come with the editor's chunk: downloaded on this route only.
const RichTextEditor = lazy(() => import('../../ui/RichTextEditor'));

/**
 * 操作指南设置: the guide every user reads under 工作台 → 操作指南. quill with the spec §9 toolbar
 * (placeholder 请在这里输入); images up to 1 MB are inlined as base64, larger ones go in 5 MB
 * chunks to chunk-file and are inserted by URL. The preview shows what readers get (sanitised).
 */
export default function ManualTempModule() {
  const guide = useAsyncData('operation-guide', () => resourceSystemApi.guide());
  const [html, setHtml] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);
  const [saved, setSaved] = useState<Guide | null>(null);
  const loaded = saved ?? (guide.state.status === 'ready' ? guide.state.data : null);
  if (guide.state.status === 'error') return <ErrorPanel title="操作指南加载失败" detail={guide.state.message} onRetry={guide.reload} />;
  if (!loaded) return <Card loading />;
  // What the editor holds: the saved guide until the operator edits it.
  const text = html ?? loaded.content;

  const uploadLarge = async (file: File): Promise<string> => {
    setUpload({ name: file.name, percent: 0 });
    try {
      const done = await uploadInChunks<{ url?: string }>(GUIDE_CHUNK_PATH, file, {}, { onProgress: (percent) => setUpload({ name: file.name, percent }) });
      if (!done.url) throw new Error('上传失败');
      notify.success('上传成功');
      return done.url;
    } catch (error) {
      // The HTTP client shows its own errors; a refusal in the envelope is shown here.
      if (error instanceof Error && error.name === 'ChunkUploadError') notify.error(error.message);
      throw error;
    } finally {
      setUpload(null);
    }
  };
  const save = async () => {
    if (isEmptyRichText(text)) {
      notify.warning('操作指南内容不能为空');
      return;
    }
    setSaving(true);
    try {
      setSaved(await resourceSystemApi.saveGuide(text));
      notify.success('保存成功');
    } catch {
      // Shown by the HTTP client; the text stays in the editor.
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="rs-page">
      <Card title="操作指南设置" extra={<Space>
        <span className="rs-guide-meta">{loaded.updateTime ? `最后更新：${loaded.updateTime}（${loaded.updatedBy}）` : ''}</span>
        <ManualTemplatePicker onInsert={(template) => { setHtml(`${isEmptyRichText(text) ? '' : text}${template.content}`); notify.success(`已插入模板：${template.templateName}`); }} />
        <Button onClick={() => setHtml(loaded.content)}>恢复已保存内容</Button>
        <Button type="primary" loading={saving} onClick={() => void save()}>保存</Button>
      </Space>}>
        {upload && <div><span>正在上传 {upload.name}</span><Progress percent={upload.percent} size="small" /></div>}
        <div className="rs-guide-editor">
          <Suspense fallback={<Spinner />}>
            <RichTextEditor label="操作指南内容" value={text} onChange={setHtml} uploadLarge={uploadLarge} />
          </Suspense>
        </div>
      </Card>
      <Card title="预览（用户看到的内容）">
        <RichText html={text} empty="暂无内容" className="rs-guide" />
      </Card>
    </div>
  );
}
