import { Button, Card, Empty, Space } from 'antd';
import { readPath } from '../../contract/readPath';
import type { RichTextBlock as RichTextDeclaration } from '../../pageLanguage/blocks';
import { RichText } from '../../ui/RichText';
import { isEmptyRichText } from '../../ui/richTextText';
import type { BlockProps } from './blockProps';

const textAt = (answer: unknown, path: string | undefined): string => {
  const value = path === undefined ? undefined : readPath(answer, path);
  return typeof value === 'string' ? value : '';
};

/** The console's look of rich text (`look: "panel"`): a card, sanitised (src/ui/RichText), with when it last changed and 刷新. */
export default function RichTextPanel({ block, answer, loading, reload }: BlockProps<RichTextDeclaration>) {
  const html = textAt(answer, block.field);
  const updated = textAt(answer, block.updated);
  const extra = (updated || block.refresh) && !loading
    ? <Space>{updated && <span className="hpc-block-muted">更新于 {updated}</span>}{block.refresh && <Button onClick={() => void reload()}>刷新</Button>}</Space>
    : undefined;
  const body = isEmptyRichText(html) ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={block.empty ?? '暂无内容'} /> : <RichText html={html} className="hpc-block-rich-text" />;
  return <Card title={block.title} extra={extra} loading={loading}>{loading ? null : body}</Card>;
}
