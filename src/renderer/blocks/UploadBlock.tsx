import { Button, Card, Progress } from 'antd';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fillTemplate } from '../../contract/textTemplate';
import { notify } from '../../core/feedback/notify';
import { HttpError } from '../../core/http/HttpError';
import { queryClient } from '../../core/query/queryClient';
import type { UploadBlock as UploadDeclaration } from '../../pageLanguage/blocks';
import { operationNamed, operationPath } from '../../pageLanguage/operationPaths';
import { familyKey } from '../data/familyQueries';
import { useFamilyDeclaration } from './blockIcon';
import type { BlockProps } from './blockProps';
import { ChunkUploadError, uploadInChunks } from './upload/chunkUpload';

/**
 * A file chooser whose file goes in chunks to the block's operation (the chunks an earlier try
 * left asked first at `status`), with the address's values as fields (the chosen task), its
 * progress shown; once in, the page's reads are read again (the task's videos).
 */
export function UploadBlock({ block, page }: BlockProps<UploadDeclaration>) {
  const family = useFamilyDeclaration(page.family);
  const [address] = useSearchParams();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const operation = operationNamed(family, block.operation);
  const status = operationNamed(family, block.status);
  const fields: Record<string, string> = {};
  for (const [field, name] of Object.entries(block.fields ?? {})) fields[field] = address.get(name) ?? '';
  const upload = async (file: File) => {
    if (!family || !operation) return;
    setProgress({ name: file.name, percent: 0 });
    try {
      await uploadInChunks(operationPath(family, operation), file, fields, {
        ...(block.chunkSize ? { chunkSize: block.chunkSize } : {}),
        ...(status ? { statusPath: operationPath(family, status) } : {}),
        onProgress: (percent) => setProgress({ name: file.name, percent }),
      });
      notify.success(fillTemplate(block.success ?? '上传成功', { name: file.name }));
      await queryClient.invalidateQueries({ queryKey: familyKey(page.base) });
    } catch (error) {
      // The HTTP client shows its own errors; a refusal inside the envelope, or a file the browser could not read, is told here.
      if (error instanceof ChunkUploadError) notify.error(error.message);
      else if (!(error instanceof HttpError)) notify.error('上传失败');
    } finally {
      setProgress(null);
    }
  };
  return (
    <Card title={block.title} className="hpc-block-upload">
      <input ref={input} type="file" accept={block.accept} hidden disabled={!operation || progress !== null} aria-label={`${block.label}：选择文件`} onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) void upload(file);
      }} />
      <Button type="primary" disabled={!operation || progress !== null} onClick={() => input.current?.click()}>{block.label}</Button>
      {progress && <div className="hpc-block-upload-progress"><span>正在上传 {progress.name}</span><Progress percent={progress.percent} size="small" /></div>}
    </Card>
  );
}
