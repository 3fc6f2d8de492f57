import { ArrowDownOutlined, ArrowLeftOutlined, ArrowUpOutlined, DeleteOutlined, EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { modal } from '../../../core/feedback/modalApi';
import { notify } from '../../../core/feedback/notify';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { Spinner } from '../../../ui/Spinner';
import { BlockRenderer } from '../blocks/BlockRenderer';
import { BLOCK_TYPE_LABELS, BLOCK_TYPES, checkDecoration, createBlock, moveBlock, normalizeBlocks, type BlockType, type PortalBlock } from '../../../contract/portalBlocks';
import { operationWrite, useOperationQuery } from '../../../renderer/data/operationQueries';
import { BlockForm } from './editor/BlockForm';
import '../layout/portal.css';

function blockCaption(block: PortalBlock): string {
  if (block.type === 'banner') return block.slides[0]?.title || `${block.slides.length} 张轮播图`;
  return block.title || '（无标题）';
}

/**
 * The page decoration editor (docs/behaviour §7.2 decoration GET / POST {id}; docs/design.md §9): add, reorder,
 * edit and remove blocks, upload pictures, see the page as the portal will draw it (the portal's
 * own block renderer), and save. Saving is refused with the same checks the server makes.
 */
export default function DecorationEditor({ pageId, onBack }: { pageId: number; onBack: () => void }) {
  // The decoration through the operation client (portal get-decoration), its blocks read as the portal reads them.
  const { state, reload } = useOperationQuery('portal', 'get-decoration', { query: { pageId } }, {
    loading: false,
    select: (answer) => ({ ...answer, blocks: normalizeBlocks(answer.blocks) }),
  });
  const [draft, setDraft] = useState<{ for: number; blocks: PortalBlock[] } | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const loaded = state.status === 'ready' ? state.data : null;
  const blocks = draft?.for === pageId ? draft.blocks : (loaded?.blocks ?? []);
  const dirty = draft?.for === pageId;
  const setBlocks = (next: PortalBlock[]) => {
    setDraft({ for: pageId, blocks: next });
    setProblems([]);
  };

  // Leaving the page (closing the tab, reloading) with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (state.status === 'loading') return <div className="pt-center"><Spinner /></div>;
  if (state.status === 'error') return <ErrorPanel title="页面装修加载失败" detail={state.message} onRetry={reload} />;
  const page = state.data;

  const add = (type: BlockType) => {
    const block = createBlock(type);
    setBlocks([...blocks, block]);
    setSelected(block.id);
  };
  const update = (next: PortalBlock) => setBlocks(blocks.map((b) => (b.id === next.id ? next : b)));

  const save = async () => {
    const found = checkDecoration(blocks);
    if (found.length > 0) {
      setProblems(found.map((p) => p.message));
      const first = found.find((p) => p.index >= 0);
      if (first) setSelected(blocks[first.index]?.id ?? null);
      return;
    }
    setSaving(true);
    try {
      // The write reads the family's shown answers again (this decoration among them).
      await operationWrite('portal', 'post-decoration', { path: { pageId }, body: { blocks } });
      notify.success('保存成功');
      setDraft(null);
    } catch {
      // The client has shown the server's message; the draft stays.
    } finally {
      setSaving(false);
    }
  };

  const back = () => {
    if (!dirty) {
      onBack();
      return;
    }
    modal.confirm({
      title: '确认',
      content: '页面有未保存的修改，确定离开吗？',
      okText: '离开',
      cancelText: '取消',
      onOk: onBack,
    });
  };

  return (
    <div className="pt-editor" data-testid="decoration-editor">
      <Card className="pt-card pt-editor-bar" size="small">
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={back}>
              返回页面列表
            </Button>
            <Typography.Title level={4} style={{ margin: 0 }}>
              装修：{page.pageName}
            </Typography.Title>
            {dirty ? <Tag color="orange">有未保存的修改</Tag> : <Typography.Text type="secondary">{page.updateTime && `最后保存 ${page.updateTime}${page.updater ? `（${page.updater}）` : ''}`}</Typography.Text>}
          </Space>
          <Space>
            <Button icon={<EyeOutlined />} href={`#/temp/${pageId}`} target="_blank" rel="noopener noreferrer">
              预览
            </Button>
            <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
              保存
            </Button>
          </Space>
        </Space>
      </Card>
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message="以下内容需要修改后才能保存"
          description={<ul className="pt-problems">{problems.map((p) => <li key={p}>{p}</li>)}</ul>}
          style={{ marginBottom: 12 }}
        />
      )}
      <div className="pt-editor-body">
        <aside className="pt-editor-side" aria-label="页面模块">
          <div className="pt-add">
            <Typography.Text strong>添加模块</Typography.Text>
            <div className="pt-add-buttons">
              {BLOCK_TYPES.map((type) => (
                <Button key={type} size="small" onClick={() => add(type)}>
                  {BLOCK_TYPE_LABELS[type]}
                </Button>
              ))}
            </div>
          </div>
          {blocks.length === 0 && <Empty description="页面还没有模块，从上方添加" />}
          <ol className="pt-blocks">
            {blocks.map((block, index) => {
              const open = selected === block.id;
              return (
                <li key={block.id} className={`pt-block${open ? ' pt-block-open' : ''}`} data-testid="editor-block">
                  <div className="pt-block-head">
                    <button type="button" className="pt-block-toggle" aria-expanded={open} onClick={() => setSelected(open ? null : block.id)}>
                      <Tag color="blue">{BLOCK_TYPE_LABELS[block.type]}</Tag>
                      <span className="pt-block-caption">{blockCaption(block)}</span>
                    </button>
                    <Space size={0}>
                      <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={`上移第${index + 1}个模块`} disabled={index === 0} onClick={() => setBlocks(moveBlock(blocks, index, index - 1))} />
                      <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={`下移第${index + 1}个模块`} disabled={index === blocks.length - 1} onClick={() => setBlocks(moveBlock(blocks, index, index + 1))} />
                      <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`删除第${index + 1}个模块`} onClick={() => setBlocks(blocks.filter((b) => b.id !== block.id))} />
                    </Space>
                  </div>
                  {open && (
                    <div className="pt-block-body">
                      <BlockForm block={block} onChange={update} />
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        </aside>
        <section className="pt-editor-preview" aria-label="页面预览">
          <Typography.Text type="secondary" className="pt-preview-label">
            预览（与门户显示一致）
          </Typography.Text>
          <div className="pt-canvas">
            <div className="portal-root portal-desktop pt-canvas-root">
              {blocks.length === 0 ? <div className="pt-center"><Empty description="暂无内容" /></div> : <BlockRenderer blocks={blocks} />}
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}
