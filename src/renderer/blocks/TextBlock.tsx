import { Card, Empty } from 'antd';
import { readPath } from '../../contract/readPath';
import type { TextBlock as TextDeclaration } from '../../pageLanguage/blocks';
import type { BlockProps } from './blockProps';

/** The answer's text as written (a string, or lines of an array), monospaced, never as HTML. */
export function textOf(answer: unknown, path: string): string {
  const value = readPath(answer, path);
  if (Array.isArray(value)) return value.map((line) => (line === null || line === undefined ? '' : String(line))).join('\n');
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function TextBlock({ block, answer, loading }: BlockProps<TextDeclaration>) {
  const text = textOf(answer, block.field);
  return (
    <Card title={block.title} loading={loading}>
      {text === '' ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={block.empty ?? '暂无内容'} /> : <pre className="hpc-block-text">{text}</pre>}
    </Card>
  );
}
